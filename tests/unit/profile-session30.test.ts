// Cases from the session of 2026-11-29 (the thirtieth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (text: string) => read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));

describe("law firms", () => {
  const cv = (line: string) => `Jane Doe\njane@example.com\n\nEXPERIENCE\n\n2009 – 2018\tPartner, Lothian Kerr LLP\n• Led a team.\n\n2000 – 2002\t${line}\n\nEDUCATION\n1999\tLLB (Hons), University of Glasgow\n`;

  it("'Trainee Solicitor, Shepherd and Wedderburn LLP, Edinburgh': the title before the firm's comma (review 83)", () => {
    expect(jobs(cv("Trainee Solicitor, Shepherd and Wedderburn LLP, Edinburgh"))[1]).toBe("Trainee Solicitor | Shepherd and Wedderburn LLP | Edinburgh");
    expect(jobs(cv("Trainee Solicitor, Shepherd & Wedderburn LLP, Edinburgh"))[1]).toBe("Trainee Solicitor | Shepherd & Wedderburn LLP | Edinburgh");
    expect(jobs(cv("Barrister, Garden Court Chambers, London"))[1]).toBe("Barrister | Garden Court Chambers | London");
  });

  it("guards: a firm named for its partners keeps its commas", () => {
    expect(jobs(cv("Associate, Cravath, Swaine & Moore LLP, New York, NY"))[1]).toBe("Associate | Cravath, Swaine & Moore LLP | New York, NY");
  });
});

describe("an employer under a title and its unit (review 86)", () => {
  it("'Category Manager – Facilities & Estates' over 'Cardiff University, Cardiff': the unit is the title's, the university the employer", () => {
    const text = "Jane Doe\njane@example.com\n\nCAREER HISTORY\n\nOct 2020 – present     Category Manager – Facilities & Estates\n                       Cardiff University, Cardiff\n                       - Lead category strategy for FM\n\nMar 2016 – Sep 2020     Buyer\n                       Tesco, Welwyn\n                       - Bought things\n";
    expect(jobs(text)[0]).toBe("Category Manager, Facilities & Estates | Cardiff University | Cardiff");
  });

  it("'Sales Associate, Best Buy' over 'Natick, MA': the town and its state are the place, not an employer", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nBusiness Development Intern, Wayfair\tSummer 2023\nBoston, MA\n• Researched 400 prospects.\nSales Associate (part-time), Best Buy\tSep 2021 – May 2024\nNatick, MA\n• Sold computing products.\n";
    expect(jobs(text)[1]).toBe("Sales Associate | Best Buy | Natick, MA");
  });
});

describe("a table of posts with the employer first (review 86)", () => {
  it("'Hindustan Unilever Limited⇥Area Sales Manager – General Trade⇥Pune': the unit is the title's, the town the place", () => {
    const text = "Rahul D\nrahul@example.com\n\nPROFESSIONAL EXPERIENCE SUMMARY\n\nOrganisation\tDesignation\tLocation\tDuration\nHindustan Unilever Limited\tArea Sales Manager – General Trade\tPune\tJul 2021 – Present\nMarico Limited\tSales Officer\tNashik\tMay 2018 – Jun 2021\n";
    expect(jobs(text)).toEqual(["Area Sales Manager, General Trade | Hindustan Unilever Limited | Pune", "Sales Officer | Marico Limited | Nashik"]);
    // The entry below the table names the post again without its unit: one job, not two.
    expect(jobs(`${text}\nHindustan Unilever Limited, Pune | Area Sales Manager – General Trade | Jul 2021 – Present\n• Handling Pune Rural territory.\n`)).toHaveLength(2);
  });
});

