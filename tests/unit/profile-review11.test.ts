// Cases from the tenth review's leftovers and the eleventh review (2026-11-26, seventh session): each failed before its change.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const uk = "Fiona Calloway-Reid\nBristol, UK | 07700 900731 | fiona@example.com\n\nEXPERIENCE\nBusiness Analyst\tJan 2025 – Present\nAviva plc, Bristol\n\n";
const degree = "BSc (Hons) Mathematics, University of Exeter — 2:1\t2008 – 2011\n";

describe("certificates under an education heading", () => {
  for (const heading of ["EDUCATION & QUALIFICATIONS", "EDUCATION", "Education & Certifications"]) {
    it(`are certifications, not degrees, under '${heading}'`, () => {
      const p = read(`${uk}${heading}\n${degree}BCS Foundation Certificate in Business Analysis (2023) · IIBA ECBA (2014)\n`);
      expect(p.education.map((e) => e.degree)).toEqual(["BSc (Hons) Mathematics"]);
      expect(p.certifications).toEqual(["BCS Foundation Certificate in Business Analysis", "IIBA ECBA"]);
    });
  }
  it("one per line, the second named by its acronym", () => {
    const p = read(`${uk}EDUCATION & QUALIFICATIONS\n${degree}BCS Foundation Certificate in Business Analysis (2023)\nIIBA ECBA (2014)\n`);
    expect(p.education).toHaveLength(1);
    expect(p.certifications).toEqual(["BCS Foundation Certificate in Business Analysis", "IIBA ECBA"]);
  });
  it("parted by commas after their dates", () => {
    const p = read(`${uk}EDUCATION\n${degree}Certifications: BCS Foundation Certificate in Business Analysis (2023), IIBA ECBA (2014)\n`);
    expect(p.certifications).toEqual(["BCS Foundation Certificate in Business Analysis", "IIBA ECBA"]);
  });
  it("but a bootcamp's certificate written with the school's town is education", () => {
    const p = read(`${uk}EDUCATION\nEpicodus, Portland, OR — Full-Stack Web Development certificate (27 weeks)\t2018\n${degree}`);
    expect(p.certifications).toEqual([]);
    expect(p.education).toHaveLength(2);
  });
  it("but a certificate from a school, a school-leaving certificate and a membership stay what they are", () => {
    const p = read(
      `${uk}EDUCATION\n${degree}Graduate Certificate in Data Science, Harvard Extension School\t2019\nVictorian Certificate of Education\t2005\nArizona Society of Certified Public Accountants\t2012\n`,
    );
    expect(p.certifications).toEqual([]);
    expect(p.education.map((e) => e.degree)).toContain("Graduate Certificate in Data Science");
  });
});

describe("a skills list written in lower case", () => {
  const founder = "Adaeze N. Whitcombe\nAustin, TX · adaeze@whitcombe.co\n\nEXPERIENCE\nLedgerline, Inc. — Austin, TX\tMar 2021 – Present\nCo-founder & Chief Executive Officer\n\nSKILLS\n";
  const names = (list: string) => read(founder + list).skills.map((s) => s.name.toLowerCase());
  it("keeps its first item when parted by dots", () => {
    expect(names("enterprise sales · go-to-market strategy · product strategy")).toEqual(expect.arrayContaining(["enterprise sales", "go-to-market strategy", "product strategy"]));
    expect(names("pricing · enterprise sales · SQL")).toEqual(expect.arrayContaining(["pricing", "enterprise sales", "sql"]));
  });
  it("keeps its first item and 'M&A' when parted by commas", () => {
    // ("M&A" is named "Mergers and acquisitions" since session 21.)
    expect(names("fundraising, go-to-market strategy, enterprise sales, M&A, board management, SQL")).toEqual(expect.arrayContaining(["fundraising", "mergers and acquisitions", "board management"]));
  });
  it("but a row a PDF wrapped, with a blank line between, does not open a list", () => {
    expect(names("Mechanical ventilation and ventilator liberation · ECMO (VV and VA) candidacy and management · critical care ultrasound (POCUS) · bronchoscopy with BAL · percutaneous tracheostomy · central venous and arterial line\n\nplacement · sepsis and ARDS management · Epic")).not.toContain("placement");
  });
  it("but a line going on from the one before in lower case is no list", () => {
    expect(names("Led the pricing work with the sales team, and\nmarketing ops, finance, legal teams to close the round.")).not.toContain("finance");
  });
});

