// What a ninth review, and the eighth review's leftovers, found misread: hard-wrapped e-mailed text, and the résumés
// of kinds the earlier reviews had not tried.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const head = "Raymond Sutherland\nColumbus, OH 43229 | ray@example.com\n\nEXPERIENCE\n\n";

describe("a header hard-wrapped onto the date's line", () => {
  it.each([
    "Senior Claims Adjuster, Nationwide Mutual Insurance Company, Columbus,\nOH, March 2019 - Present\n",
    "Senior Claims Adjuster, Nationwide Mutual Insurance Company, Columbus, OH,\nMarch 2019 - Present\n",
  ])("is one line: %s", (entry) => {
    const [p] = read(`${head}${entry}- Investigate and settle homeowners claims.\n`).positions;
    expect([p!.title, p!.company, p!.location, p!.start]).toEqual(["Senior Claims Adjuster", "Nationwide Mutual Insurance Company", "Columbus, OH", "2019-03"]);
  });

  it("but a sentence wrapped onto a dated line is not joined to the line above", () => {
    const text = `${head}Cashier, Kroger, Columbus, OH, 2001 - 2003\n\nVOLUNTEER\n\nCollege Missions Team Leader for Brookwood Baptist Church,\nCoordinate and volunteer to feed the homeless at Linn Park, Birmingham, AL 2003-2004\n`;
    expect(read(text).positions.map((p) => p.title)).not.toContain("College Missions Team Leader for Brookwood Baptist Church, Coordinate and volunteer to feed the homeless");
  });
});

describe("a department between the title and a university with its campus", () => {
  // Session 30 (reviews 81 and 90): an academic unit named by its kind first goes with the employer, as written.
  it("goes with the university, and the campus stays with the university", () => {
    const text = "Gary King\ngking@example.com\n\nEXPERIENCE\n\nVisiting Assistant Professor, Department of Political Science, University of Wisconsin, Madison, Summer 1985.\n";
    const [p] = read(text).positions;
    expect([p!.title, p!.company]).toEqual(["Visiting Assistant Professor", "Department of Political Science, University of Wisconsin, Madison"]);
  });
});

describe("the same season of several years", () => {
  it("counts each summer listed, not the years between", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\n\nLifeguard, City of Dayton Pools, Dayton, OH, Summers 2016 & 2017\n- Guarded pools.\n\nCamp Counselor, YMCA, Dayton, OH, Summers 2013, 2014 and 2015\n- Led games.\n";
    const profile = read(text);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`).sort()).toEqual(["2013-06..2013-08", "2014-06..2014-08", "2015-06..2015-08", "2016-06..2016-08", "2017-06..2017-08"]);
    expect(profile.positions.map((p) => `${p.title} | ${p.company}`)).toContain("Lifeguard | City of Dayton Pools");
  });
});

describe("a Portuguese postal address", () => {
  it("gives the town and the country", () => {
    const text = "Ana Silva\nRua das Flores 112, 4050-265 Porto (Portugal)\nana@example.pt\n\nWORK EXPERIENCE\n\nEngineer, Acme S.A., Porto, 2015 - 2020\n";
    expect(read(text).contact.location).toBe("Porto, Portugal");
  });
});

describe("headings of licences, admissions, ratings, talks and other lists", () => {
  const job = "Jackie Moreau\njackie@example.com\n\nEXPERIENCE\n\nReal Estate Agent\tJun 2019 – Present\nKeller Williams Arizona Realty, Scottsdale, AZ\n- Closed 29 transactions a year.\n\n";
  it.each(["Licences & Designations", "Licenses & Designations", "Designations", "Professional Designations", "Certificates & Ratings", "Medical Licensure", "BAR ADMISSIONS"])("'%s' heads certifications", (heading) => {
    const profile = read(`${job}${heading}\n- Arizona Real Estate Salesperson License #SA654321000 (since 2017)\n- Certified Residential Specialist (CRS), 2024\n\nEDUCATION\n\nB.A., Communication – Arizona State University\t2014\n`);
    expect(profile.certifications).toContain("Certified Residential Specialist (CRS)");
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2019-06..2026-11"]);
  });

  it.each(["Publications & Speaking", "SPEAKING"])("'%s' heads talks, which are no education", (heading) => {
    const profile = read(`${job}${heading}\n- "Mass Arbitration After Heckman," Pennsylvania Bar Institute CLE, March 2024.\n\nEDUCATION\n\nB.A., Communication – Arizona State University\t2014\n`);
    expect(profile.education).toHaveLength(1);
  });

  it("'Military Flying' heads jobs, and 'Flight Time' and 'Availability' are no skills lists", () => {
    const profile = read(`${job}MILITARY FLYING\nC-130H Aircraft Commander — United States Air Force, Little Rock AFB, AR\tMay 2007 – Jul 2015\n- Flew tactical airlift.\n\nFLIGHT TIME\nTotal Time\t11,420\nPilot in Command\t5,210\n\nAvailability\nAny shift, Mon–Sun, including overnights\n`);
    expect(profile.positions.map((p) => p.company)).toContain("United States Air Force");
    expect(profile.sections.find((s) => s.heading === "FLIGHT TIME")?.kind).toBe("other");
    expect(profile.sections.find((s) => s.heading === "Availability")?.kind).toBe("other");
  });
});