describe("academic posts (review 90)", () => {
  it("'CURRENT POSITION' heads the post held now, as 'PREVIOUS POSITIONS' heads the earlier ones", () => {
    const text = "Jane Doe\njane.doe@example.com | (555) 555-0100 | Boston, MA\n\nCURRENT POSITION\nPostdoctoral Fellow\tJan 2023 – present\nSchool of Biochemistry and Immunology, Trinity College Dublin\n\nPREVIOUS POSITIONS\nPostdoctoral Research Fellow\tOct 2017 – Dec 2022\nDepartment of Pathology, University of Cambridge, UK\n\nEDUCATION\nPhD Immunology, Trinity College Dublin, 2017\n";
    expect(jobs(text)).toEqual([
      "Postdoctoral Fellow | School of Biochemistry and Immunology, Trinity College Dublin | ",
      "Postdoctoral Research Fellow | Department of Pathology, University of Cambridge | UK",
    ]);
  });

  it("guards: 'Present position: Legal Counsel, …' is a headline's label, no section", () => {
    const p = read("CURRICULUM VITAE\nName: Jane Doe\nPresent position: Legal Counsel, Australian Charities Commission\n\nEXPERIENCE\nLegal Counsel, Australian Charities Commission\t2015 – Present\n");
    expect(p.sections.filter((s) => /present position/i.test(s.heading))).toEqual([]);
  });

  it("'Postdoctoral Research Associate, Department of Physiology, University of Oxford': the department is the employer's", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nPostdoctoral Research Associate, Department of Physiology, University of Oxford      2019 – 2022\n- Ran experiments.\n";
    expect(jobs(text)).toEqual(["Postdoctoral Research Associate | Department of Physiology, University of Oxford | "]);
  });

  it("guards: a hospital's department written after the title stays the title's", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nStaff Nurse, Emergency Department\t2019 – Present\nRush University Medical Center, Chicago, IL\n- Triaged patients.\n";
    expect(jobs(text)[0]).toBe("Staff Nurse, Emergency Department | Rush University Medical Center | Chicago, IL");
  });
});

describe("certificates under a public servant's headings (review 91)", () => {
  it("'Certificates & checks' and 'Policing qualifications' head certifications", () => {
    const text = "Jane Roe\njane.roe@example.com\n\nEXPERIENCE\n\nGrant Writer, Living Classrooms, Baltimore, MD 2021 – present\n\nCertificates & checks\nWorking with Children Check (VIC) · Provide First Aid (HLTAID011)\n\nPolicing qualifications\n• PIP Level 1 Investigator\n• Public Order Level 2\n\nSKILLS\nGrant writing\n";
    expect(read(text).certifications).toEqual(["Working with Children Check (VIC)", "Provide First Aid (HLTAID011)", "PIP Level 1 Investigator", "Public Order Level 2"]);
  });
});

describe("a federal pay grade (review 91)", () => {
  it("'Program Analyst, GS-0343-11/12' over '08/2014 - 04/2019': the grade ladder is no date", () => {
    const p = read("Jane Roe\njane.roe@example.com\n\nWORK EXPERIENCE\n\nU.S. Department of Agriculture\nProgram Analyst, GS-0343-11/12\n08/2014 - 04/2019\n- Analyzed state expense data.\n");
    expect(p.positions.map((x) => [x.title, x.start, x.end])).toEqual([["Program Analyst", "2014-08", "2019-04"]]);
    expect(p.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2014-08..2019-04"]);
  });
});

describe("a public servant's team and classification after the title (review 91)", () => {
  it("'Director, Service Delivery Reform (EL2)' over 'Services Australia, Canberra ACT | …': the team is the title's", () => {
    const text = "Jane Roe\njane.roe@example.com\n\nEMPLOYMENT HISTORY\n\nDirector, Service Delivery Reform (EL2)\nServices Australia, Canberra ACT | Jan 2021 - current\n- Lead a branch.\n\nAssistant Director\nDepartment of Home Affairs, Canberra ACT | Jul 2017 - Dec 2020\n- Ran reviews.\n";
    expect(jobs(text)[0]).toBe("Director, Service Delivery Reform (EL2) | Services Australia | Canberra ACT");
  });
});
