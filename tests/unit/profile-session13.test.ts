// Cases from the thirteenth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const schools = (p: ReturnType<typeof read>) => p.education.map((e) => [e.degree, e.institution, e.start, e.end]);

describe("vocational qualifications", () => {
  it("reads a professional technician course, an NVQ, a BTEC and a City & Guilds diploma as qualifications", () => {
    const p = read(
      "Sam Hill\nsam@example.co.uk\n\nEDUCATION\n09/2008 – 07/2011\nProfessional Technician in Electronics, Escola Profissional de Setúbal, Setúbal, Portugal\n2006 – 2008\nNVQ Level 3 in Electrical Installation, Leeds City College\n2004 – 2006\nBTEC National Diploma in Engineering, Bradford College\n2003\nCity & Guilds 2365 Diploma in Electrical Installations, Bradford College\n",
    );
    expect(schools(p)).toEqual([
      ["Professional Technician in Electronics", "Escola Profissional de Setúbal", "2008-09", "2011-07"],
      ["NVQ Level 3 in Electrical Installation", "Leeds City College", "2006", "2008"],
      ["BTEC National Diploma in Engineering", "Bradford College", "2004", "2006"],
      ["City & Guilds 2365 Diploma in Electrical Installations", "Bradford College", null, "2003"],
    ]);
  });
});

describe("hyphens that look like hyphens", () => {
  it("reads Word's non-breaking hyphen (U+2011) and the Unicode hyphen (U+2010) in dates and phone numbers", () => {
    const p = read(
      "Hannah Berg\n(612) 555\u20110191 · hannah@example.com\n\nExperience\nPhysical Therapist, Courage Kenny Rehabilitation Institute, Minneapolis, MN\t09/2021\u2011Present\n- Treated patients\nStaff Physical Therapist, Fairview Health, Edina, MN\t06/2018\u201008/2021\n- Treated patients\n",
    );
    expect(p.contact.phone).toBe("(612) 555-0191");
    expect(p.positions.map((x) => [x.title, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Physical Therapist", "2021-09", "Present"],
      ["Staff Physical Therapist", "2018-06", "2021-08"],
    ]);
  });
});

describe("a form's rows of labels and values", () => {
  const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);
  it("reads 'Job Title⇥…⇥Employer⇥…' over 'City, State⇥…⇥From (MM/YYYY)⇥…⇥To⇥…' as one job each", () => {
    const p = read(
      "Marcus Hill\nmarcus@example.com\n\nWork Experience\nJob Title\tMedical Assistant\tEmployer\tBanner Health Clinic\nCity, State\tPhoenix, AZ\tFrom (MM/YYYY)\t02/2021\tTo\tPresent\n\nDuties\tRoom 30 patients a day\n\nJob Title\tMedical Assistant\tEmployer\tHonorHealth\nCity, State\tScottsdale, AZ\tFrom (MM/YYYY)\t06/2018\tTo\t01/2021\n\nDuties\tFront and back office\n\nEducation\nSchool\tPima Medical Institute, Mesa, AZ\tYear\t2018\nDegree / Program\tDiploma, Medical Assistant\n",
    );
    expect(jobs(p)).toEqual([
      ["Medical Assistant", "Banner Health Clinic", "Phoenix, AZ", "2021-02", "Present"],
      ["Medical Assistant", "HonorHealth", "Scottsdale, AZ", "2018-06", "2021-01"],
    ]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Diploma in Medical Assistant", "Pima Medical Institute"]]);
  });
});

describe("a dated line that explains a gap by a move", () => {
  it("is no job and adds no months", () => {
    const p = read(
      "Megan Alvarez\nmegan@example.com\n\nEXPERIENCE\nHR Specialist\tApr 2024 – Present\nDepartment of the Army — Fort Bragg, NC\n- Classify positions.\nJan 2024 – Mar 2024  |  PCS relocation from Korea to North Carolina\nHR Assistant\tSep 2021 – Dec 2023\nFamily and MWR — Pyeongtaek, South Korea\n- Onboarded employees.\n09/2019 – 10/2019 Relocation to the United States; USMLE preparation.\n",
    );
    expect(p.positions.map((x) => x.title)).toEqual(["HR Specialist", "HR Assistant"]);
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2024-04", "2026-11"], ["2021-09", "2023-12"]]);
  });

  it("guards: a relocation counselor's job is a job", () => {
    const p = read("Ann Lee\n\nEXPERIENCE\nRelocation Counselor, Cartus, Danbury, CT\tJan 2015 – Dec 2019\n- Moved families\n");
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([["Relocation Counselor", "Cartus"]]);
  });
});

describe("a remark in brackets that opens with a small word", () => {
  const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
  it("after the dates, is neither the employer nor a second job", () => {
    const p = read(
      "Tyler Brandt\ntj@example.com\n\nMILITARY SERVICE\n\nU.S. Army Reserve, 330th Movement Control Battalion — Columbus, OH\nStaff Sergeant (E-6)\nJun 2015 – Present (drilling reservist: one weekend a month and two weeks each summer)\n- Lead a movement control team.\n\nEXPERIENCE\nSoftware Developer Co-op — Shopify, Toronto, ON\nSep 2024 – Dec 2024 and May 2025 – Aug 2025 (two terms)\n- Built dashboards.\n",
    );
    expect(p.positions.map((x) => x.company)).not.toContain("drilling reservist: one weekend a month and two weeks each summer)");
    expect(jobs(p).slice(1)).toEqual([
      ["Software Developer Co-op", "Shopify", "2024-09", "2024-12"],
      ["Software Developer Co-op", "Shopify", "2025-05", "2025-08"],
    ]);
  });

  it("in a role's title, leaves the title whole and the employer above it", () => {
    const p = read(
      "Hannah Whitfield\nhannah@example.com\n\nCAREER HISTORY\n\nKPMG LLP\nSep 2012 – Present\nSenior Manager, Audit · London, UK\tOct 2019 – Present\nLead audits.\nManager, Audit (secondment to KPMG Singapore) · Singapore\tJul 2017 – Sep 2019\nManaged audits.\nAssistant Manager, Audit · Manchester, UK\tOct 2015 – Jun 2017\nRan fieldwork.\n",
    );
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["Senior Manager, Audit", "KPMG LLP"],
      ["Manager, Audit", "KPMG LLP"],
      ["Assistant Manager, Audit", "KPMG LLP"],
    ]);
  });
});

