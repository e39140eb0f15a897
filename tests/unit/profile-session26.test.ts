// Cases from the session of 2026-11-28 (the twenty-sixth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { inferOccupation } from "~/.server/analysis/occupation";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const skillNames = (p: ReturnType<typeof read>) => p.skills.map((s) => s.name);

describe("certificates dated 'Jan-2017' (review 59's leftover)", () => {
  it("'PMP, Jan-2017' is PMP, not 'PMP, Jan'", () => {
    const p = read("Jane Doe\njane@example.com\n\nCERTIFICATIONS\nPMP, Jan-2017\nCertified ScrumMaster (CSM), Mar-2019\n");
    expect(p.certifications).toEqual(["PMP", "Certified ScrumMaster (CSM)"]);
  });

  it("a standard's year stays in its name beside a 'Jan-2020' ('ISO 9001:2015 Lead Auditor')", () => {
    const p = read("Jane Doe\njane@example.com\n\nCERTIFICATIONS\nISO 9001:2015 Lead Auditor, Jan-2020\n");
    expect(p.certifications).toEqual(["ISO 9001:2015 Lead Auditor"]);
  });
});

describe("the methods of manufacturing quality (review 63's leftover)", () => {
  it("5S, 8D, Kaizen, CAPA, GMP and 21 CFR 820 are skills in a list and in a bullet", () => {
    const p = read(
      "Jane Doe\njane@example.com\n\nSKILLS\n5S, 8D problem solving, Kaizen, CAPA, cGMP, 21 CFR 820, ISO 13485\n\nEXPERIENCE\nQuality Engineer, Acme Medical — Boston, MA\nJan 2018 - Present\n- Led 8D investigations and 5S audits; ran PPAP and APQP for new suppliers.\n",
    );
    expect(skillNames(p)).toEqual(expect.arrayContaining(["5S methodology", "8D problem solving", "Kaizen", "CAPA", "GMP", "21 CFR Part 820", "ISO 13485", "PPAP", "APQP"]));
  });

  it("guards: '5s' in prose and 'gmp' in small letters are no skills", () => {
    const p = read("Jane Doe\njane@example.com\n\nEXPERIENCE\nBarista, Bean Co — Leeds\nJan 2018 - Present\n- Served 200 customers in 5s bursts; gmp was the till's code.\n");
    expect(skillNames(p)).not.toEqual(expect.arrayContaining(["5S methodology"]));
    expect(skillNames(p)).not.toEqual(expect.arrayContaining(["GMP"]));
  });
});

describe("headings as people type them (review 66)", () => {
  it("misspelled headings are headings: 'EXPIERENCE', 'Skils:', 'Educaton', 'Employment Hisotry'", () => {
    const p = read(
      "Marcus Delaney\nmarcus@example.com\n\nEXPIERENCE\n\nWarehouse Associate - Acme Distribution Center\nJan 2019 - Present\n- Load and unload trucks\n\nSkils:\nForklift,RF scanner,Inventory\n\nEducaton\nDayton Early College Academy - High School Diploma 2014\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience", "skills", "education"]);
    expect(p.education.map((e) => e.degree)).toEqual(["High School Diploma"]);
    expect(read("Al Roe\nal@example.com\n\nEmployment Hisotry\nSecurity Officer | Allied Universal\n2019 - 2024\n").positions.map((x) => x.company)).toEqual(["Allied Universal"]);
  });

  it("guards: another form of a heading's word is no misspelling ('Experienced', 'Technical Qualification')", () => {
    const p = read("Al Roe\nal@example.com\n\nSKILLS\nExcel\n\nExperienced\nin many things\n\nWORK EXPERIENCE\nClerk, Acme  2019 - 2024\n");
    expect(p.sections.map((s) => s.heading)).toEqual(["", "SKILLS", "WORK EXPERIENCE"]);
  });

  it("numbered headings ('1. Experience' … '4. Skills') and '~~ Skills ~~' are headings", () => {
    const p = read(
      "Aisha Bello\naisha@example.com\n\n1. Experience\n\nCNA, Memorial Hermann Hospital\tJune 2021 - Present\n- Vital signs for 12 patients\n\n2. Education\n\nLee High School - Diploma, 2017\n\n3. Certifications\n\nBLS (American Heart Association)\n\n~~ Skills ~~\nVital signs, Epic, Hoyer lift\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education", "certifications", "skills"]);
    expect(p.certifications).toEqual(["BLS (American Heart Association)"]);
  });

  it("guards: a numbered list of duties is no heading ('1. Managed the stock' / '2. Training')", () => {
    const p = read("Al Roe\nal@example.com\n\nEXPERIENCE\nClerk, Acme  2019 - 2024\n1. Managed the stock\n2. Training\n");
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
  });
});

