// What a sixth review found misread in résumés made with the tools job seekers use most: LinkedIn's "Save to PDF",
// Indeed's builder, Google Docs, Word and Canva templates, Zety-style date columns.
import { describe, expect, it } from "vitest";
import { totalYears } from "~/.server/analysis/experience";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const roles = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);

describe("ISO dates", () => {
  it("reads 2019-06 - 2022-02 and 2022-03 - Current as months, and a full date as its month", () => {
    const text = [
      "Nikhil Raghunathan",
      "nikhil@example.com",
      "",
      "WORK HISTORY",
      "Senior UX Researcher, 2022-03 - Current",
      "Intuit, Mountain View, CA",
      "- Lead research for payroll onboarding.",
      "",
      "UX Researcher, 2019-06 - 2022-02",
      "Wayfair, Boston, MA",
      "- Ran usability studies.",
      "",
      "Research Assistant, 2017-09-01 to 2019-05-31",
      "Northeastern University, Boston, MA",
      "- Ran diary studies.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Senior UX Researcher | Intuit | Mountain View, CA | 2022-03 – Present",
      "UX Researcher | Wayfair | Boston, MA | 2019-06 – 2022-02",
      "Research Assistant | Northeastern University | Boston, MA | 2017-09 – 2019-05",
    ]);
    expect(totalYears(read(text).workRanges)).toBe(9.25);
  });

  it("still reads a year and a two-digit year alone as two years (2005-06)", () => {
    expect(read("Jo Smith\njo@example.com\n\nEXPERIENCE\nTeacher, Lincoln High School\t2005-06\n- Taught.\n").workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2005-07..2006-06"]);
  });
});

describe("LinkedIn's 'Save to PDF' export", () => {
  const text = [
    "Contact\tMegan Castellanos",
    "3035550147 (Mobile)\tSenior Account Manager at Brightwave | Enterprise SaaS",
    "megan.castellanos@outlook.com",
    "",
    "Top Skills",
    "Account Management",
    "",
    "Denver, Colorado, United States",
    "",
    "Experience",
    "Brightwave",
    "5 years 2 months",
    "Senior Account Manager",
    "January 2024 - Present (2 years 11 months)",
    "Denver, Colorado, United States",
    "Own a $6.8M ARR book of 42 enterprise accounts.",
    "Account Manager",
    "October 2021 - December 2023 (2 years 3 months)",
    "Denver, Colorado, United States",
    "Managed 85 mid-market accounts.",
    "",
    "Pinnacle Payroll Services",
    "Account Executive",
    "June 2019 - September 2021 (2 years 4 months)",
    "Lakewood, Colorado",
    "Sold payroll and HR software to small businesses.",
  ].join("\n");

  it("reads the name beside the sidebar's heading, the phone with its label after it, and the location under the headline", () => {
    expect(read(text).contact).toMatchObject({ name: "Megan Castellanos", phone: "3035550147", location: "Denver, Colorado, United States" });
  });

  it("gives the roles under a company heading with its tenure that company, and each role the place under its dates", () => {
    expect(roles(text)).toEqual([
      "Senior Account Manager | Brightwave | Denver, Colorado, United States | 2024-01 – Present",
      "Account Manager | Brightwave | Denver, Colorado, United States | 2021-10 – 2023-12",
      "Account Executive | Pinnacle Payroll Services | Lakewood, Colorado | 2019-06 – 2021-09",
    ]);
  });
});

