// Cases from the session of 2026-11-28 (the twenty-first). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
const skills = (text: string) => read(text).skills.map((s) => s.name);

const HEAD = "Jordan Avery\nAustin, TX · jordan.avery@example.com · (512) 555-0142\n\nEXPERIENCE\n";

describe("job headers (review 44's last four)", () => {
  it("'I.', 'II.', 'III.' before the titles number the list and are no part of the title", () => {
    const p = read(
      `${HEAD}I. Senior Software Engineer\nNorthwind Analytics, Austin, TX | Mar 2021 – Present\n• Led the billing migration.\n\nII. Software Engineer\nGlobex Corporation, Denver, CO | Jun 2017 – Feb 2021\n• Built ingestion pipelines.\n\nIII. Junior Developer\nInitech, Boston, MA | Jan 2015 – Dec 2016\n• Maintained ETL jobs.\n`,
    );
    expect(jobs(p)).toEqual([
      ["Senior Software Engineer", "Northwind Analytics", "2021-03", "Present"],
      ["Software Engineer", "Globex Corporation", "2017-06", "2021-02"],
      ["Junior Developer", "Initech", "2015-01", "2016-12"],
    ]);
  });

  it("guards: 'V. Ramesh Kumar' is a name with its initial when no list is numbered 'IV.' or 'VI.'", () => {
    const p = read("V. Ramesh Kumar\nramesh.kumar@example.com\n\nEXPERIENCE\nSenior Engineer, Infosys, Pune\nJan 2019 – Present\n- Built services\n");
    expect(p.contact.name).toBe("V. Ramesh Kumar");
  });

  it("a second title after a bar on the title's line is no employer when the next line names one", () => {
    const p = read(`${HEAD}Senior Software Engineer | Team Lead\nNorthwind Analytics, Austin, TX | Mar 2021 – Present\n• Led the billing migration.\n`);
    expect(jobs(p)[0]!.slice(1)).toEqual(["Northwind Analytics", "2021-03", "Present"]);
  });
});

describe("a job not yet begun (review 45)", () => {
  it("'Starting February 2027' keeps its start, names no employer, and adds no years", () => {
    const p = read(
      "Ethan Park\nethan.park@example.com\n\nEXPERIENCE\n\nSenior Data Scientist (incoming), Shopify, Toronto\nStarting February 2027\n• Accepted offer\n\nData Scientist, RBC, Toronto\nMay 2021 – Present\n• Built credit-risk models\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Data Scientist", "Shopify", "2027-02", "Present"],
      ["Data Scientist", "RBC", "2021-05", "Present"],
    ]);
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2021-05", "2026-11"]]);
    expect(p.warnings.map((w) => w.message).join(" ")).not.toMatch(/No dates on this position/);
  });
});

describe("skills lists (review 47's last false skills)", () => {
  it("'Parent communication' is one soft skill, not 'Parent' and 'Communication'", () => {
    const names = skills("Jane Doe\njane@example.com\n\nSKILLS\nClassroom management, Google Classroom, Lesson planning, Parent communication\n");
    expect(names).toContain("Parent communication");
    expect(names).not.toContain("Parent");
  });

  it("guards: 'Analytical problem solving' keeps its two skills", () => {
    const names = skills("Jane Doe\njane@example.com\n\nSKILLS\nPython, SQL, Excel, Analytical problem solving\n");
    expect(names).not.toContain("Analytical problem solving");
  });

  it("a group's name on a line of its own between two lists is neither a skill nor part of the list above's last item", () => {
    const names = skills(
      "Jane Doe\njane@example.com\n\nSKILLS\n\nInstallation\nConduit bending, Panel upgrades, Wire pulling\nControls\nPLCs, Motor controls, VFDs\nSafety\nNEC, NFPA 70E, Lockout/tagout\n",
    );
    expect(names).toEqual(expect.arrayContaining(["Wire pulling", "PLCs", "VFDs"]));
    expect(names.filter((n) => /Controls|Installation/.test(n) && n !== "Motor controls")).toEqual([]);
  });

  it("guards: a list's last item wrapped onto a line of its own is still a skill", () => {
    const names = skills("Jane Doe\njane@example.com\n\nTECHNICAL SKILLS:\n\nLanguages Java, Java Script, PL/SQL, SQL SERVER, HTML, XML,\nXSLT\nApplication Servers JBoss, Apache Tomcat, WebLogic\n");
    expect(names).toContain("XSLT");
  });

  it("guards: a phrase wrapped across a line break in a duty stays whole", () => {
    const names = skills(
      "Jane Doe\njane@example.com\n\nEXPERIENCE\n• Customer solutions delivered using Agile methodology, Iterative development, Test Driven\nDevelopment (TDD).\n\nEDUCATION\n\nPGDBM in Business Management\n",
    );
    expect(names).toContain("Test Driven Development (TDD)");
  });
});