describe("what the tagger marks (session 26)", () => {
  it("'Process setup &amp; implementation' stays one skill: a span goes on through an HTML entity", () => {
    const names = read("Sam Roe\nsam@example.com\n\nSKILLS\nProcess setup &amp; implementation, Lean manufacturing, Kaizen\n").skills.map((s) => s.name);
    expect(names.filter((n) => /&amp$|^implementation$/.test(n))).toEqual([]);
  });

  it("a town alone outside a skills list is no skill ('Amsterdam'); 'Aurora' under a skills heading is kept", () => {
    const p = read("Ana Roe\nana@example.com\nAmsterdam\n\nSKILLS\nDatabases: PostgreSQL, Aurora, Redis\n");
    expect(skillNames(p)).not.toContain("Amsterdam");
  });
});

describe("the top of a hand-typed résumé (review 66)", () => {
  it("a name typed with two spaces ('Brianna  Lopez', 'LINDA  MARIE  FOSTER') is the name", () => {
    expect(read("Brianna  Lopez\nPhoenix, AZ | bri@example.com\n\nExperience\nCashier, Walgreens  2019 - 2024\n").contact.name).toBe("Brianna Lopez");
    expect(read("LINDA  MARIE  FOSTER\nColumbus OH  linda@example.com\n\nWork Histroy\nClerk, Acme  2019 - 2024\n").contact.name).toBe("LINDA MARIE FOSTER");
  });

  it("guards: 'Jane Doe  Data Analyst' is the name and a headline", () => {
    expect(read("Jane Doe  Data Analyst\njane@example.com\n\nExperience\nAnalyst, Acme  2019 - 2024\n").contact.name).toBe("Jane Doe");
  });

  it("a name on a contact line parted by slashes ('Maria Hernandez / (915) 555-0105 / …')", () => {
    expect(read("Maria Guadalupe Hernandez / (915) 555-0105 / maria@example.com\n\nExperience\nJanitor, El Paso ISD  2019 - 2024\n").contact.name).toBe("Maria Guadalupe Hernandez");
  });

  it("a résumé pasted under its e-mail: the letter ends at its rule or after its sign-off, and the name is the résumé's", () => {
    const letter = "Subject: Application for Front Desk Receptionist\n\nDear Hiring Manager,\n\nPlease see my resume below.\n\nThank you,\nKeisha\n\n";
    const resume = "Keisha Monroe\nAtlanta, GA 30310\nkeisha@example.com\n\nExperience\n\nFront Desk Receptionist, Peachtree Dental Group\nFeb 2020 - Present\n";
    for (const text of [`${letter}-----\n\n${resume}`, `${letter}${resume}`]) {
      const p = read(text);
      expect(p.contact.name).toBe("Keisha Monroe");
      expect(p.contact.location).toBe("Atlanta, GA 30310");
      expect(p.positions.map((x) => x.title)).toEqual(["Front Desk Receptionist"]);
    }
  });
});

describe("months as people mistype them (review 66)", () => {
  it("'Jnuary 2020', 'Febuary 2017' and 'Septmber 2014 - Decmber 2016' are months, and no place", () => {
    const p = read(
      "Maria Roe\nmaria@example.com\n\nExperience\nJanitor, El Paso ISD - Jnuary 2020 - present\nHousekeeper, Hilton Garden Inn\nFebuary 2017 - Sept 2019\nCashier, Walgreens\nSeptmber 2014 - Decmber 2016\n",
    );
    expect(p.positions.map((x) => [x.title, x.location, x.start, x.end])).toEqual([
      ["Janitor", null, "2020-01", null],
      ["Housekeeper", null, "2017-02", "2019-09"],
      ["Cashier", null, "2014-09", "2016-12"],
    ]);
  });
});

