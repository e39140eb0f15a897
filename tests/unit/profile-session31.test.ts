// Cases from the session of 2026-11-29 (the thirty-first). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { inferOccupation } from "~/.server/analysis/occupation";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (text: string) => read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));

describe("labelled blocks under an unlabelled employer (review 89)", () => {
  const text = [
    "Chidinma Okonkwo",
    "chidinma@example.com",
    "",
    "WORK EXPERIENCE",
    "1. Dangote Cement Plc, Ikoyi, Lagos",
    "   Position: Senior Accountant",
    "   Date: March 2021 till date",
    "   Duties:",
    "   - Preparation of monthly management accounts.",
    "",
    "2. SIAO Partners (Chartered Accountants), Ikeja, Lagos",
    "   Position: Audit Associate",
    "   Date: November 2016 - February 2021",
    "   Duties:",
    "   - Statutory audit of manufacturing clients.",
    "",
    "3. National Youth Service Corps (NYSC)",
    "   Place of Primary Assignment: Federal Inland Revenue Service, Enugu",
    "   Position: Corps Member (Tax Officer)",
    "   Date: October 2015 - September 2016",
  ].join("\n");

  it("'2. SIAO Partners …, Ikeja, Lagos' / 'Position: …' / 'Date: …': the numbered line is the employer, its district and town the place", () => {
    expect(jobs(text)).toEqual([
      "Senior Accountant | Dangote Cement Plc | Ikoyi, Lagos",
      "Audit Associate | SIAO Partners (Chartered Accountants) | Ikeja, Lagos",
      "Corps Member (Tax Officer) | Federal Inland Revenue Service | Enugu",
    ]);
  });
});

describe("a unit or a class after a title (review 89)", () => {
  it("'Staff Nurse - Surgical Ward' under the hospital's heading, after the role above and its 'Responsibilities:': the ward is the title's", () => {
    const text = "Ama Mensah\nama@example.com\n\nWORKING EXPERIENCE\nKomfo Anokye Teaching Hospital, Kumasi\nSenior Staff Nurse - Intensive Care Unit                    September 2020 - To Date\n  Responsibilities:\n  - Assessment and monitoring of critically ill patients.\n\nStaff Nurse - Surgical Ward                                  October 2017 - August 2020\n  Responsibilities:\n  - Pre- and post-operative care of surgical patients.\n";
    expect(jobs(text)[1]).toBe("Staff Nurse, Surgical Ward | Komfo Anokye Teaching Hospital | Kumasi");
  });

  it("'Class Teacher – Year 3 (British Curriculum)' over 'GEMS Founders School – Al Mizhar, Dubai, UAE': the class is the title's", () => {
    const text = "Maria Reyes\nmaria@example.com\n\nTEACHING EXPERIENCE\nClass Teacher – Year 3 (British Curriculum)\tSeptember 2021 – Present\nGEMS Founders School – Al Mizhar, Dubai, UAE\n• Plan and deliver English lessons.\nGrade School Teacher (Grades 4–6)\tJune 2017 – May 2021\nColegio de San Agustin – Makati, Philippines\n• Taught English.\n";
    expect(jobs(text)[0]).toBe("Class Teacher, Year 3 (British Curriculum) | GEMS Founders School | Dubai, UAE");
  });

  it("a table's 'Guest Lecturer – Chemistry' beside the school: the subject is the title's", () => {
    const text = "Anil Kumar\nanil@example.com\n\nTEACHING EXPERIENCE\nSchool\tDesignation\tPeriod\nDelhi Private School, Sharjah, UAE (CBSE)\tPGT Chemistry\tApr 2018 – Present\nChinmaya Vidyalaya, Vaduthala, Kochi\tGuest Lecturer – Chemistry\t2012 – 2013\n";
    expect(jobs(text)[1]).toMatch(/^Guest Lecturer, Chemistry \| Chinmaya Vidyalaya/);
  });

  it("guards: a scientist's '– Chemistry' names no class", () => {
    const text = "Jo Lee\njo@example.com\n\nEXPERIENCE\nResearch Scientist – Chemistry\tJan 2020 – Present\nAcme Labs, Boston, MA\n• Ran assays.\n";
    expect(jobs(text)[0]).toMatch(/Acme Labs/);
  });
});