const years = (p: ReturnType<typeof read>) => p.workRanges.map((r) => [r.start, r.end]);

describe("which dated entries are work (review 49)", () => {
  it("a project named with a job word ('Route Planner for Food Banks') is no role held", () => {
    const p = read(
      "Maya Chen\nmaya@example.com\n\nEXPERIENCE\nSoftware Engineer, Stripe, Seattle\tJul 2019 – Present\n- Built billing services.\n\nPROJECTS\nRoute Planner for Food Banks — UT Austin capstone project\tJan 2019 – May 2019\n- Optimised delivery routes.\nTrailhead — hiking trip planner (Next.js, Mapbox)\tJun 2018 – Dec 2018\n",
    );
    expect(years(p)).toEqual([["2019-07", "2026-11"]]);
  });

  it("under Certifications, a card's years are no job even with a nurse's title nearby; a title above a date alone still is", () => {
    const card = read(
      "Ana Lopez, RN\nana@example.com\n\nEXPERIENCE\nRegistered Nurse, Mercy Hospital\tJun 2024 – Present\n- Cared for patients.\n\nCERTIFICATIONS\nRegistered Nurse (RN), State of Ohio\nBasic Life Support (BLS), American Heart Association — 2019 – 2021\n",
    );
    expect(years(card)).toEqual([["2024-06", "2026-11"]]);
    const indeed = read("Stevie Conn\nstevie@example.com\n\nCERTIFICATIONS/LICENSES\n\nOnline Content Writer\n\nJuly 2016 to Present\n\nWas Online Content Writer for Greymeter.com.\n");
    expect(years(indeed)).toEqual([["2016-07", "2026-11"]]);
  });

  it("courses under 'Relevant Coursework' and a student team under 'Design Teams' are neither jobs nor years", () => {
    const p = read(
      "Riley Park\nriley@example.com\n\nEXPERIENCE\nData Analyst, Duke Energy, Durham, NC\tJul 2024 – Present\n- Built dashboards.\n\nRELEVANT COURSEWORK\nSTOR 455 Methods of Data Analysis — Fall 2023\nCOMP 421 Files and Databases — Spring 2023\n\nEDUCATION\nBASc Mechanical Engineering (Co-op), University of Waterloo\tSep 2020 – Apr 2024\n\nDESIGN TEAMS\nSuspension Lead, UW Formula Motorsports\tSep 2021 – Apr 2024\n",
    );
    expect(p.positions.map((x) => x.title)).toEqual(["Data Analyst"]);
    expect(years(p)).toEqual([["2024-07", "2026-11"]]);
  });

  it("a description line of clauses that ends on a date is no job of its own", () => {
    const p = read(
      "Sam Ortiz\nsam@example.com\n\nEXPERIENCE\nSales Associate, REI, Portland, OR\tMar 2022 – Present\n  Footwear and camping departments; top-5 membership sign-ups in the region, Q4 2023\nBarista, Stumptown Coffee, Portland, OR\tJun 2020 – Feb 2022\n",
    );
    expect(p.positions.map((x) => x.title)).toEqual(["Sales Associate", "Barista"]);
  });

  it("a law review's editor under Education is a student activity", () => {
    const p = read(
      "Dana Wu\ndana@example.com\n\nEXPERIENCE\nAssociate, Kirkland & Ellis LLP, Chicago, IL\tSep 2016 – Present\n- Drafted motions.\n\nEDUCATION\nJ.D., Northwestern University School of Law, 2016\nArticles Editor, Northwestern University Law Review (2014–2015)\n",
    );
    expect(years(p)).toEqual([["2016-09", "2026-11"]]);
  });
});