describe("headings over roles", () => {
  const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);
  it("'District – School, City⇥dates' is the employer of the roles under it, not a role", () => {
    const p = read(
      "Jasmine Ortiz\njasmine@example.com\n\nTeaching Experience\n\nNorthside ISD – Brandeis High School, San Antonio, TX\tAug 2013 – Present\nMathematics Department Chair\tAug 2021 – Present\n• Lead 16 teachers.\nMathematics Teacher\tAug 2013 – Present\n• Five sections a year.\n",
    );
    expect(jobs(p)).toEqual([
      ["Mathematics Department Chair", "Northside ISD – Brandeis High School", "San Antonio, TX", "2021-08", "Present"],
      ["Mathematics Teacher", "Northside ISD – Brandeis High School", "San Antonio, TX", "2013-08", "Present"],
    ]);
  });

  it("a grouping heading ('Working Holiday — Australia') names no employer of the jobs under it", () => {
    const p = read(
      "Aoife Brennan\naoife@example.com\n\nEMPLOYMENT HISTORY\n\nWorking Holiday — Australia                                October 2017 – December 2018\n  Bartender, Hotel Esplanade, St Kilda, VIC                August 2018 – December 2018\n  Barista, Single O Surry Hills, Sydney, NSW              October 2017 – March 2018\n\nReceptionist\nClayton Hotel Galway, Galway                               June 2015 – September 2017\n",
    );
    expect(jobs(p)).toEqual([
      ["Bartender", "Hotel Esplanade", "St Kilda, VIC", "2018-08", "2018-12"],
      ["Barista", "Single O Surry Hills", "Sydney, NSW", "2017-10", "2018-03"],
      ["Receptionist", "Clayton Hotel Galway", "Galway", "2015-06", "2017-09"],
    ]);
  });

  it("'Earlier career (1985 – 1989): Staff Engineer, PennDOT …' reads the employer, not the label", () => {
    const p = read(
      "Robert Kowalczyk\nrk@example.com\n\nPROFESSIONAL EXPERIENCE\nProject Engineer\tAugust 1989 – March 1994\nChester Engineers\tPittsburgh, PA\nDesigned pump stations.\n\nEarlier career (1985 – 1989): Staff Engineer and Field Engineer, PennDOT Engineering District 11-0, Bridgeville, PA — bridge inspection on the I-279 Parkway North.\n",
    );
    expect(jobs(p)[1]).toEqual(["Staff Engineer and Field Engineer", "PennDOT Engineering District 11-0", "Bridgeville, PA", "1985", "1989"]);
  });
});

