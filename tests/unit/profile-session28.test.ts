// Cases from the session of 2026-11-28 (the twenty-eighth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { occupationTitles } from "~/.server/analysis/benchmark";
import { inferOccupation } from "~/.server/analysis/occupation";

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

describe("how employment is written: agencies, functions, promotions, LinkedIn (review 78)", () => {
  const exp = (body: string) => read(`Dana Whitfield\ndana@example.com\n\nEXPERIENCE\n${body}`);

  it("a contractor's agency is the employer, with the client beside it", () => {
    const p = exp(
      "Senior Data Engineer (Contract via Randstad Digital) — Client: Google\tApr 2024 – Present\n- Build pipelines.\nData Engineer (W2 contract through TEKsystems), placed at Kaiser Permanente, Oakland, CA\tJan 2022 – Mar 2024\n- Streamed claims.\nInterim Management Accountant (via Hays Accountancy & Finance)\tJun 2021 – Dec 2021\nAssignment: NHS Property Services, Leeds\n- Produced accounts.\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Data Engineer", "Randstad Digital (client: Google)", null, "2024-04", null],
      ["Data Engineer", "TEKsystems (client: Kaiser Permanente)", "Oakland, CA", "2022-01", "2024-03"],
      ["Interim Management Accountant", "Hays Accountancy & Finance (client: NHS Property Services)", "Leeds", "2021-06", "2021-12"],
    ]);
  });

  it("a client in the employer's brackets stays with it: 'Infosys Limited (client: Apple Inc., Cupertino)'", () => {
    const p = exp("ETL Developer, Infosys Limited (client: Apple Inc., Cupertino)\tJul 2016 – May 2019\n- Mappings.\n");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["ETL Developer", "Infosys Limited (client: Apple Inc., Cupertino)"]);
  });

  it("guards: an agency after the employer stays there, and one with no client named is no employer", () => {
    const p = exp("Data Entry Specialist, FedEx Supply Chain (via Aerotek)\tJun 2023 – Present\n- Keyed orders.\nData Entry Clerk (Temp via Kelly Services) — Banner Health, Phoenix, AZ | 01/2020 – 05/2023\n- Scanned records.\n");
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([
      ["Data Entry Specialist", "FedEx Supply Chain (via Aerotek)"],
      ["Data Entry Clerk", "Banner Health"],
    ]);
  });

  it("the function a title is held in, before the employer in one comma list: 'Vice President, Credit Risk Management, Truist Financial'", () => {
    const p = exp("03/2020 – Ongoing   Vice President, Credit Risk Management, Truist Financial, Charlotte, NC\n                    - Lead CECL methodology.\n10/2016 – 02/2020   Associate, Leveraged Finance, Wells Fargo Securities, Charlotte, NC\n                    - Modeled LBO debt.\n");
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([
      ["Vice President, Credit Risk Management", "Truist Financial", "Charlotte, NC"],
      ["Associate, Leveraged Finance", "Wells Fargo Securities", "Charlotte, NC"],
    ]);
  });

  it("'Adjunct Faculty, Chemistry' under its university is the title, the university the employer", () => {
    const p = exp("Northeastern Illinois University\tChicago, IL\nAdjunct Faculty, Chemistry (evening sections)\tJan 2019 – Dec 2023\n• General Chemistry I lecture and lab for adult learners.\nEvanston Township High School\tEvanston, IL\nChemistry Teacher\tAug 2010 – Jun 2017\n• Designed an inquiry-based lab sequence.\n");
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([
      ["Adjunct Faculty, Chemistry", "Northeastern Illinois University"],
      ["Chemistry Teacher", "Evanston Township High School"],
    ]);
  });

  it("a 'Lead …' title of six words or more is a title, not a duty: 'Lead Medical Laboratory Scientist, Core Laboratory'", () => {
    const p = exp("Lead Medical Laboratory Scientist, Core Laboratory — Houston Methodist Hospital, Houston, TX      Apr 2021 – Present\n- Lead a night shift.\n");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Lead Medical Laboratory Scientist, Core Laboratory", "Houston Methodist Hospital"]);
  });

  it("LinkedIn's 'Full-time · 6 yrs 2 mos' under the company keeps the company for its roles", () => {
    const p = exp("XPO\nFull-time · 6 yrs 2 mos\nChicago, Illinois, United States\nTransportation Manager\nJan 2023 - Present · 3 yrs 11 mos\nManage carriers.\nOperations Supervisor\nOct 2020 - Dec 2022 · 2 yrs 3 mos\nSupervised shifts.\n");
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([
      ["Transportation Manager", "XPO"],
      ["Operations Supervisor", "XPO"],
    ]);
  });
});