describe("a skills list the tagger does not know", () => {
  const skills = (list: string) => read(`Amara Jovanovic\namara@example.com\n\nSKILLS\n${list}\n\nEXPERIENCE\nPhysical Therapist, Motion PT\tJan 2020 – Present\n- Treated patients.\n`).skills.map((s) => s.name);

  it("takes every item of a bulleted list under a skills heading", () => {
    const items = ["Manual therapy and joint mobilization", "Dry needling", "Vestibular rehabilitation", "Blood flow restriction training", "Therapeutic exercise prescription"];
    // (Joint mobilization is manual therapy in the lexicon since session 21: the item is that one skill.)
    // (The last item may be read as the lexicon's "Therapeutic exercise" or whole, as the retrained tagger marks it.)
    const read = skills(items.map((i) => `• ${i}`).join("\n"));
    expect(read).toEqual(expect.arrayContaining(["Manual therapy", ...items.slice(1, -1)]));
    expect(read.some((s) => /^Therapeutic exercise/.test(s))).toBe(true);
  });

  it("takes every line of a list without bullets, and every cell of a grid", () => {
    const lines = ["Crisis intervention", "Biopsychosocial assessment", "Safety planning", "Discharge planning", "Motivational interviewing", "Medicaid and Medicare navigation"];
    // (The lexicon names a biopsychosocial assessment a psychosocial one since session 21.)
    const read = skills(lines.join("\n")).map((s) => s.toLowerCase());
    expect(read).toEqual(expect.arrayContaining(["crisis intervention", "psychosocial assessment", "safety planning", "discharge planning", "motivational interviewing"]));
    expect(read.filter((s) => /medicaid/.test(s))).not.toEqual([]);
    expect(skills("Usability testing\tContextual inquiry\nSurvey design (Qualtrics)\tJourney mapping\nDiary studies (dscout)\tFigma prototyping")).toEqual(
      // "Figma prototyping" is the tool and the method since prototyping is a curated skill (session 30).
      expect.arrayContaining(["Usability testing", "Contextual inquiry", "Survey design", "Journey mapping", "Diary studies", "Figma", "Prototyping"]),
    );
  });

  it("does not take a list's subheadings for skills", () => {
    const names = skills("Technical Skills\nPython\nSQL\nTableau\nSoft Skills\nPublic speaking\nMentoring");
    expect(names).toEqual(expect.arrayContaining(["Python", "SQL", "Tableau", "Public speaking", "Mentoring"]));
    expect(names.map((n) => n.toLowerCase())).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:soft|technical)(?: skills)?$/)]));
  });
});

describe("Indeed's builder and British CVs", () => {
  it("reads a military service entry's branch as the employer, and steps over its country line", () => {
    const text = "Darnell Hutchins\ndarnell@example.com\n\nMilitary Service\nBranch: United States Army\nService Country: United States\nRank: SPC\nJune 2010 to June 2014\nMotor Transport Operator (88M). Drove M1083 FMTV trucks.\n";
    expect(read(text).positions.map((p) => p.company)).toEqual(["United States Army"]);
  });

  it("takes no date line and no 'Assessments' section for certifications", () => {
    const text = "Darnell Hutchins\ndarnell@example.com\n\nCertifications and Licenses\nCDL A\nAugust 2014 to August 2028\nTWIC Card\nPresent\n\nAssessments\nTruck driving — Highly Proficient\nMarch 2023\n";
    expect(read(text).certifications).toEqual(["CDL A", "TWIC Card"]);
  });

  it("keeps a number that ends a title before a tab and the month ('Head of Year 9⇥September 2021')", () => {
    expect(roles("Sam Jones\nsam@example.com\n\nEXPERIENCE\nHead of Year 9\tSeptember 2021 – Present\nCotham Park School, Bristol\nLed the pastoral team.\n")).toEqual([
      "Head of Year 9 | Cotham Park School | Bristol | 2021-09 – Present",
    ]);
  });

  it("knows the PGCE", () => {
    const edu = read("Sam Jones\nsam@example.com\n\nEDUCATION\nPGCE Secondary Geography with QTS\t2016 – 2017\nUniversity of the West of England, Bristol\n").education;
    expect(edu.map((e) => [e.degree, e.institution])).toEqual([["PGCE Secondary Geography with QTS", "University of the West of England"]]);
  });
});

