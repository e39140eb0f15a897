// Cases from the twelfth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const headings = (p: ReturnType<typeof read>) => p.sections.filter((s) => s.heading).map((s) => [s.heading, s.kind]);

describe("headings in lower case", () => {
  it("'about me' over a paragraph is the summary, as 'experience' and 'education' are their sections", () => {
    const p = read(
      "Jane Smith\njane@example.com\n\nabout me\nI am a nurse with ten years of experience caring for patients.\n\nexperience\nStaff Nurse, City Hospital, Leeds\nJan 2015 – Present\n- Cared for patients\n\neducation\nBSc Nursing, University of Leeds, 2014\n",
    );
    expect(headings(p)).toEqual([["about me", "summary"], ["experience", "experience"], ["education", "education"]]);
  });

  it("guards: a lower-case 'software' line is still content", () => {
    const p = read("Jane Smith\n\nSkills\nsoftware\nExcel, Word\n");
    expect(headings(p)).toEqual([["Skills", "skills"]]);
  });
});

const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);

describe("law firms named for their partners", () => {
  it("keeps the commas between the partners' surnames, after a title or alone on the employer's line", () => {
    const p = read(
      "Daniel Reyes\ndaniel.reyes@example.com\n\nExperience\n\nAssociate, Cravath, Swaine & Moore LLP, New York, NY\nSep 2019 – Present\n- Drafted merger agreements\n\nSkadden, Arps, Slate, Meagher & Flom LLP, Washington, DC\nSummer Associate\nJun 2018 – Aug 2018\n- Researched securities law\n\nParalegal, Paul, Weiss, Rifkind, Wharton & Garrison LLP, New York, NY\nJan 2014 – May 2016\n- Managed exhibits\n",
    );
    expect(jobs(p)).toEqual([
      ["Associate", "Cravath, Swaine & Moore LLP", "New York, NY", "2019-09", "Present"],
      ["Summer Associate", "Skadden, Arps, Slate, Meagher & Flom LLP", "Washington, DC", "2018-06", "2018-08"],
      ["Paralegal", "Paul, Weiss, Rifkind, Wharton & Garrison LLP", "New York, NY", "2014-01", "2016-05"],
    ]);
  });

  it("guards: a department's words and towns joined by '&' stay apart", () => {
    const p = read("Ann Lee\n\nExperience\n\nDirector, Sales, Marketing & Operations, Acme Corp, Tampa, FL\nJan 2005 – Dec 2009\n- Led teams\n");
    expect(jobs(p)).toEqual([["Director, Sales, Marketing & Operations", "Acme Corp", "Tampa, FL", "2005-01", "2009-12"]]);
  });
});

describe("qualifications that are credentials", () => {
  it("a British CV's 'Professional Qualifications' beside its 'Education' lists a professional body's diplomas", () => {
    const p = read(
      "Rhys Pritchard\nrhys.pritchard@btinternet.com\n\nEMPLOYMENT HISTORY\n\nProcurement Manager\nCeltic Rail Services Ltd, Cardiff\nMarch 2019 – Present\n\nEDUCATION\n\nBSc (Hons) Business Management\nCardiff Metropolitan University\nSeptember 2011 – June 2014\n\nPROFESSIONAL QUALIFICATIONS\n\nCIPS Level 6 Professional Diploma in Procurement and Supply (awarded 12th November 2018)\nCIPS Level 4 Diploma in Procurement and Supply (awarded 3rd June 2016)\n",
    );
    expect(p.education.map((e) => e.degree)).toEqual(["BSc (Hons) Business Management"]);
    expect(p.certifications).toEqual(["CIPS Level 6 Professional Diploma in Procurement and Supply", "CIPS Level 4 Diploma in Procurement and Supply"]);
  });

  it("guards: an American 'Professional Qualifications' of claims is no list of certificates", () => {
    const p = read(
      "Pearl Greenfelder\n(123) 345-7890\n\nPROFESSIONAL QUALIFICATIONS\n• Six years of functional experience working as an Education Coordinator\n• Highly skilled in maintaining higher education and employee scholarship programs\n• Hands on experience in coordinating training sessions\n\nEDUCATION\nBachelors in Organizational Development, 2004\n",
    );
    expect(p.certifications).toEqual([]);
  });

  it("a truck driver's 'Qualifications' keeps the licences and cards, not the claims beside them", () => {
    const p = read(
      "Travis Hollister\nJoplin, MO | (417) 555-0193 | travis.hollister.cdl@gmail.com\n\nQualifications\nClass A CDL (Missouri) – Endorsements: H, N, T, X (Hazmat, Tank, Doubles/Triples) – exp. 11/2029\nDOT Medical Examiner's Certificate – valid through 09/2027\nTWIC Card – exp. 06/2028 · Clean MVR, no preventable accidents since 2015\n1.2 million safe miles; 48-state OTR, flatbed, reefer and tanker\n\nExperience\n\nOTR Company Driver\t06/2017 – 02/2021\nPrime Inc., Springfield, MO\nRefrigerated OTR in 48 states\n",
    );
    expect(p.certifications).toEqual(["Class A CDL (Missouri) – Endorsements: H, N, T, X (Hazmat, Tank, Doubles/Triples)", "DOT Medical Examiner's Certificate", "TWIC Card"]);
  });
});