describe("letter-spaced with one space between all letters (review 10, J9)", () => {
  const contact = "773-555-0158 | lena.brightwater@gmail.com | Chicago, IL\n\nEXPERIENCE\nMarketing Manager, Sprout Social\t2022 – Present\n";
  it("a name is parted where the e-mail parts it, and the headline under it before its title word", () => {
    const p = read(`L E N A B R I G H T W A T E R\nM A R K E T I N G M A N A G E R\n${contact}`);
    expect(p.contact.name).toBe("LENA BRIGHTWATER");
    expect(p.contact.headline).toBe("MARKETING MANAGER");
  });
  it("a name alone, and a headline after a tab", () => {
    expect(read(`L E N A B R I G H T W A T E R\n\n${contact}`).contact.name).toBe("LENA BRIGHTWATER");
    expect(read(`L E N A B R I G H T W AT E R\nM A R K E T I N G\tM A N A G E R\n${contact}`).contact.headline).toBe("MARKETING MANAGER");
  });
  it("a heading no list names whole is read in the words of known headings", () => {
    const p = read("GREGORY T. LINDENFELD\nChicago, IL | greg@example.com\n\nE X E C U T I V E P R O F I L E\nCEO and operating executive with 30 years in consumer goods.\n\nPROFESSIONAL EXPERIENCE\nAshford Foods — Minneapolis, MN\t2015 – 2019\nChief Operating Officer\n");
    expect(p.sections.map((s) => `${s.heading} (${s.kind})`)).toContain("EXECUTIVE PROFILE (summary)");
  });
});

describe("the industries after 'N years across' (review 10, J13)", () => {
  it("are no skills", () => {
    const p = read("Kwame A. Osei\nSomerville, MA · kwame@example.com\n\nSUMMARY\nData engineer. Twelve years across marketing tech, restaurant tech, insurance and a children's hospital.\n\nEXPERIENCE\nSenior Data Engineer — Klaviyo, Boston, MA\tJan 2019 – Present\n\nSKILLS\nPython, SQL, Airflow\n");
    expect(p.skills.map((s) => s.name)).toEqual(["Python", "SQL", "Airflow"]);
  });
});

describe("a labelled line of certificates with dates", () => {
  it("reads whole", () => {
    const p = read("Erik Hallberg\nerik@example.com\n\nEXPERIENCE\nFirst Officer, SkyWest Airlines\t2015 – Present\n\nCERTIFICATES & RATINGS\nType Ratings: A320 (2018), ERJ-170/190 (2015)\n");
    expect(p.certifications).toEqual(["Type Ratings: A320, ERJ-170/190"]);
  });
});

describe("a table's date cell wrapped in two (review 11, K1)", () => {
  it("ends on its second line, beside the next cell", () => {
    const p = read("Dana Whitlow\nColumbus, OH | dana@example.com\nPROFESSIONAL EXPERIENCE\nAug 2017 –\tStaff Accountant\nMay 2021\tHuntington National Bank, Columbus, OH\n● Reconciled 220 general-ledger accounts monthly.\nJan 2015 –\tAccounts Payable Clerk\nJul 2017\tOhioHealth, Columbus, OH\n");
    expect(p.positions.map((x) => `${x.title} | ${x.start} – ${x.current ? "Present" : x.end}`)).toEqual(["Staff Accountant | 2017-08 – 2021-05", "Accounts Payable Clerk | 2015-01 – 2017-07"]);
  });
});

describe("a card's years under certifications (review 11, K2)", () => {
  it("are no job, whatever job its name holds", () => {
    const p = read("Aoife Gallagher\nManchester, UK · aoife@example.com\nEMPLOYMENT HISTORY\nSite Administrator, Kier Group, Warrington\tSeptember 2012 – May 2015\n\nCERTIFICATIONS\nIOSH Managing Safely — 2014\nCSCS Labourer (Green) Card — 2010 – 2013 (expired, replaced)\n");
    expect(p.workRanges).toHaveLength(1);
    expect(p.certifications).toEqual(["IOSH Managing Safely", "CSCS Labourer (Green) Card (expired, replaced)"]);
  });
});