describe("a product team after a title (review 89)", () => {
  it("'Grab⇥Singapore' over 'Senior Software Engineer, Payments Platform⇥Jan 2022 – Present': the team is the title's", () => {
    const text = "Marcus Lim\nmarcus@example.com\n\nEXPERIENCE\nGrab\tSingapore\nSenior Software Engineer, Payments Platform\tJan 2022 – Present\n• Led migration of the wallet ledger.\nDBS Bank\tSingapore\nSoftware Engineer (Associate), Consumer Banking Technology\tJul 2019 – Dec 2021\n• Built services.\n";
    expect(jobs(text)).toEqual(["Senior Software Engineer, Payments Platform | Grab | Singapore", "Software Engineer (Associate), Consumer Banking Technology | DBS Bank | Singapore"]);
  });
});

describe("a bank's branch and its town (review 89)", () => {
  it("'Ecobank Ghana PLC, Ridge Branch, Accra', 'Habib Bank Limited (HBL) — Gulberg Branch, Lahore': the branch and the town are the place", () => {
    const text = "Kwame Osei\nkwame@example.com\n\nEMPLOYMENT HISTORY\n\nEcobank Ghana PLC, Ridge Branch, Accra\nFeb 2021 – Present\nCustomer Service Officer\n• Account opening.\nHabib Bank Limited (HBL) — Gulberg Branch, Lahore\nRelationship Manager (OG-II)                                              Jan 2016 – Jan 2021\n  - Managing a portfolio.\n";
    expect(jobs(text)).toEqual(["Customer Service Officer | Ecobank Ghana PLC | Ridge Branch, Accra", "Relationship Manager (OG-II) | Habib Bank Limited (HBL) | Gulberg Branch, Lahore"]);
  });
});

describe("headings drawn with a glyph (reviews 95, 96)", () => {
  const kinds = (text: string) => read(text).sections.map((s) => s.kind);
  it("'▸ Experience' after a section's bullets, '▍ EDUCATION': headings, not items", () => {
    expect(kinds("Sam Carter\nsam@example.com\n\n▸ Experience\nWarehouse Supervisor, Canadian Tire\tNov 2021 – Present\n• Supervise a 60-person shift.\n\n▸ Education\nHigh School Diploma — Lester B. Pearson High School, Calgary (2015)\n")).toEqual(expect.arrayContaining(["experience", "education"]));
    expect(kinds("Jan Nowak\njan@example.com\n\n▍ EXPERIENCE\nWarehouse Supervisor, Canadian Tire\tNov 2021 – Present\n• Supervise a 60-person shift.\n\n▍ EDUCATION\nHigh School Diploma, Pearson High School (2015)\n")).toEqual(expect.arrayContaining(["experience", "education"]));
  });

  it("guards: a list drawn with the same glyph keeps its items", () => {
    const s = read("Sam Carter\nsam@example.com\n\nSKILLS\n▸ Leadership\n▸ Communication\n▸ Education\n").sections;
    expect(s.filter((x) => x.kind === "education")).toEqual([]);
  });
});

describe("hourly and service titles (review 96)", () => {
  it("'Package Handler' under a UPS hub's heading after the role above: a title, the hub its employer", () => {
    const text = "Sam Carter\nsam@example.com\n\nEXPERIENCE\n\nUPS Worldport - Louisville, KY\nPart-Time Operations Supervisor                                 Jan 2023 - Present\n- Supervise 22 package handlers.\nPackage Handler                                                 Aug 2021 - Dec 2022\n- Unloaded trailers.\n";
    expect(jobs(text)[1]).toBe("Package Handler | UPS Worldport | Louisville, KY");
  });

  it("'Aerospace Maintenance Craftsman (AFSC 2A571), Staff Sergeant (E-5)': the duty title, not the rank alone", () => {
    const text = "Sam Carter\nsam@example.com\n\nEXPERIENCE\n\nUnited States Air Force - Tinker AFB, OK\nAerospace Maintenance Craftsman (AFSC 2A571), Staff Sergeant (E-5), 2016-21\n  - Crew chief on E-3 Sentry.\n\nAerospace Maintenance Journeyman (AFSC 2A551), 2012-16\n  - Inspections on KC-135R.\n";
    expect(jobs(text)).toEqual([
      "Aerospace Maintenance Craftsman (AFSC 2A571), Staff Sergeant (E-5) | United States Air Force | Tinker AFB, OK",
      "Aerospace Maintenance Journeyman (AFSC 2A551) | United States Air Force | Tinker AFB, OK",
    ]);
  });
});

