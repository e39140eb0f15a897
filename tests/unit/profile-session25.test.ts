// Cases from the session of 2026-11-28 (the twenty-fifth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { inferOccupation } from "~/.server/analysis/occupation";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.end]);

describe("degrees of music, design and research (review 61)", () => {
  it("'BMus (Hons) Music, Royal Welsh College …' and 'MDes, Interaction Design — …' keep their degrees and schools", () => {
    const p = read(
      "Ethan Price\nethan@example.com\n\nEDUCATION\nBMus (Hons) Music, Royal Welsh College of Music & Drama, 2016\nMDes, Interaction Design — California College of the Arts, 2017\nBS Cognitive Science — UC San Diego, 2015\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([
      ["BMus (Hons) Music", "Royal Welsh College of Music & Drama"],
      ["MDes in Interaction Design", "California College of the Arts"],
      ["BS Cognitive Science", "UC San Diego"],
    ]);
  });

  it("guards: 'expected March 2016' after a degree is no architect's degree", () => {
    const p = read("Bin Yuan\nbin@example.com\n\nEducation\nShanghai Jiao Tong University (SJTU), Shanghai, China\t2013 – Present\nMaster student in Electronics Engineering (EE), expected March 2016\n");
    expect(p.education.map((e) => [e.degree, e.end])).toEqual([["Master student in Electronics Engineering (EE)", "2016-03"]]);
  });
});

describe("a town named Springs (review 62)", () => {
  it("'University of Colorado Colorado Springs, 2019' is the school and the year, not spring 2019", () => {
    const p = read("Tomasz Wójcik\ntomasz@example.com\n\nEDUCATION\nM.S. Cybersecurity, University of Colorado Colorado Springs, 2019\n");
    expect(p.education.map((e) => [e.institution, e.start, e.end])).toEqual([["University of Colorado Colorado Springs", null, "2019"]]);
  });

  it("guards: 'Summers, 2008' and 'Spring 2019' after a job are still seasons", () => {
    const p = read("Jo Bloggs\njo@example.com\n\nEXPERIENCE\nLifeguard, City Pool — Summers, 2008\nResearch Assistant, MIT   Spring 2019\n");
    expect(p.positions.map((x) => [x.start, x.end])).toEqual([
      ["2008-06", "2008-08"],
      ["2019-03", "2019-05"],
    ]);
  });
});

describe("a team after the title under the employer's line with its town (review 62)", () => {
  it("'Deliveroo — London' over 'Tech Lead, Rider Experience⇥…' and a second role: both at Deliveroo", () => {
    const p = read(
      "Kate Oyelowo\nkate@example.com\n\nEXPERIENCE\nDeliveroo — London\nTech Lead, Rider Experience\tJan 2018 – May 2020\n- Led 7 engineers.\nSoftware Engineer\tSept 2015 – Dec 2017\n- Go and Python services.\n",
    );
    expect(jobs(p)).toEqual([
      ["Tech Lead, Rider Experience", "Deliveroo", "London", "2018-01", "2020-05"],
      ["Software Engineer", "Deliveroo", "London", "2015-09", "2017-12"],
    ]);
  });

  it("guards: with no team the roles are at Deliveroo as before", () => {
    const p = read("Kate Oyelowo\nkate@example.com\n\nEXPERIENCE\nDeliveroo — London\nTech Lead\tJan 2018 – May 2020\n- Led 7 engineers.\n");
    expect(jobs(p)).toEqual([["Tech Lead", "Deliveroo", "London", "2018-01", "2020-05"]]);
  });
});

describe("a vendor's name before its product (review 60)", () => {
  it("'expense reporting in SAP Concur' gives Concur, not SAP beside it", () => {
    const p = read("Denise Caldwell\ndenise@example.com\n\nProfessional Summary\nExecutive Assistant trusted with complex calendar management, travel arrangements and expense reporting in SAP Concur.\n");
    const names = p.skills.map((s) => s.name);
    expect(names).toContain("Concur");
    expect(names).not.toContain("SAP");
  });

  it("guards: SAP alone, and 'SAP S/4HANA', stay", () => {
    const p = read("Denise Caldwell\ndenise@example.com\n\nSkills\nSAP, SAP S/4HANA, QuickBooks\n");
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["SAP", "SAP S/4HANA", "QuickBooks"]));
  });
});