describe("employers (review 49)", () => {
  it("later roles under one employer heading keep the employer; their unit stays in the title", () => {
    const p = read(
      "Jonathan Kim\njp@example.com\n\nPROFESSIONAL EXPERIENCE\n\nWELLS FARGO & COMPANY, Charlotte, NC\nVice President, Credit Risk Analytics                          Mar 2022 – Present\n  - Lead a team of 6 building loss-forecasting models\nAssistant Vice President, Credit Risk Analytics                Feb 2019 – Feb 2022\n  - Owned quarterly stress-testing submissions\nSenior Analyst, Portfolio Management                           Jul 2016 – Jan 2019\n  - Built SAS/SQL monitoring reports\n\nBB&T, Winston-Salem, NC\nCredit Analyst                                                 Jun 2014 – Jun 2016\n  - Underwrote C&I loans\n",
    );
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([
      ["Vice President, Credit Risk Analytics", "WELLS FARGO & COMPANY"],
      ["Assistant Vice President, Credit Risk Analytics", "WELLS FARGO & COMPANY"],
      ["Senior Analyst, Portfolio Management", "WELLS FARGO & COMPANY"],
      ["Credit Analyst", "BB&T"],
    ]);
  });

  it("'Senior Accountant, Deloitte & Touche LLP' and 'Keyholder, Bath & Body Works' are a title and a firm", () => {
    const p = read(
      "Lee Grant\nlee@example.com\n\nEXPERIENCE\n09/2018 – 02/2022    Senior Accountant, Deloitte & Touche LLP, Chicago, IL\n- Audited clients.\nKeyholder, Bath & Body Works, Mesa, AZ   Aug 2011 – Jan 2014\n- Opened the store.\n",
    );
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([
      ["Senior Accountant", "Deloitte & Touche LLP"],
      ["Keyholder", "Bath & Body Works"],
    ]);
  });

  it("'Strategy & Transactions' after a title is its unit, and the firm after the dash its employer", () => {
    const p = read("Ravi Shah\nravi@example.com\n\nEXPERIENCE\nManaging Director, Strategy & Transactions — EY-Parthenon, New York   2019 – Present\n- Led deals.\n");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Managing Director, Strategy & Transactions", "EY-Parthenon"]);
  });
});

describe("skills of work outside offices (review 50)", () => {
  it("a social worker's, a hair stylist's and a firefighter's skills written in their duties are read", () => {
    expect(skills("Ana Ruiz\nana@example.com\n\nEXPERIENCE\nSocial Worker, County CPS, Fresno, CA\tJan 2020 – Present\n- Provide crisis intervention and short-term counseling using motivational interviewing and trauma-informed care\n- Completed psychosocial assessments and discharge planning for 40 families\n")).toEqual(
      expect.arrayContaining(["Motivational interviewing", "Trauma-informed care", "Psychosocial assessment", "Discharge planning"]),
    );
    expect(skills("Jo Lee\njo@example.com\n\nEXPERIENCE\nSenior Stylist, Salon Nova, Denver, CO\tMar 2018 – Present\n- Specialize in balayage, color correction and precision haircuts; keratin treatments and hair extensions\n")).toEqual(
      expect.arrayContaining(["Balayage", "Hair coloring", "Haircutting", "Keratin treatments", "Hair extensions"]),
    );
    expect(skills("Sam Cole\nsam@example.com\n\nEXPERIENCE\nFirefighter, Sacramento Fire Department\tApr 2017 – Present\n- Fire suppression, vehicle extrication and search and rescue on 1,200+ calls a year\n")).toEqual(
      expect.arrayContaining(["Fire suppression", "Vehicle extrication", "Search and rescue"]),
    );
  });

  it("a product's bare name is read ('PointClickCare', 'Dentrix'), and 'P&C insurance' is one skill", () => {
    const names = skills("Dee Carter\ndee@example.com\n\nSKILLS\nPointClickCare, Dentrix, Naviance, PowerSchool, P&C insurance, Epic\n");
    expect(names).toEqual(expect.arrayContaining(["PointClickCare", "Dentrix", "Naviance", "PowerSchool", "Property and casualty insurance"]));
    expect(names).not.toContain("C insurance");
  });

  it("a recruiter's hires are not their skills; an engineer's team is", () => {
    const recruiter = skills(
      "Brianna Cole\nbrianna@example.com\n\nExperience\nSenior Technical Recruiter, Stripe, Austin, TX — May 2021 – Present\n- Run full-cycle recruiting for backend and infrastructure roles: Java, Go, Python and Kubernetes engineers\n- Screened candidates for React and mobile roles\n\nSkills\nFull-cycle recruiting, Boolean search, Greenhouse, LinkedIn Recruiter\n",
    );
    expect(recruiter).not.toEqual(expect.arrayContaining(["Java"]));
    expect(recruiter.filter((n) => ["Java", "Go", "Python", "Kubernetes", "React"].includes(n))).toEqual([]);
    expect(recruiter).toContain("Greenhouse");
    const lead = skills("Ken Ito\nken@example.com\n\nExperience\nEngineering Manager, Stripe, Austin, TX — May 2021 – Present\n- Led a team of six Java and Kubernetes engineers building the ledger\n");
    expect(lead).toEqual(expect.arrayContaining(["Java", "Kubernetes"]));
  });

  it("a surname the lexicon knows is the person's, and a skills heading's word no list knows is no soft skill", () => {
    const driver = skills('Robert "Bobby" Jenkins\nLittle Rock, AR | bobby@example.com\n\nSKILLS\nCommercial driving, Hazmat, Defensive driving\n');
    expect(driver).not.toContain("Jenkins");
    expect(driver).toContain("Defensive driving");
    const nurse = skills("DeShawn Carter, LPN\ndee@example.com\n\nClinical Skills\n• Medication administration\n• Wound care and dressing changes\n• Vital signs and blood glucose monitoring\n");
    expect(nurse).not.toContain("Clinical");
    expect(nurse).toEqual(expect.arrayContaining(["Medication administration", "Blood glucose monitoring"]));
  });
});