describe("what narrows a title, after a comma before the employer (review 11, K4)", () => {
  const job = (header: string) => read(`Chiamaka Okwuosa\nRound Rock, TX | c@example.com\nEXPERIENCE\n${header}\nJan 2019 – Mar 2021\n- Did the work.\n`).positions[0]!;
  it.each([
    ["Science Teacher, Grade 7, Cedar Ridge Middle School", "Science Teacher, Grade 7", "Cedar Ridge Middle School"],
    ["Math Teacher, Grades 9–12, Westwood High School", "Math Teacher, Grades 9–12", "Westwood High School"],
    ["Nurse, Night Shift, St. Mary's Hospital", "Nurse, Night Shift", "St. Mary's Hospital"],
    ["Software Engineer, Payments Team, Stripe", "Software Engineer, Payments Team", "Stripe"],
    ["Sales Associate, Part-time, Target", "Sales Associate, Part-time", "Target"],
    ["Working Student, Data Warehousing, SAP SE", "Working Student, Data Warehousing", "SAP SE"],
  ])("%s", (header, title, company) => {
    expect([job(header).title, job(header).company]).toEqual([title, company]);
  });
  it("a unit before a registered firm and its town, parted by a dot", () => {
    const p = job("Werkstudent (Working Student), Data Warehousing · SAP SE, Berlin");
    expect([p.title.startsWith("Werkstudent"), p.company, p.location]).toEqual([true, "SAP SE", "Berlin"]);
  });
  it("'remote' after the employer is no part of its name", () => {
    expect(job("Instructional Designer — Pearson Online Learning Services, remote").company).toBe("Pearson Online Learning Services");
  });
});

describe("an e-mail address hidden from scrapers (review 11, K5)", () => {
  it.each(["hang.nguyen.qc [at] gmail [dot] com", "hang.nguyen.qc(at)gmail(dot)com", "hang.nguyen.qc at gmail dot com", "hang.nguyen.qc [at] gmail.com"])("%s", (written) => {
    expect(read(`Nguyễn Thị Thu Hằng\n${written} | (408) 555-0163 | San José, CA\n\nEXPERIENCE\nQA Engineer, Acme\t2020 – Present\n`).contact.email).toBe("hang.nguyen.qc@gmail.com");
  });
  it("and it counts as written when the file also links it", async () => {
    const { emailWritten } = await import("~/.server/analysis/profile/file-links");
    expect(emailWritten("Hằng · hang.nguyen.qc [at] gmail [dot] com", "hang.nguyen.qc@gmail.com")).toBe(true);
    expect(emailWritten("Hằng · no address here", "hang.nguyen.qc@gmail.com")).toBe(false);
  });
  it("but not a sentence with 'at' and 'dot'", () => {
    expect(read("Jo Bloggs\nLead Engineer at Acme dot com, 2019\n\nEXPERIENCE\nEngineer, Acme\t2020 – Present\n").contact.email).toBeNull();
  });
});

describe("names that are no skills on the dashboard (UX review, U2)", () => {
  const names = (body: string) => read(`Jake Lindqvist\njake@example.com\n\nEXPERIENCE\nSoftware Engineer, Affirm\tJun 2021 – Present\n${body}`).skills.map((s) => s.name);
  it("a row's label a PDF line ran into is cut off the item before it", () => {
    const found = names("\nSKILLS\nTools: Docker, Kubernetes, Terraform, Kafka, Confluence Libraries: pandas, NumPy, OpenTelemetry\n");
    expect(found).toContain("Confluence");
    expect(found).not.toContain("Confluence Libraries");
  });
  it("a figure in per cent is no part of a name, and a name kept in lower case is shown as written", () => {
    const found = names("- Wrote the API's OpenAPI spec; pricing work lifted ARPU 22% in a year.\n");
    expect(found).not.toContain("ARPU 22");
    expect(found).not.toContain("openapi");
    expect(found).toContain("OpenAPI");
  });
  it("a volunteering heading is no skill", () => {
    expect(names("- Operations administration; MI reporting in Excel and SQL Server.\n\nVOLUNTEERING\nVolunteer Treasurer\tJan 2023 – Jul 2024\nBristol Food Bank\n").map((n) => n.toLowerCase())).not.toContain("volunteering");
  });
});

describe("a diamond between contact items (review 11, K6)", () => {
  it("parts them as a bullet does", () => {
    expect(read("MARCUS TREVELYAN\nCharlotte, NC 28203 ◆ (704) 555-0191 ◆ marcus@example.com\n\nEXPERIENCE\nOperations Manager, Duke Energy\t2015 – Present\n").contact.location).toBe("Charlotte, NC 28203");
  });
});