describe("a short résumé that is whole (review 66)", () => {
  it("a 60-word résumé with jobs and skills gets no 'part of it may be an image' warning; a 25-word text still does", () => {
    const whole = read(
      "Marcus Delaney\nDayton, OH | 937-555-0112 | marcus@example.com\n\nEXPERIENCE\nWarehouse Associate - Acme Distribution Center\nJan 2019 - Present\n- Load and unload trucks, pick and pack orders for twelve stores\n- Keep the dock clean and safe every shift\nStocker at Kroger\n03/2015 to 08/2016\n- Stocked shelves overnight in the dairy and frozen aisles\n\nSKILLS\nForklift, RF scanner, Inventory\n",
    );
    expect(whole.warnings.map((w) => w.code)).not.toContain("short-text");
    expect(read("Jordan Lee\njordan@mail.com\n\nExperience\nEngineer, Harbor Payments, 2021 – Present\n\nSkills\nPython\n").warnings.map((w) => w.code)).toContain("short-text");
  });
});

describe("the UK's school, care and library titles (review 67)", () => {
  const occupation = (title: string) => inferOccupation({ titles: [title], skills: [] }).best?.title;
  it.each([
    ["Deputy Headteacher", "Education Administrators, Kindergarten through Secondary"],
    ["Headteacher", "Education Administrators, Kindergarten through Secondary"],
    ["Year 4 Class Teacher & Maths Subject Lead", "Elementary School Teachers, Except Special Education"],
    ["Registered Manager", "Medical and Health Services Managers"],
    ["Senior Support Worker", "Personal Care Aides"],
    ["Branch Manager (Librarian III)", "Librarians and Media Collections Specialists"],
    ["Volunteer Coordinator", "Social and Community Service Managers"],
  ])("%s is read as %s", (title, expected) => {
    expect(occupation(title)).toBe(expected);
  });

  it("guards: 'Family Support Worker' and 'Graduate Teaching Assistant' keep O*NET's readings", () => {
    expect(occupation("Family Support Worker")).not.toBe("Personal Care Aides");
    expect(occupation("Graduate Teaching Assistant")).toBe("Teaching Assistants, Postsecondary");
  });
});