const total = (p: ReturnType<typeof read>) => computeMetrics(p, benchmarkFor(p), { id: "t", resumeId: "t", createdAt: `${asOf}T00:00:00.000Z`, asOf }).totalExperience;

describe("review 26: English résumés", () => {
  it("a student athlete's 'Athletics & Leadership' holds seasons and committees, no jobs", () => {
    const p = read(
      "Kayla Donnelly\nCharlotte, NC · 704-555-0126 · kayla.donnelly@outlook.com\n\nSales Experience\nAccount Executive — Paycor, Charlotte, NC\tFeb 2024 – Present\n• Full-cycle sales of HR and payroll software.\n\nAthletics & Leadership\nNCAA Division I Women's Volleyball — University of North Carolina at Chapel Hill\tAug 2017 – May 2021\n• Four-year starter; team captain 2020–2021.\nStudent-Athlete Advisory Committee (SAAC), Vice President\t2019 – 2021\n\nEducation\nBachelor of Science in Business Administration, University of North Carolina at Chapel Hill, May 2021\n",
    );
    expect(jobs(p)).toEqual([["Account Executive", "Paycor", "Charlotte, NC", "2024-02", "Present"]]);
    expect(headings(p)).toContainEqual(["Athletics & Leadership", "other"]);
  });

  it("a title alone over 'State Street Corporation, Boston, MA⇥dates' keeps the firm's name whole under it", () => {
    for (const [title, firm] of [["Financial Analyst", "State Street Corporation"], ["Senior Associate", "Leerink Partners"], ["Project Manager", "Hartwell Group"]]) {
      const p = read(`Jonathan Abernathy\njon.abernathy@icloud.com\n\nExperience\n\n${title}\n${firm}, Boston, MA                                             Jul 2011 – May 2014\n- Built valuation models.\n`);
      expect(jobs(p)).toEqual([[title, firm, "Boston, MA", "2011-07", "2014-05"]]);
    }
  });

  it("a title and its unit over 'Leerink Partners, Boston, MA⇥dates': the firm's own name, not the unit's end", () => {
    const p = read("Jonathan Abernathy\njon@example.com\n\nExperience\n\nSenior Associate, Healthcare Investment Banking\nLeerink Partners, Boston, MA                                             Jul 2011 – May 2014\n- Built valuation models.\n");
    expect(jobs(p)).toEqual([["Senior Associate, Healthcare Investment Banking", "Leerink Partners", "Boston, MA", "2011-07", "2014-05"]]);
  });

  it("guards: a name broken before 'Insurance Company' on the date's line still joins", () => {
    const p = read("Ann Lee\nann@example.com\n\nExperience\n\nSenior Claims Adjuster, Nationwide Mutual\nInsurance Company, Columbus, OH, March 2019 - Present\n- Settled claims\n");
    expect(jobs(p)).toEqual([["Senior Claims Adjuster", "Nationwide Mutual Insurance Company", "Columbus, OH", "2019-03", "Present"]]);
  });

  it("a 'Bases:' line with each base's dates, and 'Purser-qualified … since 2023.', date nothing but the job above", () => {
    const p = read(
      "Renata Fischer\nrenata.of@gmail.com\n\nExperience\nFlight Attendant — United Airlines\tJun 2019 – Present\nBases: Newark (EWR), Jun 2019 – Aug 2021; Chicago O'Hare (ORD), Sep 2021 – Present\nPurser-qualified on the B787 since 2023.\nFlight Attendant — SkyWest Airlines\tMar 2016 – May 2019\nSingle-aisle service on CRJ-200.\n",
    );
    expect(jobs(p)).toEqual([
      ["Flight Attendant", "United Airlines", null, "2019-06", "Present"],
      ["Flight Attendant", "SkyWest Airlines", null, "2016-03", "2019-05"],
    ]);
    expect(total(p)).toBe("10.8 years");
  });
});