describe("headings in a text without blank lines (from a Word file)", () => {
  it("a title-case 'Equipment' right under a list heads a section of its own", () => {
    const p = read(
      "GERALD WHITFIELD\nHuber Heights, OH | (937) 555-0129 | gw@example.com\n\nProfessional Experience\nTool and Die Maker\nDayton Progress Corporation, Dayton, OH | June 1999 – Present\n•  Build and repair progressive stamping dies\nCertifications\n•  Journeyman Tool and Die Maker – U.S. Department of Labor, 1990\n•  NIMS Machining Level I, 2004\nEquipment\nMazak Variaxis 5-axis, Sodick AQ wire EDM, Haas VF-2, Bridgeport mills, Mastercam\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => s.heading)).toEqual(["Professional Experience", "Certifications", "Equipment"]);
    expect(p.certifications).toEqual(["Journeyman Tool and Die Maker – U.S. Department of Labor", "NIMS Machining Level I"]);
  });
});

describe("a Markdown table's links", () => {
  it("a link in an employer's cell names the employer; a link in the contact line keeps its address", () => {
    const p = read(
      "# Kenji Watanabe\n\nSite Reliability Engineer · Vancouver, BC · kenji@example.dev · [GitHub](https://github.com/kwatanabe)\n\n## Experience\n\n| Period | Role | Organisation | Location |\n|:-------|:-----|:-------------|:---------|\n| May 2021 – present | **Senior Site Reliability Engineer** | [Hootsuite](https://www.hootsuite.com) | Vancouver, BC |\n| Feb 2018 – Apr 2021 | **Site Reliability Engineer** | [Slack](https://slack.com) | Vancouver, BC |\n",
    );
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["Senior Site Reliability Engineer", "Hootsuite"],
      ["Site Reliability Engineer", "Slack"],
    ]);
    expect(p.contact.links).toContain("https://github.com/kwatanabe");
  });
});

describe("a seafarer's CV", () => {
  it("'Sea Service' holds the contracts served, 'Certificates of Competency' the licences", () => {
    const p = read(
      "ARJUN NAIR\narjun@example.com\n\nCertificates of Competency\nChief Mate (Unlimited), STCW II/2 — DG Shipping, India, 2024\nGMDSS General Operator's Certificate — DG Shipping, India, 2021\n\nSea Service\nChief Officer — MV Nordic Aurora, Anglo-Eastern Ship Management\t03/2025 – 09/2025\nSecond Officer — MV Pacific Star, Synergy Marine Group\t08/2023 – 02/2024\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => [s.heading, s.kind])).toEqual([
      ["Certificates of Competency", "certifications"],
      ["Sea Service", "experience"],
    ]);
    expect(p.certifications).toHaveLength(2);
    expect(p.positions.map((x) => x.start)).toEqual(["2025-03", "2023-08"]);
  });

  it("a certificates table read a cell a line keeps its certificates, not its header words or numbers", () => {
    const p = read(
      "ARJUN NAIR\narjun@example.com\n\nCertificates\n\nCertificate\nNumber\nIssued by\nIssued\nChief Mate (Unlimited), STCW II/2\nCOC-MUM-24-1187\nDG Shipping, India\n2024\nGMDSS General Operator's Certificate\nGOC-21-3390\nDG Shipping, India\n2021\n\nEducation\n\nB.Sc. Nautical Science — Tolani Maritime Institute, Pune, 2017 – 2020\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => s.heading)).toEqual(["Certificates", "Education"]);
    expect(p.certifications.filter((c) => /^(?:Number|Certificate|Issued)|COC-|GOC-/.test(c))).toEqual([]);
    expect(p.certifications.some((c) => c.startsWith("Chief Mate (Unlimited)"))).toBe(true);
  });
});

