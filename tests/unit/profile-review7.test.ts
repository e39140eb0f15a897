// What a seventh review found misread in multi-page PDFs, in résumés written in English in other countries' styles,
// and in unusual career shapes.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });

describe("a credential after the name that is also a state's code", () => {
  it.each([
    ["Farah Qureshi, MD, FACC\nAssistant Professor of Medicine\nMinneapolis, MN 55455 · (612) 555-0164 · fqureshi@umn.edu", "Farah Qureshi", "Minneapolis, MN 55455"],
    ["Farah Qureshi, MD\n420 Delaware Street SE, Minneapolis, MN 55455 · fqureshi@umn.edu", "Farah Qureshi", "Minneapolis, MN 55455"],
    ["Rachel Lindqvist, MA\nSpeech-Language Pathologist · (651) 555-0111 · rachel@example.com", "Rachel Lindqvist", null],
  ])("is no place: %s", (top, name, location) => {
    expect(read(`${top}\n\nEXPERIENCE\nPhysician, Acme Clinic\t2019 – Present\n- Saw patients.\n`).contact).toMatchObject({ name, location });
  });

  it("leaves a town with its state a place", () => {
    expect(read("Jo Smith\nBaltimore, MD · jo@example.com\n\nEXPERIENCE\nNurse, Acme Clinic\t2019 – Present\n").contact.location).toBe("Baltimore, MD");
  });
});

describe("an Indian résumé's labelled entries", () => {
  it("keeps every job whose only date is under 'Duration :'", () => {
    const text = "Sneha Kulkarni\nsneha@example.com\n\nWork Experience\n1) Bajaj Finserv Ltd., Pune\nDesignation\t: Senior Executive\nDuration\t: Jun'18 – Till Date\nRoles & Responsibilities:\n• Filing of GST returns.\n2) Thermax Limited, Pune\nDesignation\t: Accounts Executive\nDuration\t: Aug'15 – May'18\nRoles & Responsibilities:\n• Accounts payable.\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Senior Executive | Bajaj Finserv Ltd. | 2018-06 – Present",
      "Accounts Executive | Thermax Limited | 2015-08 – 2018-05",
    ]);
  });
});

describe("Canadian and Australian addresses", () => {
  it.each([
    ["Calgary, AB T3J 4K8", "Calgary, AB"],
    ["Toronto, ON M5V 2T6", "Toronto, ON"],
    ["Parramatta NSW 2150", "Parramatta NSW"],
    ["11 Cruz Avenue  Clayton VIC 3204", "Clayton VIC"],
  ])("%s gives %s", (line, place) => {
    expect(read(`Jordan Ellis\n${line} | jordan@example.com\n\nEXPERIENCE\nMechanic, Acme\t2019 – Present\n`).contact.location).toBe(place);
  });
});

describe("a date cell wrapped in two", () => {
  it("ends on the date alone on the next line, not at the present", () => {
    const text = "Farah Qureshi\nfqureshi@umn.edu\n\nAPPOINTMENTS\n07/2021 – present\tAssistant Professor of Medicine, University of Minnesota Medical School, Minneapolis, MN\n07/2015 –\tResearch Associate, Northwestern University, Chicago, IL\n06/2018\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Assistant Professor of Medicine | 2021-07 – Present",
      "Research Associate | 2015-07 – 2018-06",
    ]);
  });
});