describe("review 26: names of people and firms", () => {
  it("a name followed by credentials of several words in capitals ('AIA, LEED AP BD+C') is the name", () => {
    const p = read("ELENA VASQUEZ-MORROW, AIA, LEED AP BD+C\nelena.vm@example.com | (512) 555-0199\n\nExperience\nProject Architect, Lake|Flato Architects, San Antonio, TX\tMay 2016 – Present\n");
    expect(p.contact.name).toBe("ELENA VASQUEZ-MORROW");
  });

  it("'Director, Strategy & Business Development' over the employer's line keeps the function in the title", () => {
    const p = read(
      "Jonathan Abernathy\njon@example.com\n\nExperience\n\nDirector, Strategy & Business Development\nNorthbeam Medical Devices, Waltham, MA                                   Jun 2014 – Mar 2019\n- Ran the strategic plan.\n",
    );
    expect(jobs(p)).toEqual([["Director, Strategy & Business Development", "Northbeam Medical Devices", "Waltham, MA", "2014-06", "2019-03"]]);
  });

  it("a name that lists what its holder does keeps its commas ('Child, Family and Adult Services', 'Air Conditioning, Plumbing & Electrical')", () => {
    const p = read(
      "Marisol Becerra\nmarisol.b@gmail.com\n\nPROFESSIONAL EXPERIENCE\n\nEmergency Response Social Worker\nSacramento County Department of Child, Family and Adult Services, Sacramento, CA | June 2016 – June 2018\n- Investigated referrals.\n\nHVAC Installer / Service Tech\nBerkeys Air Conditioning, Plumbing & Electrical | Southlake, TX\tJune 2012 – February 2016\n• Installed 150+ systems a year.\n",
    );
    expect(jobs(p).map((j) => j[1])).toEqual(["Sacramento County Department of Child, Family and Adult Services", "Berkeys Air Conditioning, Plumbing & Electrical"]);
  });

  it("guards: a title's function list and two towns stay apart from the employer", () => {
    const p = read("Ann Lee\nann@example.com\n\nExperience\n\nSenior Manager, Finance & Operations, Acme Corp, Dallas, TX\tJan 2015 – Dec 2019\n- Ran budgets\n");
    expect(jobs(p)).toEqual([["Senior Manager, Finance & Operations", "Acme Corp", "Dallas, TX", "2015-01", "2019-12"]]);
  });
});