describe("a licence under 'Education & Training'", () => {
  it("is a certification, not a school", () => {
    const p = read(
      "Aoife Brennan\naoife@example.com\n\nEMPLOYMENT HISTORY\nReceptionist\nClayton Hotel Galway, Galway                               June 2015 – September 2017\n\nEDUCATION & TRAINING\nHigher Certificate in Hospitality Management\nGalway-Mayo Institute of Technology, 2013 – 2015\nRSA (Responsible Service of Alcohol), NSW, 2017\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Higher Certificate in Hospitality Management", "Galway-Mayo Institute of Technology"]]);
    expect(p.certifications).toEqual(["RSA (Responsible Service of Alcohol), NSW"]);
  });
});

describe("a certificate's issuer wrapped under its date's cell", () => {
  it("is joined to its certificate", () => {
    const p = read(
      "Robert Kowalczyk\nrk@example.com\n\nPROFESSIONAL EXPERIENCE\nProject Engineer\tAugust 1989 – March 1994\nChester Engineers\tPittsburgh, PA\n\nLICENSES & CERTIFICATIONS\nProfessional Engineer (PE), Pennsylvania, No. PE-038214\t1990\nBoard Certified Environmental Engineer (BCEE), American Academy of Environmental\t2005\nEngineers and Scientists\n",
    );
    expect(p.certifications).toEqual(["Professional Engineer (PE), Pennsylvania, No. PE-038214", "Board Certified Environmental Engineer (BCEE), American Academy of Environmental Engineers and Scientists"]);
  });
});

describe("jobs written as a list", () => {
  const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
  it("'* Title at Company – Town' over its dates heads its job (Egyptian CVs)", () => {
    const p = read(
      "Omar Khaled Mostafa\nomar@example.com\n\nWork Experience\n* Senior Medical Representative at Pfizer Egypt – Alexandria\n  From Mar 2020 till now\n  - Promote the cardiovascular portfolio to 180 physicians\n\n* Medical Representative at Pharco Pharmaceuticals – Alexandria\n  From Oct 2017 to Feb 2020\n  - Covered GP and pediatrics lines\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Medical Representative", "Pfizer Egypt", "2020-03", "Present"],
      ["Medical Representative", "Pharco Pharmaceuticals", "2017-10", "2020-02"],
    ]);
  });

  it("'2. Title (dates)' opens its entry: its employer is under it, not the duty above (Bdjobs)", () => {
    const p = read(
      "Md. Tanvir Ahmed\ntanvir@example.com\n\nEmployment History:\n\n1. Assistant Manager (Electrical) ( March 1, 2021 - Present)\nSummit Power Limited\nDuties/Responsibilities:\nO&M of gas engine power plants\nProtection relay testing\n\n2. Senior Executive (Electrical) ( July 1, 2017 - February 28, 2021)\nUnited Power Generation & Distribution Company Ltd.\nDuties/Responsibilities:\nProtection relay testing\n",
    );
    expect(jobs(p)).toEqual([
      ["Assistant Manager (Electrical)", "Summit Power Limited", "2021-03", "Present"],
      ["Senior Executive (Electrical)", "United Power Generation & Distribution Company Ltd.", "2017-07", "2021-02"],
    ]);
  });

  it("a job's 'Technologies:' label under MM.YYYY dates stays in the job", () => {
    const p = read(
      "Oleksandr Kovalenko\no.k@example.com\n\nWORK EXPERIENCE\n\nEPAM Systems, Kraków, Poland | Senior Software Engineer | 04.2021 – present\n\nProject: Payment platform\nTechnologies: Java 17, Spring Boot 3, Apache Kafka\nResponsibilities:\n- Designed the settlement service\n\nSoftServe, Lviv, Ukraine | Software Engineer | 07.2017 – 03.2021\n\nProject: Telematics platform\nResponsibilities:\n- Designed services\n\nEDUCATION\nMSc in Computer Science, Lviv Polytechnic National University, 2015\n",
    );
    expect(p.positions.map((x) => x.company)).toEqual(["EPAM Systems", "SoftServe"]);
  });
});