describe("veterans' and drivers' contact lines and lists (review 96)", () => {
  it("'TYLER J. BROOKS, A&P': the licence after the name goes", () => {
    expect(read("TYLER J. BROOKS, A&P\nAircraft Maintenance Technician  -  USAF Veteran\nOklahoma City, OK  -  (405) 555-0112  -  tb@example.com\n").contact.name).toBe("TYLER J. BROOKS");
  });

  it("'Brampton, Ontario L6Y 4R2': a town, its province written out and a postal code", () => {
    expect(read("KEVIN TRAN\nBrampton, Ontario L6Y 4R2\n647-555-0129 | kevin.tran@example.ca\n").contact.location).toBe("Brampton, Ontario");
  });

  it("'Hazmat transport - Tanker - ELD (Omnitracs) - Troubleshooting': dashes between spaces part a skills line", () => {
    const names = read("Sam Carter\nsam@example.com\n\nEXPERIENCE\nOTR Driver, Werner Enterprises, Mar 2022 - Present\n\nSKILLS\nHazmat transport - Tanker - ELD (Omnitracs) - Troubleshooting - Load securement\n").skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Hazmat transport", "Troubleshooting"]));
    expect(names.some((n) => / - /.test(n))).toBe(false);
  });
});

describe("a lawyer's matters under a job (review 94)", () => {
  it("'Representative matters:' under the first job: the jobs after it are read", () => {
    const text = "Jane Lee\njane@example.com\n\nEXPERIENCE\nSenior Associate — Gilbert + Tobin, Sydney        Jan. 2020 to date\nAct for lenders and borrowers.\nRepresentative matters:\n  - Acting for a syndicate of banks on a A$1.1bn facility.\nLawyer — Allens, Sydney        Feb. 2016 to Dec. 2019\n- Drafted facility agreements.\n\nEDUCATION\nLLB, University of Sydney, 2014\n";
    expect(jobs(text)).toEqual(["Senior Associate | Gilbert + Tobin | Sydney", "Lawyer | Allens | Sydney"]);
  });
});

describe("hospitality titles (review 93)", () => {
  it("'Server, The Crown Inn, Leeds', 'Kitchen Porter, The Ivy, London', 'Bar Staff, …': service titles before the employer", () => {
    const text = "Jane Doe\njane@example.com\n555-010-2233\n\nEXPERIENCE\nServer, The Crown Inn, Leeds\nMay 2019 – Oct 2020\nKitchen Porter, The Ivy, London\nMay 2017 – Apr 2019\nBar Staff, The Ram, York\nMay 2016 – Apr 2017\n";
    expect(jobs(text)).toEqual(["Server | The Crown Inn | Leeds", "Kitchen Porter | The Ivy | London", "Bar Staff | The Ram | York"]);
  });

  it("guards: 'SQL Server', 'Web  Server', '3500 server' and 'server side includes' name no title", () => {
    const text = "Jo Lee\njo@example.com\n\nEXPERIENCE\nDeveloper, Acme Corp, Leeds\nMay 2019 – Oct 2020\n• Built pages on Internet Information Services Web\nServer and utilizing the WinSock API and the HTTP protocol.\n• Backed up the Sun Enterprise 3500 server.\n";
    expect(read(text).warnings.map((w) => w.code)).not.toContain("position-without-dates");
    expect(jobs(text)).toEqual(["Developer | Acme Corp | Leeds"]);
  });
});

