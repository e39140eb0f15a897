import { describe, expect, it } from "vitest";
import { impliedKeys } from "~/.server/analysis/engines/job-equivalence";
import { productNames } from "~/.server/analysis/engines/product-names";
import { computeMetrics, skillPlaces, type Benchmark } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";

const context = { id: "m", resumeId: "r", createdAt: "2026-11-24T00:00:00.000Z", asOf: "2026-11-24" };
const benchmark = (...names: string[]): Benchmark => ({
  occupation: { code: "15-1243.00", title: "Database Architects", confidence: 0.5, evidence: [] },
  skills: names.map((name) => ({ name, weight: 1, why: "test" })),
});

describe("keyword strength and gap score", () => {
  it("count a benchmark skill that a résumé skill shows under another name, and say which", () => {
    const profile = parseProfile("Skills\nAmazon Redshift, PostgreSQL, Snowflake\n", { asOf: "2026-11-24" });
    const m = computeMetrics(profile, benchmark("AWS", "SQL", "Microsoft Azure", "Hadoop"), context);
    expect(m.explanations.keywords.present).toEqual([
      { skill: "AWS", weight: 1, matchedBy: "Amazon Redshift" },
      { skill: "SQL", weight: 1, matchedBy: "PostgreSQL" },
    ]);
    expect(m.keywordStrength).toBe(50);
    expect(m.gapScore).toBe(50);
  });

  it("counts a product written with its edition or without its vendor, a design application for its suite, a CAD program for CAD", () => {
    const profile = parseProfile("Skills\nWestlaw, Adobe Acrobat Pro, SAP (GCSS-Army), Adobe Illustrator, AutoCAD\n", { asOf: "2026-11-24" });
    const m = computeMetrics(profile, benchmark("Thomson Reuters Westlaw", "Adobe Acrobat", "SAP", "Adobe Creative Suite", "CAD", "LexisNexis"), context);
    expect(m.explanations.keywords.present).toEqual([
      { skill: "Thomson Reuters Westlaw", weight: 1, matchedBy: "Westlaw" },
      { skill: "Adobe Acrobat", weight: 1, matchedBy: "Adobe Acrobat Pro" },
      { skill: "SAP", weight: 1, matchedBy: "SAP (GCSS-Army)" },
      { skill: "Adobe Creative Suite", weight: 1, matchedBy: "Adobe Illustrator" },
      { skill: "CAD", weight: 1, matchedBy: "AutoCAD" },
    ]);
  });

  it("counts one technology of a kind for the kind's entry, and the suite for its everyday programs (decision 0031)", () => {
    const profile = parseProfile("Skills\nEpic, Microsoft Office\n", { asOf: "2026-11-24" });
    const kinds: Benchmark = {
      ...benchmark("PowerPoint", "Microsoft Outlook", "Excel"),
      skills: [
        { name: "MEDITECH", weight: 1, why: "test", alternatives: ["Epic Systems", "eClinicalWorks EHR"] },
        ...["PowerPoint", "Microsoft Outlook", "Excel"].map((name) => ({ name, weight: 1, why: "test" })),
      ],
    };
    const m = computeMetrics(profile, kinds, context);
    expect(m.explanations.keywords.present).toEqual([
      { skill: "Epic Systems", weight: 1, matchedBy: "Epic Systems" },
      { skill: "PowerPoint", weight: 1, matchedBy: "MS Office" },
      { skill: "Microsoft Outlook", weight: 1, matchedBy: "MS Office" },
    ]);
    // Excel is a skill in itself: the suite does not show it.
    expect(m.explanations.gaps.missing.map((k) => k.skill)).toEqual(["Excel"]);
    expect(m.keywordStrength).toBe(75);
  });

  it("never reads the relation the other way: AWS does not show Amazon Redshift", () => {
    const profile = parseProfile("Skills\nAWS, SQL\n", { asOf: "2026-11-24" });
    const m = computeMetrics(profile, benchmark("Amazon Redshift", "PostgreSQL"), context);
    expect(m.explanations.keywords.present).toEqual([]);
    expect(m.gapScore).toBe(100);
  });
});