describe("a cover letter before the résumé in the same file", () => {
  const letter = "Gabriela M. Ortega\nSacramento, CA 95816 · (916) 555-0175 · gabriela@example.com\n\nNovember 20, 2026\n\nMs. Denise Hartwell\nCorporate Controller\nGolden Valley Produce Cooperative\n2400 Harbor Boulevard\nWest Sacramento, CA 95691\n\nDear Ms. Hartwell,\n\nBefore that I spent almost three years at Moss Adams auditing food and agriculture clients, which taught me what an auditor needs to see. I studied accounting at Sacramento State from 2014 to 2018 and passed the CPA exam.\n\nSincerely,\nGabriela M. Ortega\n\n";
  const resume = "EXPERIENCE\n\nSenior Staff Accountant — Blue Diamond Growers, Sacramento, CA\tJul 2021 – Present\n- Own fixed assets and accruals.\nAudit Associate — Moss Adams LLP, Sacramento, CA\tSep 2018 – Jun 2021\n- Audits of agriculture clients.\n";
  it("dates no job, and its addressee is neither the headline nor a position", () => {
    const profile = read(letter + resume);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2021-07..2026-11", "2018-09..2021-06"]);
    expect(profile.contact.headline).toBeNull();
    expect(profile.positions.map((p) => p.title)).toEqual(["Senior Staff Accountant", "Audit Associate"]);
    expect(profile.sections.map((s) => s.heading)).toContain("Cover letter");
  });
});