describe("teachers', tutors' and carers' résumés (review 67)", () => {
  it("'Autumn term 2019 – Spring term 2020' is a school's terms, and 'Spring' there no framework", () => {
    const p = read("Jane Roe\njane@example.com\n\nEXPERIENCE\nCover Supervisor (supply) — Teaching Personnel, Oxfordshire          Autumn term 2019 – Spring term 2020\n");
    expect(p.positions.map((x) => [x.title, x.start, x.end])).toEqual([["Cover Supervisor", "2019-09", "2020-03"]]);
    expect(skillNames(p)).not.toContain("Spring");
  });

  it("'Tutoring and Teaching', 'Academic Posts' and 'System Leadership' head jobs", () => {
    for (const heading of ["TUTORING AND TEACHING", "ACADEMIC POSTS", "SYSTEM LEADERSHIP"]) {
      const p = read(`Jane Roe\njane@example.com\n\n${heading}\nSenior Lecturer in Criminology — Sheffield Hallam University, Sheffield          Sept 2021 – Present\n`);
      expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience"]);
      expect(p.positions).toHaveLength(1);
    }
  });

  it("QTS, CELTA, DELTA, the NPQs and HLTA status are certifications; a PGCert and a Level 3 Award are education", () => {
    const p = read(
      "Jane Roe\njane@example.com\n\nQUALIFICATIONS\nQualified Teacher Status (QTS) — awarded July 2016\nCambridge CELTA, Pass A — International House London, 2016\nNational Professional Qualification for Headship (NPQH) — 2017\nPGCert Higher Education Practice — Leeds Beckett University, 2019\nLevel 3 Award in Youth Work Practice — The Manchester College, 2014\n",
    );
    expect(p.certifications).toEqual(["Qualified Teacher Status (QTS)", "Cambridge CELTA, Pass A — International House London", "National Professional Qualification for Headship (NPQH)"]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([
      ["PGCert Higher Education Practice", "Leeds Beckett University"],
      ["Level 3 Award in Youth Work Practice", "The Manchester College"],
    ]);
  });

  it("'Apollo' of 'Apollo English' and 'LAO' of an office's name are the employer's, and 'Chichewa (basic)' a language", () => {
    const p = read(
      "Jane Roe\njane@example.com\n\nEXPERIENCE\nEnglish Teacher — Apollo English, Ho Chi Minh City          Sep 2019 – Jul 2021\nSenior Policy Analyst — Legislative Analyst's Office (LAO), Sacramento, CA          Aug 2021 – Present\n\nLANGUAGES\nTamil (fluent), Chichewa (basic)\n",
    );
    expect(skillNames(p)).not.toEqual(expect.arrayContaining(["Apollo GraphQL"]));
    expect(skillNames(p)).not.toContain("Lao");
    expect(p.skills.find((s) => s.name === "Chichewa")?.category).toBe("other");
  });

  it("guards: a skill phrase the position parser took for an employer stays a skill ('Human Resource Management')", () => {
    const p = read("Jo Roe\njo@example.com\n\nEXPERIENCE\nAdjunct Instructor, Human Resource Management (part-time), Bellevue College — Sep 2019 to now\n");
    expect(skillNames(p)).toContain("Human resources");
  });
});

describe("a comma list wrapped at an item's comma (review 65)", () => {
  it("'…, Terraform, AWS,' over 'Prometheus' gives AWS and Prometheus", () => {
    const p = read("Kofi Mensah-Boateng\n\nBackend Software Engineer\n\nContact\nkofi.mensah.dev@proton.me\n(206) 555-0173\nSeattle, WA\ngithub.com/kofimb\nlinkedin.com/in/kofi-\nmensah-boateng\n\nSkills\nGo, Python, Java,\nPostgreSQL, Redis, Kafka, gRPC, Docker, Kubernetes, Terraform, AWS,\nPrometheus\n\nEducation\nB.S. Computer Engineering\nUniversity of Washington\n2014 – 2018\n\nCertifications\nAWS Certified Solutions Architect – A");
    expect(skillNames(p)).toEqual(expect.arrayContaining(["AWS", "Prometheus"]));
    expect(skillNames(p).filter((n) => n.includes(","))).toEqual([]);
  });
});

describe("years after words that end like a product's (review 67)", () => {
  it("'Head of Analytics 2019 – Present' and 'Data Platform Teams 2018 - 2020' are dated; 'SQL Server 2008' stays a version", () => {
    const p = read("Jo Roe\njo@example.com\n\nEXPERIENCE\nHead of Analytics 2019 – Present\nAcme Corp\nLead, Data Platform Teams 2018 - 2019\nGlobex\n\nSKILLS\nSQL Server 2008\n");
    expect(p.positions.map((x) => [x.start, x.end])).toEqual([
      ["2019", null],
      ["2018", "2019"],
    ]);
  });

  it("'… Programs 2020' over '– Present' (a narrow column's wrap) is one range; '- Present quarterly results' is a bullet", () => {
    const p = read("Jo Roe\njo@example.com\n\nEXPERIENCE\nMuseum Educator, School & Teacher Programs 2020\n– Present\nThe Field Museum, Chicago, IL\n• Design gallery programs.\n");
    expect(p.positions.map((x) => [x.start, x.current])).toEqual([["2020", true]]);
    const q = read("Jo Roe\njo@example.com\n\nEXPERIENCE\nFinance Analyst, Acme 2019\n- Present quarterly results to the board\n");
    expect(q.positions.filter((x) => x.current)).toEqual([]);
    expect(q.workRanges).toEqual([]);
  });
});

describe("sections of hand-typed résumés (review 66)", () => {
  it("'2. EDUCATION / CERTS' heads schools and certificates; ServSafe there is a certificate", () => {
    const p = read(
      "Carlos Mendoza\ncarlos@example.com\n\n1. EXPERIENCE\nKITCHEN LEAD, Snooze — Denver CO — Sept. 2021 -- Present\n• Run the line\n\n2. EDUCATION / CERTS\nEmily Griffith Technical College – Culinary Arts Certificate – 2016\nServSafe Manager (2022)\n\n3. SKILLS\nLine cooking, grilling\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education", "skills"]);
    expect(p.certifications).toEqual(["ServSafe Manager"]);
    expect(p.positions).toHaveLength(1);
  });

  it("'Certs:' inside a skills section opens the certifications", () => {
    const p = read("Aaron Kim\naaron@example.com\n\nSkills & Tools -\nWindows 11,macOS,Active Directory\nCerts: CompTIA A+\n");
    expect(p.certifications).toEqual(["CompTIA A+"]);
  });
});