describe("skill count explanation", () => {
  it("says a skill shows in the experience when a role's bullet names it, though only the skills list was tagged", () => {
    const profile = parseProfile(
      "Jordan Rivera\n\nExperience\nData Engineer, Contoso Retail\nJan 2020 – Present\n• Built Python ETL pipelines feeding Amazon Redshift.\n\nSkills\nPython, Amazon Redshift, Kafka\n",
      { asOf: "2026-11-24" },
    );
    // As when the tagger leaves the bullet's mention unmarked.
    profile.skills = profile.skills.map((s) => (s.name === "Amazon Redshift" ? { ...s, mentions: s.mentions.filter((m) => m.section === "skills") } : s));
    expect(profile.skills.find((s) => s.name === "Amazon Redshift")!.mentions.map((m) => m.section)).toEqual(["skills"]);
    const where = Object.fromEntries(computeMetrics(profile, benchmark(), context).explanations.skills.skills.map((s) => [s.name, s.where]));
    expect(where["Amazon Redshift"]).toEqual(["skills section", "experience"]);
    expect(where["Kafka"]).toEqual(["skills section"]);
    // The parsed profile's panel shows the same places, from the same function.
    const places = skillPlaces(profile);
    for (const [name, list] of Object.entries(where)) expect(places.get(name)).toEqual(list);
  });
});

describe("skill count", () => {
  it("counts a skill written longer with a generic word ('CI/CD pipelines', 'AWS stack') as that skill, and says so", () => {
    const profile = parseProfile("Skills\nPython, Git\n", { asOf: "2026-11-24" });
    const like = profile.skills[0]!;
    profile.skills = ["CI/CD", "CI/CD pipelines", "AWS", "AWS stack", "API", "API design", "Unix", "UNIX Security"].map((name) => ({ ...like, name, category: "technical" as const }));
    const counted = computeMetrics(profile, benchmark(), context).explanations.skills.skills;
    expect(counted.map((s) => [s.name, s.also ?? []])).toEqual([
      ["CI/CD", ["CI/CD pipelines"]],
      ["AWS", ["AWS stack"]],
      ["API", []],
      ["API design", []],
      ["Unix", []],
      ["UNIX Security", []],
    ]);
  });

  it("counts a product written with its version ('MySQL 5.0', 'SQL Server 2008') as that product (review 35's F1)", () => {
    const profile = parseProfile("Skills\nPython, Git\n", { asOf: "2026-11-24" });
    const like = profile.skills[0]!;
    profile.skills = ["MySQL 5.0", "SQL Server 2008", "MySQL", "SQL Server", "Oracle 11g", "Oracle", "SQL"].map((name) => ({ ...like, name, category: "technical" as const }));
    const counted = computeMetrics(profile, benchmark(), context);
    expect(counted.explanations.skills.skills.map((s) => [s.name, s.also ?? []])).toEqual([
      ["MySQL", ["MySQL 5.0"]],
      ["SQL Server", ["SQL Server 2008"]],
      ["Oracle", ["Oracle 11g"]],
      ["SQL", []],
    ]);
    expect(counted.skillCount).toBe(4);
  });
});

describe("soft skills shown in action", () => {
  it("counts a benchmark soft skill a role's bullet shows ('Mentored' for Mentoring), quoting the bullet", () => {
    const profile = parseProfile(
      "Experience\nSenior Software Engineer, Acme\nJan 2019 – Present\n• Mentored three junior engineers through their first releases.\n• Built the billing service in Go.\n\nSkills\nPython, SQL\n",
      { asOf: "2025-01-01" },
    );
    expect(profile.skills.map((s) => s.name)).not.toContain("Mentoring");
    const m = computeMetrics(profile, benchmark("Mentoring", "Negotiation", "Physics"), context);
    expect(m.explanations.keywords.present).toEqual([{ skill: "Mentoring", weight: 1, matchedBy: "“Mentored three junior engineers through their…”" }]);
    expect(m.explanations.keywords.missing.map((s) => s.skill)).toEqual(["Negotiation", "Physics"]);
  });

  it("does not read a technical word in a bullet as the skill: only soft skills are looked for there", () => {
    const profile = parseProfile("Experience\nGame Developer, Acme\nJan 2019 – Present\n• Wrote the physics engine.\n", { asOf: "2025-01-01" });
    expect(computeMetrics(profile, benchmark("Physics"), context).explanations.keywords.present).toEqual([]);
    // A noun opening a bullet, or a verb inside one, is not the skill in action.
    const nouns = parseProfile(
      "Experience\nResearch Engineer, Acme\nJan 2019 – Present\n• Initiative for Innovative Computing: built the scheduler.\n• Wrote an API server communicating with the queue.\n",
      { asOf: "2025-01-01" },
    );
    expect(computeMetrics(nouns, benchmark("Initiative", "Communication"), context).explanations.keywords.present).toEqual([]);
  });
});