describe("academic years", () => {
  const job = "Jonas Eberhart\njonas@example.com\n\nEXPERIENCE\n\nMechanical Design Engineer, Michelin North America, Greenville, SC\tApr 2020 – Feb 2023\n- Designed tooling in Siemens NX.\n";
  it.each([
    ["2015/16", ["2015-07..2016-06"]],
    ["2015/16 – 2016/17", ["2015-07..2017-06"]],
    ["2017/18 – present", ["2017-07..2026-11"]],
  ])("'%s' is a range", (dates, expected) => {
    const profile = read(`${job}Working Student (Werkstudent), Siemens AG, Erlangen, Germany\t${dates}\n- CAD drawings in CATIA V5.\n`);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`).slice(1)).toEqual(expected);
    expect(profile.positions[1]!.title).toBe("Working Student (Werkstudent)");
  });

  it("but 'Windows 2003/08' is no range", () => {
    expect(read(`${job}- Migrated Windows 2003/08 servers.\n`).workRanges).toHaveLength(1);
  });
});

describe("titles of law firms", () => {
  it.each(["Of Counsel", "Shareholder"])("'%s' is a title", (title) => {
    const [p] = read(`Ana Delacroix\nana@example.com\n\nEXPERIENCE\n\n${title}, Ashby Kwan Feldman LLP, Philadelphia, PA\tFeb 2023 – Present\n- Class action defense.\n`).positions;
    expect([p!.title, p!.company]).toEqual([title, "Ashby Kwan Feldman LLP"]);
  });
});

describe("a physician's training posts and appointments", () => {
  const cv = (entry: string) => read(`Renata Ellis, M.D.\nrenata@example.com\n\nGRADUATE MEDICAL EDUCATION\n\n${entry}\n\nEDUCATION\n\n2008 – 2012\tDoctor of Medicine (M.D.)\nUniversity of Michigan Medical School, Ann Arbor, MI\n`).positions[0]!;
  it.each([
    ["Fellowship, Pulmonary and Critical Care Medicine", "University of Pittsburgh Medical Center, Pittsburgh, PA", "Fellowship, Pulmonary and Critical Care Medicine", "University of Pittsburgh Medical Center"],
    ["Residency, Internal Medicine", "Barnes-Jewish Hospital / Washington University School of Medicine, St. Louis, MO", "Residency, Internal Medicine", "Barnes-Jewish Hospital / Washington University School of Medicine"],
    ["Fellowship, Pulmonary and Critical Care Medicine", "Mayo Clinic, Rochester, MN", "Fellowship, Pulmonary and Critical Care Medicine", "Mayo Clinic"],
  ])("the specialty after '%s' is the title's, and the hospital is the employer", (line1, line2, title, company) => {
    const p = cv(`07/2015 – 06/2018\t${line1}\n${line2}`);
    expect([p.title, p.company]).toEqual([title, company]);
  });

  it.each([
    "Division of Pulmonary, Critical Care and Sleep Medicine, University of Cincinnati College of Medicine, Cincinnati, OH",
    "Department of Internal Medicine, University of Cincinnati College of Medicine, Cincinnati, OH",
  ])("a department before the university on the employer line goes with the university, the town apart: %s", (line2) => {
    const p = cv(`07/2022 – present\tAssociate Professor of Medicine\n${line2}`);
    // (Session 30: an academic unit named by its kind first is written as part of the employer, and read so.)
    expect([p.title, p.company, p.location]).toEqual(["Associate Professor of Medicine", line2.replace(/, Cincinnati, OH$/, ""), "Cincinnati, OH"]);
  });
});

describe("a beat or a unit between the title and the employer written with its place", () => {
  it.each([
    ["Staff Reporter, Environment & Energy – Milwaukee Journal Sentinel, Milwaukee, WI", "Staff Reporter, Environment & Energy", "Milwaukee Journal Sentinel"],
    ["Test Engineer, Bearing Systems, Schaeffler Technologies AG & Co. KG, Herzogenaurach, Germany", "Test Engineer, Bearing Systems", "Schaeffler Technologies AG & Co. KG"],
    ["Test Engineer – Schaeffler Technologies AG & Co. KG, Herzogenaurach, Germany", "Test Engineer", "Schaeffler Technologies AG & Co. KG"],
  ])("%s", (line, title, company) => {
    const [p] = read(`Sam Redfern\nsam@example.com\n\nEXPERIENCE\n\n${line}\tJun 2015 – Feb 2021\n- Covered the state's energy utilities.\n`).positions;
    expect([p!.title, p!.company]).toEqual([title, company]);
  });
});

