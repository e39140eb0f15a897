// What an eighth review found misread in federal, Europass, functional, student, career-change, consultant, travel-nurse,
// Word-table, e-mailed, trades, data-science and hospitality résumés.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const ranges = (text: string) => read(text).workRanges.map((r) => `${r.start}..${r.end}`);

describe("how one studied", () => {
  const job = "Jordan Kowalczyk\njordan@example.com\n\nEXPERIENCE\nScience Teacher\tAug 2020 – Jun 2024\nWeaver Middle School, Hilliard, OH\n\n";
  it.each([
    "EDUCATION\nB.S. in Accounting (part-time, evening program)\t2014 – 2019\nFranklin University, Columbus, OH\n",
    "EDUCATION\nMaster of Business Administration (part-time)\t2016 – 2019\nKelley School of Business\n",
    "TRAINING\nUX Design Immersive (full-time bootcamp, 480 hours)\tJan 2020 – May 2020\nGeneral Assembly, remote\n",
  ])("is no work: %s", (education) => {
    expect(ranges(job + education)).toEqual(["2020-08..2024-06"]);
  });
});

describe("a list drawn without its marks in a PDF", () => {
  it("keeps a dated sentence inside the job above it", () => {
    const text = "Dana Whitfield\ndana@example.com\n\nEXPERIENCE\nMath Teacher\tAug 2015 – Jun 2019\nLanier High School, Austin, TX\nTaught Algebra I and Geometry to 150 students a year.\nSponsor of the school robotics club and its competition team, 2016–present.\nInstructional Designer\tJul 2019 – Jun 2021\nPearson, Austin, TX\nBuilt online algebra courses.\n";
    const profile = read(text);
    expect(profile.positions.map((p) => p.title)).toEqual(["Math Teacher", "Instructional Designer"]);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2015-08..2019-06", "2019-07..2021-06"]);
  });

  it("does the same for 'in 2019–2020.'", () => {
    const text = "Tiago Pereira\ntiago@example.com\n\nWORK EXPERIENCE\n01/09/2015 – 28/02/2021\tStructural Engineer\nMota-Engil Engenharia e Construção, S.A., Porto, Portugal\nDesign of reinforced and prestressed concrete structures for road viaducts.\nSite engineering support during construction of the Porto Metro Line Rosa (Liberdade station) in 2019–2020.\n";
    expect(read(text).positions).toHaveLength(1);
  });
});

describe("a nurse's unit after the title", () => {
  it.each([
    ["Registered Nurse – Medical ICU", "Vanderbilt University Medical Center, Nashville, TN", "Registered Nurse, Medical ICU", "Vanderbilt University Medical Center"],
    ["Registered Nurse – NICU", "Vanderbilt University Medical Center, Nashville, TN", "Registered Nurse, NICU", "Vanderbilt University Medical Center"],
    ["PRN Staff RN – ICU Float Pool", "University of Tennessee Medical Center, Knoxville, TN", "PRN Staff RN, ICU Float Pool", "University of Tennessee Medical Center"],
    ["Registered Nurse – Intensive Care Unit", "University of Michigan Health, Ann Arbor, MI", "Registered Nurse, Intensive Care Unit", "University of Michigan Health"],
  ])("%s over %s", (header, employer, title, company) => {
    const text = `Danielle Fitzgerald\ndanielle@example.com\n\nClinical Experience\n${header}\tJun 2020 – Present\n${employer}\n• Care for 1–2 critically ill adults per shift.\n`;
    expect(read(text).positions[0]).toMatchObject({ title, company });
  });
});

describe("the name", () => {
  const body = "\nRotterdam, Netherlands\n+31 6 5550 1287\ntiago@example.com\n\nWORK EXPERIENCE\nStructural Engineer\t2015 – 2021\nArcadis\n";
  it.each(["Curriculum Vitae Tiago Miguel Pereira", "CURRICULUM VITAE – Tiago Miguel Pereira", "Curriculum Vitae of Tiago Miguel Pereira", "Résumé – Tiago Miguel Pereira", "europass Curriculum Vitae Tiago Miguel Pereira"])(
    "follows the document's title on its line: %s",
    (first) => {
      expect(read(first + body).contact.name).toBe("Tiago Miguel Pereira");
    },
  );

  it.each(["Sex: Male", "Sex Male", "Nationality: Indian", "Marital Status: Married", "Gender: Female"])("is never a line of personal details: %s", (details) => {
    expect(read(`Curriculum Vitae${body.replace("tiago@example.com", `tiago@example.com\n${details}`)}`).contact.name).toBeNull();
  });
});