describe("certificates' dates (reviews 66 and 67)", () => {
  it("'exp 2026' and 'renewed 2022 and 2025' go with their dates", () => {
    const p = read("Jo Roe\njo@example.com\n\nCERTIFICATIONS\nBLS (American Heart Association), exp 2026\nCertified Fund Raising Executive (CFRE) — 2019, renewed 2022 and 2025\nHealth and Safety\n");
    expect(p.certifications).toEqual(["BLS (American Heart Association)", "Certified Fund Raising Executive (CFRE)", "Health and Safety"]);
  });
});

describe("how a job was worked (review 66)", () => {
  it("'CUSTOMER CARE SPECIALIST (REMOTE)' is the title, and Remote the place", () => {
    const p = read("Jo Roe\njo@example.com\n\nWORK HISTORY:\n\nCUSTOMER CARE SPECIALIST (REMOTE)\nPresbyterian Health Plan | 2019 - Present\no Answer member calls\nSales Rep, Initech (Remote)\t2010 - 2012\n");
    expect(p.positions.map((x) => [x.title, x.company, x.location])).toEqual([
      ["CUSTOMER CARE SPECIALIST", "Presbyterian Health Plan", "REMOTE"],
      ["Sales Rep", "Initech", "Remote"],
    ]);
  });
});

describe("public safety, aviation and energy (review 69)", () => {
  it("a certificate's number keeps its digits ('OSHA 1910.269', 'BOE/MP/2016/0117'), and an ISO expiry goes whole", () => {
    const p = read(
      "Pat Roe\npat@example.com\n\nCERTIFICATIONS\nOSHA 1910.269 training — 2024\nBoiler Operation Engineer (BOE) Certificate, Cert. No. BOE/MP/2016/0117 — 2016\nIAED Emergency Medical Dispatcher (EMD) — expires 2027-06-30\nCPR, 11/2020\n",
    );
    expect(p.certifications).toEqual(["OSHA 1910.269 training", "Boiler Operation Engineer (BOE) Certificate, Cert. No. BOE/MP/2016/0117", "IAED Emergency Medical Dispatcher (EMD)", "CPR"]);
  });

  it("'Jun 2019 – Dec Security Operations Manager, G4S …' over '2021' ends in December 2021", () => {
    const p = read(
      "Pat Roe\npat@example.com\n\nEMPLOYMENT\nJun 2019 – Dec Security Operations Manager, G4S Secure Solutions (UK) Ltd, London\n2021\nRan the security contract at a central London campus.\n",
    );
    expect(p.positions.map((x) => [x.start, x.end])).toEqual([["2019-06", "2021-12"]]);
  });

  it("'COMMENDATIONS' heads awards and 'Licences & Ratings' certifications", () => {
    const p = read("Pat Roe\npat@example.com\n\nCOMMENDATIONS\nChief Constable's Commendation, 2015\n\nLicences & Ratings\nATPL(A), EASA\n");
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "awards", "certifications"]);
  });

  it.each([
    ["Prisoner Custody Officer", "Correctional Officers and Jailers"],
    ["Shift Charge Engineer (Operations)", "Power Plant Operators"],
  ])("%s is read as %s", (title, expected) => {
    expect(inferOccupation({ titles: [title], skills: [] }).best?.title).toBe(expected);
  });
});