describe("a student body's roles under the degree", () => {
  const cv = (line: string) => read(`Callum Redfern\ncallum@example.com\n\nEXPERIENCE\n\nStaff Reporter - Milwaukee Journal Sentinel, Milwaukee, WI\nJune 2015 - February 2021\n- Covered utilities.\n\nEDUCATION\n\nB.A., Journalism and Mass Communication\nUniversity of Wisconsin-Madison, Madison, WI - May 2015\n${line}\n`).workRanges.length;
  it.each([
    "Staff writer and news editor, The Badger Herald (student newspaper), 2012 - 2015",
    "President, Society of Professional Journalists student chapter, 2013 - 2015",
    "Captain, Club Rowing Team, 2012 - 2015",
  ])("are no work: %s", (line) => expect(cv(line)).toBe(1));

  it("but a co-op written beside one is", () => expect(cv("Co-op: Gannett, three rotations (2012-2013). SPJ student chapter president.")).toBe(2));
});

describe("education", () => {
  const edu = (lines: string) => read(`Katharine Delacroix\nkatharine@example.com\n\nEXPERIENCE\n\nAssociate\tSep 2016 – Present\nMorgan, Pryce & Sterling LLP, Philadelphia, PA\n- Complex commercial litigation.\n\nEDUCATION\n\n${lines}\n`).education;
  it.each([
    ["B.S., Biochemistry, with honors", "B.S. in Biochemistry"],
    ["B.S., Biochemistry (with honors)", "B.S. in Biochemistry"],
    ["B.A., Economics, magna cum laude", "B.A. in Economics"],
    ["B.S., Civil Engineering (GPA 3.7/4.0)", "B.S. in Civil Engineering"],
  ])("'%s' keeps its field without the honour", (line, degree) => {
    expect(edu(`${line}\tMay 2008\nNorth Carolina State University, Raleigh, NC`).map((e) => e.degree)).toEqual([degree]);
  });

  it.each([
    "• Judicial Extern to the Hon. Lorenzo P. Vitale, Superior Court of Pennsylvania, Spring 2014.",
    "Air Force ROTC Detachment 157; commissioned Second Lieutenant, May 2007.",
  ])("a dated detail under the degree is no second degree: %s", (detail) => {
    expect(edu(`Temple University Beasley School of Law, Philadelphia, PA\tMay 2015\nJ.D., cum laude\n${detail}`).map((e) => `${e.degree} | ${e.institution}`)).toEqual(["J.D. | Temple University Beasley School of Law"]);
  });
});

describe("skills lists and tables", () => {
  const cv = (section: string) => read(`Renata Ellis, M.D.\nrenata@example.com\n\nEXPERIENCE\n\n07/2018 – present\tAttending Physician, Medical Intensive Care Unit\nUniversity of Cincinnati Medical Center, Cincinnati, OH\n\n${section}\n`).skills.map((s) => s.name);
  it("a list parted by dots keeps its items when a few run to five or more words", () => {
    const skills = cv("CLINICAL SKILLS\nMechanical ventilation and ventilator liberation · ECMO (VV and VA) candidacy and management · critical care ultrasound (POCUS) · percutaneous tracheostomy · central venous and arterial line placement · sepsis and ARDS management · Epic");
    // The lexicon names "Mechanical ventilation" (session 14): the item's other half is a skill of its own.
    expect(skills).toEqual(expect.arrayContaining(["Mechanical ventilation", "ventilator liberation", "percutaneous tracheostomy", "central venous and arterial line placement"]));
  });

  it("a list of products parted by commas keeps a long product name", () => {
    expect(cv("KEY SKILLS\nSAP SuccessFactors Employee Central Payroll, Chris21, UKG (Kronos) Workforce Central, MYOB, Xero")).toEqual(expect.arrayContaining(["Chris21", "MYOB", "Xero"]));
  });

  it("but a sentence parted by commas is no list", () => {
    expect(cv("SKILLS\nProficient in managing ventilated patients, with strong knowledge of sepsis bundles and early mobility, teaching residents")).not.toContain("teaching residents");
  });

  it("a table's header row over figures names no skills", () => {
    const skills = cv("FLIGHT TIME\nCategory\tHours\tAircraft\tTotal\tPIC\nTotal Time\t11,420\tAirbus A320 / A321\t6246\t3190\nPilot in Command\t5,210\tEmbraer ERJ-175\t2760\t0");
    expect(skills).not.toContain("Aircraft");
    expect(skills).not.toContain("Total");
  });
});