describe("clinicians' names and credentials (reviews 76 and 78)", () => {
  const name = (first: string) => read(`${first}\nSalt Lake City, UT | 801-555-0100 | doc@example.com\n\nEXPERIENCE\nPhysician, Intermountain Health, 2019 - 2021\n`).contact;

  it("a middle initial, an apostrophe or capitals before a credential that is also a state's code", () => {
    expect(name("MICHAEL J. O'SULLIVAN, MD")).toMatchObject({ name: "MICHAEL J. O'SULLIVAN", location: "Salt Lake City, UT" });
    expect(name("Nicole A. Haverford, PA").name).toBe("Nicole A. Haverford");
    expect(name("Lauren M. Fitzgerald, MS").name).toBe("Lauren M. Fitzgerald");
  });

  it("credentials with their board in brackets or a licence after a slash: 'MLS(ASCP)CM', 'R.T.(R)(ARRT)', 'OTR/L'", () => {
    expect(name("Oluwaseun Adeyemi, MLS(ASCP)CM").name).toBe("Oluwaseun Adeyemi");
    expect(name("Tomás Herrera, R.T.(R)(ARRT)").name).toBe("Tomás Herrera");
    expect(name("Dr. Samuel K. Osei, OTD, OTR/L").name).toBe("Samuel K. Osei");
  });

  it("a name after 'Dr.' with its letters wrapped to the next line is no place", () => {
    const p = read("Dr. Amara Okafor-Reyes, MD,\nFAAP\nChicago, IL | 312-555-0108 | amara@example.com\n\nEXPERIENCE\nPediatrician, Lurie Children's Hospital, 2019 - 2021\n");
    expect(p.contact).toMatchObject({ name: "Amara Okafor-Reyes", location: "Chicago, IL" });
  });
});

describe("the occupation from the job held now (review 78)", () => {
  it("a résumé in time order whose last section runs back further is read from its current job", () => {
    const p = read(
      "Marcus Bell\nmarcus@example.com\n\nEXPERIENCE\nTransportation Planner — Union Pacific Railroad, Omaha, NE\t2009 – 2015\n- Planned intermodal routes.\nLogistics Manager — Nebraska Medicine, Omaha, NE\t2016 – Present\n- Run inbound logistics for 9 hospitals.\n\nMILITARY SERVICE\nMotor Transport Operator (Sergeant) — Nebraska Army National Guard, Lincoln, NE\t2004 – 2012\n- Drove convoys.\n",
    );
    expect(occupationTitles(p)[0]).toBe("Logistics Manager");
  });

  it("a hospital's laboratory scientist is a medical technologist; a management accountant an accountant", () => {
    const occupation = (title: string) => inferOccupation({ titles: [title], skills: [] }).best?.code;
    expect(occupation("Lead Medical Laboratory Scientist, Core Lab")).toBe("29-2011.00");
    expect(occupation("MLS (ASCP)")).toBe("29-2011.00");
    expect(occupation("Management Accountant (CIMA)")).toBe("13-2011.00");
  });

  it("the ward a nurse's title is held on names no occupation: 'Registered Nurse, Cardiac Step-Down Unit' (review 80)", () => {
    const occupation = (title: string) => inferOccupation({ titles: [title], skills: [] }).best?.code;
    expect(occupation("Registered Nurse, Cardiac Step-Down Unit")).toBe("29-1141.00");
    expect(occupation("Staff Nurse - Medical-Surgical")).toBe("29-1141.00");
  });
});