describe("work outside offices", () => {
  const electrician =
    "Experience\nJourneyman Electrician, Copper State Electric, Phoenix, AZ\n2021 – Present\n• Install 480/277V three-phase service, panels and switchgear\n• Hire, schedule and train two apprentices\n• Drive adoption of tablets for daily reports\n\nSkills\n- Blueprint reading\n- Conduit bending\n- OSHA 30\n";

  it("reads a trade's skills list, and counts what each skill shows (OSHA for Safety, conduit bending for Installation)", () => {
    const profile = parseProfile(electrician, { asOf: "2026-11-25" });
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Blueprint reading", "Conduit bending", "OSHA"]));
    const m = computeMetrics(profile, benchmark("Safety", "Regulatory compliance", "Construction", "Welding"), context);
    expect(m.explanations.keywords.present).toEqual([
      { skill: "Safety", weight: 1, matchedBy: "OSHA" },
      { skill: "Regulatory compliance", weight: 1, matchedBy: "OSHA" },
      { skill: "Construction", weight: 1, matchedBy: "Journeyman Electrician" },
    ]);
  });

  it("counts work a bullet's opening verbs show, in the present tense too, but not a verb that names other work", () => {
    const profile = parseProfile(electrician.slice(0, electrician.indexOf("\n\nSkills")), { asOf: "2026-11-25" });
    const m = computeMetrics(profile, benchmark("Installation", "Team management", "Transportation", "Equipment repair"), context);
    expect(m.explanations.keywords.present).toEqual([
      { skill: "Installation", weight: 1, matchedBy: "“Install 480/277V three-phase service, panels…”" },
      { skill: "Team management", weight: 1, matchedBy: "“Hire, schedule and train two apprentices”" },
    ]);
  });

  it("counts the knowledge a chef's, a nurse's or a truck driver's title names", () => {
    const shown = (title: string, skill: string) =>
      computeMetrics(parseProfile(`Experience\n${title}, Acme\nJan 2019 – Present\n`, { asOf: "2025-01-01" }), benchmark(skill), context).explanations.keywords.present.length;
    expect([shown("Sous Chef", "Food production"), shown("Registered Nurse", "Medical knowledge"), shown("OTR Truck Driver", "Transportation")]).toEqual([1, 1, 1]);
    expect([shown("Device Driver Developer", "Transportation"), shown("Software Engineer", "Food production")]).toEqual([0, 0]);
  });
});

