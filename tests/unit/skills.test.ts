import { describe, expect, it } from "vitest";
import { ALIAS_FLAGS, type KnowledgeSkill, type SkillAlias } from "~/.server/analysis/knowledge";
import { parseProfile } from "~/.server/analysis/profile";
import { withoutEmployers } from "~/.server/analysis/profile/employers";
import { createSkillExtractor, extractSkills, writtenNames } from "~/.server/analysis/profile/skills";
import { createSkillMatcher } from "~/.server/analysis/profile/skills-matcher";
import { emissionScores, lexiconInfo, tagEmissions, tagFeatures, type TaggerModel } from "~/.server/analysis/profile/skills-tagger";
import { phraseKey, tokenize } from "~/.server/analysis/profile/skills-tokenize";
import type { Section } from "~/lib/schemas/profile";
import { DEV_FIELD_IDS, devResumes, GOOD, SOFTWARE_ENGINEER } from "../support/resumes";

const whole = (text: string): Section[] => [{ kind: "other", heading: "", start: 0, end: text.length }];
const names = (text: string, sections = whole(text)) => extractSkills(text, sections).map((s) => s.name);

const RESUME = `Jane Doe
Senior Software Engineer

SUMMARY
Team player who can communicate effectively, with strong interpersonal skills. I excel at problem solving and time management.

EXPERIENCE
Software Engineer, Acme Corp (2019 - Present)
• Built services in Java and Python; deployed them on AWS with Kubernetes.
• Go to meetings with the project team; wrote reports in Excel.

SKILLS
Languages: Java, C, C++, Python, JavaScript
Tools: MS Office (Word, Excel, PowerPoint), Git, JIRA
Spoken languages: English, Hindi
Education: B.E. in Computer Science, www.example.com`;