describe("the occupation (review 50)", () => {
  it("a headline O*NET names exactly leads, and an occupation named by the title itself wins its alternates", async () => {
    const { benchmarkFor } = await import("~/.server/analysis/benchmark");
    const p = read(
      "Brian Nakamura, P.E.\nRaleigh, NC · brian@example.com\n\nCivil Engineer (Land Development) — Licensed Professional Engineer, NC\n\nEXPERIENCE\nProject Engineer, Kimley-Horn, Raleigh, NC\tJun 2019 – Present\n- Designed stormwater management systems and grading plans in Civil 3D; modelled detention ponds in HEC-RAS\nEngineer in Training (EIT), Stantec, Raleigh, NC\tJul 2016 – May 2019\n- Prepared site plans and erosion control permits\n\nSKILLS\nAutoCAD Civil 3D, HEC-RAS, ArcGIS, Stormwater design, Site development\n",
    );
    expect(benchmarkFor(p).occupation?.code).toBe("17-2051.00");
  });

  it("an earlier title naming one of the jobs an occupation joins counts for it ('Receptionist': Receptionists and Information Clerks)", async () => {
    const { benchmarkFor } = await import("~/.server/analysis/benchmark");
    const p = read(
      "Gabriela Santos\ngabi@example.com\n\nEXPERIENCE\n\nFront Desk Receptionist — Greystar Property Management, Newark, NJ\nFebruary 2023 – Present\n- Greet residents and visitors; answer a 10-line phone system\n- Schedule apartment tours in Yardi\n\nReceptionist — Allstate Insurance, Elizabeth, NJ\nAugust 2021 – January 2023\n- Data entry of new client information\n\nSKILLS\n- Multi-line phone systems\n- Customer service\n- Microsoft Office\n- Yardi\n",
    );
    expect(benchmarkFor(p).occupation?.code).toBe("43-4171.00");
  });
});