describe("review 26: certificates, degrees' details, skill groups, earlier roles", () => {
  const cv = (certs: string) =>
    read(`Priya Natarajan\npriya@example.com\n\nWORK\nCedar Robotics\tAustin, TX\nSenior Software Engineer\tApr 2022 – Present\nFleet-management platform.\n\nEDUCATION\nThe University of Texas at Austin\tAug 2013 – May 2017\nBachelor · Computer Science\n\nCERTIFICATES\n${certs}\n\nSKILLS\nTypeScript, Go\n`);

  it("an issuer the lists know under a certificate is its issuer; an en dash inside the name does not stop the join", () => {
    expect(cv("AWS Certified Developer Associate\nAmazon Web Services").certifications).toEqual(["AWS Certified Developer Associate — Amazon Web Services"]);
    expect(cv("AWS Certified Developer – Associate\nAmazon Web Services, 2021").certifications).toEqual(["AWS Certified Developer – Associate — Amazon Web Services"]);
  });

  it("a date with its day ('May 14, 2021', '14 May 2021') goes whole from a certificate", () => {
    expect(cv("AWS Certified Developer Associate\tMay 14, 2021").certifications).toEqual(["AWS Certified Developer Associate"]);
    expect(cv("Certified ScrumMaster (CSM)\t14 May 2021").certifications).toEqual(["Certified ScrumMaster (CSM)"]);
  });

  it("a labelled detail under a degree ('Field Practicum: … (Sept 2015 – May 2016)') is no entry; 'Year: 1996-1999' still dates one", () => {
    const p = read(
      "Marisol Becerra\nmarisol.b@gmail.com\n\nEDUCATION\n\nMaster of Social Work (MSW), California State University, Sacramento — May 2016\n  Field Practicum: Sacramento County CFS, Family Maintenance unit (Sept 2015 – May 2016), 16 hours/week\nBachelor of Arts in Psychology, University of California, Davis — June 2013\n",
    );
    expect(p.education.map((e) => e.degree)).toEqual(["Master of Social Work (MSW)", "Bachelor of Arts in Psychology"]);
    const q = read("Lloyd Lubowitz\n\nEducation\n\nBachelor of Engineering in Computer Science from VMKV Eng. college, Salem, India\nYear: 1996-1999\n");
    expect(q.education.map((e) => [e.start, e.end])).toEqual([["1996", "1999"]]);
  });

  it("a group's name over a row of chips is no skill, and the row's last chip does not run into it", () => {
    const p = read(
      "Priya Natarajan\npriya@example.com\n\nSKILLS\nBackend\nTypeScript\tNode.js\tGo\tPostgreSQL\tKafka\nFrontend\nReact\tNext.js\tTailwind CSS\nInfrastructure\nAWS\tTerraform\tDocker\tKubernetes\n",
    );
    const names = p.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Kafka", "Tailwind CSS", "Kubernetes"]));
    expect(names).not.toEqual(expect.arrayContaining(["Backend"]));
    expect(names.filter((n) => /Frontend|Infrastructure/.test(n))).toEqual([]);
  });

  it("a soft skill, or a one-per-line list's last item, over a row of chips is a skill, not the row's group", () => {
    const list = read("Jane Doe\njane@example.com\n\nSKILLS\nCommunication\nForecasting\nExcel\tSQL\tTableau\tPower BI\n").skills.map((s) => s.name);
    expect(list).toEqual(expect.arrayContaining(["Communication", "Forecasting", "Excel", "Tableau"]));
    const alone = read("Jane Doe\njane@example.com\n\nSKILLS\nNegotiation\nExcel\tSQL\tTableau\tPower BI\n").skills.map((s) => s.name);
    expect(alone).toEqual(expect.arrayContaining(["Negotiation", "Excel", "Tableau"]));
  });

  it("'Earlier roles: A, Firm; B, Firm, Town, 2004–2009.' reads the first role, without the label", () => {
    const p = read(
      "Jonathan Abernathy\njon@example.com\n\nSelected Experience\n\nSenior Associate\nLeerink Capital, Boston, MA                                             Jul 2011 – May 2014\n- Built valuation models.\n\nAdditional Experience\nEarlier roles: Financial Analyst, Fidelity Investments; Associate, State Street Corporation, Boston, MA, 2004–2009.\n",
    );
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([["Senior Associate", "Leerink Capital"], ["Financial Analyst", "Fidelity Investments"]]);
  });
});

describe("review 25: a Pakistani CV's education", () => {
  it("'Intermediate (I.Com)' is a qualification (I.Com is no web address)", () => {
    const p = read("Usman Tariq\n\nEDUCATION\nIntermediate (I.Com)\tGovt. College of Commerce, Lahore\tBISE Lahore\t2010\t1st Division\n");
    expect(p.education.map((e) => [e.degree, e.institution, e.end])).toEqual([["Intermediate (I.Com)", "Govt. College of Commerce", "2010"]]);
  });
});

describe("review 25: a South African CV's labelled rows", () => {
  it("'Company: Sasol Limited, Secunda': the words after the legal form are the town, known to the lists or not", () => {
    const p = read("Thabo Mokoena\nthabo.mokoena@gmail.com | 082 555 0143\n\nEMPLOYMENT HISTORY\n\nCompany:\tSasol Limited, Secunda\nPosition:\tElectrical Technician\nPeriod:\t01/2015 – 02/2019\nReason for leaving:\tCareer advancement\n");
    expect(jobs(p)).toEqual([["Electrical Technician", "Sasol Limited", "Secunda", "2015-01", "2019-02"]]);
  });
});