describe("certificates under 'Skills & Certifications' (review 11, K9)", () => {
  it("are certifications, and the skills line stays skills", () => {
    const p = read("Jaylen Whitford\njaylen@example.com\n\nEXPERIENCE\nBabysitter — Self-employed\nJune 2023 – Present\n\nSKILLS & CERTIFICATIONS\n• American Red Cross Babysitting and Child Care certificate (2023); CPR/AED and First Aid (2024)\n• Customer service, cash handling, time management\n");
    expect(p.certifications).toEqual(["American Red Cross Babysitting and Child Care certificate", "CPR/AED and First Aid"]);
    expect(p.skills.map((s) => s.name)).toContain("Customer service");
  });
});

describe("education entries (review 11, K8)", () => {
  const edu = (line: string) => read(`Chiamaka Okwuosa\nc@example.com\n\nEXPERIENCE\nScience Teacher, Cedar Ridge Middle School\tJan 2019 – Mar 2021\n\nEDUCATION\n${line}\n`).education.map((e) => `${e.degree} | ${e.institution} | ${e.end}`);
  it("a month and a two-digit year ending a header line after a bar (review 12, L11)", () => {
    expect(edu("University of Minnesota | B.A., Communication Studies | Minneapolis, MN | 05/14")).toEqual(["B.A. in Communication Studies | University of Minnesota | 2014-05"]);
  });
  it("a year written '20 at the end of the line", () => {
    expect(edu("M.Ed., Learning Design and Technology — Texas State University, '20")).toEqual(["M.Ed. in Learning Design and Technology | Texas State University | 2020"]);
  });
  it("the field after an associate degree written with 'in' or 'of'", () => {
    expect(edu("Associate of Applied Science, Logistics and Supply Chain Management")[0]).toMatch(/^Associate of Applied Science in Logistics and Supply Chain Management \|/);
  });
  it("a university by its initials after its business school", () => {
    expect(edu("Master of Business Administration — Belk College of Business, UNC Charlotte, 2016")).toEqual(["Master of Business Administration | Belk College of Business, UNC Charlotte | 2016"]);
  });
});

describe("an OCR text layer (review 11, K7)", () => {
  it("a first name on a line of its own over the rest, spelt by the e-mail, and '+' bullets", () => {
    const p = read("DARNELL\nJ. PRESCOTT\n1827 Wayne Avenue, Dayton, OH 45410 | (937) 555-0148 | darnell.prescott@yahoo.com\n\nLICENSES & CERTIFICATIONS\n* State of Ohio Electrical Contractor License (2016)\n+ NFPA 70E Electrical Safety (2023)\n+ OSHA 10-Hour General Industry\n");
    expect(p.contact.name).toBe("DARNELL J. PRESCOTT");
    expect(p.certifications).toEqual(["State of Ohio Electrical Contractor License", "NFPA 70E Electrical Safety", "OSHA 10-Hour General Industry"]);
  });
  it("but a phone number's '+1' opens no bullet", () => {
    expect(read("Jo Bloggs\n+1 (555) 010-0100 | jo@example.com\n").contact.phone).toBe("+1 (555) 010-0100");
  });
});

describe("an acronym of two things (review 11, K10)", () => {
  const names = (line: string) => read(`Lukas Brenneke\nlukas@example.de\n\nEXPERIENCE\nData Engineer, Zalando SE\t2019 – Present\n\nSKILLS\n${line}\n`).skills.map((s) => s.name);
  it("'EMR' beside AWS is Amazon EMR", () => expect(names("AWS (EMR, MSK, Glue, S3), Spark, Kafka")).toContain("Amazon EMR"));
  it("but on a nurse's line it is the health record", () => expect(names("EMR, patient assessment, IV therapy")).not.toContain("Amazon EMR"));
});

describe("a long double-barrelled name (UX review, U5)", () => {
  it("is a name", () => {
    expect(read("Maximiliana Alexandrina Worthington-Fitzgerald-Papadopoulou\nmax@example.com\n").contact.name).toBe("Maximiliana Alexandrina Worthington-Fitzgerald-Papadopoulou");
  });
});