describe("regional CVs in English (review 30)", () => {
  it("keeps a function after the title when the employer's line names a company ('Relationship Manager, SME Banking')", () => {
    const p = read(
      "Akosua Mensah\nakosua@example.com\n\nWORKING EXPERIENCE\n\nRelationship Manager, SME Banking\nEcobank Ghana PLC, Accra\nFebruary 2019 – Present\n- Manage SME clients\n\nManager, Business Development\nFidelity Bank Ghana Limited, Kumasi\nOctober 2015 – January 2019\n- Opened accounts\n",
    );
    expect(p.positions.map((x) => [x.title, x.company, x.location])).toEqual([
      ["Relationship Manager, SME Banking", "Ecobank Ghana PLC", "Accra"],
      ["Manager, Business Development", "Fidelity Bank Ghana Limited", "Kumasi"],
    ]);
  });

  it("reads a capitalised 'Chartered' membership under 'Professional Qualification' as a certification", () => {
    const p = read(
      "Akosua Mensah\nakosua@example.com\n\nWORKING EXPERIENCE\nRelationship Officer\nFidelity Bank Ghana Limited, Kumasi\nOctober 2015 – Present\n- Opened accounts\n\nEDUCATIONAL BACKGROUND\nBSc Administration (Banking and Finance), University of Ghana Business School, 2013\n\nPROFESSIONAL QUALIFICATION\n2018   Associate of the Chartered Institute of Bankers, Ghana (ACIB)\n",
    );
    expect(p.education.map((e) => e.institution)).toEqual(["University of Ghana Business School"]);
    expect(p.certifications.some((c) => c.includes("Chartered Institute of Bankers"))).toBe(true);
  });

  it("reads GCE O/A Levels and the Caribbean's CSEC and CAPE as qualifications", () => {
    const p = read(
      "Nadia Perera\nnadia@example.com\n\nEXPERIENCE\nMerchandiser\nBrandix, Colombo\n2015 – Present\n- Costed orders\n\nEDUCATION\nBSc (Hons) in Fashion Design, University of Moratuwa, 2010 – 2014\nG.C.E. Advanced Level Examination – 2009 (Commerce Stream), Royal College, Colombo 07\nG.C.E. Ordinary Level Examination – 2006, Royal College, Colombo 07\n",
    );
    expect(p.education.map((e) => e.degree)).toEqual(["BSc (Hons) in Fashion Design", expect.stringContaining("Advanced Level"), expect.stringContaining("Ordinary Level")]);
    const q = read(
      "Shanice Brown\nshanice@example.com\n\nEXPERIENCE\nStaff Nurse\nUniversity Hospital of the West Indies, Kingston\n2015 – Present\n- Cared for patients\n\nEDUCATION\nSt. Andrew High School for Girls, 2004 – 2011\nCAPE: Biology (II), Chemistry (II)\nCSEC: English Language (I), Mathematics (II)\n",
    );
    expect(q.education.some((e) => /^(?:CAPE|CSEC)/.test(e.degree))).toBe(true);
  });
});