describe("the location", () => {
  it.each(["Home base: Knoxville, TN", "Based in Knoxville, TN", "Home: Knoxville, TN", "City: Knoxville, TN", "Residence: Knoxville, TN", "Lives in Knoxville, TN", "Knoxville, TN (open to relocation)"])(
    "is read after a label or before a remark: %s",
    (place) => {
      expect(read(`Tamika Jefferson\n${place} · (865) 555-0139 · tamika@example.com\n\nEXPERIENCE\nStaff RN\t2017 – 2020\nAcme Hospital\n`).contact.location).toBe("Knoxville, TN");
    },
  );

  it("is no list of states in the headline", () => {
    const text = "Tamika R. Jefferson, BSN, RN\nTravel ICU Registered Nurse · 9 years critical care · Compact (NLC) licence + CA, NY, MA\nHome base: Knoxville, TN · (865) 555-0139 · tamika@example.com\n\nEXPERIENCE\nStaff RN\t2017 – 2020\nAcme Hospital\n";
    expect(read(text).contact.location).toBe("Knoxville, TN");
  });
});

describe("promotions dated in years under an employer dated in months", () => {
  it("are roles at that employer", () => {
    const text = "Marcus Abernathy\nmarcus@example.com\n\nEXPERIENCE\n\nDeloitte Consulting LLP, Charlotte, NC                                       Aug 2011 - Feb 2017\nManager, Supply Chain & Network Operations (2015 - 2017)\nSenior Consultant (2011 - 2015)\n  - Led supply-planning workstreams.\n\nIngersoll Rand, Davidson, NC                                                 Jun 2007 - Jul 2011\nSupply Chain Analyst\n  - Demand planning.\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company}`)).toEqual([
      "Manager, Supply Chain & Network Operations | Deloitte Consulting LLP",
      "Senior Consultant | Deloitte Consulting LLP",
      "Supply Chain Analyst | Ingersoll Rand",
    ]);
  });
});

describe("a tradesperson's apprenticeship", () => {
  it.each(["APPRENTICESHIP & EDUCATION", "APPRENTICESHIP", "TRADE SCHOOL & EDUCATION", "Apprenticeship & Education"])("heads education: %s", (heading) => {
    const text = `Cody Halvorsen\ncody@example.com\n\nWORK HISTORY\nJourneyman Wireman\tJune 2021 – Present\nParsons Electric LLC, Minneapolis, MN\n• Foreman.\n\n${heading}\nInside Wireman Apprenticeship – Minneapolis Electrical JATC, Minneapolis, MN\t2016 – 2021\nHigh School Diploma – Park Center Senior High School, Brooklyn Park, MN\t2013\n`;
    const profile = read(text);
    expect(profile.education.map((e) => e.institution)).toEqual(["Minneapolis Electrical JATC", "Park Center Senior High School"]);
    expect(profile.positions).toHaveLength(1);
  });
});

describe("a personal site after a label", () => {
  it.each(["Portfolio: jordankowalczyk.com", "Website: jordankowalczyk.com", "Portfolio: jordankowalczyk.com · LinkedIn: linkedin.com/in/jordan-kowalczyk"])("is a link: %s", (line) => {
    const text = `Jordan Kowalczyk\nUX Designer\nColumbus, OH · 614-555-0122 · jordan@example.com\n${line}\n\nAbout\nTeacher turned designer.\n\nExperience\nUX Designer\t2025 – Present\nSelf-employed\n`;
    expect(read(text).contact.links).toContain("jordankowalczyk.com");
  });
});