describe("knowledge a degree shows", () => {
  it("counts a degree's field for the knowledge area, and names the degree", () => {
    const profile = parseProfile("Education\nBSc in Mathematics, University of Coimbra\t2012 – 2015\n\nSkills\nPython, SQL\n", { asOf: "2026-11-24" });
    const m = computeMetrics(profile, benchmark("Mathematics", "Python", "Physics"), context);
    expect(m.explanations.keywords.present).toEqual([
      { skill: "Mathematics", weight: 1, matchedBy: "BSc in Mathematics" },
      { skill: "Python", weight: 1, matchedBy: "Python" },
    ]);
    expect(m.explanations.keywords.missing.map((s) => s.skill)).toEqual(["Physics"]);
  });

  it("counts the knowledge a job title names the work of ('Mathematics Teacher' shows Teaching)", () => {
    const profile = parseProfile("Experience\nMathematics Teacher, Lincoln High School\nAug 2016 – Present\n• Designed an algebra curriculum.\n", { asOf: "2025-01-01" });
    const m = computeMetrics(profile, benchmark("Teaching", "Accounting"), context);
    expect(m.explanations.keywords.present).toEqual([{ skill: "Teaching", weight: 1, matchedBy: "Mathematics Teacher" }]);
    expect(m.explanations.keywords.missing.map((s) => s.skill)).toEqual(["Accounting"]);
  });

  it("does not take a school subject or a skills-list word for a degree", () => {
    const school = parseProfile("Education\nHigh school diploma, Mathematics and Physics, Lincoln High School\t2010\n", { asOf: "2026-11-24" });
    expect(computeMetrics(school, benchmark("Mathematics"), context).explanations.keywords.present).toEqual([]);
  });
});

describe("productNames", () => {
  it("takes off an edition, a version or a module, and puts back a vendor only when one product fits", () => {
    expect(productNames("Workday HCM")).toEqual(["Workday"]);
    expect(productNames("Oracle 11g")).toEqual(["Oracle"]);
    expect(productNames("Westlaw")).toEqual(["Thomson Reuters Westlaw"]);
    // A product the lexicon knows only with its vendor.
    expect(productNames("Xactimate")).toEqual(["Xactware Xactimate"]);
    // Another product, not an edition; and a word that many vendors' products end with.
    expect(productNames("React Native")).toEqual([]);
    expect(productNames("Cloud")).toEqual([]);
  });
});

describe("impliedKeys", () => {
  it("takes a cloud provider's services for the provider, not the company's other products", () => {
    expect(impliedKeys("amazon redshift")).toContain("aws");
    expect(impliedKeys("aws glue")).toContain("aws");
    expect(impliedKeys("azure functions")).toContain("microsoft azure");
    expect(impliedKeys("google cloud storage")).toContain("google cloud platform");
    expect(impliedKeys("bigquery")).toContain("gcp");
    expect(impliedKeys("amazon alexa")).not.toContain("aws");
    expect(impliedKeys("aws")).not.toContain("aws");
  });
});

describe("career journey", () => {
  it("sets each bar where its job starts on the career's span, so a break shows", () => {
    const profile = parseProfile(
      "Experience\nAnalyst, Contoso\nJan 2010 – Dec 2014\n\nSenior Analyst, Fabrikam\nJan 2020 – Dec 2024\n\nSkills\nSQL, Excel\n",
      { asOf: "2026-11-24" },
    );
    const journey = computeMetrics(profile, benchmark(), context).careerJourney;
    expect(journey.map((p) => [p.title, p.startPercentage, p.durationPercentage])).toEqual([
      ["Analyst", 0, 33.3],
      ["Senior Analyst", 66.7, 33.3],
    ]);
  });

  it("keeps a short job's widened bar inside the track", () => {
    const profile = parseProfile(
      "Experience\nEngineer, Contoso\nJan 2000 – Dec 2024\n\nAdviser, Fabrikam\nDec 2024 – Dec 2024\n",
      { asOf: "2026-11-24" },
    );
    const last = computeMetrics(profile, benchmark(), context).careerJourney.at(-1)!;
    expect(last.durationPercentage).toBe(2);
    expect(last.startPercentage! + last.durationPercentage).toBeLessThanOrEqual(100);
  });

  // Review 35's F2, F3, F7: each bar's duration is what the total counts for its job.
  const journey = (text: string) => computeMetrics(parseProfile(text, { asOf: "2026-11-24" }), benchmark(), context).careerJourney;

  it("reads a job dated by one year as that year, January to December, as the total does", () => {
    const bars = journey("Experience\nData Analyst, Wayfair (2016)\n- SQL reports\nAnalyst Programmer, Acme, 2015 to 2015\n- COBOL\n");
    expect(bars.map((b) => [b.title, b.duration])).toEqual([
      ["Analyst Programmer", "1 year"],
      ["Data Analyst", "1 year"],
    ]);
  });

  it("gives seasonal work the months of its seasons, the bar still running from the first to the last", () => {
    const bars = journey("Experience\nLifeguard, City Pool, Summers 2016 – 2019\n- Guarded\nEngineer, Acme, Jan 2020 – Dec 2023\n- Built\n");
    expect(bars[0]).toMatchObject({ title: "Lifeguard", startYear: 2016, endYear: 2019, duration: "1 year (4 periods)" });
  });

  it("stops a job at the upload when its written end is later, and shows it as held", () => {
    const bars = journey("Experience\nContract Developer, Longterm Ltd, Mar 2024 – Dec 2029\n- Built\nIncoming Analyst, Future Co, Jul 2027 – Present\n- Will start\n");
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ title: "Contract Developer", startYear: 2024, endYear: null, duration: "2 years 9 months" });
  });
});