describe("clinicians' training, licences and placements (review 76)", () => {
  const cv = (heading: string, body: string) => read(`Pat Example\npat@example.com | Denver, CO\n\nEXPERIENCE\nOrthopaedic Surgeon\tAug 2020 – Present\nIntermountain Health\tMurray, UT\n\n${heading}\n${body}\nEDUCATION\nDoctor of Medicine, Medical College of Wisconsin — 2014\n`);
  const posts = "Fellowship, Sports Medicine and Shoulder Surgery\tAug 2019 – Jul 2020\nSteadman Philippon Research Institute\tVail, CO\nResidency, Orthopaedic Surgery (PGY-1 – PGY-5)\tJul 2014 – Jun 2019\nUniversity of Utah School of Medicine\tSalt Lake City, UT\n";

  it("a residency and a fellowship under 'Training', 'Residency Training' or 'Internship and Residency' are posts held", () => {
    for (const heading of ["TRAINING", "RESIDENCY TRAINING", "MEDICAL TRAINING", "INTERNSHIP AND RESIDENCY", "RESIDENCY AND FELLOWSHIP TRAINING"]) {
      const p = cv(heading, posts);
      expect(p.positions.map((x) => x.start), heading).toEqual(["2020-08", "2019-08", "2014-07"]);
      expect(p.certifications, heading).toEqual([]);
    }
  });

  it("guards: courses under 'Training' stay certificates", () => {
    const p = cv("TRAINING", "TRX Suspension Training Course, 2021\nPrecision Nutrition Level 1, 2022\n");
    expect(p.certifications).toEqual(["TRX Suspension Training Course", "Precision Nutrition Level 1"]);
  });

  it("student placements under 'Graduate Clinical Practicum' or 'Fieldwork and Capstone' are no jobs", () => {
    for (const heading of ["GRADUATE CLINICAL PRACTICUM", "FIELDWORK AND CAPSTONE", "LEVEL II FIELDWORK"]) {
      const p = cv(heading, "Student Clinician — Duke University Hospital, Durham, NC\tJan 2020 – Apr 2020\n- 400 supervised hours.\n");
      expect(p.positions.map((x) => x.title), heading).toEqual(["Orthopaedic Surgeon"]);
    }
  });

  it("a trade school's programme with its hours is the qualification: 'Cosmetology Program (1,600 hours) — Aveda Institute'", () => {
    const p = read("Pat Example\npat@example.com\n\nEXPERIENCE\nStylist\tJan 2021 – Present\nSalon Lofts, Phoenix, AZ\n\nEDUCATION\nCosmetology Program (1,600 hours) — Aveda Institute Phoenix — 2016\nEMT-Basic Course — Tulsa Technology Center — 2017\n");
    expect(p.education.map((e) => e.degree)).toEqual(["Cosmetology Program (1,600 hours)", "EMT-Basic Course"]);
  });

  it("a licence's dates go with the words that introduced them ('— active through 01/2027', 'certified through 2030')", () => {
    const p = cv(
      "LICENSURE",
      "Georgia Composite Medical Board, Physician License #071234 — active through 01/2027\nNCCPA Physician Assistant – Certified (PA-C), NCCPA #1123456, certified through 2030\nAmerican Board of Internal Medicine (ABIM), Internal Medicine — certified 2018, valid through 2028\nOSHA Forklift Operator Certification — NFI Industries, 2021, renews 2024\nNACD Directorship Certified, 2019\n",
    );
    expect(p.certifications).toEqual([
      "Georgia Composite Medical Board, Physician License #071234",
      "NCCPA Physician Assistant – Certified (PA-C), NCCPA #1123456",
      "American Board of Internal Medicine (ABIM), Internal Medicine",
      "OSHA Forklift Operator Certification — NFI Industries",
      "NACD Directorship Certified",
    ]);
  });

  it("a licence table read a cell a line, with 'Credential' over its first column and '—' in its empty cells, keeps the Skills after it", () => {
    const p = read(
      "Pat Example\npat@example.com\n\nEXPERIENCE\nSpeech-Language Pathologist\tAug 2021 – Present\nWake County Public School System, Raleigh, NC\n\nLICENSURE & CERTIFICATION\n\nCredential\nIssuer\nNumber\nExpires\nCertificate of Clinical Competence (CCC-SLP)\nASHA\n12345678\n12/31/2027\nVitalStim Therapy Certified Provider\nVitalStim\n—\n—\n\nSKILLS\n\nArticulation and phonology, Fluency disorders, Dysphagia management\n",
    );
    expect(p.certifications).toEqual(["Certificate of Clinical Competence (CCC-SLP) — ASHA", "VitalStim Therapy Certified Provider — VitalStim"]);
    expect(p.sections.map((s) => s.kind)).toContain("skills");
  });
});