describe("a captain who flies (review 69)", () => {
  it("'Captain, Airbus A320' at Frontier Airlines is an airline pilot; a ship's captain stays one", async () => {
    const { benchmarkFor } = await import("~/.server/analysis/benchmark");
    const pilot = read("Pat Roe\npat@example.com\n\nEXPERIENCE\nCaptain — Frontier Airlines, Denver, CO\tMar 2019 – Present\n- Airbus A320 line operations\n");
    expect(benchmarkFor(pilot).occupation?.title).toBe("Airline Pilots, Copilots, and Flight Engineers");
    const master = read("Pat Roe\npat@example.com\n\nEXPERIENCE\nCaptain — Crowley Maritime, Jacksonville, FL\tMar 2019 – Present\n- Master of a 600 TEU container vessel\n");
    expect(benchmarkFor(master).occupation?.title).toBe("Captains, Mates, and Pilots of Water Vessels");
  });
});

describe("CVs in other languages (review 68)", () => {
  it("compound headings: 'Conocimientos informáticos', 'EDV-Kenntnisse', 'Aus- und Weiterbildung', 'Patente di guida'", () => {
    const kinds = (heading: string) => read(`Ana Roe\nana@example.com\n\n${heading}\nExcel, SAP\n`).sections.map((s) => s.kind);
    expect(kinds("Conocimientos informáticos")).toEqual(["contact", "skills"]);
    expect(kinds("EDV-Kenntnisse")).toEqual(["contact", "skills"]);
    expect(kinds("Aus- und Weiterbildung")).toEqual(["contact", "education"]);
    expect(kinds("Patente di guida")).toEqual(["contact", "certifications"]);
    expect(kinds("PATENTS")).toEqual(["contact", "publications"]);
  });

  it("local degrees: Ausbildung zum …, Hauptschulabschluss, Promotion (Dr. …), Técnico em, MBO niveau, Havo, Bachiller", () => {
    const p = read(
      "Ana Roe\nana@example.com\n\nAusbildung\n09/2010 – 06/2013   Ausbildung zum Fachlageristen, IHK Köln\n2010   Hauptschulabschluss, Hauptschule Köln-Mülheim\n11/2016   Promotion (Dr. rer. nat.) in Physik, Universität zu Köln\n2014   Técnico em Vendas, SENAC São Paulo\n2012   MBO niveau 2 Logistiek medewerker, ROC Amsterdam\n2008   Havo, Het Baarnsch Lyceum\n",
    );
    expect(p.education.map((e) => e.degree)).toEqual([
      "Ausbildung zum Fachlageristen",
      "Hauptschulabschluss",
      "Promotion (Dr. rer. nat.) in Physik",
      "Técnico em Vendas",
      "MBO niveau 2 Logistiek medewerker",
      "Havo",
    ]);
    expect(p.positions).toEqual([]);
  });

  it("one tool alone or office software alone ('Excel', 'Excel, Microsoft Word') beside titles no list knows names no occupation", () => {
    const tools = (...names: string[]) => names.map((name) => ({ name, category: "technical" as const }));
    expect(inferOccupation({ titles: ["Sachbearbeiterin Rechnungswesen"], skills: tools("Excel") }).best).toBeNull();
    expect(inferOccupation({ titles: [], skills: tools("Excel", "Microsoft Word", "PowerPoint") }).best).toBeNull();
    expect(inferOccupation({ titles: [], skills: tools("Python", "Django") }).best).not.toBeNull();
  });
});

describe("the aircraft or the unit after a rank (review 69)", () => {
  it("'Captain, Airbus A320' over 'Frontier Airlines — Denver, CO' and 'Senior Constable, Highway Patrol' over its force", () => {
    const p = read(
      "Pat Roe\npat@example.com\n\nEXPERIENCE\nCaptain, Airbus A320\tJan 2022 – Present\nFrontier Airlines — Denver, CO\nFirst Officer, Saab 340B — Regional Express (Rex), Wagga Wagga NSW       Jul 2011 – Jan 2015\n\nSenior Constable, Highway Patrol\tJul 2015 – Dec 2021\nNSW Police Force — Traffic & Highway Patrol Command, Parramatta\n",
    );
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["Captain, Airbus A320", "Frontier Airlines"],
      ["First Officer, Saab 340B", "Regional Express (Rex)"],
      ["Senior Constable, Highway Patrol", "NSW Police Force"],
    ]);
  });

  it("guards: 'Security Manager, Boeing Commercial Airplanes' keeps its employer", () => {
    const p = read("Pat Roe\npat@example.com\n\nEXPERIENCE\nSecurity Manager, Boeing Commercial Airplanes, Everett, WA\t1996 – 2008\n- Led site security.\n");
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([["Security Manager", "Boeing Commercial Airplanes"]]);
  });
});