describe("a Europass CV of the 2013 design", () => {
  it.each([
    ["Mathenesserlaan 210, 3021 HP Rotterdam (Netherlands)", "Rotterdam, Netherlands"],
    ["Rotterdam (Netherlands)", "Rotterdam, Netherlands"],
    ["Via Roma 12, 20121 Milano (Italy)", "Milano, Italy"],
  ])("reads the town with its country in brackets: %s", (line, place) => {
    expect(read(`Tiago Miguel Pereira\n${line}\n+31 6 5550 1287\ntiago@example.com\n\nWORK EXPERIENCE\nEngineer\t2015 – 2021\nArcadis\n`).contact.location).toBe(place);
  });

  it("reads the employer without its street address", () => {
    const text = "Tiago Miguel Pereira\ntiago@example.com\n\nWORK EXPERIENCE\n\n01/03/2021 – Present\tSenior Structural Engineer\nArcadis Nederland B.V., Piet Mondriaanlaan 26, 3812 GV Amersfoort (Netherlands)\nLead engineer for the renovation of 11 bridges.\n\n01/09/2015 – 28/02/2021\tStructural Engineer\nMota-Engil Engenharia e Construção, S.A., Rua do Rego Lameiro 38, 4300-454 Porto (Portugal)\nDesign of concrete structures.\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location}`)).toEqual([
      "Senior Structural Engineer | Arcadis Nederland B.V. | Amersfoort, Netherlands",
      "Structural Engineer | Mota-Engil Engenharia e Construção, S.A. | Porto, Portugal",
    ]);
  });

  it("reads no skill from the language and digital-competence grids", () => {
    const text = "Tiago Pereira\ntiago@example.com\n\nPERSONAL SKILLS\nMother tongue(s)\tPortuguese\n\nOther language(s)\tUNDERSTANDING\tSPEAKING\tWRITING\n\nListening\tReading\tSpoken interaction\tSpoken production\n\nEnglish\tC2\tC2\tC1\tC1\tC1\n\nLevels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user\nCommon European Framework of Reference for Languages\n\nDigital skills\tSELF-ASSESSMENT\n\nInformation processing\tCommunication\tContent creation\tSafety\tProblem solving\n\nProficient user\tProficient user\tProficient user\tIndependent user\tProficient user\nSAP2000, ETABS, AutoCAD, Revit, Python\n\nDriving licence\tB\n";
    const names = read(text).skills.map((s) => s.name.toLowerCase());
    for (const label of ["listening", "reading", "spoken interaction", "self-assessment", "information processing", "content creation", "safety", "problem solving", "independent user", "digital skills", "other language", "mother tongue", "common", "driving licence"]) expect(names).not.toContain(label);
    expect(names).toEqual(expect.arrayContaining(["portuguese", "english", "sap2000", "autocad", "python"]));
  });

  it("joins a heading wrapped in the label column, and knows Portuguese and Spanish schools", () => {
    const text = "Tiago Pereira\ntiago@example.com\n\nEDUCATION AND\nTRAINING\n01/09/2008 – 31/07/2013\tIntegrated Master's Degree in Civil Engineering (MSc)\nFaculdade de Engenharia da Universidade do Porto (FEUP), Porto (Portugal)\n";
    const profile = read(text);
    expect(profile.sections.map((s) => s.kind)).toContain("education");
    expect(profile.education.map((e) => e.institution)).toEqual([expect.stringMatching(/^Faculdade de Engenharia da Universidade do Porto/)]);
    expect(profile.certifications).toEqual([]);
  });
});