describe("plain headings of hourly workers, lawyers and insurers (reviews 93, 94)", () => {
  const kinds = (text: string) => read(text).sections.map((s) => `${s.heading}:${s.kind}`);
  it("'Seasonal Work' before 'Other Work': both are work, and the jobs under the first are read", () => {
    const text = "Jane Doe\njane@example.com\n\nProfile\nFriendly worker.\n\nSeasonal Work\nServer - The Keg, Whistler BC\nMay 2025 - Oct 2025\n\nOther Work\nCashier - Target, Dayton OH\nMay 2019 - Oct 2020\n";
    expect(kinds(text)).toEqual(expect.arrayContaining(["Seasonal Work:experience", "Other Work:experience"]));
    expect(read(text).positions).toHaveLength(2);
  });

  it("'Key capabilities', 'Tools & Languages', 'Designations & Licensing' are headings", () => {
    expect(kinds("Jane Doe\njane@example.com\n\nKey capabilities\nSubrogation; Reserving\n\nTools & Languages\nAuditBoard, SQL\n\nDesignations & Licensing\nChartered Insurance Professional (CIP), 2019\n")).toEqual(
      expect.arrayContaining(["Key capabilities:skills", "Tools & Languages:skills", "Designations & Licensing:certifications"]),
    );
  });

  it("guards: 'Licensing' in a list of areas, and 'School' ending a wrapped line, open nothing", () => {
    expect(kinds("Jane Doe\njane@example.com\n\nAREAS OF EXPERTISE\n\nCorporate governance\nSEC reporting\nLicensing\nCompliance\n")).not.toContain("Licensing:certifications");
    expect(kinds("Jane Doe\njane@example.com\n\nACTIVITIES\n1. Selected by College to train students under the Finishing\nSchool\nProgram (January 2017)\n")).not.toContain("School:education");
  });
});

describe("a shop's street or a town's centre after the employer (review 93)", () => {
  it("'Costa Coffee, Oxford Road, Manchester', 'McDonald's, Coventry Road', 'Deliveroo (self-employed), Birmingham city centre'", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nBarista\nCosta Coffee, Oxford Road, Manchester\nSep 2024 – Present\n• Made coffee.\nDelivery Rider, Deliveroo (self-employed), Birmingham city centre\nFeb 2019 – Mar 2021\n• Rode.\nCrew Member, McDonald's, Coventry Road\n2015 – 2018\n";
    expect(jobs(text)).toEqual(["Barista | Costa Coffee | Oxford Road, Manchester", "Delivery Rider | Deliveroo (self-employed) | Birmingham city centre", "Crew Member | McDonald's | Coventry Road"]);
  });
});