describe("review 22's Malay CV: a description line under the employer", () => {
  it("'Sime Darby Berhad' is a firm by its legal form, and a line of prose ending in 'bank' is none", () => {
    const p = read("Nurul Aisyah\nnurul@example.com\n\nPENGALAMAN KERJA\n\nKerani Akaun (Kontrak)\tJulai 2016 – Julai 2017\nSime Darby Berhad, Shah Alam, Selangor\nMemproses baucar bayaran dan penyata bank\n");
    expect(jobs(p)).toEqual([["Kerani Akaun (Kontrak)", "Sime Darby Berhad", "Shah Alam, Selangor", "2016-07", "2017-07"]]);
  });
});

describe("review 27: Europass's online editor", () => {
  const cv = (programme: string) =>
    read(
      `Rui Miguel Fernandes\nrui.fernandes@gmx.de | (+49) 1523 4567890\n\nWORK EXPERIENCE\n[ 01/03/2019 – Current ]\nINDUSTRIAL MAINTENANCE TECHNICIAN ROBERT BOSCH GMBH\nCity: Stuttgart | Country: Germany\nPreventive maintenance of 40 CNC machining stations.\n[ 15/09/2014 – 28/02/2019 ]\nELECTROMECHANICAL TECHNICIAN CONTINENTAL MABOR\nCity: Lousado | Country: Portugal\nMaintained tyre-building machines.\n\nEDUCATION AND TRAINING\n[ 09/2008 – 07/2011 ]\n${programme}\nCity: Setúbal | Country: Portugal\n`,
    );

  it("a title and its employer in capitals on one line are parted at the title's head word; 'City: … | Country: …' is the place", () => {
    expect(jobs(cv("Vocational Diploma in Electronics, Escola Profissional de Setúbal"))).toEqual([
      ["INDUSTRIAL MAINTENANCE TECHNICIAN", "ROBERT BOSCH GMBH", "Stuttgart, Germany", "2019-03", "Present"],
      ["ELECTROMECHANICAL TECHNICIAN", "CONTINENTAL MABOR", "Lousado, Portugal", "2014-09", "2019-02"],
    ]);
  });

  it("a programme named like a job under the date of an education entry is studied, not worked", () => {
    for (const programme of ["Professional Technician in Electronics, Escola Profissional de Setúbal", "Electronics Technician Course, Escola Profissional de Setúbal"])
      expect(total(cv(programme))).toBe("12.3 years");
  });

  it("guards: a job title alone in capitals, or with its unit, stays whole", () => {
    const p = read("Ann Lee\nann@example.com\n\nEXPERIENCE\nSENIOR SOFTWARE ENGINEER\nAcme Corp, Dallas, TX\tJan 2015 – Dec 2019\n- Built things\n\nREGISTERED NURSE INTENSIVE CARE UNIT\nBaylor Hospital, Dallas, TX\tJan 2012 – Dec 2014\n- Cared\n");
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([["SENIOR SOFTWARE ENGINEER", "Acme Corp"], ["REGISTERED NURSE INTENSIVE CARE UNIT", "Baylor Hospital"]]);
  });
});

describe("review 27: headings in a left gutter (Standard Resume)", () => {
  it("'Experience⇥Senior Customer Success Manager⇥Jan 2021 — Present' opens the section, and the heading is no employer", () => {
    const p = read(
      "Olivia Brennan-Sato\nolivia.bs@gmail.com · (617) 555-0125 · Boston, MA\n\nExperience\tSenior Customer Success Manager\tJan 2021 — Present\nHubSpot · Boston, MA\nManage a book of 45 mid-market accounts.\n\nCustomer Success Manager\tApr 2018 — Dec 2020\nToast · Boston, MA\nOwned 180 restaurant-group accounts.\n\nEducation\tBachelor of Arts, Communication Studies\t2012 — 2016\nNortheastern University\n\nCertifications\tGainsight Administrator\t2022\n",
    );
    expect(headings(p).map((h) => h[1])).toEqual(["experience", "education", "certifications"]);
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([["Senior Customer Success Manager", "HubSpot", "Boston, MA"], ["Customer Success Manager", "Toast", "Boston, MA"]]);
    expect(p.education.map((e) => e.institution)).toEqual(["Northeastern University"]);
  });

  it("guards: one labelled row ('Skills⇥Python, SQL') in a résumé of headings on their own lines is a skills row", () => {
    const p = read("Ann Lee\nann@example.com\n\nEXPERIENCE\nAnalyst, Acme Corp\tJan 2015 – Dec 2019\n- Built reports\n\nSKILLS\nTools\tPython, SQL\n");
    expect(headings(p).map((h) => h[0])).toEqual(["EXPERIENCE", "SKILLS"]);
  });
});