describe("smaller things", () => {
  it("a membership under Volunteering is no work", () => {
    const profile = read("Jonas Eberhart\njonas@example.com\n\nEXPERIENCE\n\nMechanical Design Engineer, Michelin North America, Greenville, SC\tApr 2020 – Feb 2023\n- Designed tooling.\n\nVOLUNTEERING\n\nMember, VDI and ASME\t2017/18 – present\nMentor, FIRST Robotics Team 4451\t2021 – 2023\n");
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2020-04..2023-02", "2021-07..2023-06"]);
  });

  it.each(["Clayfield, Brisbane QLD 4011", "Surry Hills, Sydney NSW 2010"])("an Australian suburb before the city: %s", (line) => {
    expect(read(`Siobhan Harcourt\n${line} | 0491 570 110 | siobhan@example.com\n\nEXPERIENCE\n\nNurse, Royal Brisbane Hospital\t2019 – 2024\n`).contact.location).toMatch(/^(?:Brisbane QLD|Sydney NSW)$/);
  });

  it("a 'Selected bylines:' label inside a job does not end the experience section", () => {
    const profile = read("Callum Redfern\ncallum@example.com\n\nEXPERIENCE\n\nFreelance Journalist, Self-employed, Milwaukee, WI\tMar 2021 – Present\nSelected bylines:\n- \"The lake's last ice fishermen,\" The Atlantic, January 2024\n\nStaff Reporter, Milwaukee Journal Sentinel, Milwaukee, WI\tJun 2015 – Feb 2021\n- Covered utilities.\n");
    expect(profile.positions.map((p) => p.title)).toEqual(["Freelance Journalist", "Staff Reporter"]);
  });
});