describe("tokenizer", () => {
  it("keeps the symbols that make names (C++, C#, .NET) and splits the rest", () => {
    expect(tokenize("C++, C#, .NET and ASP.NET; Node.js").map((t) => t.key)).toEqual(["c++", "c#", ".net", "and", "asp", "net", "node", "js"]);
    expect(phraseKey("Microsoft  Excel")).toBe("microsoft excel");
  });

  it("treats literal escape sequences as separators and keeps offsets into the original text", () => {
    const text = "\\xe2\\x80\\xa2Java \\xef\\x82\\xa7 SQL";
    const tokens = tokenize(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(["Java", "SQL"]);
  });

  it("records case", () => {
    const [a, b, c] = tokenize("Excel excel SAS");
    expect([a!.cap, b!.cap, c!.upper]).toEqual([true, false, true]);
  });
});

describe("lexicon matcher", () => {
  const aliases: SkillAlias[] = [
    { key: "excel", skill: 0, flags: ALIAS_FLAGS.CAP, source: "curated" },
    { key: "microsoft excel", skill: 0, flags: 0, source: "curated" },
    { key: "word", skill: 1, flags: ALIAS_FLAGS.CAP | ALIAS_FLAGS.LIST, source: "curated" },
    { key: "c", skill: 2, flags: ALIAS_FLAGS.CASE | ALIAS_FLAGS.LIST, source: "curated", surface: "C" },
    { key: "spring", skill: 3, flags: ALIAS_FLAGS.CAP | ALIAS_FLAGS.NOYEAR, source: "curated" },
    { key: "powerpoint", skill: 4, flags: 0, source: "curated" },
    { key: "node js", skill: 5, flags: 0, source: "curated" },
  ];
  const matcher = createSkillMatcher(aliases);
  const found = (text: string) => matcher.match(text).map((m) => `${m.skill}:${text.slice(m.start, m.end)}`);

  it("prefers the longest alias and respects case restrictions", () => {
    expect(found("Used Microsoft Excel daily")).toEqual(["0:Microsoft Excel"]);
    expect(found("I excel at sales")).toEqual([]);
    expect(found("Reports in Excel.")).toEqual(["0:Excel"]);
  });

  it("takes ambiguous words only as whole list items", () => {
    expect(found("Word, Excel, PowerPoint")).toEqual(["1:Word", "0:Excel", "4:PowerPoint"]);
    expect(found("in a Word of advice")).toEqual([]);
    expect(found("Languages: Java, C, C++")).toEqual(["2:C"]);
    expect(found("Grade C in maths")).toEqual([]);
    expect(found("languages: c, java")).toEqual([]);
  });

  it("joins words written apart and separates a term from a framework", () => {
    expect(found("Power Point and Node.js")).toEqual(["4:Power Point", "5:Node.js"]);
    expect(found("Spring 2014 semester; Spring, Hibernate")).toEqual(["3:Spring"]);
  });

  it("ignores URLs and e-mail addresses", () => {
    expect(found("see www.excel-tips.com/Excel or Excel@corp.com")).toEqual([]);
  });
});

describe("extractSkills: X-to-Y compounds", () => {
  it("reads 'Go-to-market planning' whole, not as the language Go beside 'market planning'", () => {
    const text = "Mei Lin Tan\n\nSKILLS\n• Brand strategy\n• Consumer insights\n• Go-to-market planning\n• P&L management\n• Media planning\n";
    const names = parseProfile(text, { asOf: "2026-11-25" }).skills.map((s) => s.name);
    expect(names).toContain("Go-to-market planning");
    expect(names).not.toContain("Go");
    // Go the language is still Go.
    expect(parseProfile("Jo Lee\n\nSKILLS\nGo, Kotlin, Kubernetes\n", { asOf: "2026-11-25" }).skills.map((s) => s.name)).toContain("Go");
  });
});

describe("extractSkills: a skills list parted by middle dots", () => {
  it("reads every short item of a long ' · ' list, acronyms in capitals too", () => {
    const text = [
      "Michael OBrien",
      "",
      "SKILLS",
      "",
      "US GAAP · IFRS · PCAOB auditing standards · SOX 404 · Internal controls (COSO 2013) · Revenue recognition (ASC 606) · Lease accounting (ASC 842) · CaseWare · Alteryx · Tableau · Excel (advanced) · Team leadership",
    ].join("\n");
    const names = parseProfile(text, { asOf: "2026-11-25" }).skills.map((s) => s.name);
    // "SOX 404" is a spelling of the curated SOX since session 31.
    expect(names).toEqual(expect.arrayContaining(["US GAAP", "IFRS", "SOX", "CaseWare", "Alteryx", "Tableau"]));
    const field = "Tyler Brooks\n\nSKILLS\n\nArcGIS Pro · QGIS · PostgreSQL/PostGIS · Program MARK · GPS collaring · VHF telemetry · Camera trapping · Occupancy modeling · Distance sampling · Drone surveys · Scientific writing\n";
    expect(parseProfile(field, { asOf: "2026-11-25" }).skills.map((s) => s.name)).toEqual(expect.arrayContaining(["GPS collaring", "VHF telemetry", "Drone surveys", "Scientific writing"]));
  });
});

describe("extractSkills: the contact block", () => {
  it("takes neither the town of the contact line nor a European street address for a skill", () => {
    const lyon = "Camille Dubois\nFreelance Full-Stack Developer — React, TypeScript, Node.js\nLyon, France · +33 6 12 34 56 78 · camille@dubois.dev\n\nSKILLS\nReact, Vue.js, Docker\n";
    const names = parseProfile(lyon, { asOf: "2026-11-25" }).skills.map((s) => s.name);
    expect(names).toContain("React");
    expect(names).not.toContain("Lyon");
    const berlin = "Lukas Brandt\nBackend Engineer (Go, Kotlin, Kubernetes)\nBoxhagener Str. 41, 10245 Berlin, Germany\n\nSKILLS\nGo, Kotlin\n";
    expect(parseProfile(berlin, { asOf: "2026-11-25" }).skills.map((s) => s.name).join(" ")).not.toMatch(/Boxhagener/);
  });
});

describe("extractSkills", () => {
  const skills = extractSkills(RESUME, whole(RESUME));
  const byName = new Map(skills.map((s) => [s.name, s]));

  it("finds technical skills under their canonical names", () => {
    for (const n of ["Java", "Python", "C", "C++", "JavaScript", "Git", "Jira", "Excel", "PowerPoint", "Kubernetes"]) expect(byName.has(n), n).toBe(true);
    expect(byName.get("Jira")!.mentions[0]!.text).toBe("JIRA");
    expect(byName.get("Java")!.category).toBe("technical");
  });

  it("finds soft skills in their many phrasings", () => {
    for (const n of ["Team player", "Interpersonal skills", "Problem solving", "Time management"]) expect(byName.get(n)?.category, n).toBe("soft");
    expect(skills.some((s) => s.category === "soft" && /communicat/i.test(s.name))).toBe(true);
  });

  it("counts a skill shown in action, where the tagger would not mark it", () => {
    const text = "EXPERIENCE\nOperations Director, Acme Inc.  2015 - Present\n- Led a team of 450 employees across three plants\n- Managed a team of buyers";
    const found = extractSkills(text, whole(text));
    expect(found.find((s) => s.name === "Leading teams")?.mentions[0]?.text).toBe("Led a team");
    expect(found.find((s) => s.name === "Team management")?.category).toBe("soft");
  });

  it("puts spoken languages in other", () => {
    expect(byName.get("English")?.category).toBe("other");
    expect(byName.get("Hindi")?.category).toBe("other");
  });

  it("reads no skill in a postal address ('Route 2, Box 118')", () => {
    const found = names("Dale Whitfield\nRoute 2, Box 118\nAmarillo, TX 79101\n\nSkills\nRoute planning, Forklift\n");
    expect(found).toEqual(["Route planning", "Forklift operation"]);
  });

  it("reads 'Mandarin Chinese' as one language", () => {
    const langs = names("Jo Lee\n\nLANGUAGES\nMandarin Chinese (fluent), Spanish (intermediate)\n").filter((n) => ["Mandarin", "Chinese", "Spanish"].includes(n));
    expect(langs).toEqual(["Mandarin", "Spanish"]);
  });

  it("leaves words that only look like skills", () => {
    const lower = skills.map((s) => s.name.toLowerCase());
    for (const n of ["go", "project", "education", "www", "summary", "computer science"]) expect(lower, n).not.toContain(n);
    // "excel at" is not Excel: the only Excel mentions are the product.
    expect(byName.get("Excel")!.mentions.every((m) => m.text === "Excel")).toBe(true);
  });

  it("reports each skill once, with offsets into the text and the section it sits in", () => {
    expect(new Set(skills.map((s) => s.name.toLowerCase())).size).toBe(skills.length);
    for (const s of skills) for (const m of s.mentions) expect(RESUME.slice(m.start, m.end)).toBe(m.text);
    const skillsStart = RESUME.indexOf("SKILLS");
    const sections: Section[] = [
      { kind: "summary", heading: "", start: 0, end: skillsStart },
      { kind: "skills", heading: "SKILLS", start: skillsStart, end: RESUME.length },
    ];
    const withSections = extractSkills(RESUME, sections);
    const git = withSections.find((s) => s.name === "Git")!;
    expect(git.mentions.map((m) => m.section)).toEqual(["skills"]);
    expect(withSections.find((s) => s.name === "Team player")!.mentions[0]!.section).toBe("summary");
  });

  it("is deterministic and handles empty or odd input", () => {
    expect(extractSkills(RESUME, whole(RESUME))).toEqual(skills);
    expect(names("")).toEqual([]);
    expect(names("   \n\n  ")).toEqual([]);
    expect(() => extractSkills("\\x\\xZZ C++ \u0000 ✓✓✓ Ünïcödé Java", [])).not.toThrow();
  });

  it("finds the skills of a résumé however long the text after it (decision 0014)", () => {
    const publications = "\n\nPUBLICATIONS\n" + Array.from({ length: 150 }, (_, i) => `${i + 1}. Smith J, Doe A. A study of regional outcomes in cohort ${i}. Journal of Applied Studies. 2015;${i}:${i * 3}-${i * 3 + 9}.`).join("\n");
    const long = SOFTWARE_ENGINEER + publications;
    expect(long.length).toBeGreaterThan(16_000);
    const alone = extractSkills(SOFTWARE_ENGINEER, whole(SOFTWARE_ENGINEER)).map((s) => s.name);
    const inLong = extractSkills(long, whole(long))
      .filter((s) => s.mentions.some((m) => m.start < SOFTWARE_ENGINEER.length))
      .map((s) => s.name);
    expect(alone.length).toBeGreaterThan(10);
    expect(inLong.filter((n) => alone.includes(n)).length).toBeGreaterThanOrEqual(Math.ceil(alone.length * 0.9));
  });

  it("leaves a trait adjective that describes a thing, not the person", () => {
    const soft = (text: string) => extractSkills(text, whole(text)).filter((s) => s.category === "soft").map((s) => s.name);
    expect(soft("SKILLS\nReliable, creative, punctual")).toEqual(["Reliable", "Creative", "Punctual"]);
    expect(soft("SUMMARY\nA reliable team player and a creative thinker.")).toEqual(expect.arrayContaining(["Reliable"]));
    // From the Word fixture and the RenderCV résumé: the tagger marks "reliable" and "Efficient" here.
    const summary = "Summary\nData engineer with eight years of experience building reliable batch and streaming pipelines for retail.";
    const talks = "Invited Talks\n4. Scaling Laws for Efficient Inference — Stanford HAI Symposium (2024)";
    expect(soft(summary)).not.toContain("Reliable");
    expect(soft(talks)).not.toContain("Efficient");
    // Awesome-CV's summary: the systems' reliability, not the owner's.
    expect(soft("Summary\nOptimizing cloud-native architectures (AWS, Kubernetes) for reliability and scalability.")).not.toContain("Reliable");
  });

  it("reads the rows of RenderCV's skills section without their labels", () => {
    // The tagger marks "ONNX Infrastructure" across the line break; the row label is not a skill.
    const rows = "Skills\nML Frameworks: PyTorch, JAX, TensorFlow, Triton, ONNX\nInfrastructure: Kubernetes, Ray, distributed training, AWS, GCP\n";
    expect(names(rows)).toEqual(expect.arrayContaining(["ONNX", "Kubernetes", "Ray"]));
    expect(names(rows).filter((n) => /Infrastructure/.test(n))).toEqual([]);
  });

  it("takes every item of a labelled row whole once the tagger marks one", () => {
    // RenderCV's last row: the tagger alone found only "Neural architecture".
    const rows = "Skills\nLanguages: Python, C++, CUDA, Rust, Julia\nResearch Areas: Neural architecture search, model compression, efficient inference, multi-agent RL\n";
    expect(names(rows)).toEqual(expect.arrayContaining(["Neural architecture search", "model compression", "multi-agent RL"]));
    // A row the tagger finds nothing in stays as it is.
    expect(names("Contact\nAddress: 12 Main Street, Springfield, Illinois\n")).toEqual([]);
    // What a bracket adds is not part of an item, and a second label ends the row (both from dev résumés).
    expect(names("Skills\nTools: Excel (advanced), Word (expert), PowerPoint, Tableau (2 years)\n")).toContain("Tableau");
    expect(names("Projects\nEnvironment: Bada, Eclipse, SLP (Samsung Linux Platform) Languages: C, C++\n").filter((n) => /Languages/.test(n))).toEqual([]);
  });

  it("leaves the words of a paper's or a talk's title", () => {
    const talks = "Skills\nPython, PyTorch\n\nInvited Talks\n2. From Research to Production: Lessons in ML Systems — NeurIPS Workshop (2023)\n";
    const sections = [
      { kind: "skills" as const, heading: "Skills", start: 0, end: talks.indexOf("Invited") },
      { kind: "publications" as const, heading: "Invited Talks", start: talks.indexOf("Invited"), end: talks.length },
    ];
    const found = extractSkills(talks, sections).map((s) => s.name);
    expect(found).toEqual(expect.arrayContaining(["Python", "PyTorch"]));
    expect(found.filter((n) => /ML Systems|NeurIPS/.test(n))).toEqual([]);
  });

  it("does not take the tail of a certificate's name for a skill", () => {
    // Awesome-CV's certificates: the tagger marks "Networking - Specialty".
    const certs = "Certificates\n2023\tAWS Certified Advanced Networking - Specialty, Amazon Web Services (AWS)\n2022\tAWS Certified Security - Specialty, Amazon Web Services (AWS)\n";
    expect(names(certs).filter((n) => /Specialty/.test(n))).toEqual([]);
  });

  it("orders skills by their first mention", () => {
    const starts = skills.map((s) => Math.min(...s.mentions.map((m) => m.start)));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

describe("health-care certifications", () => {
  it("reads life-support certifications whole, by name or initials", () => {
    const text = "CERTIFICATIONS\nBasic Life Support (BLS), Advanced Cardiac Life Support (ACLS), Pediatric Advanced Life Support (PALS)\n";
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(["BLS", "ACLS", "PALS"]));
    expect(found.some((n) => /^Life Support/.test(n))).toBe(false);
  });
});

describe("extractor over a custom lexicon, without a tagger", () => {
  it("reports every accepted lexicon match", () => {
    const skills: KnowledgeSkill[] = [
      { id: 0, name: "Excel", category: "technical", sources: 1, family: 0 },
      { id: 1, name: "Teamwork", category: "soft", sources: 1, family: 1 },
    ];
    const aliases: SkillAlias[] = [
      { key: "excel", skill: 0, flags: ALIAS_FLAGS.CAP, source: "curated" },
      { key: "team work", skill: 1, flags: 0, source: "curated" },
      { key: "teamwork", skill: 1, flags: 0, source: "curated" },
    ];
    const extract = createSkillExtractor({ skills, aliases }, null);
    const text = "Excel and team work; Teamwork.";
    expect(extract(text, whole(text)).map((s) => [s.name, s.category, s.mentions.length])).toEqual([
      ["Excel", "technical", 1],
      ["Teamwork", "soft", 2],
    ]);
  });

  it("leaves a soft skill that names a field of study", () => {
    const skills: KnowledgeSkill[] = [{ id: 0, name: "Communication", category: "soft", sources: 1, family: 0 }];
    const aliases: SkillAlias[] = [{ key: "communication", skill: 0, flags: 0, source: "curated" }];
    const extract = createSkillExtractor({ skills, aliases }, null);
    const text = "B.E. in Electronics & Communication Engineering, 2012. Communication and leadership.";
    expect(extract(text, whole(text)).map((s) => s.mentions.map((m) => m.start))).toEqual([[text.lastIndexOf("Communication")]]);
  });
});

describe("tagged spans", () => {
  // A tagger that marks every word but "experience", "in" and "with" as part of one long technical skill, so only the
  // cutting rules shape the names.
  const transitions = new Float64Array(30);
  transitions[2 * 5 + 2] = 100; // B-T -> I-T
  transitions[3 * 5 + 2] = 100; // I-T -> I-T
  const outside = [5000, 0, 0, 0, 0];
  const weights = new Map([["w=experience", outside], ["w=in", outside], ["w=with", outside]]);
  const extract = createSkillExtractor({ skills: [], aliases: [] }, { transitions, weights, bias: 1000 });
  const cut = (text: string) => extract(text, whole(text)).map((s) => s.name);

  it("are cut at bullets, blank lines, tabs and unpaired brackets", () => {
    expect(cut("Electronics Engineering (EE\tStrong\tMobile Devices & Applications\n\nMarketing\n- Sales (B2B)\n- Lean")).toEqual([
      "Electronics Engineering",
      "EE",
      // "Strong" alone is a modifier, not a skill.
      "Mobile Devices & Applications",
      "Marketing",
      "Sales (B2B)",
      "Lean",
    ]);
  });

  it("name a lexicon skill once, by the knowledge base, however the résumé spells it", () => {
    const lexicon = {
      skills: [{ id: 0, name: "AWS", category: "technical" as const, sources: 1, family: 0 }],
      aliases: [
        { key: "aws", skill: 0, flags: 0, source: "curated" },
        { key: "amazon web services", skill: 0, flags: 0, source: "curated" },
      ],
    };
    const text = "AWS\n\nAmazon Web Services";
    const skills = createSkillExtractor(lexicon, { transitions, weights, bias: 1000 })(text, whole(text));
    expect(skills.map((s) => [s.name, s.mentions.map((m) => m.text)])).toEqual([["AWS", ["AWS", "Amazon Web Services"]]]);
    // The evaluation's gold keeps the résumé's spellings.
    expect(writtenNames(skills[0]!)).toEqual(["AWS", "Amazon Web Services"]);
  });

  it("list a technical skill's spellings as written, with a version written after a mention", () => {
    const mention = (text: string, start = 0) => ({ start, end: start + text.length, text, section: null });
    const java = (...texts: string[]) => ({ name: "Java", category: "technical" as const, mentions: texts.map((t) => mention(t)) });
    expect(writtenNames(java("Core Java", "Java 8"))).toEqual(["Core Java", "Java 8"]);
    expect(writtenNames(java("Core Java", "Java", "JAVA"))).toEqual(["Core Java", "Java"]);
    const azure = { name: "Microsoft Azure", category: "technical" as const, mentions: [mention("Azure")] };
    expect(writtenNames(azure)).toEqual(["Azure"]);
    // With the text: the version after a mention belongs to its spelling; a duration does not.
    const text = "Java, Java 1.8, SQL Server 2000/2005 and Java 3 years";
    const at = (t: string, from = 0) => mention(t, text.indexOf(t, from));
    const inText = { name: "Java", category: "technical" as const, mentions: [at("Java"), at("Java", 6), at("Java", 40)] };
    expect(writtenNames(inText, text)).toEqual(["Java", "Java 1.8"]);
    const sql = { name: "SQL Server", category: "technical" as const, mentions: [at("SQL Server")] };
    expect(writtenNames(sql, text)).toEqual(["SQL Server 2000/2005"]);
    // Soft-skill spellings are wordings of one family.
    const soft = { name: "Communication", category: "soft" as const, mentions: [mention("communication skills"), mention("Communication")] };
    expect(writtenNames(soft)).toEqual(["Communication"]);
  });

  it("keep a phrase wrapped onto the next line, split a list of whole lines and leave out a heading line", () => {
    expect(cut("Experience in Business\nAnalytics with Excel")).toEqual(["Business Analytics", "Excel"]);
    expect(cut("SKILLS\nAPI Design\nDatabase Optimization\n\nLANGUAGES\nEnglish")).toEqual(["API Design", "Database Optimization", "English"]);
    // A one-per-line list under a heading is cut at each line, even where the tagger's span ends mid-line (the Word
    // fixture); a line after one that flows on (a comma) is a wrapped phrase.
    expect(cut("Skills\n\nUser research\nFigma\nAccessibility with WCAG")).toEqual(["User research", "Figma", "Accessibility", "WCAG"]);
    expect(cut("Worked in,\nMule\nESB administration with API")).toEqual(["Worked", "Mule ESB administration", "API"]);
    expect(cut("Worked in.\nMule\nESB administration with API")).toEqual(["Worked", "Mule", "ESB administration", "API"]);
    // A skills grid from a PDF (Awesome-CV): the last item of a row does not run into the next row's label.
    expect(cut("DevOps\tCircleCI\nBack-end\tKoa")).toEqual(["DevOps", "CircleCI", "Back-end", "Koa"]);
  });
});

describe("lists under a skills heading", () => {
  const names = (text: string) => parseProfile(text, { asOf: "2026-11-25" }).skills.map((s) => s.name);

  it("takes every short item of a bulleted or comma list the tagger read part of, as a trade writes it", () => {
    const electrician = names(
      "Luis Ortega\n\nSKILLS\n- NEC 2020 code\n- Blueprint reading\n- Conduit bending (EMT, rigid, PVC)\n- Motor controls & VFDs\n- Three-phase power\n- Troubleshooting with Fluke meters\n- Fire alarm systems\n",
    );
    expect(electrician).toEqual(expect.arrayContaining(["Blueprint reading", "Conduit bending", "Three-phase power", "Fire alarm systems", "Troubleshooting"]));
    const driver = names(
      "Dale Brooks\n\nSkills\nHours of Service (HOS), ELD, Omnitracs, Load Securement, Hazmat Placarding, Trip Planning, Pre-Trip Inspection, Forklift\n",
    );
    // Named by the lexicon where it knows the item ("Pre-trip inspection"), else as written ("Hazmat Placarding").
    expect(driver).toEqual(expect.arrayContaining(["Hours of Service", "Omnitracs", "Pre-trip inspection", "Load securement", "Hazmat Placarding", "Trip Planning"]));
  });

  it("knows a supply-chain analyst's, a paralegal's and a telemetry nurse's list items (review 31)", () => {
    const planner = names("Sanne de Vries\n\nSKILLS\n- SAP MM / SAP APO (advanced)\n- Demand forecasting & S&OP (advanced)\n- Inventory optimisation / safety stock modelling (advanced)\n");
    expect(planner).toEqual(expect.arrayContaining(["SAP MM", "SAP APO", "S&OP", "Safety stock"]));
    const others = names("Jo Smith\n\nSKILLS\nCM/ECF, PACER, Telemetry, Month-end close\n");
    expect(others).toEqual(expect.arrayContaining(["CM/ECF", "Telemetry monitoring", "Month-end close"]));
  });

  it("reads a list in two columns, two bullets a line, and leaves items that open like a sentence", () => {
    const chef = names(
      "Marcus Delacroix\n\nKITCHEN SKILLS\n• Menu development          • Food cost control\n• Butchery & charcuterie    • Inventory management\n• Sauce work                • Good understanding of wines\n• Catering & banquets       • HACCP\n",
    );
    expect(chef).toEqual(expect.arrayContaining(["Butchery", "Sauce work", "HACCP", "Inventory management"]));
    expect(chef.some((n) => /•|Good understanding/.test(n))).toBe(false);
  });

  it("never takes a lone letter the lexicon does not name for a skill ('P' of 'P&L ownership'), but keeps C", () => {
    const found = names(
      "Jo Smith\n\nSUMMARY\nResults-driven store manager with 11 years in specialty and big-box retail. Consistently beats sales plan, keeps shrink under 1%, and builds teams that get promoted. Experienced in P&L ownership, visual merchandising, and loss prevention.\n\nSKILLS\nC/C++, Python\n",
    );
    expect(found.filter((n) => n.length === 1)).toEqual(["C"]);
  });

  it("leaves prose with commas, a duration and a row's label alone", () => {
    const text =
      "Jo Smith\n\nSKILLS\nManufacturing: CNC machining, stamping, welding, SolidWorks\nperformance of the client; competitors within the account; technology budget; Python\nJava, Python (5 years), SQL, 2 years\n";
    const found = names(text);
    expect(found).not.toContain("Manufacturing");
    expect(found).not.toContain("performance of the client");
    expect(found).not.toContain("2 years");
  });
});

describe("employers read as skills", () => {
  const text = "Experience\n\nLead Product Designer, Fabrikam Health – Manchester\nJanuary 2022 – Present\n• Built a design system in Figma.\n";
  const company = (name: string) => {
    const t = text.replace("Fabrikam Health", name);
    const position = parseProfile(t, { asOf: "2026-11-24" }).positions[0]!;
    const at = t.indexOf(name);
    const skill = { name, category: "technical" as const, mentions: [{ start: at, end: at + name.length, text: name, section: "experience" as const }] };
    return { position, skill };
  };

  it("drops a skill that is a position's employer with a proper name", () => {
    // The Word fixture's header, where an earlier tagger marked "Fabrikam Health".
    const { position, skill } = company("Fabrikam Health");
    expect(position.company).toBe("Fabrikam Health");
    expect(withoutEmployers([skill], [position])).toEqual([]);
  });

  it("keeps everyday words the position parser may have misread as the company, and names the knowledge base knows", () => {
    for (const name of ["Network Programming", "Salesforce"]) {
      const { position, skill } = company(name);
      expect(position.company).toBe(name);
      expect(withoutEmployers([skill], [position])).toEqual([skill]);
    }
    // A mention elsewhere (a skills list) keeps the skill too.
    const { position, skill } = company("Fabrikam Health");
    const listed = { ...skill, mentions: [...skill.mentions, { start: 0, end: 10, text: "Fabrikam Health", section: "skills" as const }] };
    expect(withoutEmployers([listed], [position])).toEqual([listed]);
  });

  it("drops a word of the job's place read off the header, not part of an employer's name without a legal form", () => {
    const t = "Experience\n\nParalegal, Donnelly Personal Injury Law, Quincy, MA\nJanuary 2022 – Present\n• Drafted pleadings.\n";
    const position = parseProfile(t, { asOf: "2026-11-24" }).positions[0]!;
    expect([position.company, position.location]).toEqual(["Donnelly Personal Injury Law", "Quincy, MA"]);
    const mention = (word: string) => ({ name: word, category: "technical" as const, mentions: [{ start: t.indexOf(word), end: t.indexOf(word) + word.length, text: word, section: "experience" as const }] });
    // The position parser takes some lines of skills for an employer: such names keep their skills.
    expect(withoutEmployers([mention("Personal Injury Law"), mention("Quincy")], [position], t).map((x) => x.name)).toEqual(["Personal Injury Law"]);
  });

  it("drops a word of a registered company's name ('Logistics' in 'Harborview Logistics Inc.'), not the same word elsewhere", () => {
    const t = "Experience\n\nStaff Accountant, Harborview Logistics Inc. – Newark, NJ\nJanuary 2022 – Present\n• Closed the books monthly.\n";
    const position = parseProfile(t, { asOf: "2026-11-24" }).positions[0]!;
    expect(position.company).toBe("Harborview Logistics Inc.");
    const at = t.indexOf("Logistics");
    const skill = { name: "Logistics", category: "technical" as const, mentions: [{ start: at, end: at + 9, text: "Logistics", section: "experience" as const }] };
    expect(withoutEmployers([skill], [position], t)).toEqual([]);
    const elsewhere = { ...skill, mentions: [...skill.mentions, { start: t.indexOf("books"), end: t.indexOf("books") + 5, text: "books", section: "experience" as const }] };
    expect(withoutEmployers([elsewhere], [position], t)).toEqual([elsewhere]);
  });
});

describe("a span that runs into the next section", () => {
  it("is cut at the heading, and the heading's words are no skill ('HTML and CSS' over 'Languages' in a Word file)", () => {
    const text = "Amira Haddad\namira@example.com\n\nExperience\nProduct Designer\tJan 2020 – Present\nAcme Corp, Austin, TX\n- Designed flows\nSkills\nFigma\nDesign systems\nHTML and CSS\nLanguages\nEnglish\nArabic\n";
    const skills = parseProfile(text, { asOf: "2026-11-26" }).skills.map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(["HTML", "CSS", "English"]));
    expect(skills.filter((s) => /languages/i.test(s))).toEqual([]);
  });
});

describe("a list under a skills heading", () => {
  it("keeps the items the lexicon names but the tagger left, at the end of the list ('LinkedIn Sales Navigator', 'HubSpot')", () => {
    const text = "Tyler Brennan\ntyler@example.com\n\nSkills\n• Full-cycle B2B SaaS sales\n• MEDDICC qualification\n• Challenger Sale\n• Pipeline generation\n• Forecasting\n• Negotiation & closing\n• Salesforce CRM\n• Outreach\n• Gong\n• ZoomInfo\n• LinkedIn Sales Navigator\n• HubSpot\n\nExperience\nAccount Executive, Gusto, Denver, CO   Mar 2022 – Present\n";
    const skills = parseProfile(text, { asOf: "2026-11-26" }).skills.map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(["Salesforce", "ZoomInfo", "LinkedIn Sales Navigator", "HubSpot"]));
  });
});

describe("a Markdown résumé's skills", () => {
  it("reads bold row labels after a bullet as labels, not skills ('- **Data:** PostgreSQL, Redis')", () => {
    const text = "# Sam Adeyemi\n\nsam@example.com\n\n## Skills\n\n- **Languages:** Go, Python, Ruby, C++, SQL\n- **Data:** PostgreSQL, Kafka, Redis, BigQuery\n- **Infra:** Kubernetes, Terraform, AWS (ECS, RDS, SQS), Docker, GitHub Actions\n- **Practices:** distributed systems, event-driven architecture, gRPC, REST API design\n\n## Experience\n\n### Software Engineer — Shopify\n*Jul 2019 – Feb 2022*\n";
    const skills = parseProfile(text, { asOf: "2026-11-26" }).skills.map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(["PostgreSQL", "Redis", "Kubernetes", "Terraform"]));
    expect(skills.filter((s) => /^(?:Data|Infra)\b|\*/.test(s))).toEqual([]);
  });
});

describe("how well a language is read or written", () => {
  it("is no skill in a languages section or before a level; technical writing still is", () => {
    const langs = "Ann Lee\nann@example.com\n\nLanguage Skills\nSpanish — Reading: Intermediate, Writing: Novice, Speaking: Intermediate\n\nSkills\nTechnical writing, Excel\n";
    const names = parseProfile(langs, { asOf: "2026-11-26" }).skills.map((s) => s.name.toLowerCase());
    expect(names.filter((n) => /^(?:reading|writing|speaking)$/.test(n))).toEqual([]);
    expect(names).toContain("technical writing");
    const level = parseProfile("Ann Lee\nann@example.com\n\nSummary\nOrganised. Spanish, excellent written and oral level. French: writing (good).\n", { asOf: "2026-11-26" });
    expect(level.skills.map((s) => s.name.toLowerCase())).not.toContain("writing");
  });
});

describe("the tagger's scores", () => {
  // The product scores words without building feature names (tagEmissions); training and the measurement scripts
  // use the names (tagFeatures). Both must give the very same numbers, or the shipped model would not be the one
  // that was measured.
  const texts = [
    SOFTWARE_ENGINEER,
    GOOD,
    "Élodie Durand — Ingénieure ÉTUDES, Zürich; skills: C++, C#, .NET, Node.js | Kubernetes • SQL/NoSQL 2019–2023 (München)",
    "One line résumé with no line break at all: Python, Java, teamwork and leadership skills, Excel",
    ...devResumes(DEV_FIELD_IDS).map((r) => r.text),
  ];
  it("are the same with and without feature names", async () => {
    const { knowledge } = await import("~/.server/analysis/knowledge");
    const tagger = knowledge.skillTagger!;
    const lex = lexiconInfo(knowledge.skills);
    const matcher = createSkillMatcher(knowledge.skills.aliases);
    for (const text of texts) {
      const matches = matcher.match(text);
      const named = emissionScores(tagger, tagFeatures(text, matches, lex, tagger.maxLength).features);
      const direct = tagEmissions(tagger, text, matches, lex);
      expect(direct.tokens.length).toBe(tokenize(text).length);
      expect(Array.from(direct.emissions)).toEqual(Array.from(named));
      expect(named.some((x) => x !== 0)).toBe(true);
    }
  });
});

describe("two soft skills sharing one head", () => {
  it("adds the first of 'written and verbal communication' as a skill of its own, named with the head", () => {
    const text = (phrase: string) => `Jane Doe\njane@example.com\n\nSUMMARY\nAnalyst with ${phrase}.\n\nEXPERIENCE\nAnalyst, Acme\nJan 2020 - Present\n• Built dashboards in Tableau.\n`;
    const soft = (phrase: string) => parseProfile(text(phrase), { asOf: "2026-11-27" }).skills.filter((s) => s.category === "soft");
    const written = soft("written and verbal communication").find((s) => s.name === "Written communication");
    expect(written?.mentions.map((m) => m.text)).toEqual(["written"]);
    expect(writtenNames(written!)).toEqual(["Written communication"]);
    expect(soft("research and analytical skills").map((s) => s.name)).toContain("Research skills");
    // An intensifier is no skill: "excellent and effective communication" adds nothing.
    expect(soft("excellent and effective communication").map((s) => s.name.toLowerCase())).not.toContain("excellent communication");
  });
});

describe("words of a summary around the skills", () => {
  const summary = (s: string) => `Alex Morgan\nalex.morgan@gmail.com\n\nSUMMARY\n${s}\n\nEXPERIENCE\nAnalyst, Northwind Traders, Chicago, IL | Jan 2019 - Present\n- Prepared monthly reports\n`;
  const skillNames = (text: string) => parseProfile(text, { asOf: "2026-11-27" }).skills.map((s) => s.name.toLowerCase());

  it("does not list a job title the lexicon does not name as a skill (review 31's F7)", () => {
    const found = skillNames(summary("Bilingual (French/English) medical device sales rep with 8 years of quota-carrying experience. Resilient, coachable and a natural relationship builder with surgeons."));
    expect(found).not.toContain("sales rep");
    expect(found).toEqual(expect.arrayContaining(["french", "coachable", "relationship building"]));
  });

  it("leaves out the verb that says the writer likes a skill ('enjoys mentoring')", () => {
    const text = `ANANYA KRISHNAN\nSenior Data Engineer\nBengaluru, Karnataka, India | +91 98450 12345 | ananya.k.data@gmail.com\n\nSUMMARY\nData engineer with 7 years building batch and streaming pipelines on AWS. Strong problem solver who enjoys\nmentoring, and a clear communicator with analysts and product owners.\n\nTECHNICAL SKILLS\nLanguages: Python (advanced), SQL (advanced), Scala (intermediate), Bash\nBig Data: Apache Spark, Kafka, Airflow, Hive, dbt\n\nEXPERIENCE\nSenior Data Engineer - Swiggy, Bengaluru\nApr 2022 - Present\n- Built a Kafka + Spark Structured Streaming pipeline for order events into Snowflake\n`;
    const found = skillNames(text);
    expect(found.filter((n) => n.startsWith("enjoy"))).toEqual([]);
    expect(found).toContain("mentoring");
  });
});

describe("a product's name in a skills list", () => {
  it("keeps the rest of the name the tagger left ('SPACE GASS', review 31's R01)", () => {
    const text = "Alex Morgan\nalex.morgan@gmail.com\n\nTOOLS & SOFTWARE\nAutoCAD Civil 3D, 12d Model, DRAINS, HEC-RAS, SPACE GASS\n\nEXPERIENCE\nAnalyst, Northwind Traders, Chicago, IL | Jan 2019 - Present\n- Prepared monthly reports\n";
    const found = parseProfile(text, { asOf: "2026-11-27" }).skills.map((s) => s.name);
    expect(found).toContain("SPACE GASS");
    expect(found).not.toContain("SPACE");
  });
});