describe("review 27: a 'Profiles' list (Reactive Resume)", () => {
  it("user names and the sites they are on are no skills, and 'GitHub' is no Git", () => {
    const p = read(
      "Tomás Whitaker-Ng\ntomas.whitaker.ng@gmail.com · +1 (206) 555-0143 · Seattle, WA\n\nSummary\nBackend engineer with nine years of building services in Java and Go.\n\nProfiles\ntwng\nGitHub\ntomaswng\nLinkedIn\n\nExperience\nZillow\tMar 2022 – Present\nSenior Software Engineer\tSeattle, WA\nOwn the listings-ingestion platform.\n\nSkills\nJava, Kotlin, Go, AWS\n",
    );
    expect(headings(p)).toContainEqual(["Profiles", "other"]);
    expect(p.skills.map((s) => s.name)).toEqual(["Java", "Go", "Kotlin", "AWS"]);
  });
});

describe("review 27: headings, degrees and dates of builders' templates", () => {
  it("LinkedIn's language levels under the languages are no headings", () => {
    const p = read("Maya Ortiz\nmaya@example.com\n\nWORK EXPERIENCE\nAccount Executive\nGusto\n06/2019 – 01/2022\tDenver, CO\nSold payroll software.\n\nLANGUAGES\nEnglish\nNative or Bilingual Proficiency\nSpanish\nFull Professional Proficiency\n\nINTERESTS\nTrail running\n");
    expect(headings(p).map((h) => h[0])).toEqual(["WORK EXPERIENCE", "LANGUAGES", "INTERESTS"]);
    expect(p.skills.map((s) => s.name)).not.toContain("Full Professional Proficiency");
  });

  it("AltaCV's 'MY LIFE PHILOSOPHY' and 'MOST PROUD OF' are headings, and 'Bachelor of Mathematics, Statistics' keeps its major", () => {
    const p = read("Priya Raman\npriya@example.com\n\nEXPERIENCE\nData Analyst\nLoblaw Digital\nJune 2019 – Ongoing\tToronto, ON\nForecasted pickup demand by store.\n\nMY LIFE PHILOSOPHY\n“In God we trust. All others must bring data.”\n\nMOST PROUD OF\nKaggle Expert\nTop 5% in two forecasting competitions\n\nEDUCATION\nBachelor of Mathematics, Statistics\nUniversity of Waterloo\nSept 2014 – April 2019\n");
    expect(headings(p).map((h) => h[1])).toEqual(["experience", "summary", "awards", "education"]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Bachelor of Mathematics in Statistics", "University of Waterloo"]]);
  });

  it("'2014-12' alone is December 2014 (no span ends before it starts); '2005-06' stays two years", () => {
    const p = read("Dana Price\ndana@example.com\n\nEducation\n2014-12\tMaster of Education: Curriculum And Instruction\nLouisiana State University - Baton Rouge, LA\n2005-06\tTeaching Certificate, Southeastern Louisiana University\n");
    expect(p.education.map((e) => [e.start, e.end])).toEqual([[null, "2014-12"], ["2005", "2006"]]);
  });
});

describe("review 27: certificates with their issuers", () => {
  const cv = (certs: string) => read(`Olivia Brennan\nolivia@example.com\n\nExperience\nCustomer Success Manager\tApr 2018 — Present\nToast · Boston, MA\nOwned 180 accounts.\n\nCertifications\n${certs}\n`);

  it("'Project Management Professional (PMP) • PMI • 2019': a certificate, its issuer and its year are one item", () => {
    expect(cv("Project Management Professional (PMP) • PMI • 2019\nOSHA 30-Hour Construction • 2016\nLEED Green Associate • USGBC • 2014").certifications).toEqual([
      "Project Management Professional (PMP), PMI",
      "OSHA 30-Hour Construction",
      "LEED Green Associate, USGBC",
    ]);
  });

  it("lines alternating between a dated certificate and an undated issuer, known to the lists or not", () => {
    expect(cv("Certified Customer Success Manager (CCSM) Level 2\t2021\nSuccessCOACHING\nGainsight Administrator\t2022\nGainsight").certifications).toEqual([
      "Certified Customer Success Manager (CCSM) Level 2 — SuccessCOACHING",
      "Gainsight Administrator — Gainsight",
    ]);
  });

  it("guards: dated certificates one under another stay apart", () => {
    expect(cv("Gainsight Administrator\t2022\nCertified ScrumMaster\t2020\nSalesforce Administrator\t2019\nHubSpot Inbound\t2018").certifications).toHaveLength(4);
  });
});

describe("review 27: places in contact lines", () => {
  it("Europass's 'Address: Hauptstraße 12, 70173, Stuttgart, Germany (Home)' and Zety's 'Baton Rouge, LA 70808 Phone'", () => {
    expect(read("Rui Fernandes\nPhone number: (+49) 1523 4567890 | Email address: rui.fernandes@gmx.de | Address: Hauptstraße 12, 70173, Stuttgart, Germany (Home)\n\nWORK EXPERIENCE\n").contact.location).toBe("Stuttgart, Germany");
    const zety = read("Megan Thibodeaux\nContact\nAddress\nBaton Rouge, LA 70808 Phone\n225-555-0187\nE-mail\nmegan@example.com\n\nWork History\n");
    expect(zety.contact.location).toBe("Baton Rouge, LA 70808");
    // "Address" under "Contact" is a label of the block, no section.
    expect(headings(zety).map((h) => h[0])).toEqual(["Contact", "Work History"]);
  });
});

describe("a ward beside the title over the hospital's line", () => {
  it("'Staff Nurse, Cardiac ICU' over 'Landspitali, Reykjavik⇥dates': the hospital and its town, the ward in the title", () => {
    const p = read("Ann Lee\nann@example.com\n\nExperience\n\nStaff Nurse, Cardiac ICU\nLandspitali, Reykjavik\tJan 2014 – Dec 2017\n- Cared for patients\n");
    expect(jobs(p)).toEqual([["Staff Nurse, Cardiac ICU", "Landspitali", "Reykjavik", "2014-01", "2017-12"]]);
  });
});

describe("skills sections laid out by category (review 47)", () => {
  const skillsOf = (section: string) => read(`Jane Doe\njane@example.com\n\nSKILLS\n${section}\n`).skills.map((s) => s.name);

  it.each([
    ["a table's cells a line each", "Languages\nPython, Go, TypeScript\nCloud\nAWS, GCP, Azure\nDatabases\nPostgreSQL, MySQL, Redis"],
    ["a table's row with a tab", "Languages\tPython, Go, TypeScript\nCloud\tAWS, GCP, Azure\nDatabases\tPostgreSQL, MySQL, Redis"],
    ["a label alone on its line with a colon", "Languages:\nPython, Go, TypeScript\nDatabases:\nPostgreSQL, MySQL, Redis"],
    ["a label before a dash", "Languages — Python, Go, TypeScript\nDatabases — PostgreSQL, MySQL, Redis"],
    ["a label over bullets", "Languages\n• Python\n• Go\nDatabases\n• PostgreSQL\n• MySQL"],
  ])("drops a category's label with %s, and keeps its items", (_name, section) => {
    const names = skillsOf(section);
    expect(names).toEqual(expect.arrayContaining(["Python", "PostgreSQL", "MySQL"]));
    expect(names).not.toContain("Databases");
    expect(names).not.toContain("Cloud computing");
  });

  it("keeps an item wrapped onto its own line, and drops the years after a skill", () => {
    expect(skillsOf("Languages Java, HTML, XML,\nXSLT\nApplication Servers JBoss, Apache Tomcat, WebLogic")).toContain("XSLT");
    const names = skillsOf("Python – 5+ yrs\nSQL – 7 yrs\nTableau – 3 yrs");
    expect(names).toEqual(expect.arrayContaining(["Python", "SQL", "Tableau"]));
    expect(names.filter((n) => /yrs/.test(n))).toEqual([]);
  });
});