describe("'Present' in Portuguese and Spanish (review 68)", () => {
  it("'ago/2021 – até o momento' and 'feb. 2021 – actual' are open ranges, and the words no employer or title", () => {
    const p = read(
      "Ana Roe\nana@example.com\n\nExperiência profissional\nDesenvolvedor Back-end Sênior — Nubank, São Paulo    ago/2021 – até o momento\n\nExperiencia\nfeb. 2021 – actual Ingeniera Residente de Obra · Constructora Bolívar S.A., Bogotá\n",
    );
    expect(p.positions.map((x) => [x.title, x.company, x.current])).toEqual([
      ["Desenvolvedor Back-end Sênior", "Nubank", true],
      ["Ingeniera Residente de Obra", "Constructora Bolívar S.A.", true],
    ]);
  });
});

describe("chips an item a line with blank lines between (review 69)", () => {
  it("'GPS grade control' / '' / 'Pre-use inspections' / '' / … under SKILLS are all read; a date line there is none", () => {
    const p = read("Pat Roe\npat@example.com\n\nSKILLS\n\nGPS grade control\n\nPre-use inspections\n\nModular Mining DISPATCH\n\nSafe work practices\n\nNovember 2015 to Present\n");
    expect(skillNames(p)).toEqual(expect.arrayContaining(["GPS grade control", "Pre-use inspections", "Modular Mining DISPATCH", "Safe work practices"]));
    expect(skillNames(p).filter((n) => /2015/.test(n))).toEqual([]);
  });
});

describe("letters inside a dotted number (review 69)", () => {
  it("'No. IE.66.55589' names no Internet Explorer; 'SQL Server 7.0' is still SQL Server", () => {
    const p = read("Pat Roe\npat@example.com\n\nLICENCES\nEASA Part-66 AML No. IE.66.55589 — Category B1.1\n\nSKILLS\nSQL Server 7.0, IE\n");
    expect(p.skills.filter((s) => s.name === "Internet Explorer").flatMap((s) => s.mentions.map((m) => m.section))).toEqual(["skills"]);
    expect(skillNames(p).some((n) => /^SQL Server/i.test(n))).toBe(true);
  });
});

describe("a PGCE's placements (review 67)", () => {
  it("'PGCE Primary with QTS — Leeds Trinity University, 2015 – 2016' over its placements is study, not a year of work", () => {
    const p = read(
      "Jane Roe\njane@example.com\n\nTEACHING EXPERIENCE\nYear 1 Class Teacher — Ryecroft Academy, Leeds          Sept 2016 – July 2019\n\nQUALIFICATIONS\nQualified Teacher Status (QTS) — awarded July 2016\nPGCE Primary (5–11) with QTS — Leeds Trinity University, 2015 – 2016\nPlacements: Year 2, Bramley St Peter's CE Primary (Autumn term 2015); Year 5, Castleton Primary School (Spring term 2016)\n",
    );
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2016-09", "2019-07"]]);
  });
});