describe("skills grids and one-per-line lists (review 50)", () => {
  it("a list's last item does not take the next group's label ('Section 504' / 'Behavior')", () => {
    const names = skills(
      "Marcus Bell\nmarcus@example.com\n\nAreas of Expertise\n\nInstruction\nDifferentiated instruction, co-teaching, Orton-Gillingham\nCompliance\nIEP development, progress monitoring, Section 504\nBehavior\nApplied Behavior Analysis (ABA), behavior intervention plans\n\nExperience\n\nTeacher, Piedmont Middle School\nAugust 2019 – Present\n• Taught reading\n",
    );
    expect(names).toContain("Section 504");
    expect(names).not.toContain("Section 504 Behavior");
  });

  it("items ending on a heading's word in a one-per-line list are items ('Hiring and training', 'Customer experience')", () => {
    const p = read(
      "Kevin O'Brien\nkevin@example.com\n\nSummary\n\nRetail store manager with 14 years of experience.\n\nCore Competencies\n\nP&L management\nInventory control\nHiring and training\nStaff scheduling\nLoss prevention\nCustomer experience\nVendor negotiation\n\nProfessional Experience\n\nStore Manager — Walgreens, Boston, MA\nApril 2019 – Present\n• Run a $9M store\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => s.heading)).toEqual(["Summary", "Core Competencies", "Professional Experience"]);
    expect(p.certifications).toEqual([]);
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Loss prevention", "Customer experience"]));
  });
});

describe("what a social worker's skills show (review 50)", () => {
  it("counselling skills show Counseling and Psychology, so a social worker's Keyword Strength is no longer 0", async () => {
    const { benchmarkFor } = await import("~/.server/analysis/benchmark");
    const { computeMetrics } = await import("~/.server/analysis/metrics");
    const p = read(
      "Keisha Robinson\nLicensed Clinical Social Worker\nkeisha@example.com\n\nEXPERIENCE\nMedical Social Worker, Johns Hopkins Hospital, Baltimore, MD\tJun 2020 – Present\n- Provide crisis intervention using motivational interviewing and trauma-informed care\n- Complete psychosocial assessments and discharge planning\nChild Welfare Caseworker, Baltimore City Department of Social Services\tSep 2016 – May 2020\n- Led family counseling sessions\n",
    );
    expect(p.positions.map((x) => x.title)).toEqual(["Medical Social Worker", "Child Welfare Caseworker"]);
    const m = computeMetrics(p, benchmarkFor(p), { id: "t", resumeId: "t", createdAt: "2026-11-28T00:00:00.000Z", asOf });
    expect(m.keywordStrength).toBeGreaterThan(0);
  });
});

describe("the top of the page (review 46's leftovers)", () => {
  it("a letter-spaced headline is parted into its words ('S E N I O R D A T A A N A L Y S T')", () => {
    const p = read("Jane Doe\nS E N I O R D A T A A N A L Y S T\nAustin, TX | jane@example.com\n\nEXPERIENCE\nData Analyst, Dell, Austin\nJan 2020 – Present\n- Built SQL reports\n");
    expect(p.contact.headline).toBe("SENIOR DATA ANALYST");
  });

  it("an address broken after a hyphen goes on on the next line; one ending in a slash does not take the next word", () => {
    const p = read("Jane Doe\nAustin, TX | jane@example.com | linkedin.com/in/jane-\ndoe-123 | github.com/janedoe\n\nEXPERIENCE\nData Analyst, Dell, Austin\nJan 2020 – Present\n- Built SQL reports\n");
    expect(p.contact.links).toEqual(["linkedin.com/in/jane-doe-123", "github.com/janedoe"]);
    const q = read("Ganesh Rao\nganesh@example.com\nhttps://blogs.msdn.microsoft.com/ganesh/\nGitHub\n\nEXPERIENCE\nEngineer, Microsoft\nJan 2020 – Present\n- Built things\n");
    expect(q.contact.links).toContain("https://blogs.msdn.microsoft.com/ganesh/");
  });
});

describe("products by their bare names in duties (review 50)", () => {
  it("an HR generalist's ADP, Workday, Concur and Kronos are read in a sentence; 'a 10-hour workday' is no Workday", () => {
    const names = skills("Jane Doe\njane@example.com\n\nEXPERIENCE\nHR Generalist, Acme, Austin\nJan 2020 – Present\n- Ran payroll in ADP and managed onboarding in Workday; processed expense reports in Concur; scheduled shifts in Kronos\n- Kept a 10-hour workday\n");
    expect(names).toEqual(expect.arrayContaining(["ADP", "Workday", "Concur", "Kronos"]));
    expect(read("Jane Doe\njane@example.com\n\nEXPERIENCE\nNurse, Mercy, Austin\nJan 2020 – Present\n- Worked a 12-hour workday caring for patients\n").skills.map((s) => s.name)).not.toContain("Workday");
  });
});

describe("two-column résumés (review 51)", () => {
  it("'Paralegal Certificate' under Education is a programme, not a certifications heading", () => {
    const p = read("Ana Silva\nana@example.com\n\nEDUCATION\nParalegal Certificate\nBoston University, 2016\nB.A. Political Science\nUMass Boston, 2014\n\nEXPERIENCE\nParalegal, Nixon Peabody, Boston, MA\nJan 2017 – Present\n- Drafted filings\n");
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["education", "experience"]);
    expect(p.education.map((e) => e.degree)).toContain("B.A. Political Science");
  });
});

describe("a language's level (review 51)", () => {
  it("'English — C2' gives English, not a skill 'C2'", () => {
    const names = skills("Chloe Dubois\nchloe@example.com\n\nLANGUAGES\nFrench — Native\nEnglish — C2\nSpanish — B1\n\nEXPERIENCE\nUX Researcher, Doctolib, Paris\nJan 2020 – Present\n- Ran studies\n");
    expect(names).toEqual(expect.arrayContaining(["French", "English", "Spanish"]));
    expect(names).not.toContain("C2");
  });
});