describe("help given now and then under Volunteer (review 65)", () => {
  const head = "Jane Doe\njane@example.com\n\nEXPERIENCE\nRegistered Nurse    Jul 2015 – Jul 2017\nMount Carmel East Hospital    Columbus, OH\n• Medical-surgical nursing.\n\nVOLUNTEER\n";
  it("'Columbus Free Clinic – monthly blood pressure … evenings, 2008 to 2024.' adds no job and no years", () => {
    const p = read(`${head}Columbus Free Clinic – monthly blood pressure and diabetes screening evenings, 2008 to 2024.\n`);
    expect(p.positions.map((x) => x.title)).toEqual(["Registered Nurse"]);
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2015-07", "2017-07"]]);
  });

  it("guards: a volunteer role with its title still counts", () => {
    const p = read(`${head}Volunteer Coordinator, Columbus Free Clinic    2018 – 2020\n• Scheduled 40 volunteers for monthly screening evenings.\n`);
    expect(p.positions.map((x) => x.title)).toEqual(["Registered Nurse", "Volunteer Coordinator"]);
  });
});

describe("headings of matters, deals, tickets and two languages (reviews 63 and 64)", () => {
  it("'Representative Matters' and 'Selected Transactions' hold work done in the job, no jobs and no years", () => {
    for (const heading of ["Representative Matters", "Selected Transactions", "DEAL EXPERIENCE"]) {
      const p = read(`Ann Roe\nann@example.com\n\nEXPERIENCE\nPartner, Mergers & Acquisitions    2013 – Present\nVinson & Elkins LLP, Houston, TX\n\n${heading}\n2009 – 2011\tAdvised Acme Energy on its $4.2 billion merger with Globex Oil\n2004 – 2006\tRepresented Initech in its sale to Hooli\n\nEDUCATION\nJ.D., The University of Texas School of Law, 2003\n`);
      expect(p.positions.map((x) => x.title), heading).toEqual(["Partner, Mergers & Acquisitions"]);
      expect(p.workRanges.length, heading).toBe(1);
    }
  });

  it("'Licences & Tickets' and 'MEMBERSHIPS & TICKETS' list certifications; 'SOFTWARE & TECHNICAL' lists skills", () => {
    const p = read("Ann Roe\nann@example.com\n\nMEMBERSHIPS & TICKETS\nWorking at Heights\nConstruction Induction (White Card)\n\nSOFTWARE & TECHNICAL\nLeapfrog Geo, Micromine, Vulcan\n");
    expect(p.certifications).toEqual(expect.arrayContaining(["Working at Heights", "Construction Induction (White Card)"]));
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Micromine"]));
    expect(p.education).toEqual([]);
  });

  it("'Ausbildung / Education' heads the degrees, which add no years", () => {
    const p = read("Jane Probe\njane@example.com\n\nBerufserfahrung / Experience\n04/2017 – 09/2020 Process Engineer USP, Boehringer Ingelheim Pharma GmbH & Co. KG, Biberach.\n\nAusbildung / Education\n2013 – 2015 M.Sc. Pharmaceutical Biotechnology, Hochschule Biberach.\n2010 – 2013 B.Sc. Biotechnology, Hochschule Mannheim.\n");
    expect(p.positions.map((x) => x.title)).toEqual(["Process Engineer USP"]);
    expect(p.education.map((e) => e.degree)).toEqual(["M.Sc. Pharmaceutical Biotechnology", "B.Sc. Biotechnology"]);
  });

  it("guards: 'Transactions' in small letters alone on a line is no heading", () => {
    const p = read("Ann Roe\nann@example.com\n\nEXPERIENCE\nBank Teller, Chase    2019 – 2022\nTransactions\nProcessed 120 deposits a day.\n");
    expect(p.sections.map((s) => s.heading.trim())).not.toContain("Transactions");
  });
});