describe("smaller findings of the eighth review", () => {
  it("drops a remark in brackets after an employer and its place", () => {
    const text = "Jordan K\njordan@example.com\n\nEXPERIENCE\nUX Design Apprentice\tJan 2026 – Apr 2026\nLextant, Columbus, OH (16-week paid apprenticeship)\n• Research.\n";
    expect(read(text).positions[0]).toMatchObject({ company: "Lextant", location: "Columbus, OH" });
  });

  it("reads no skill from an e-mail signature after '-- '", () => {
    const text = "Raymond Sutherland\nray@example.com\n\nSKILLS\nXactimate, Guidewire, subrogation\n\n-- \nRay Sutherland\nSenior Claims Adjuster | Nationwide\nOffice: (614) 555-0100 ext. 2214\n";
    const names = read(text).skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Xactimate", "Guidewire"]));
    expect(names).not.toContain("Ray Sutherland");
    expect(names).not.toContain("Nationwide");
  });

  it.each([
    ["B.S., Mathematics (minor: Computer Science) – University of Nebraska–Lincoln, Lincoln, NE\t2011 – 2015", "B.S. in Mathematics (minor: Computer Science)"],
    ["B.S., Mathematics, minor in Computer Science – University of Nebraska–Lincoln\t2011 – 2015", "B.S. in Mathematics, minor in Computer Science"],
  ])("keeps the field before a minor: %s", (line, degree) => {
    expect(read(`Jo Smith\njo@example.com\n\nEDUCATION\n${line}\n`).education[0]?.degree).toBe(degree);
  });

  it("reads a licence table's header row as no licence, and parts its rows' cells", () => {
    const text = "Tamika Jefferson\ntamika@example.com\n\nLICENSURE\nState\tType\tNumber\tExpires\nTennessee\tRN – Multistate (Nurse Licensure Compact)\tRN 223344\t06/30/2027\n";
    expect(read(text).certifications).toEqual(["Tennessee · RN – Multistate (Nurse Licensure Compact) · RN 223344"]);
  });
});

describe("a functional résumé's skill area named '... Training'", () => {
  it("lists no achievement as a certification", () => {
    const text = "Marisol Delgado\nmarisol@example.com\n\nRelevant Skills & Accomplishments\nBookkeeping & Accounts\n• Full-cycle bookkeeping in QuickBooks Online.\nTeam Leadership & Training\n• Hired and trained front-desk agents and office assistants; created cross-training checklists.\nEmployment History\nOffice Manager, Desert Bloom Landscaping LLC, Phoenix, AZ\t2019 – Present\n\nCertifications\nQuickBooks Online Certified ProAdvisor\n";
    expect(read(text).certifications).toEqual(["QuickBooks Online Certified ProAdvisor"]);
  });
});

describe("a Word sidebar table read cell after cell", () => {
  it("lists neither the main column's name nor its headline under the sidebar's last heading", () => {
    const text = "Contact\n(312) 555-0157\nnadia@example.com\nChicago, IL\nSkills\nSEO\nHubSpot\nLanguages\nEnglish\nArabic\nCertifications\nGoogle Ads Search Certification (2025)\nNADIA HADDAD\nDigital Marketing Manager\nProfile\nDigital marketing manager with 11 years in e-commerce.\nExperience\nDigital Marketing Manager\nLakeshore Home Goods | Chicago, IL | Apr 2021 – Present\n• Own paid search.\n";
    const profile = read(text);
    expect(profile.contact).toMatchObject({ name: "NADIA HADDAD", headline: "Digital Marketing Manager" });
    expect(profile.certifications).toEqual(["Google Ads Search Certification"]);
    expect(profile.skills.map((s) => s.name)).not.toContain("Digital Marketing Manager");
  });
});

describe("last small findings", () => {
  it("reads Europass's 'Certifications⇥…' row under Additional information", () => {
    const text = "Tiago Pereira\ntiago@example.com\n\nWORK EXPERIENCE\n01/03/2021 – Present\tSenior Structural Engineer\nArcadis Nederland B.V., Amersfoort, Netherlands\n\nADDITIONAL INFORMATION\nMemberships\tOrdem dos Engenheiros (Portugal), senior member no. 71234\nCertifications\tAutodesk Certified Professional: Revit for Structural Design, 2022\n";
    expect(read(text).certifications).toEqual(["Autodesk Certified Professional: Revit for Structural Design"]);
  });

  it("keeps a nurse's 'ED' in the title", () => {
    const text = "Danielle Fitzgerald\ndanielle@example.com\n\nClinical Experience\nRegistered Nurse – ED\tJun 2020 – Present\nVanderbilt University Medical Center, Nashville, TN\n• Triage.\n";
    expect(read(text).positions[0]).toMatchObject({ title: "Registered Nurse, ED", company: "Vanderbilt University Medical Center" });
  });
});