describe("the experience explanation lists what the total counts (review 35's F4, F5)", () => {
  const explain = (text: string) => computeMetrics(parseProfile(text, { asOf: "2026-11-24" }), { occupation: null, skills: [] }, { ...context, text }).explanations.experience;

  it("counts a role given only its length, and says where its months were placed", () => {
    const e = explain("Experience\nSenior Software Engineer, Acme Corp, Jan 2020 - Dec 2023\n- Built Python services\nSoftware Engineer, Bluefin Labs — 3 years\n- Wrote Java code\n");
    const role = e.positions.find((p) => p.company === "Bluefin Labs")!;
    expect(role).toMatchObject({ start: null, counted: true, placed: { start: "2017-01", end: "2019-12", months: 36 } });
    expect(e.months).toBe(84);
  });

  it("names months a position's text adds beyond its own dates", () => {
    const e = explain(
      "WORK EXPERIENCE\n\nEscalation Engineer\n\nMicrosoft\n\nWorking on escalated issues.\n\nHave worked as a Support Engineer\n\nMicrosoft -  Pune, Maharashtra -\n\nOctober 2015 to April 2017\n\n" +
        "since May 2017 as a Subject Matter Expert to Jan 2018 and as Escalation Engineer since Feb\n2018 at Convergys India Pvt. Ltd. Pune\n\nRoles and responsibilities: -\n• Working in support.\n",
    );
    const listed = new Set<string>();
    const add = (start: string, end: string) => {
      for (let d = new Date(`${start}-01T00:00:00Z`); d <= new Date(`${end}-01T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() + 1)) listed.add(d.toISOString().slice(0, 7));
    };
    for (const p of e.positions) if (p.start) add(p.start, p.end ?? "2026-11");
    for (const d of e.otherDates ?? []) add(d.start, d.end);
    expect(listed.size).toBe(e.months);
  });
});

describe("the experience explanation names dated work that is no position (review 32's F1)", () => {
  const explain = (text: string) =>
    computeMetrics(parseProfile(text, { asOf: "2026-11-24" }), { occupation: null, skills: [] }, { ...context, text }).explanations.experience;

  it("quotes the line of a counted range the parser made no position of", () => {
    const e = explain(
      "Dana Cole\ndana@example.com\n\nProfile\nLogistics leader with 12 years of active-duty service (2011 – 2023) and warehouse operations since.\n\nExperience\nWarehouse Manager, Acme Logistics, Tacoma, WA\tJan 2024 – Present\n- Ran the floor\n",
    );
    expect(e.otherDates).toEqual([
      { start: "2011-07", end: "2023-06", line: "Logistics leader with 12 years of active-duty service (2011 – 2023) and warehouse operations since." },
    ]);
  });

  it("guards: an employer's span over its roles adds no months of its own and is not listed", () => {
    const e = explain(
      "Alex Kim\nalex@example.com\n\nExperience\nNorthside ISD – Brandeis High School, San Antonio, TX\tAug 2013 – Present\nAssistant Principal\tAug 2019 – Present\n- Led staff\nBiology Teacher\tAug 2013 – Jul 2019\n- Taught biology\n",
    );
    expect(e.otherDates).toEqual([]);
  });
});