describe("regional CVs in English (review 30), continued", () => {
  it("a degree named as its title ('Chemical Engineer (Ingeniero Químico)') over its university is studied, not worked", () => {
    const p = read(
      "Martín Gómez\nmartin@example.com\n\nProfessional Experience\nSenior Process Engineer\t01/03/2020 – present\nMinera Escondida (BHP)\tAntofagasta, Chile\n- Process owner\n\nEducation\nChemical Engineer (Ingeniero Químico)\t01/03/2007 – 20/12/2013\nUniversidad Nacional de Córdoba, Córdoba, Argentina\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Chemical Engineer (Ingeniero Químico)", "Universidad Nacional de Córdoba"]]);
    expect(p.workRanges.map((r) => r.start)).toEqual(["2020-03"]);
  });

  it("knows 'VOLUNTEER ACTIVITIES', 'COMPUTER LITERACY' and 'NON-RELATED REFEREES' as headings", () => {
    const p = read(
      "Kwame Asante\nkwame@example.com\n\nWORK EXPERIENCE\nAccountant\nGhana Revenue Authority, Accra\n2016 – Present\n\nVOLUNTEER ACTIVITIES\nTreasurer, Rotaract Club of Accra, 2014 – 2016\n\nCOMPUTER LITERACY\nMicrosoft Excel, Sage, QuickBooks\n\nNON-RELATED REFEREES\nRev. John Mensah, Accra\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => [s.heading, s.kind])).toEqual([
      ["WORK EXPERIENCE", "experience"],
      ["VOLUNTEER ACTIVITIES", "experience"],
      ["COMPUTER LITERACY", "skills"],
      ["NON-RELATED REFEREES", "references"],
    ]);
  });
});

describe("an employer's town and country", () => {
  const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location]);
  it("after 'Employer :' as 'Company, Town, Country'", () => {
    const p = read(
      "Faisal Khan\nfaisal@example.com\n\nPROFESSIONAL EXPERIENCE\nEmployer : Al Naboodah Construction Group, Dubai, UAE\nDesignation : HSE Officer\nDuration : Jan'19 – Till date\nResponsibilities:\n- Lead HSE for a tower project\n",
    );
    expect(jobs(p)).toEqual([["HSE Officer", "Al Naboodah Construction Group", "Dubai, UAE"]]);
  });

  it("in brackets after the company ('Mitsubishi Electric Corporation (Tokyo, Japan)')", () => {
    const p = read(
      "Kenji Sato\nkenji@example.com\n\nWork Experience\nApr. 2019 – Present\tMitsubishi Electric Corporation (Tokyo, Japan)\n\tSenior Engineer\n\t- Designed inverter gate drivers\n",
    );
    expect(jobs(p)).toEqual([["Senior Engineer", "Mitsubishi Electric Corporation", "Tokyo, Japan"]]);
  });
});

describe("names written the Hong Kong and Korean ways", () => {
  it("'CHAN Ka Wai, Karen' and 'Jiwon Park (박지원)' are names", () => {
    expect(read("CHAN Ka Wai, Karen\nMobile: +852 9876 5432  |  Email: karen@example.com  |  Sha Tin, Hong Kong\n\nWORK EXPERIENCE\nAccountant\nSwire Properties Limited\n2015 – Present\n").contact.name).toBe("CHAN Ka Wai Karen");
    const p = read("Jiwon Park (박지원)\nData Scientist\nSeoul, Korea · +82 10-2345-6789 · jiwon@example.com\n\nEXPERIENCE\nData Scientist\nNAVER Corporation\n2019 – Present\n");
    expect([p.contact.name, p.contact.headline]).toEqual(["Jiwon Park", "Data Scientist"]);
  });
});

describe("addresses of regional CVs", () => {
  const place = (line: string) => read(`Jane Doe\n${line}\n+1 555 010 2000 | jane.doe@example.com\n\nEXPERIENCE\nAccountant\nAcme Ltd\n2015 – Present\n`).contact.location;
  it("reads the city at the end of a street address, a town with a district's initials, and a line parted by slashes", () => {
    expect(place("House No. 23, Mensah Wood Street, East Legon, Accra")).toBe("Accra");
    expect(place("House 14, Road 3, Section 10, Mirpur, Dhaka-1216")).toBe("Dhaka");
    expect(place("Sha Tin, N.T., Hong Kong")).toBe("Sha Tin, Hong Kong");
    expect(read("Kenji Sato\nTokyo, Japan / +81 90-1234-5678 / kenji@example.com\n\nEXPERIENCE\nEngineer\nAcme\n2015 – Present\n").contact.location).toBe("Tokyo, Japan");
  });
});