describe("a team after the title when another line names the employer (review 64)", () => {
  it("'Associate, Traded Risk⇥…' over 'Credit Suisse, Singapore'; 'Portfolio Manager, Global Equities' over 'Sun Life Global Investments, Toronto'", () => {
    const p = read(
      "Jane Probe\njane@example.com\n\nEXPERIENCE\nAssociate, Traded Risk\tJul 2017 – Feb 2021\nCredit Suisse, Singapore\n- Daily P&L attribution.\nPortfolio Manager, Global Equities\t2012 – 2017\nSun Life Global Investments, Toronto\n- Co-managed a global equity fund.\n",
    );
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([
      ["Associate, Traded Risk", "Credit Suisse", "Singapore"],
      ["Portfolio Manager, Global Equities", "Sun Life Global Investments", "Toronto"],
    ]);
  });

  it("guards: 'Lazard Frères — New York, NY⇥…' over 'Investment Banking Analyst, Restructuring'", () => {
    const p = read("Jane Probe\njane@example.com\n\nEXPERIENCE\nLazard Frères — New York, NY\tJul 2020 – Jul 2022\nInvestment Banking Analyst, Restructuring\n- Advised debtors.\n");
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([["Investment Banking Analyst, Restructuring", "Lazard Frères", "New York, NY"]]);
  });

  it("guards: a name wrapped onto the next line is one employer ('West Gate' over 'Community College, Newcastle')", () => {
    const p = read("Ann Roe\nann@example.com\n\nEXPERIENCE\nSept 2002 - 2004\nEnglish and Drama Teacher, West Gate\nCommunity College, Newcastle\nDuties: Teaching English at KS3 and KS4.\n");
    expect(p.positions[0]?.title).toBe("English and Drama Teacher");
    expect(p.positions[0]?.company).toBe("West Gate Community College");
  });

  it("guards: 'Software Engineer, Google' over its town alone keeps Google", () => {
    const p = read("Ann Roe\nann@example.com\n\nEXPERIENCE\nSoftware Engineer, Google\tJan 2019 – Dec 2022\nMountain View, CA\n- Built search features.\n");
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([["Software Engineer", "Google", "Mountain View, CA"]]);
  });
});

describe("tools listed in a bracket after a skill (review 63)", () => {
  it("'PLC fault finding (Siemens S7, Allen-Bradley), BMS/BAS (Niagara, Metasys)' gives the tools too", () => {
    const p = read("Jane Probe\njane@example.com\n\nSKILLS\nPLC fault finding (Siemens S7, Allen-Bradley), BIM (ISO 19650), BMS/BAS (Niagara, Metasys), hand calculations (HSB, ESDU), Excel/VBA\n");
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Siemens S7", "Allen-Bradley", "HSB", "ESDU"]));
  });

  it("guards: kinds in a bracket ('Sales document types (Orders, Returns)', 'Accents (RP British, Southern US)') are no skills", () => {
    const p = read("Jane Probe\njane@example.com\n\nSKILLS\nSAP SD, Sales document types (Orders, Returns, Credit Memos), Accents (RP British, Southern US), Excel (Pivot, VLOOKUP), Shorthand (Teeline, 100wpm)\n");
    expect(p.skills.map((s) => s.name).filter((n) => /^(?:Orders|Returns|Credit Memos|RP British|Southern US|Pivot|100wpm)$/.test(n))).toEqual([]);
  });

  it("guards: a level or a length of time in the bracket is no skill ('Python (Advanced, 5 years)')", () => {
    const p = read("Jane Probe\njane@example.com\n\nSKILLS\nPython (Advanced, 5 years), SQL (Expert, 2019), Tableau, Excel\n");
    expect(p.skills.map((s) => s.name).filter((n) => /advanced|years|expert|2019/i.test(n))).toEqual([]);
  });
});

describe("a bank's ranks and a company's head of people (review 64)", () => {
  const occ = (...titles: string[]) => inferOccupation({ titles, skills: [] }).best?.title;
  it("'Associate, Healthcare Investment Banking' is an analyst, not an architect; 'Vice President, Market Risk Management' a risk specialist", () => {
    expect(occ("Associate, Healthcare Investment Banking", "Senior Consultant, Valuation & Modeling")).toBe("Financial and Investment Analysts");
    expect(occ("Vice President, Market Risk Management")).toBe("Financial Risk Specialists");
  });

  it("'Chief People Officer' and 'Group Executive, People & Culture' manage human resources", () => {
    expect(occ("Chief People Officer", "Group Executive, People & Culture", "General Manager, Human Resources")).toBe("Human Resources Managers");
  });

  it("guards: 'HR Business Partner' stays a specialist", () => {
    expect(occ("HR Business Partner")).toBe("Human Resources Specialists");
  });
});

describe("a row of pastimes in a skills section (review 64)", () => {
  it("'Interests: Marathon running (Boston 2023), Korean cooking, jazz piano' adds no skills; the tools row above keeps its own", () => {
    const p = read("Jane Probe\njane@example.com\n\nSKILLS, LICENSES & INTERESTS\nLicenses: FINRA Series 79 and Series 63\nTechnical: Excel, PowerPoint, FactSet, Capital IQ, Bloomberg, PitchBook, VBA\nInterests: Marathon running (Boston 2023), Korean cooking, jazz piano\n");
    const names = p.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Excel", "FactSet", "VBA"]));
    expect(names.filter((n) => /marathon|cooking|piano|korean/i.test(n))).toEqual([]);
  });
});