describe("service lines (review 69)", () => {
  it("'LCpl, U.S. Marine Corps Reserve — 4th Combat Engineer Battalion' and a rate glued to its service", () => {
    const p = read(
      "Pat Roe\npat@example.com\n\nMILITARY SERVICE\nLCpl, U.S. Marine Corps Reserve — 4th Combat Engineer Battalion, Fort Worth, TX\t2010 – 2016\nInformation Systems Technician Second Class (IT2), U.S. Navy — USS Gerald R. Ford (CVN 78), Norfolk, VA\tJun 2016 – Jun 2022\n",
    );
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["LCpl", "U.S. Marine Corps Reserve"],
      ["Information Systems Technician Second Class (IT2)", "U.S. Navy"],
    ]);
  });

  it("guards: 'Staff Sergeant (E-6), Logistics Chief' over 'United States Marine Corps' keeps the Corps as employer", () => {
    const p = read("Pat Roe\npat@example.com\n\nMILITARY SERVICE\nStaff Sergeant (E-6), Logistics Chief\tJan 2008 – Dec 2014\nUnited States Marine Corps, Camp Lejeune, NC\n- Ran supply.\n");
    expect(p.positions.map((x) => x.company)).toEqual(["United States Marine Corps"]);
  });
});

describe("a chief officer at sea (review 69)", () => {
  it("'Chief Officer' three times over 'Second Officer' is a ship's mate, not a chief executive", () => {
    expect(inferOccupation({ titles: ["Chief Officer", "Chief Officer", "Chief Officer", "Second Officer"], skills: [] }).best?.title).toBe("Captains, Mates, and Pilots of Water Vessels");
    expect(inferOccupation({ titles: ["Chief Officer"], skills: [] }).best?.title).not.toBe("Captains, Mates, and Pilots of Water Vessels");
  });
});

describe("the kind of post before a title (review 68)", () => {
  it("'Stage — Assistante chef de produit, Danone, Paris' is the post at Danone, not at 'Stage'", () => {
    const p = read("Ana Roe\nana@example.com\n\nExpériences professionnelles\nStage — Assistante chef de produit, Danone, Paris        Janv. 2015 – Juin 2015\n");
    expect(p.positions.map((x) => [x.title, x.company, x.location])).toEqual([["Assistante chef de produit", "Danone", "Paris"]]);
  });
});

describe("employers typed in small letters (review 66)", () => {
  it("'LINE COOK, chipotle mexican grill — Aurora CO' and 'Shift Leader - chick-fil-a' keep their employers", () => {
    const p = read("Jo Roe\njo@example.com\n\nEXPERIENCE\nLINE COOK, chipotle mexican grill — Aurora CO — 03/2018 to 08/2021\n• Grill, salsa and prep station\nShift Leader - chick-fil-a - 2019 - 2021\n- ran the shift\n");
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["LINE COOK", "chipotle mexican grill"],
      ["Shift Leader", "chick-fil-a"],
    ]);
  });

  it("guards: 'Cochran Electric, Seattle, WA — commercial tenant improvements' is the employer and what the work was", () => {
    const p = read("Jo Roe\njo@example.com\n\nEXPERIENCE\nApprentice Electrician — Puget Sound Electrical JATC    Sep 2017 – Feb 2022\n  Cochran Electric, Seattle, WA — commercial tenant improvements (Sep 2017 – Aug 2019)\n- Installed lighting controls.\n");
    expect(p.positions.map((x) => x.company)).not.toContain("commercial tenant improvements");
  });
});

describe("how a service ended (review 69)", () => {
  it("roles under 'SGT (E-5), U.S. Army' whose employer reads as a division served in the Army", () => {
    const p = read(
      "Pat Roe\npat@example.com\n\nMILITARY SERVICE\nSGT (E-5), U.S. Army — Honorable Discharge\nDates of service (DD-214): 20130610 – 20210609\nUnit Supply Sergeant (MOS 92Y), 1st Armored Division, Fort Bliss, TX              JAN 2017 – JUN 2021\n• Accountable for 2,400 line items.\n",
    );
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["SGT (E-5)", "U.S. Army"],
      ["Unit Supply Sergeant (MOS 92Y)", "U.S. Army"],
    ]);
  });

  it("'SGT (E-5), U.S. Army — Honorable Discharge' has no place 'Honorable Discharge'", () => {
    const p = read("Pat Roe\npat@example.com\n\nMILITARY SERVICE\nSGT (E-5), U.S. Army — Honorable Discharge\nDates of service (DD-214): 20130610 – 20210609\n");
    expect(p.positions.map((x) => [x.title, x.company, x.location])).toEqual([["SGT (E-5)", "U.S. Army", null]]);
  });
});