describe("a résumé in Spanish, French or German (review 12, L1, L2)", () => {
  it("reads its headings, months and 'actualidad', and its degrees", () => {
    const p = read(
      "Lucía Fernández Ortega\nlucia.fernandez@gmail.com · Madrid\n\nExperiencia profesional\nResponsable de Contabilidad\tenero 2020 – actualidad\nGrupo Ferrovial Servicios, Madrid\nContable Sénior\tjun. 2016 – dic. 2019\nKPMG España, Madrid\n\nFormación académica\nMáster en Auditoría de Cuentas\t2016 – 2017\nUniversidad Complutense de Madrid\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["experience", "education"]));
    expect(p.positions.map((x) => `${x.start} – ${x.current ? "Present" : x.end}`)).toEqual(["2020-01 – Present", "2016-06 – 2019-12"]);
    expect(p.education[0]!.degree).toBe("Máster en Auditoría de Cuentas");
    // The master's years are no work: "Auditoría" holds no "Auditor".
    expect(p.workRanges.every((r) => r.start >= "2016-06")).toBe(true);
  });
  it("French and German months end a range where they say", async () => {
    const { scanDates } = await import("~/.server/analysis/profile/dates");
    const range = (t: string) => scanDates(t, { asOf: "2026-11-26" }).ranges.map((r) => [r.startMonth, r.current ? "Present" : r.endMonth]);
    expect(range("déc. 2015 – févr. 2018")).toEqual([["2015-12", "2018-02"]]);
    expect(range("janvier 2019 – aujourd’hui")).toEqual([["2019-01", "Present"]]);
    expect(range("März 2019 – heute")).toEqual([["2019-03", "Present"]]);
  });
});

describe("headers of review 12", () => {
  const job = (header: string) => read(`Jo Ross\njo.ross@gmail.com\n\nEXPERIENCE\n${header}\nFeb 2022 – Present\n`).positions[0]!;
  it("a name written in mathematical bold letters (L3)", () => {
    expect(read("𝐉𝐚𝐦𝐢𝐥𝐚 𝐑𝐨𝐬𝐬\njamila.ross@gmail.com\n\n𝗘𝗫𝗣𝗘𝗥𝗜𝗘𝗡𝗖𝗘\nSocial Media Manager, Glossier\tFeb 2022 – Present\n").contact.name).toBe("Jamila Ross");
  });
  it("'Title @ Company, Town, ST' (L4)", () => {
    expect([job("Junior Web Developer @ Brightlane Agency, Austin, TX").company, job("Junior Web Developer @ Brightlane Agency, Austin, TX").location]).toEqual(["Brightlane Agency", "Austin, TX"]);
  });
  it("an employer before 'New York, NY' (L6)", () => {
    expect([job("Social Media Manager, Glossier, New York, NY").company, job("Social Media Manager, Glossier, New York, NY").location]).toEqual(["Glossier", "New York, NY"]);
  });
});

describe("an emoji résumé (review 12, L5)", () => {
  const p = read(
    "👋 Hi, I'm Tyler Brennan-Vogt\n📧 tyler.bvogt@proton.me 📱 (512) 555-0142 📍 Austin, TX 🔗 github.com/tbvogt\n💼 Experience\nFrontend Developer @ Shopify (remote)\n📅 Mar 2023 – Present\n✅ Rebuilt the checkout's address form in React and cut errors by a third\n🎓 Education\nB.A. in Psychology — Texas State University, 2017\n🛠️ Skills\nReact · TypeScript · Next.js\n",
  );
  it("reads the name after the greeting, the contact items, the headings and the job", () => {
    expect(p.contact).toMatchObject({ name: "Tyler Brennan-Vogt", email: "tyler.bvogt@proton.me", location: "Austin, TX" });
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "education", "skills"]);
    expect(p.positions.map((x) => `${x.title} | ${x.company}`)).toEqual(["Frontend Developer | Shopify"]);
  });
  it("an emoji opening a long line is its bullet", () => {
    expect(p.positions[0]!.bullets).toHaveLength(1);
  });
});