describe("a physician's training and specialty", () => {
  it("reads residency and fellowship under 'Postgraduate Training' as positions, and a specialty as a title", () => {
    const text = "Farah Qureshi\nfqureshi@umn.edu\n\nCURRENT APPOINTMENTS\n07/2021 – present\tStaff Cardiologist, M Health Fairview, Minneapolis, MN\n\nPOSTGRADUATE TRAINING\n07/2018 – 06/2021\tFellow, Cardiovascular Disease, Mayo Clinic, Rochester, MN\n06/2015 – 06/2018\tResident, Internal Medicine, Northwestern McGaw Medical Center, Chicago, IL\n";
    const profile = read(text);
    expect(profile.positions.map((p) => `${p.title} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Staff Cardiologist | 2021-07 – Present",
      "Fellow, Cardiovascular Disease | 2018-07 – 2021-06",
      "Resident, Internal Medicine | 2015-06 – 2018-06",
    ]);
    expect(profile.certifications).toEqual([]);
  });
});

describe("an executive's employer headings", () => {
  const head = "Susan Thackeray\nBrentwood, TN · (615) 555-0176 · susan.thackeray@icloud.com\n\nEXECUTIVE EXPERIENCE\n";
  const show = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);

  it("keeps the employer above its roles when a later entry writes its employer below the title", () => {
    const text = `${head}LUMEN HEALTH SYSTEMS, INC.\t2019 – Present\nNashville, TN\nChief Financial Officer\t2019 – Present\nLead finance, accounting, tax and treasury.\n\nHCA HEALTHCARE\n2012 – 2019\nNashville, TN\nSenior Vice President, Finance & Treasurer\t2015 – 2019\nManaged the $30B debt portfolio and cash management.\n\nVice President, Corporate FP&A\t2012 – 2015\nLed the annual operating plan for 180 hospitals.\n\nSenior Auditor\t1999 – 2012\nErnst & Young LLP · Atlanta, GA\nAudits of public healthcare and retail clients.\n`;
    expect(show(text)).toEqual([
      "Chief Financial Officer | LUMEN HEALTH SYSTEMS, INC. | Nashville, TN | 2019 – Present",
      "Senior Vice President, Finance & Treasurer | HCA HEALTHCARE | Nashville, TN | 2015 – 2019",
      "Vice President, Corporate FP&A | HCA HEALTHCARE | Nashville, TN | 2012 – 2015",
      "Senior Auditor | Ernst & Young LLP | Atlanta, GA | 1999 – 2012",
    ]);
  });

  it("reads a line describing the employer, and its ticker, as no part of the job", () => {
    const text = `${head}LUMEN HEALTH SYSTEMS, INC. (NYSE: LMH)\t2019 – Present\nNashville, TN · outpatient surgery and imaging centers, 14,000 employees\nExecutive Vice President & Chief Financial Officer\t2019 – Present\nLead finance, accounting, tax and treasury (420 staff).\n`;
    expect(show(text)).toEqual(["Executive Vice President & Chief Financial Officer | LUMEN HEALTH SYSTEMS, INC. | Nashville, TN | 2019 – Present"]);
  });
});

describe("a grant's years", () => {
  it("are no job, whatever role its holder had", () => {
    const text = "Farah Qureshi\nMinneapolis, MN · (612) 555-0164 · fqureshi@umn.edu\n\nAPPOINTMENTS\n07/2021 – present\tAssistant Professor of Medicine, University of Minnesota Medical School, Minneapolis, MN\n\nRESEARCH FUNDING\n2015 – 2018\tAmerican Heart Association Predoctoral Fellowship 17PRE3312. Role: Principal Investigator. $78,000.\n";
    const profile = read(text);
    expect(profile.positions.map((p) => p.title)).toEqual(["Assistant Professor of Medicine"]);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2021-07..2026-11"]);
  });
});

describe("smaller findings of the seventh review", () => {
  const show = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);

  it("reads '– Date' as to date, not as the employer", () => {
    const text = "Adewale Ogunleye\nLagos, Nigeria | adewale@example.com\n\nWORK EXPERIENCE\nNetwork Engineer\tJanuary 2021 – Date\nMainOne Cable Company Ltd, Lekki, Lagos\n• Operate the IP/MPLS backbone.\nIT Support Engineer\tOctober 2017 – December 2020\nInterswitch Limited, Lagos\n• Supported 900 staff.\n";
    expect(show(text)[0]).toMatch(/^Network Engineer \| MainOne Cable Company Ltd.* \| 2021-01 – Present$/);
  });

  it("reads a remark in brackets after the place as neither place nor employer", () => {
    const text = "Kyle Desjardins\nkyle@example.com\n\nEXPERIENCE\nHeavy Duty Mechanic\nSuncor Energy — Fort McMurray, AB (14 on / 7 off rotation)\nSep 2015 – Apr 2019\n- Maintained haul trucks.\n\nSenior Operations Manager\tSep 2012 – Aug 2015\nAmazon · Etna, OH (CMH1 Fulfillment Center)\n- Ran outbound operations.\n";
    expect(show(text)).toEqual([
      "Heavy Duty Mechanic | Suncor Energy | Fort McMurray, AB | 2015-09 – 2019-04",
      "Senior Operations Manager | Amazon | Etna, OH | 2012-09 – 2015-08",
    ]);
  });

  it("leaves the kind of job before its title out of the title and the employer", () => {
    const text = "Mathilde Rousseau\nmathilde@example.fr\n\nPROFESSIONAL EXPERIENCE\nMarch – Aug. 2015\tEnd-of-studies internship (6 months) – Audit Assistant, KPMG\nJune – Aug. 2014\tSummer job – Assistant Accountant, Crédit Agricole Centre-Est, Lyon\n";
    expect(show(text)).toEqual(["Audit Assistant | KPMG |  | 2015-03 – 2015-08", "Assistant Accountant | Crédit Agricole Centre-Est | Lyon | 2014-06 – 2014-08"]);
  });

  it("reads 'SYSTEMS' as a skills heading, and its word as no skill", () => {
    const profile = read("Marcus Delaney\nmarcus@example.com\n\nEXPERIENCE\nDirector of Operations\tFeb 2020 – Present\nAbercrombie & Fitch Co.\n\nCERTIFICATIONS\nAPICS Certified Supply Chain Professional (CSCP), 2015\n\nSYSTEMS\nManhattan WMS, SAP EWM, Blue Yonder (JDA), AutoStore, Kronos, Tableau\n");
    expect(profile.certifications).toEqual(["APICS Certified Supply Chain Professional (CSCP)"]);
    expect(profile.sections.map((s) => s.kind)).toContain("skills");
    expect(profile.skills.map((s) => s.name)).not.toContain("SYSTEMS");
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Kronos", "Tableau"]));
  });

  it("does not count a certificate programme studied as work, whatever job its name holds", () => {
    const text = "Kyle Desjardins\nkyle@example.com\n\nEXPERIENCE\nHeavy Duty Technician\nFinning Canada — Calgary, AB\nMay 2019 – present\n- Field service.\n\nEDUCATION\nHeavy Equipment and Truck & Transport Technician Certificate, Cambrian College, Sudbury, ON — 2008 – 2009\nMedical Assistant Certificate, Kaplan College\t2016 – 2017\n";
    expect(read(text).workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2019-05..2026-11"]);
  });

  it("takes no skill across a sentence's end", () => {
    const text = "DeShawn Patterson\ndeshawn@example.com\n\nSUMMARY\nSelf-employed for seven years across several platforms at once. 6,200+ rideshare trips at a 4.96 rating, 3,000+ deliveries, and 48 completed copywriting contracts.\n\nSKILLS\nCustomer service, route planning\n";
    expect(read(text).skills.map((s) => s.name).filter((n) => /\.\s/.test(n))).toEqual([]);
  });
});

describe("a qualifier after the title, with the employer named elsewhere", () => {
  const show = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""}`);

  it("joins the title when the employer is on the next line with an Australian place", () => {
    const text = "Jessica Tran\njess@example.com.au\n\nEMPLOYMENT HISTORY\nRoom Leader – Preschool Room\tFeb 2021 – Current\nGoodstart Early Learning, Parramatta NSW\n• Lead a team of 4 educators.\n";
    expect(show(text)).toEqual(["Room Leader, Preschool Room | Goodstart Early Learning | Parramatta NSW"]);
  });

  it("joins the title when a registered firm or a school follows on the same line", () => {
    const text = "Sam Kaur\nsam@example.com\n\nEXPERIENCE\nSenior Executive – Accounts & Taxation, Bajaj Finserv Ltd., Pune\tJun 2018 – Present\n• Filing of GST returns.\nNewly Qualified Teacher, Humanities · Westbury Park Community School\tSep 2015 – Jul 2017\n• Taught Years 7 to 11.\n";
    expect(show(text)).toEqual([
      "Senior Executive, Accounts & Taxation | Bajaj Finserv Ltd. | Pune",
      "Newly Qualified Teacher, Humanities | Westbury Park Community School | ",
    ]);
  });

  it("keeps a firm's legal form with its name", () => {
    const text = "Sam Kaur\nsam@example.com\n\nEXPERIENCE\nSenior Software Engineer, DEF Company, Inc.\t1998 – 2001\n• Built things.\n";
    expect(show(text)).toEqual(["Senior Software Engineer | DEF Company, Inc. | "]);
  });
});

describe("Nigerian and French school qualifications", () => {
  it.each([
    ["OND Computer Science (Upper Credit), Yaba College of Technology, Lagos\t2009 – 2011", /^OND Computer Science/],
    ["Baccalauréat ES, Lycée du Parc, Lyon\t2009 – 2011", /^Baccalauréat ES$/],
  ])("reads %s as a degree", (line, degree) => {
    const education = read(`Jordan Ellis\njordan@example.com\n\nEDUCATION\n${line}\n`).education;
    expect(education[0]?.degree).toMatch(degree);
  });
});

describe("leftovers of earlier reviews", () => {
  it("reads a lower-case brand with its town as the employer ('first direct')", () => {
    const text = "Eleanor Whitcombe\neleanor@example.com\n\nEmployment history\nOct 2012 – Feb 2015\tPR Advisor\nfirst direct (HSBC UK), Leeds\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location}`)).toEqual(["PR Advisor | first direct (HSBC UK) | Leeds"]);
  });

  it("reads a long military unit line that ends in its post as the employer", () => {
    const text = "Jamal Henderson\njamal@example.com\n\nExperience\nPlatoon Sergeant (Staff Sergeant, E-6)          Jun 2018 - Jul 2022\nForward Support Company, 2nd Battalion, 504th Parachute Infantry Regiment, 82nd Airborne Division, Fort Bragg, NC\n- Led a 42-Soldier distribution platoon.\n";
    const [p] = read(text).positions;
    expect(p).toMatchObject({ company: expect.stringMatching(/^Forward Support Company, 2nd Battalion/), location: "Fort Bragg, NC" });
  });

  it("reads civilian service listed under education as no degree, and leaves the next school its own", () => {
    const text = "Tobias Weissenboeck\ntobias@example.com\n\nEDUCATION\n10/2010 – 08/2014\tB.Sc. Automotive Engineering\nEsslingen University of Applied Sciences — final grade 1.9\n07/2009 – 06/2010\tCivilian service\nGerman Red Cross (DRK), Ulm — patient transport\n06/2009\tAbitur (university entrance qualification)\nKepler-Gymnasium Ulm\n";
    expect(read(text).education.map((e) => `${e.degree} | ${e.institution}`)).toEqual([
      "B.Sc. Automotive Engineering | Esslingen University of Applied Sciences",
      "Abitur (university entrance qualification) | Kepler-Gymnasium Ulm",
    ]);
  });
});