describe("teachers' and carers' licences, checks and supply placements (review 97)", () => {
  const kinds = (text: string) => read(text).sections.map((s) => `${s.heading}:${s.kind}`);
  it("'OHIO LICENSURE', 'REGISTRATION & CHECKS', 'Registration & Vetting', 'CHECKS AND TICKETS' head certificates", () => {
    for (const h of ["OHIO LICENSURE", "REGISTRATION & CHECKS", "Registration & Vetting", "CHECKS AND TICKETS", "Accreditation and Checks"]) {
      const p = read(`Jane Doe\njane@example.com\n\n${h}\nWorking With Children Check (NSW), valid to 2029\nHLTAID012 Provide First Aid in an Education and Care Setting, 2025\n`);
      expect(p.sections.map((s) => s.kind)).toContain("certifications");
      expect(p.certifications.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("'SUPPLY AND FIXED-TERM PLACEMENTS (via Engage Education and Teaching Personnel)': a supply teacher's jobs", () => {
    const text = "Jane Doe\njane@example.com\n\nPROFILE\nScience teacher.\n\nSUPPLY AND FIXED-TERM PLACEMENTS (via Engage Education and Teaching Personnel)\nSep 2025 – Dec 2025      Kingsdale Foundation School, SE21      Science Teacher\nJan 2025 – Jul 2025      Ark Walworth Academy, SE17      Biology Teacher\n";
    expect(kinds(text).some((k) => /^SUPPLY AND FIXED-TERM PLACEMENTS.*:experience$/.test(k))).toBe(true);
    expect(read(text).positions).toHaveLength(2);
  });
});

describe("school years (review 97)", () => {
  it("'2021-2022 to present', '2019-2020 – 2020-2021', '2017-2018 & 2018-2019': one range each", () => {
    const text = "Jane Doe\njane.doe@example.com | 614-555-0100\n\nEXPERIENCE\nGuest Teacher, Columbus City Schools                       2021-2022 to present\nSubstitute Teacher, ESC of Central Ohio                    2019-2020 – 2020-2021\nFixed-term Teacher, St. Joseph's National School           2017-2018 & 2018-2019\n";
    expect(read(text).positions.map((p) => `${p.title}: ${p.start} – ${p.current ? "Present" : p.end}`)).toEqual(["Guest Teacher: 2021 – Present", "Substitute Teacher: 2019 – 2021", "Fixed-term Teacher: 2017 – 2019"]);
  });

  it("guards: two school years apart after a comma stay two", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nCoach, Lincoln High School                    2015-2016, 2017-2018\n";
    expect(read(text).positions.length).toBeGreaterThanOrEqual(1);
  });
});

describe("schools' and managers' titles name their occupation (review 97)", () => {
  const occ = (titles: string[]) => inferOccupation({ titles, skills: [] } as never).best?.title;
  it("'Room Leader (Toddler Room)', 'Nursery Practitioner': preschool; 'Teacher of Geography', 'Head of Geography': secondary; '2nd Grade Bilingual Teacher', 'PYP Homeroom Teacher': elementary", () => {
    expect(occ(["Room Leader (Toddler Room, 2–3 years)"])).toMatch(/^Preschool Teachers/);
    expect(occ(["Teacher of Geography"])).toMatch(/^Secondary School Teachers/);
    expect(occ(["Head of Geography (KS3–IBDP)"])).toMatch(/^Secondary School Teachers/);
    expect(occ(["PYP Homeroom Teacher"])).toMatch(/^Elementary School Teachers/);
  });

  it("'Head of Sales', 'Head of Operations': the function's manager, not a meat trimmer", () => {
    expect(occ(["Head of Sales"])).toBe("Sales Managers");
    expect(occ(["Head of Operations"])).toBe("General and Operations Managers");
  });
});

describe("headings in a left gutter, with the first entry after a tab (review 98)", () => {
  const text = (mark: string) => `Olivia Chen\nChicago, IL 60613\n(312) 555-0127 · olivia.chen@example.com\n\n${mark}Experience\tSprout Social, Chicago, IL — Marketing Specialist\nMARCH 2024 - PRESENT\n• Own the monthly customer newsletter\n\nSprout Social, Chicago, IL — Marketing Coordinator\nJUNE 2022 - FEBRUARY 2024\n• Coordinated 40+ webinars a year\n\n${mark}Education\tLoyola University Chicago, Chicago, IL — B.B.A. in Marketing\nSEPTEMBER 2018 - MAY 2022\n`;
  it("'Experience⇥Sprout Social, Chicago, IL — Marketing Specialist': the heading's line holds the first job", () => {
    expect(jobs(text(""))[0]).toBe("Marketing Specialist | Sprout Social | Chicago, IL");
  });
  it("'■ Experience⇥…' (Google Docs' Swiss template): the same, after its square", () => {
    const p = read(text("■ "));
    expect(p.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["experience", "education"]));
    expect(jobs(text("■ "))[0]).toBe("Marketing Specialist | Sprout Social | Chicago, IL");
  });
});

describe("LinkedIn's 'Save to PDF' (review 98)", () => {
  it("an e-mail and a profile address broken in the narrow sidebar are read whole, and the name is the person's", () => {
    const p = read("Contact\nemma.richardson.hr@example. co.uk\nwww.linkedin.com/in/emmarich ardsonhr (LinkedIn)\n\nTop Skills\nEmployee Relations\nTalent Acquisition\n\nEmma Richardson\nHR Business Partner | Assoc CIPD\nBristol, England, United Kingdom\n\nExperience\nAviva\nHR Business Partner\nMarch 2023 - Present (3 years 8 months)\nBristol, England, United Kingdom\n");
    expect(p.contact.email).toBe("emma.richardson.hr@example.co.uk");
    expect(p.contact.links).toContain("www.linkedin.com/in/emmarichardsonhr");
    expect(p.contact.name).toBe("Emma Richardson");
    expect(p.warnings.map((w) => w.code)).not.toContain("link-not-written");
  });

  it("a role whose last line names a headcount keeps its employer; the next employer over its tenure heads the roles below", () => {
    const text = "Jordan Alvarez\nAustin, Texas\n\nExperience\nSalesforce\n5 years 3 months\nEnterprise Account Executive\nJanuary 2024 - Present (2 years 10 months)\nOwn 14 named retail accounts.\nSenior Account Executive\nAugust 2021 - December 2023 (2 years 5 months)\nNew business for companies of 200 employees.\n\nOracle NetSuite\n4 years 6 months\nAccount Executive\nJune 2018 - July 2021 (3 years 2 months)\nSold NetSuite ERP.\n";
    expect(jobs(text)).toEqual(["Enterprise Account Executive | Salesforce | ", "Senior Account Executive | Salesforce | ", "Account Executive | Oracle NetSuite | "]);
  });
});

describe("a street before the town in the contact lines (review 98)", () => {
  const where = (line: string) => read(`KEVIN TRAN\n${line}\n647-555-0129 | kevin.tran@example.ca\n`).contact.location;
  it("'31 Oxford Street, Bulimba QLD 4171', '2205 Lower Mall, Vancouver, BC V6T 1Z4', '12 Main Street, Galway, H91 X2P4'", () => {
    expect(where("31 Oxford Street, Bulimba QLD 4171")).toBe("Bulimba QLD");
    expect(where("2205 Lower Mall, Vancouver, BC V6T 1Z4")).toBe("Vancouver, BC");
    expect(where("12 Main Street, Galway, H91 X2P4")).toBe("Galway");
  });
  it("guards: 'Ennis, Co. Clare' keeps its town", () => {
    expect(where("Ennis, Co. Clare")).toMatch(/^Ennis/);
  });
});

describe("a brand written in small letters (review 98)", () => {
  it("'lululemon, Vancouver, BC — Educator (Part-time)' after a blank line: a job", () => {
    const text = "Sophie Lavoie\nsophie.lavoie@example.ca\n\nEXPERIENCE\n\nTD Bank Group, Vancouver, BC — Co-op Student, Commercial Banking\nJANUARY 2026 - AUGUST 2026\n• Built an Excel covenant-tracking model\n\nlululemon, Vancouver, BC — Educator (Part-time)\nSEPTEMBER 2023 - PRESENT\n• Customer service, fitting-room styling and cash\n";
    expect(jobs(text)[1]).toBe("Educator | lululemon | Vancouver, BC");
  });
});

describe("a veteran's and a buyer's labels and units (review 96)", () => {
  it("'1) Indian Army - Army Service Corps' / 'Rank : Havildar (Supply)' / 'Duration : …': the rank is the title", () => {
    const text = "Sam Carter\nsam@example.com\n\nWORK EXPERIENCE\n1) Indian Army - Army Service Corps\n   Rank        : Havildar (Supply)\n   Duration    : June 2003 - June 2020\n   - Maintained ration and POL stores.\n";
    expect(jobs(text)).toEqual(["Havildar (Supply) | Indian Army - Army Service Corps | "]);
  });
  it("'Buyer, Indirect Procurement, Kerry Group, Naas, Co. Kildare': the function is the title's", () => {
    const text = "Sam Carter\nsam@example.com\n\nEMPLOYMENT HISTORY\n09/2019 - 05/2022      Buyer, Indirect Procurement, Kerry Group, Naas, Co. Kildare\n                       - Bought packaging and MRO.\n";
    expect(jobs(text)).toEqual(["Buyer, Indirect Procurement | Kerry Group | Naas, Co. Kildare"]);
  });
});

describe("European CVs (review 95)", () => {
  it("'Senior Graphic Designer — Publicis Conseil' over 'Paris | Sept 2021 – today': the town beside the dates is the place", () => {
    const text = "Jean Dupont\njean@example.com\n\nEXPERIENCE\nSenior Graphic Designer — Publicis Conseil\nParis | Sept 2021 – today\n• Designed campaigns.\nSenior Backend Engineer, Glovo\nBarcelona · Sept 2019 – Aug 2021\n• Built APIs.\n";
    expect(jobs(text)).toEqual(["Senior Graphic Designer | Publicis Conseil | Paris", "Senior Backend Engineer | Glovo | Barcelona"]);
  });

  it("the old Europass 'Dates⇥01/03/2019 →': a post still held", () => {
    const p = read("Ana Silva\nana@example.pt\n\nWORK EXPERIENCE\nDates\t01/03/2019 →\nOccupation or position held\tRegistered Nurse, Emergency Department\nName and address of employer\tCentro Hospitalar Universitário de São João, Porto\n");
    expect(p.positions[0]?.current).toBe(true);
    expect(p.positions[0]?.start).toBe("2019-03");
  });
});

describe("schools' acronyms for posts (review 97)", () => {
  it("'HLTA, Green Lane Primary Academy, Bradford — Sept 2019 to present': the acronym is the title", () => {
    const text = "Jane Doe\njane.doe@example.com | 07700 900354\n\nEMPLOYMENT\nHLTA, Green Lane Primary Academy, Bradford — Sept 2019 to present\nTeaching Assistant (Level 3), Green Lane Primary Academy, Bradford — Sept 2015 to July 2019\n";
    expect(jobs(text)[0]).toBe("HLTA | Green Lane Primary Academy | Bradford");
  });
});

describe("a grade after a teacher's title (review 97)", () => {
  it("'Student Teacher, 1st Grade' over 'Northside ISD – Fields Elementary, San Antonio, TX': the grade is the title's", () => {
    const text = "Ana Garza\nana@example.com\n\nEXPERIENCE\nStudent Teacher, 1st Grade                           Jan 2020 – May 2020\nNorthside ISD – Fields Elementary, San Antonio, TX\n• Taught phonics.\n";
    expect(jobs(text)[0]).toMatch(/^Student Teacher, 1st Grade \| Northside ISD/);
  });
});

describe("names with a chartered accountant's letters or a nickname printed in small capitals (review 94)", () => {
  const name = (line: string) => read(`${line}\nnomvula@example.co.za\n+27 82 555 0100\n\nEXPERIENCE\nAuditor, KPMG, Johannesburg\nJan 2020 - Present\n`).contact.name;
  it("'NOMVULA KHUMALO CA(SA)', 'TAN WEI JIE (JASON )'", () => {
    expect(name("NOMVULA KHUMALO CA(SA)")).toBe("NOMVULA KHUMALO");
    expect(name("TAN WEI JIE (JASON )")).toBe("TAN WEI JIE");
  });
});

describe("European addresses in the contact lines (review 95)", () => {
  const where = (line: string) => read(`ANNA BAUER\n${line}\n`).contact.location;
  it("'Calle de Alcalá 148, 3º B · 28009 Madrid · Spain', 'Ballintemple, Cork T12 X5Y6, Ireland | …'", () => {
    expect(where("Calle de Alcalá 148, 3º B · 28009 Madrid · Spain")).toBe("Madrid");
    expect(where("Ballintemple, Cork T12 X5Y6, Ireland  |  087 555 4321  |  sean@example.ie")).toBe("Cork, Ireland");
  });
});

describe("British school terms (review 97)", () => {
  it("'Summer term 2026' is April to July, 'Autumn term 2025' September to December, 'Spring term 2026' January to March", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nSummer term 2026       Harris Girls' Academy East Dulwich, SE22      Science Teacher (long-term supply)\nSpring term 2026       Ark Walworth Academy, SE17      Biology Teacher (long-term supply)\nAutumn term 2025       Kingsdale Foundation School, SE21      Science Teacher\n";
    expect(read(text).positions.map((p) => `${p.start} – ${p.end}`)).toEqual(["2026-04 – 2026-07", "2026-01 – 2026-03", "2025-09 – 2025-12"]);
  });
});

describe("tradespeople's and teachers' certificate headings (review 98)", () => {
  it("'Qualifications & Tickets', 'Continuing Professional Development'", () => {
    for (const h of ["Qualifications & Tickets", "Continuing Professional Development"]) {
      const p = read(`Jane Doe\njane@example.com\n\n${h}\nGas Safe Register – registration no. 587214\nUnvented Hot Water Systems (G3)\n`);
      expect(p.sections.map((s) => s.kind)).toContain("certifications");
    }
  });
});

describe("an agency's note after the employer (review 93)", () => {
  it("'Multi-drop Driver, DPD (via Driver Hire agency), Oldbury depot': the note's 'Driver' makes no title of the employer", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nMulti-drop Driver, DPD (via Driver Hire agency), Oldbury depot\nApr 2018 – Jan 2019\n• Delivered parcels.\n";
    expect(jobs(text)).toEqual(["Multi-drop Driver | DPD (via Driver Hire agency) | Oldbury depot"]);
  });
});

describe("towns as their own people write them (review 95)", () => {
  it("'Favoritenstraße 64/7, 1040 Wien · …', 'Via Tortona 27, 20144 Milano (MI), Italy'", () => {
    expect(read("ANNA HUBER\nFavoritenstraße 64/7, 1040 Wien · +43 660 555 1234 · anna@example.at\n").contact.location).toBe("Wien");
    expect(read("FEDERICA BIANCHI\n20144 Milano (MI), Italy — +39 347 555 2819 — f@example.it\n").contact.location).toMatch(/^Milano/);
  });
});