describe("a designed template's name", () => {
  const contact = (top: string) => read(`${top}\n+1 (504) 555-0163\njasmine.thibodeaux@gmail.com\nMetairie, LA\n\nEXPERIENCE\nStore Manager, Ulta Beauty\t2021 – Present\n- Ran the store.\n`).contact;

  it.each([
    ["on two lines", "JASMINE\nTHIBODEAUX", "JASMINE THIBODEAUX"],
    ["on two lines, not in capitals", "Jasmine\nThibodeaux", "Jasmine Thibodeaux"],
    ["letter-spaced on two lines", "J A S M I N E\nT H I B O D E A U X", "JASMINE THIBODEAUX"],
    ["letter-spaced on one line", "J A S M I N E  T H I B O D E A U X", "JASMINE THIBODEAUX"],
  ])("is read %s", (_, top, name) => {
    expect(contact(top).name).toBe(name);
  });

  it("is read after a sidebar, over a sidebar line, when the e-mail spells it", () => {
    const text = "C O N T A C T\n+1 (504) 555-0163\njasmine.thibodeaux@gmail.com\n\nE D U C A T I O N\n2010 - 2014\nBACHELOR OF BUSINESS\nADMINISTRATION\nLoyola University New Orleans\n\nL A N G U A G E S\nEnglish\nFrench\n\nJ A S M I N E\nT H I B O D E A U X\n\nP R O F I L E\nStore manager with 13 years in retail.\n";
    expect(read(text).contact.name).toBe("JASMINE THIBODEAUX");
  });
});

describe("a phone beside the e-mail, read late", () => {
  it("is the person's phone when a two-column header put the contact cell after the first column", () => {
    const text = "Harriet Osei\n2214 Selwyn Avenue\nCharlotte, NC 28207\n\nEXPERIENCE\n\nKeller Williams South Park, Charlotte, NC — Real Estate Agent\nMARCH 2020 - PRESENT\nClosed 118 residential transactions.\n\nEDUCATION\n\nUniversity of North Carolina at Charlotte — B.A. Communication Studies\nAUGUST 2010 - MAY 2014\n\n(704) 555-0126\nharriet.osei@gmail.com\n\nSKILLS\nContract negotiation\n";
    expect(read(text).contact.phone).toBe("(704) 555-0126");
  });

  it("is not a number far from it in a text flattened to one line", () => {
    const text = "Editor Resume Template  Emory Wiza  Francis Road  San Francisco  Phone: 65-337-55  pamula@example.co  Objective  Looking for a position as an editor.  Experience  Acme  2123-456789 words words";
    expect(read(text).contact.phone).toBeNull();
  });
});

describe("a degree in capitals wrapped in a narrow sidebar", () => {
  it("is one degree, not a degree and a school", () => {
    const edu = read("Jasmine Thibodeaux\njasmine@example.com\n\nEDUCATION\n2010 - 2014\nBACHELOR OF BUSINESS\nADMINISTRATION\nLoyola University New Orleans\n").education;
    expect(edu.map((e) => [e.degree, e.institution])).toEqual([["BACHELOR OF BUSINESS ADMINISTRATION", "Loyola University New Orleans"]]);
  });
});

describe("certificates listed under Awards", () => {
  it("are certifications when they say so, and awards, certificates of merit and sentences are not", () => {
    const text = "Ji-woo Han\njiwoo@example.com\n\nAWARDS\nTarget Supply Chain Analytics Excellence Award, 2023\nGoogle Data Analytics Professional Certificate, 2019\nCertificate of merit for securing first place in Semester 5\nI achieved sun certification on Java platform\n";
    expect(read(text).certifications).toEqual(["Google Data Analytics Professional Certificate"]);
  });
});

describe("a Word template's rows after the certifications", () => {
  it("are no certifications: a soft skill's heading and its sentence", () => {
    const text = "Patricia Lemaire\npatricia@example.com\n\nCertifications\nCertified Administrative Professional (CAP), International Association of Administrative Professionals, 2017\nCommunication\nTrusted point of contact for board members, investors and customers.\n";
    expect(read(text).certifications).toEqual(["Certified Administrative Professional (CAP), International Association of Administrative Professionals"]);
  });
});