describe("the words of personal-service work (review 76)", () => {
  const skills = (line: string) => read(`Pat Example\npat@example.com\n\nSKILLS\n${line}\n\nEXPERIENCE\nMassage Therapist, Hand & Stone, 2019 - 2021\n`).skills.map((s) => s.name);

  it("'Swedish massage' is a massage, not the language; 'Sanitation and disinfection' is no food safety", () => {
    const s = skills("Swedish massage, Deep tissue massage, Sports massage, Sanitation and disinfection, Cross-selling");
    expect(s).toEqual(expect.arrayContaining(["Swedish massage", "Deep tissue massage", "Sports massage", "Sanitation", "Cross-selling"]));
    expect(s).not.toContain("Swedish");
    expect(s).not.toContain("Food safety");
    expect(s).not.toContain("Upselling");
  });

  it("NASM-CPT is a trainer's certificate, not the assembler", () => {
    const s = skills("NASM-CPT, Strength training, Program design");
    expect(s).toContain("NASM-CPT");
    expect(s).not.toContain("Assembly language");
  });
});

describe("one promotion told under a job dated as one (review 78)", () => {
  it("'Promoted to X in March 2021 (joined as Y)' gives the two titles their own months", () => {
    const p = read("Pat Example\npat@example.com\n\nEXPERIENCE\nSenior Electrical Engineer — Siemens Energy, Orlando, FL\tJun 2017 – Present\nPromoted to Senior Electrical Engineer in March 2021 (joined as Electrical Engineer).\n- Lead electrical design of generators.\n");
    expect(jobs(p)).toEqual([
      ["Senior Electrical Engineer", "Siemens Energy", "Orlando, FL", "2021-03", null],
      ["Electrical Engineer", "Siemens Energy", "Orlando, FL", "2017-06", "2021-02"],
    ]);
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2017-06", "2026-11"]]);
  });

  it("guards: 'promoted 3 analysts' or a promotion with no title joined as leaves the job whole", () => {
    const p = read("Pat Example\npat@example.com\n\nEXPERIENCE\nSenior Electrical Engineer — Siemens Energy, Orlando, FL\tJun 2017 – Present\n- Promoted to Senior Electrical Engineer in March 2021.\n- Mentored and promoted 3 analysts.\n");
    expect(jobs(p)).toEqual([["Senior Electrical Engineer", "Siemens Energy", "Orlando, FL", "2017-06", null]]);
  });
});

