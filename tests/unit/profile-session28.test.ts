// Cases from the session of 2026-11-28 (the twenty-eighth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location ?? null, x.start, x.end]);

describe("a role's projects and an employer's town (review 74's leftovers)", () => {
  const cv = (projects: string) =>
    `Marko Jovanovic\nmarko@example.com | Novi Sad, Serbia\n\nWork experience\nHTEC Group — Belgrade\t09/2017 – 05/2021\nAndroid Developer\t09/2017 – 05/2021\n${projects}• Implemented biometric login and push notifications\nExecom — Novi Sad\t03/2016 – 08/2017\nJunior Android Developer\t03/2016 – 08/2017\n• Bug fixing and small features in a logistics app\n`;

  it("'Project 1:' lines under a role's header leave the role its title", () => {
    const p = read(cv("Project 1: Mobile banking app for a Swiss bank\nProject 2: Smart home IoT companion app (BLE)\n"));
    expect(jobs(p)[0]).toEqual(["Android Developer", "HTEC Group", "Belgrade", "2017-09", "2021-05"]);
  });

  it("an employer of one word and its town, 'Execom — Novi Sad', over the role held there", () => {
    const p = read(cv(""));
    expect(jobs(p)[1]).toEqual(["Junior Android Developer", "Execom", "Novi Sad", "2016-03", "2017-08"]);
  });

  it("guards: a numbered project set apart by a blank line, dated within the job, is no job of its own", () => {
    const p = read(
      "Rohit Verma\nrohit@example.com\n\nWork Experience\n\nNagarro Software Pvt Ltd\nSenior QA Automation Engineer\nSince April 2020\nInfosys Ltd\nTest Analyst\n01/2017 to 03/2020\n\nProject #1: E-commerce Checkout Revamp\n\nClient: A leading US retailer | Duration: Apr 2020 – Present | Role: Automation Lead | Team Size: 9\n• Designed a hybrid automation framework.\n\nTechnical Skills\nSelenium, Java\n",
    );
    expect(p.positions.map((x) => x.title)).toEqual(["Senior QA Automation Engineer", "Test Analyst"]);
  });
});

describe("a skills grid's row labels, flattened into one line by a PDF, are no skills", () => {
  const skills = (body: string) => read(`Jane Doe\njane@example.com\n\nSKILLS\n${body}\n\nEXPERIENCE\nEngineer, Acme, 2019 - 2021\n`).skills.map((s) => s.name);

  it("labels before their colons mid-line: 'Database Management: …   Operating Systems: …'", () => {
    const s = skills("Photoshop, FrontPage.   Database Management: Database SQL command, MySQL.   Operating Systems: Mac OSX, Windows XP, UNIX");
    expect(s).toEqual(expect.arrayContaining(["MySQL", "Unix"]));
    expect(s).not.toContain("Database management");
    expect(s).not.toContain("Operating systems");
  });

  it("labels after a dash mark: '-Web Technologies : jQuery, Ajax  -Web Server : Tomcat, Jboss'", () => {
    const s = skills("  -Web Technologies : Java Script, jQuery, Ajax  -Web Server : Tomcat, Jboss  -Operating Systems : Windows Family");
    expect(s).toEqual(expect.arrayContaining(["jQuery", "Tomcat"]));
    expect(s.filter((n) => /^(?:Web Technologies|Web Server|Operating systems)$/i.test(n))).toEqual([]);
  });

  it("a row of the grid's column labels, and a span across two of them ('Networking: Software')", () => {
    const s = skills("TECHNICAL SKILLS  Operating Systems:  Networking:  Software:  Databases:  Languages:    UNIX (Red Hat), Linux");
    expect(s).toContain("Linux");
    expect(s.filter((n) => /operating|networking|software|databases|languages/i.test(n))).toEqual([]);
  });

  it("guards: 'operating systems' and 'networking' claimed in a sentence stay skills", () => {
    const p = read("Jane Doe\njane@example.com\n\nSUMMARY\nIn-depth knowledge of Operating Systems and Embedded Systems concepts.\n\nSKILLS\nNetworking, Python, C\n");
    const s = p.skills.map((x) => x.name.toLowerCase());
    expect(s).toEqual(expect.arrayContaining(["operating systems", "networking"]));
  });
});

describe("text copied from a PDF or typed with tabs (review 75)", () => {
  it("a month and year two spaces apart before a range's dash are one date: 'Mar  2020  –  Present'", () => {
    const p = read("Jordan Ellis\njordan@example.com\n\nEXPERIENCE\nOffice Manager, Acme Dental, Tulsa, OK\nMar  2020  –  Present\n• Ran the front desk.\n");
    expect(jobs(p)[0]!.slice(3)).toEqual(["2020-03", null]);
  });

  it("guards: a range of months before a range of years stays as it was read ('Oct - Dec  2004 - 2009')", () => {
    const p = read("Jordan Ellis\njordan@example.com\n\nEXPERIENCE\nSeasonal Clerk, Macy's, Oct - Dec  2004 - 2009\n• Gift wrap.\n");
    expect(jobs(p)[0]!.slice(3)).not.toEqual(["2004-12", "2009"]);
  });

  it("a tab parts a ZIP code from the phone after it: 'Minneapolis, MN 55407⇥612-555-0183'", () => {
    const p = read("Mike Dubois\nLead Carpenter\nMinneapolis, MN 55407\t612-555-0183\tmike@example.com\n\nEXPERIENCE\nCarpenter, Acme, 2019 - 2021\n");
    expect(p.contact.phone).toBe("612-555-0183");
  });

  it("a letter-spaced name with letters after a comma: 'B R O O K E   L I N D Q V I S T ,   R D H'", () => {
    const p = read("B R O O K E   L I N D Q V I S T ,   R D H\nMadison, WI 53703 | brooke@example.com\n\nEXPERIENCE\nDental Hygienist, Acme Dental, 2019 - 2021\n");
    expect(p.contact.name).toBe("BROOKE LINDQVIST");
  });

  it("a letter-spaced name with accents: 'A N A   L U C Í A   M É N D E Z'", () => {
    const p = read("A N A   L U C Í A   M É N D E Z\nPhoenix, AZ | ana.mendez@example.com\n\nEXPERIENCE\nMedical Assistant, Banner Health, 2019 - 2021\n");
    expect(p.contact.name).toBe("ANA LUCÍA MÉNDEZ");
  });
});

describe("HTML pasted into a text résumé (review 77)", () => {
  it("its tags and scripts are no skills and no part of an employer", () => {
    const p = read('Jane Doe\njane@example.com\n\nEXPERIENCE\nEngineer, Acme Corp <a href="javascript:alert(2)">link</a>, 2019 - 2021\n<textarea><script>alert(3)</script></textarea>\n\nSKILLS\nPython, <b>SQL</b>, Excel\n');
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Engineer", "Acme Corp"]);
    expect(p.skills.map((s) => s.name)).toEqual(["Python", "SQL", "Excel"]);
  });

  it("guards: a less-than sign in a sentence is text ('cut defects to <2%', 'C++ < 5 ms')", () => {
    const p = read("Jane Doe\njane@example.com\n\nEXPERIENCE\nEngineer, Acme Corp, 2019 - 2021\n• Cut defects to <2% with Python and kept latency < 5 ms in C++\n");
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Python", "C++"]));
  });
});