describe("a town after the employer with one space, as copied out of a PDF (review 65)", () => {
  it("'Pinnacle Learning Labs Denver, CO' is the employer and its town", () => {
    const p = read("Daniel O'Sullivan\ndaniel@example.com\n\nEXPERIENCE\nInstructional Designer Aug 2022 – Present\nPinnacle Learning Labs Denver, CO\n1. Designed 14 self-paced compliance courses.\n");
    expect(jobs(p)).toEqual([["Instructional Designer", "Pinnacle Learning Labs", "Denver, CO", "2022-08", null]]);
  });

  it("guards: 'Atlantis Documentary, Chicago, IL' keeps its name whole", () => {
    const p = read("Ann Roe\nann@example.com\n\nEXPERIENCE\nDirector/Producer\tJan 2012 – Present\nAtlantis Documentary, Chicago, IL\n- Directed a feature documentary.\n");
    expect(p.positions[0]?.company).toBe("Atlantis Documentary");
  });
});

describe("a skills list that opens in small letters under its heading (review 63)", () => {
  it("'Core Competencies' over 'cGMP, QMS, change control, …' keeps every item of the line", () => {
    const p = read("Jane Probe\njane@example.com\n\nCore Competencies\n\ncGMP, QMS, change control, deviation management, CAPA, OOS investigations, data integrity, process validation, cleaning validation, vendor audits, batch release, TrackWise, SAP QM, LIMS, Empower, HPLC\n");
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Process validation", "Cleaning validation", "Vendor audits", "Batch release"].map((n) => expect.stringMatching(new RegExp(`^${n}$`, "i")))));
  });
});

describe("a firm's principal and a clinical research associate (review 63)", () => {
  const occ = (...titles: string[]) => inferOccupation({ titles, skills: [] }).best?.title;
  it("'Principal' over 'Senior Associate' and 'Project Engineer' is an engineer, not a school's head", () => {
    expect(occ("Principal", "Senior Associate", "Project Engineer")).not.toMatch(/Education Administrators/);
  });

  it("guards: a school's 'Principal' over 'Assistant Principal' and 'Teacher' heads a school", () => {
    expect(occ("Principal", "Assistant Principal", "Teacher")).toMatch(/Education Administrators/);
  });

  it("'Senior Clinical Research Associate' coordinates clinical research, no laboratory technologist", () => {
    expect(occ("Senior Clinical Research Associate", "Clinical Research Associate II")).toBe("Clinical Research Coordinators");
  });
});

describe("a plain-text skills table set out with spaces (review 65)", () => {
  it("'CAD   SolidWorks, AutoCAD, Revit' over 'Analysis   ANSYS, FEA': no label as a skill, no 'Revit Analysis'", () => {
    const pad = (label: string) => label.padEnd(40, " ");
    const p = read(`Ingrid Solberg\ningrid@example.com\n\nTECHNICAL SKILLS\n${pad("CAD")}SolidWorks, AutoCAD, Revit\n${pad("Analysis")}ANSYS, FEA, MATLAB, GD&T\n${pad("Methods")}Six Sigma, Lean, Root Cause Analysis\n`);
    const names = p.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Revit", "SolidWorks", "MATLAB", "Six Sigma"]));
    expect(names.filter((n) => /^(?:Revit Analysis|Analysis|Methods)$/.test(n))).toEqual([]);
  });

  it("guards: a grid of cells set out with spaces keeps its first cells ('GST/HST filings   Payroll (ADP, …)   Month-end close')", () => {
    const p = read("Ann Roe\nann@example.com\n\nCORE COMPETENCIES\nFull-cycle bookkeeping          Accounts payable & receivable      Bank & credit card reconciliations\nGST/HST filings                 Payroll (ADP, Ceridian Dayforce)   Month-end close\nQuickBooks Online               Sage 50                            Excel (pivot tables, VLOOKUP)\n");
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["GST/HST filings", "QuickBooks Online"]));
  });
});

describe("a standard's year in a certificate's name (review 63)", () => {
  it("'ISO 9001:2015', 'ASME Y14.5-2018' and 'BS 7671:2018' keep their years; the certificate's own year goes", () => {
    const p = read("Jane Probe\njane@example.com\n\nCERTIFICATIONS\nCertified Lead Auditor – ISO 9001:2015 (IRCA), 2018\nGD&T Professional — ASME Y14.5-2018 Senior Level, 2021\nCity & Guilds 18th Edition (BS 7671:2018), 2019\nAWS Certified Developer 2016-2018\n");
    expect(p.certifications).toEqual(["Certified Lead Auditor – ISO 9001:2015 (IRCA)", "GD&T Professional — ASME Y14.5-2018 Senior Level", "City & Guilds 18th Edition (BS 7671:2018)", "AWS Certified Developer"]);
  });
});