describe("functional résumés and odd headings (review 80)", () => {
  it("'01 | PROFILE' and '3. Clinical Rotations (Student)' are headings", () => {
    const p = read("Dana Price\ndana@example.com\n\n01 | PROFILE\nOperations leader.\n\n02 | EXPERIENCE\nOperations Manager, Acme Foods, 2018 - 2024\n\n03 | EDUCATION\nBachelor of Science in Business, Ohio State University, 2012\n");
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "summary", "experience", "education"]);
    const q = read("Dana Price\ndana@example.com\n\n1. Work Experience\nRegistered Nurse, Mercy Hospital, 2024 - 2026\n2. Clinical Rotations (Student)\nPediatrics, Le Bonheur Children's Hospital, 2023 - 2024\n");
    expect(q.sections.map((s) => [s.heading, s.kind])).toContainEqual(["Clinical Rotations", "other"]);
  });

  it("bulleted labels under 'Additional Information' open their parts: the licences are certifications", () => {
    const p = read("Dana Price\ndana@example.com\n\nWork History\nHVAC Technician, Peachtree Air, Atlanta, GA, 2019 - 2025\n\nAdditional Information\n- Licences: EPA Section 608 Universal Certification; NATE Certified (Air Conditioning Service), 2021\n- Languages: English, Haitian Creole\n- Interests: bass fishing\n");
    expect(p.certifications).toEqual(["EPA Section 608 Universal Certification", "NATE Certified (Air Conditioning Service)"]);
    expect(p.sections.map((s) => s.kind)).toEqual(["contact", "experience", "other", "certifications", "languages", "interests"]);
  });

  it("'Certificate, Field — College' keeps the field", () => {
    const p = read("Dana Price\ndana@example.com\n\nEDUCATION\nCertificate, Medical Office Administration — Columbus State Community College, 2009\n");
    expect(p.education[0]!.degree).toBe("Certificate in Medical Office Administration");
  });

  it("an employer's line with a description in its second cell keeps the employer ('…⇥Skilled nursing & rehab, 120 beds')", () => {
    const p = read("Dana Price\ndana@example.com\n\nEXPERIENCE\nRegistered Nurse\tFeb 2025 – Present\nBrookdale University Park, Birmingham, AL\tSkilled nursing & rehab, 120 beds\n• Charge nurse on a 30-bed unit.\n");
    expect(jobs(p)[0]!.slice(0, 3)).toEqual(["Registered Nurse", "Brookdale University Park", "Birmingham, AL"]);
  });

  it("a resident's specialty after the title, then the residency named as employer (review 76)", () => {
    const p = read("Dana Price, MD\ndana@example.com\n\nEXPERIENCE\nResident Physician, Family Medicine | Family Medicine Residency of Idaho | Boise, ID | 07/2016 – 06/2019\n");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Resident Physician, Family Medicine", "Family Medicine Residency of Idaho"]);
  });
});

describe("résumés written with an AI assistant (review 79)", () => {
  it("Markdown in bold only is read as Markdown: the name, the headings and the titles lose their marks", () => {
    const p = read("**ANGELA M. PRICE, SPHR**\nHuman Resources Business Partner\nMinneapolis, MN | angela.price@example.com\n\n**PROFESSIONAL EXPERIENCE**\n\n**Senior HR Business Partner** | *Lakeshore Foods Group* | Feb 2021 – Present\n- Partner with the COO.\n");
    expect(p.contact.name).toBe("ANGELA M. PRICE");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Senior HR Business Partner", "Lakeshore Foods Group"]);
  });

  it("template placeholders are no employer, skill or certificate, and the user is told", () => {
    const p = read(
      "Dana Price\ndana@example.com\n\nEXPERIENCE\nCustomer Service Representative\tMar 2021 – Aug 2023\n[Company Name], Detroit, MI\n- Kept a CSAT of XX% (insert metric).\n\nSKILLS\n- Active listening\n- [Add a relevant skill]\n\nCERTIFICATIONS\n[Certification Name], [Issuing Organization], [Year]\n",
    );
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Customer Service Representative", ""]);
    expect(p.skills.map((s) => s.name)).toEqual(["Active listening"]);
    expect(p.certifications).toEqual([]);
    const warning = p.warnings.find((w) => w.code === "placeholders");
    expect(warning?.message).toMatch(/^Template text is still in your resume: “\[Company Name\]”, “XX%”, “\(insert metric\)”, “\[Add a relevant skill\]” and 3 more\./);
  });

  it("'C-level stakeholders' names no language C", () => {
    const p = read("Dana Price\ndana@example.com\n\nSUMMARY\nAccount executive selling to C-level stakeholders.\n\nSKILLS\nC, Python\n\nEXPERIENCE\nAccount Executive, Acme, 2019 - 2021\n");
    expect(p.skills.filter((s) => s.name === "C").flatMap((s) => s.mentions.map((m) => m.section))).toEqual(["skills"]);
  });

  it("guards: a year in brackets of a real entry, or an X in a name, is no placeholder", () => {
    const p = read("Dana Price\ndana@example.com\n\nEXPERIENCE\nEngineer, SpaceX, 2019 - 2021\n- Built X-ray tooling [2020] for the team.\n");
    expect(p.warnings.map((w) => w.code)).not.toContain("placeholders");
  });
});