describe("a break told in a cover letter's sentence", () => {
  it("'I cared for my father' is no work", () => {
    const text = "Gabriela Ortega\ngabriela@example.com\n\nFrom 2012 to 2014 I cared for my father full-time, and I am ready to return.\n\nEXPERIENCE\n\nSenior Staff Accountant — Blue Diamond Growers, Sacramento, CA\tJul 2021 – Present\n- Own accruals.\n";
    expect(read(text).workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2021-07..2026-11"]);
  });
});

describe("a role held within the one above", () => {
  it("takes its employer ('Chief Fellow, 2017 – 2018' under the fellowship)", () => {
    const text = "Renata Ellis, M.D.\nrenata@example.com\n\nGRADUATE MEDICAL EDUCATION\n\n07/2015 – 06/2018 Fellowship, Pulmonary and Critical Care Medicine\nUniversity of Pittsburgh Medical Center, Pittsburgh, PA\nChief Fellow, 2017 – 2018\n07/2012 – 06/2015 Residency, Internal Medicine\nBarnes-Jewish Hospital, St. Louis, MO\n";
    const profile = read(text);
    expect(profile.positions.map((p) => `${p.title} | ${p.company}`)).toContain("Chief Fellow | University of Pittsburgh Medical Center");
    expect(profile.warnings.join(" ")).not.toContain("Chief Fellow");
  });
});

describe("a date at the end of a header line, over a bullet written with a hyphen", () => {
  it("is that month or season, not a range to the present", () => {
    const profile = read("Jane Doe\njane@example.com\n\nEXPERIENCE\n\nGoogle\nIntern, Mountain View, CA, Summer 2019\n- Built a dashboard.\n\nSales Associate, Macy's, Columbus, OH, June 2018\n- Sold shoes.\n");
    // (A month alone dates no range of work: it is a single point.)
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2019-06..2019-08"]);
    expect(profile.positions[0]!.title).toBe("Intern");
  });
});

describe("a title or an employer hard-wrapped without a comma", () => {
  it.each([
    "Senior Claims Adjuster, Nationwide Mutual\nInsurance Company, Columbus, OH, March 2019 - Present\n",
    "Senior Claims\nAdjuster, Nationwide Mutual Insurance Company, Columbus, OH, March 2019 - Present\n",
  ])("is read whole: %s", (entry) => {
    const [p] = read(`Raymond Sutherland\nray@example.com\n\nEXPERIENCE\n\n${entry}- Settle homeowners claims.\n`).positions;
    expect([p!.title, p!.company]).toEqual(["Senior Claims Adjuster", "Nationwide Mutual Insurance Company"]);
  });
});

describe("bar admissions", () => {
  it("name the state's bar", () => {
    const profile = read("Katharine Delacroix\nkatharine@example.com\n\nBAR ADMISSIONS\nPennsylvania, 2015 · New Jersey, 2015 · New York, 2017\nU.S. Court of Appeals for the Third Circuit, 2018\n\nLEGAL EXPERIENCE\n\nAssociate\tSep 2016 – Present\nMorgan, Pryce & Sterling LLP, Philadelphia, PA\n- Complex commercial litigation.\n");
    expect(profile.certifications).toEqual(["Pennsylvania Bar", "New Jersey Bar", "New York Bar", "U.S. Court of Appeals for the Third Circuit"]);
  });
});

describe("an abbreviation that is also a language's file extension", () => {
  it("'BAL' (bronchoalveolar lavage) is not the Ballerina language", () => {
    const skills = read("Renata Ellis\nrenata@example.com\n\nCLINICAL SKILLS\nMechanical ventilation · ECMO · bronchoscopy with BAL · percutaneous tracheostomy · Epic\n").skills.map((s) => s.name);
    expect(skills).not.toContain("Ballerina");
  });
});

describe("quarters and halves of a year (review 10)", () => {
  const cv = (dates: string) => read(`Kwame Osei\nkwame@example.com\n\nEXPERIENCE\n\nData Engineer, Toast, Boston, MA\t${dates}\n- Built pipelines.\n`).workRanges.map((r) => `${r.start}..${r.end}`);
  it.each([
    ["Q1 2017 – Q1 2018", "2017-01..2018-03"],
    ["1Q17 – 3Q18", "2017-01..2018-09"],
    ["Q1/2017 – Q3/2018", "2017-01..2018-09"],
    ["2017 Q1 – 2018 Q1", "2017-01..2018-03"],
    ["H1 2019 – H2 2020", "2019-01..2020-12"],
    ["H2 2016", "2016-07..2016-12"],
    ["Q4 2019 – Present", "2019-10..2026-11"],
  ])("%s", (dates, range) => expect(cv(dates)).toEqual([range]));

  it("a quarter in a sentence is no job's time", () => {
    const profile = read("Kwame Osei\nkwame@example.com\n\nTop seller in Q3 2021 across the region; exceeded Q1 2020 targets.\n\nEXPERIENCE\n\nData Engineer, Toast, Boston, MA\t2017 – 2018\n");
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2017-07..2018-06"]);
  });
});

describe("a freelancer's client projects (review 10)", () => {
  it.each(["CLIENT PROJECTS", "Freelance Projects", "CLIENT WORK", "CONSULTING"])("under '%s' are work, each client the employer", (heading) => {
    const text = `Ines Varga\nhello@example.dev\n\n${heading}\n\nCascade Yoga Collective — booking and membership platform\tMay 2025 – Present\nNext.js, TypeScript, Stripe Billing, PostgreSQL, Vercel\n• Replaced a subscription for a 3-studio business.\n\nOregon Humanities — grant application portal\tJan 2024 – Jun 2024\nDjango 5, HTMX, PostgreSQL, AWS\n• Two grant cycles.\n\nEMPLOYMENT\n\nJunior Web Developer, Instrument, Portland, OR\tJan 2019 – Sep 2019\n• Front-end builds.\n`;
    const profile = read(text);
    expect(profile.workRanges).toHaveLength(3);
    expect(profile.positions.map((p) => p.company)).toEqual(["Cascade Yoga Collective", "Oregon Humanities", "Instrument"]);
  });
});

describe("contractors and product managers (review 10)", () => {
  // Since session 28 (review 78) a contractor's agency is the employer and the client is named beside it.
  it("'Client: Barclays (via Hays)' names the employer and the client", () => {
    const [p] = read("Oliver Penhaligon\noliver@example.co.uk\n\nEXPERIENCE\n\nSenior Java Developer — Client: Barclays (via Hays)\nKnutsford, Cheshire · Jun 2024 – Present\n• Payments APIs.\n").positions;
    expect([p!.title, p!.company]).toEqual(["Senior Java Developer", "Hays (client: Barclays)"]);
  });

  it("'PM', 'Sr. PM' and 'PM II' are titles of roles under one employer", () => {
    const text = "Devika Raman-Holt\ndevika@example.com\n\nEXPERIENCE\n\nIntuit — Mountain View, CA\tJun 2019 – Present\nSr. PM, QuickBooks Payroll\tApr 2024 – Present\n• Own the payroll onboarding journey.\nPM II, QuickBooks Online Invoicing\tJan 2022 – Mar 2024\n• Launched Instant Deposit.\nPM\tJun 2019 – Dec 2021\n• Shipped 11 features.\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company}`)).toEqual(["Sr. PM, QuickBooks Payroll | Intuit", "PM II, QuickBooks Online Invoicing | Intuit", "PM | Intuit"]);
  });
});

describe("a line on what the employer is, between the employer and the title (review 10)", () => {
  it.each(["$2.4B maker of snacks and frozen foods; 6,200 employees; 14 plants.", "A $2.4B privately held maker of snacks and frozen foods.", "6,200 employees; 14 plants."])("is stepped over: %s", (blurb) => {
    const [p] = read(`Gregory Lindenfeld\ngreg@example.com\n\nPROFESSIONAL EXPERIENCE\n\nMERIDIAN CONSUMER BRANDS, INC. — CHICAGO, IL\t2019 – Present\n${blurb}\nPresident & Chief Executive Officer\n• Led a turnaround.\n`).positions;
    expect([p!.title, p!.company]).toEqual(["President & Chief Executive Officer", "MERIDIAN CONSUMER BRANDS, INC."]);
  });
});

describe("locations (review 10)", () => {
  const loc = (line: string) => read(`Fiona Calloway-Reid\n${line}\n\nEXPERIENCE\n\nAnalyst, Acme Ltd, Bristol\t2019 – 2024\n`).contact.location;
  it.each([
    ["📍 Chicago, IL  |  773-555-0158  |  lena@example.com", "Chicago, IL"],
    ["⌂ Address: Chicago, IL", "Chicago, IL"],
    ["✉ lena@example.com ⌂ Chicago, IL", "Chicago, IL"],
    ["Bristol BS6  |  07700 900731  |  fiona@example.com", "Bristol"],
    ["London SE15  |  07700 900731", "London"],
    ["Bristol, BS6 5QA  |  07700 900731", "Bristol"],
    ["Clifton, Bristol BS8  |  07700 900731", "Bristol"],
  ])("%s", (line, place) => expect(loc(line)).toBe(place));
});

describe("education and certifications (review 10)", () => {
  it("a degree with no year beside a dated one is kept", () => {
    const profile = read("Gregory Lindenfeld\ngreg@example.com\n\nEDUCATION\n\nExecutive MBA, Kellogg School of Management, Northwestern University, Evanston, IL (2008)\nB.S., Chemical Engineering, Purdue University, West Lafayette, IN\n");
    expect(profile.education.map((e) => `${e.degree} | ${e.institution}`)).toEqual(["Executive MBA | Kellogg School of Management, Northwestern University", "B.S. in Chemical Engineering | Purdue University"]);
  });

  it("'Certifications & Clearance' heads certifications", () => {
    const profile = read("Oliver Penhaligon\noliver@example.co.uk\n\nCertifications & Clearance\nOracle Certified Professional: Java SE 11 Developer (2021)\nAWS Certified Developer – Associate (2023)\nSC clearance (active)\n\nEXPERIENCE\n\nSoftware Engineer, Sopra Steria, Reading\tSep 2014 – Jul 2018\n");
    expect(profile.certifications).toEqual(expect.arrayContaining(["Oracle Certified Professional: Java SE 11 Developer", "AWS Certified Developer – Associate"]));
  });
});

describe("smaller things of review 10", () => {
  it.each([
    ["B.B.A., Management Information Systems, The University of Texas at Austin, 2010", "B.B.A. in Management Information Systems"],
    ["Bachelor of Business Administration, Finance, The University of Texas at Austin, 2010", "Bachelor of Business Administration in Finance"],
    ["Associate of Applied Business, Office Administration, Sinclair Community College, 2011", "Associate of Applied Business in Office Administration"],
  ])("a business degree keeps its field: %s", (line, degree) => {
    expect(read(`Ana Ruiz\nana@example.com\n\nEDUCATION\n\n${line}\n`).education.map((e) => e.degree)).toEqual([degree]);
  });

  it("a list parted by middle dots gives each item, not two run together", () => {
    const skills = read("Ana Ruiz\nana@example.com\n\nSKILLS\ngo-to-market strategy · enterprise sales · product strategy\n").skills.map((s) => s.name);
    expect(skills).not.toContain("go-to-market strategy · enterprise sales");
  });

  it("'various roles at Procter & Gamble' names the employer, not a title", () => {
    const positions = read("Greg Lindenfeld\ngreg@example.com\n\nEXPERIENCE\n\n1994–2004: various roles at Procter & Gamble\n").positions;
    expect(positions.map((p) => `${p.title} | ${p.company}`)).toEqual([" | Procter & Gamble"]);
  });
});

describe("a year with the job's length (review 10)", () => {
  it.each([
    ["2013 (6 months)", "2013-07..2013-12"],
    ["3 months in 2018", "2018-07..2018-09"],
    ["2017 (12 months)", "2017-01..2017-12"],
  ])("%s counts that many months", (dates, range) => {
    const profile = read(`Kwame Osei\nkwame@example.com\n\nEXPERIENCE\n\nBI Analyst (co-op), Wayfair, Boston, MA\t${dates}\n- Dashboards.\n`);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual([range]);
    expect(profile.positions[0]!.title).toBe("BI Analyst (co-op)");
  });

  it("but a year alone in a sentence dates nothing", () => {
    expect(read("Kwame Osei\nkwame@example.com\n\nEXPERIENCE\n\n- Grew revenue 40% in 2018.\n").workRanges).toEqual([]);
  });
});

describe("a client's project under a client-work heading (review 10)", () => {
  it("names the client as the employer, not what was built", () => {
    const text = "Ines Varga\nhello@example.dev\n\nCLIENT PROJECTS\n\nBridgetown Bikes — Shopify store and repair-booking app\tMay 2025 – Present\nShopify (Liquid), Remix, Node.js\n• Online store and bookings.\n\nSellwood Dental Group — website, patient intake and scheduling\tJan 2024 – Jun 2024\nDjango, React, Twilio\n• Intake forms.\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company}`)).toEqual([" | Bridgetown Bikes", " | Sellwood Dental Group"]);
  });
});