describe("review 30, last fixes", () => {
  it("a teaching hospital's town is its place ('University Hospital of the West Indies, Kingston')", () => {
    const p = read("Shanice Brown\nshanice@example.com\n\nPROFESSIONAL EXPERIENCE\n\nRegistered Nurse\nUniversity Hospital of the West Indies, Kingston\nJanuary 2019 – present\n• Triage in a 40-bed A&E\n");
    expect(p.positions.map((x) => [x.company, x.location])).toEqual([["University Hospital of the West Indies", "Kingston"]]);
  });

  it("a personal-particulars label over ': its value' is no section ('Availability')", () => {
    const p = read("TAN WEI MING\ntan@example.com\nPERSONAL PARTICULARS\n\nNationality\n: Singaporean\nAvailability\n: Immediate upon notice\n\nEMPLOYMENT HISTORY\nST Engineering Aerospace Ltd, Singapore\tApr 2021 – Present\nSenior Procurement Executive\n");
    expect(p.sections.filter((s) => s.heading).map((s) => s.heading)).toEqual(["PERSONAL PARTICULARS", "EMPLOYMENT HISTORY"]);
  });
});

describe("an agency at the site it staffs", () => {
  it("'ScribeAmerica, Memorial Hermann Hospital, Houston, TX' keeps the agency with the hospital", () => {
    const p = read("Adaeze Nwosu\nan@example.com\n\nEMPLOYMENT\n11/2019 – 12/2022\tMedical Scribe (part-time)\nScribeAmerica, Memorial Hermann Hospital, Houston, TX\n• Weekend shifts in Epic.\n");
    expect(p.positions.map((x) => [x.title, x.company, x.location])).toEqual([["Medical Scribe", "ScribeAmerica, Memorial Hermann Hospital", "Houston, TX"]]);
  });
});

describe("review 30, small fixes at the end", () => {
  it("a school's years in brackets leave no '()' behind", () => {
    const p = read("Nadia Perera\nnadia@example.com\n\nEXPERIENCE\nMerchandiser\nBrandix, Colombo\nJul 2017 – Present\n- Purchased steel\n\nEDUCATION\n• BSc (Hons) in Fashion Design and Product Development – University of Moratuwa (2010 – 2014), Second Class (Upper Division)\n");
    expect(p.education.map((e) => e.institution)).toEqual(["University of Moratuwa"]);
  });

  it("a Japanese engineer's licence of a class ('Electric Chief Engineer, 3rd Class') under 'Qualifications' is kept", () => {
    const p = read("Kenji Sato\nkenji@example.com\n\nWork Experience\nApr. 2012 – Mar. 2019\tYaskawa Electric Corporation, Kitakyushu, Japan\n\tEngineer\n\t- Designed inverter gate drivers\n\nQualifications\nSep. 2015\tElectric Chief Engineer, 3rd Class\nAug. 2008\tOrdinary Motor Vehicle Driver's License\n");
    expect(p.certifications).toContain("Electric Chief Engineer, 3rd Class");
  });
});

describe("countries the lists lacked", () => {
  it("reads 'Kingston, Jamaica', 'Kampala, Uganda' and 'Phnom Penh, Cambodia' as places", () => {
    const place = (line: string) => read(`Jane Doe\n${line}\njane.doe@example.com\n\nEXPERIENCE\nAccountant\nAcme Ltd\n2015 – Present\n`).contact.location;
    expect([place("Kingston, Jamaica"), place("Kampala, Uganda"), place("Phnom Penh, Cambodia")]).toEqual(["Kingston, Jamaica", "Kampala, Uganda", "Phnom Penh, Cambodia"]);
  });
});