describe("years inside a sentence under a job (review 12, L7)", () => {
  const body = (mark: string) =>
    `Teresa Castellano\nt@example.com\nCLINICAL EXPERIENCE\nRegistered Nurse, Emergency Department\tJul 2019 – Present\nInova Fairfax Hospital, Falls Church, VA\n${mark}Triage and care for 4–5 patients per 12-hour shift in a 100-bed ED; charge nurse since 2022.\nRegistered Nurse, Medical-Surgical Unit\tJun 2016 – Jun 2019\nSentara Northern Virginia Medical Center, Woodbridge, VA\n${mark}36-bed med-surg unit, 5–6 patients per shift; unit practice council 2017–2019.\n`;
  it.each(["", "- "])("are no jobs (bullet mark '%s')", (mark) => {
    expect(read(body(mark)).positions.map((x) => x.company)).toEqual(["Inova Fairfax Hospital", "Sentara Northern Virginia Medical Center"]);
  });
  it("but 'Title at Employer since 2012.' is one", () => {
    const p = read("Jo Bloggs\njo@example.com\n\nEXPERIENCE\nTranslator, Freelance\tJan 2010 – Present\nTranslation instructor at Oxford English Center since 2012 and a trainer on many courses.\n");
    expect(p.workRanges.length).toBeGreaterThanOrEqual(1);
  });
});

describe("a service record in labelled lines, and employers (review 12, L9, L10)", () => {
  const p = read(
    "Marcus D. Whitley\nmarcus@example.com | Killeen, TX\nMILITARY SERVICE\nBranch:\tUnited States Army\nRank:\tStaff Sergeant (E-6)\nMOS:\t92Y – Unit Supply Specialist\nUnit:\t3rd Armored Brigade Combat Team, 1st Cavalry Division, Fort Hood, TX\nDates of Service:\t06/2008 – 06/2016\nDischarge:\tHonorable (DD-214 available)\nDeployments:\tIraq (2009–2010), Afghanistan (2012–2013)\nCIVILIAN EXPERIENCE\nSupply Chain Analyst\tAug 2019 – Present\nLockheed Martin Missiles and Fire Control, Grand Prairie, TX\n",
  );
  it("reads the specialty, the branch and the unit's place, and the deployments are within it", () => {
    expect(p.positions.map((x) => `${x.title} | ${x.company} | ${x.location} | ${x.start} – ${x.current ? "Present" : x.end}`)).toEqual([
      "Unit Supply Specialist | United States Army | Fort Hood, TX | 2008-06 – 2016-06",
      "Supply Chain Analyst | Lockheed Martin Missiles and Fire Control | Grand Prairie, TX | 2019-08 – Present",
    ]);
  });
});

describe("more employers of review 12 (L8, L10)", () => {
  it("'AT&T' is a name", () => {
    expect(read("Carlos Mendoza\ncarlos@example.com\nEXPERIENCE\nCustomer Service Representative\nAT&T, Houston, TX\nJun 2014 – Dec 2016\n").positions[0]!.company).toBe("AT&T");
  });
  it("a course with a five-digit number joins a teaching assistant's title, and a lab keeps its university", () => {
    const p = read(
      "Priya Raghavan\npriya@example.com\nRESEARCH & TEACHING APPOINTMENTS\nGraduate Research Assistant\tAug 2021 – Present\nKim Catalysis Lab, Purdue University\nGraduate Teaching Assistant, CHE 20500 Chemical Engineering Calculations\tAug 2021 – May 2022\nPurdue University\n",
    );
    expect(p.positions.map((x) => `${x.title} | ${x.company} | ${x.location}`)).toEqual([
      "Graduate Research Assistant | Kim Catalysis Lab, Purdue University | null",
      "Graduate Teaching Assistant, CHE 20500 Chemical Engineering Calculations | Purdue University | null",
    ]);
  });
});

describe("a site under a sidebar's CONTACT heading (review 12, L11)", () => {
  it("is a link", () => {
    expect(read("CONTACT\nLouisville, KY\n(502) 555-0126\nrafael.duarte.data@gmail.com\nrafaelduarte.dev\n\nRafael Duarte\nSenior Data Analyst\nEXPERIENCE\nSenior Data Analyst · Humana\tJan 2022 – Present\n").contact.links).toEqual(["rafaelduarte.dev"]);
  });
});

describe("a running footer read first in plain text (review 11, K12)", () => {
  it("gives no headline 'Page'", () => {
    expect(read("Marcus Trevelyan  |  marcus@example.com  |  Page  of\nMARCUS TREVELYAN\nOperations Manager | Lean Six Sigma Black Belt | PMP\nCharlotte, NC 28203\n\nEXPERIENCE\nOperations Manager, Duke Energy\t2015 – Present\n").contact.headline).not.toBe("Page");
  });
});
