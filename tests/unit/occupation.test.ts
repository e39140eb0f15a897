import { describe, expect, it } from "vitest";
import { benchmarkFor, occupationTitles } from "~/.server/analysis/benchmark";
import { inferOccupation, occupationBenchmark, titleTokens } from "~/.server/analysis/occupation";
import { parseProfile } from "~/.server/analysis/profile";

const best = (title: string) => inferOccupation({ titles: [title], skills: [] }).best;

describe("titleTokens", () => {
  it("spells out abbreviations and drops seniority", () => {
    expect(titleTokens("Sr. Software Engg")).toEqual(["software", "engineer"]);
    expect(titleTokens("SDE II")).toEqual(["software", "development", "engineer"]);
    expect(titleTokens("Senior Accountant at Deloitte")).toEqual(["accountant"]);
    expect(titleTokens("Registered Nurses")).toEqual(["registered", "nurse"]);
    expect(titleTokens("Frontend Developer")).toEqual(["front", "end", "developer"]);
  });
});

describe("inferOccupation", () => {
  it.each([
    ["Software Engineer", "15-1252.00"],
    ["Sr. Software Engg", "15-1252.00"],
    ["Associate Software Engineer", "15-1252.00"],
    ["SDE II", "15-1252.00"],
    ["Registered Nurse", "29-1141.00"],
    ["RN", "29-1141.00"],
    ["Accountant", "13-2011.00"],
    ["Data Scientist", "15-2051.00"],
    ["Web Developer", "15-1254.00"],
    ["Mechanical Engineer", "17-2141.00"],
    ["HR Manager", "11-3121.00"],
    ["Engagement Manager", "13-1111.00"],
    ["Marketing Manager", "11-2021.00"],
    // Written as one word, as résumés often do; O*NET spells them in two.
    ["Backend Developer", "15-1254.00"],
    ["Fullstack Developer", "15-1252.00"],
    // A school principal, where "Principal" before another word is a grade.
    ["Principal", "11-9032.00"],
    ["Assistant Principal", "11-9032.00"],
    ["Principal Software Engineer", "15-1252.00"],
    // Member of Technical Staff, a software engineering grade; technical support, not a technician.
    ["SMTS", "15-1252.00"],
    ["Tech Support Executive", "15-1232.00"],
    ["Sales Associate", "41-2031.00"],
  ])("%s -> %s", (title, code) => {
    expect(best(title)?.code).toBe(code);
  });

  it("reads grades and internships as levels, on the résumé's side only", () => {
    // Not a retail "Sales Associate", nor O*NET's "Summer Associate" (a law firm's paralegal intern).
    expect(best("Associate Consultant")!.title).not.toMatch(/Paralegal|Retail|Cashier/);
    expect(best("Summer Intern")).toBeNull();
    // Read as "Marketing": O*NET's "Marketing Specialist", a title three of its sources give, ties with "Marketing Managers".
    expect(best("Marketing Intern")!.code).toBe("13-1161.00");
  });

  it("maps generic titles to a sensible occupation of the family", () => {
    expect(best("Teacher")!.code).toMatch(/^25-/);
    expect(best("Project Manager")!.title).toMatch(/Project/);
  });

  it("lets the skills tell a software product designer from an industrial one", () => {
    const with_ = (...skills: string[]) => inferOccupation({ titles: ["Product Designer"], skills: skills.map((name) => ({ name, category: "technical" })) }).best!.code;
    expect(with_("Figma", "HTML", "CSS", "User research")).toBe("15-1255.00");
    expect(with_("SolidWorks", "AutoCAD", "Rhino", "Adobe Illustrator")).toBe("27-1021.00");
  });

  it("reads a capitalised acronym as a name, not the everyday word it spells", () => {
    const r = inferOccupation({ titles: ["SAP as a Consultant"], skills: ["SAP", "ABAP", "SQL"].map((name) => ({ name, category: "technical" })) });
    expect(r.best!.title).not.toMatch(/Forest|Sap/);
    expect(r.best!.evidence.titles.every((t) => !/sap/i.test(t.matched) || /SAP/.test(t.matched))).toBe(true);
    // A title in capitals throughout has no acronyms to tell apart.
    expect(best("JAVA DEVELOPER")?.code).toMatch(/^15-/);
  });

  it("gives evidence, a confidence and runners-up", () => {
    const r = inferOccupation({
      titles: ["Senior Software Engineer", "Java Developer"],
      skills: ["Java", "Python", "Git", "Docker"].map((name) => ({ name, category: "technical" })),
    });
    expect(r.best!.code).toBe("15-1252.00");
    expect(r.best!.confidence).toBeGreaterThan(0.3);
    expect(r.best!.confidence).toBeLessThanOrEqual(1);
    expect(r.best!.evidence.titles[0]).toMatchObject({ input: "Senior Software Engineer", matched: expect.any(String) });
    expect(r.best!.evidence.skills).toEqual(expect.arrayContaining(["Java", "Python", "Git"]));
    expect(r.runnersUp.length).toBeGreaterThan(0);
    for (const c of r.runnersUp) expect(c.score).toBeLessThanOrEqual(r.best!.score);
  });

  it("uses skills when there is no title, and gives up on nothing", () => {
    const r = inferOccupation({ titles: [], skills: ["Java", "Spring", "Hibernate", "JavaScript", "SQL"].map((name) => ({ name, category: "technical" })) });
    expect(r.best!.code).toMatch(/^15-/);
    expect(inferOccupation({ titles: [], skills: [] })).toEqual({ best: null, runnersUp: [] });
    expect(inferOccupation({ titles: ["???"], skills: [{ name: "Unheard-of tool", category: "technical" }] }).best).toBeNull();
  });

  it("is deterministic", () => {
    const input = { titles: ["Teacher", "Tutor"], skills: [{ name: "Lesson planning", category: "technical" }] };
    expect(inferOccupation(input)).toEqual(inferOccupation(input));
  });
});

describe("inferOccupation: a soldier's titles", () => {
  it("reads an NCO as the supervisor of the trade, not as its operator", () => {
    const titles = ["Transportation Operations NCO (Sergeant First Class, E-7)", "Platoon Sergeant (Staff Sergeant, E-6)", "Squad Leader / Motor Transport Operator (Sergeant, E-5)", "Motor Transport Operator", "Warehouse Associate / Forklift Operator"];
    expect(inferOccupation({ titles, skills: [] }).best?.title).toBe("First-Line Supervisors of Material-Moving Machine and Vehicle Operators");
  });
});

describe("inferOccupation: whom an assistant assists", () => {
  it("is not the occupation ('Executive Assistant to the CEO' is an executive assistant)", () => {
    expect(inferOccupation({ titles: ["Executive Assistant to the CEO"], skills: [] }).best?.title).toBe("Executive Secretaries and Executive Administrative Assistants");
  });
});

describe("benchmarkFor: a British school", () => {
  it("reads a teacher at an academy as a secondary-school teacher", () => {
    const p = parseProfile("Rhiannon Aldridge\nrhiannon@example.com\n\nEMPLOYMENT HISTORY\nTeacher of Geography\tSeptember 2018 – Present\nAshton Vale Academy, Bristol\n- Teach KS3 and GCSE Geography.\n", { asOf: "2026-11-26" });
    expect(benchmarkFor(p).occupation?.title).toBe("Secondary School Teachers, Except Special and Career/Technical Education");
  });
});

describe("inferOccupation: 'lead' on a résumé", () => {
  it("is a level alone ('SAP SD Lead' is no metal worker), and part of a title with another word ('Lead Teacher')", () => {
    const metal = ["51-9198.00", "51-4051.00", "47-2121.00"];
    for (const title of ["SAP SD Lead", "Lead", "Tech Lead"]) {
      const r = inferOccupation({ titles: [title], skills: [] });
      expect([r.best, ...r.runnersUp].map((c) => c?.code), title).not.toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(metal.join("|")))]));
    }
    expect(inferOccupation({ titles: ["Lead Teacher"], skills: [] }).best?.title).toMatch(/Teachers/);
  });
});

describe("benchmarkFor", () => {
  it("reads the headline under the name when the résumé dates no position", () => {
    const profile = parseProfile("Ramon Volkman\nMobile Application Developer\nramon@example.com\n\nSKILLS\nJava, Android SDK, SQLite, Git\n", { asOf: "2026-11-22" });
    expect(profile.positions).toEqual([]);
    const b = benchmarkFor(profile);
    expect(b.occupation).toMatchObject({ code: "15-1252.00" });
    expect(b.occupation!.evidence).toContain("title “Mobile Application Developer”");
  });
});

describe("benchmarkFor: a teacher's school", () => {
  it("reads the school's level from the employer when the title leaves it out", () => {
    const teacher = (school: string) =>
      benchmarkFor(parseProfile(`Jo Lee\nEXPERIENCE\nMath Teacher\n${school}, Austin, TX\nAug 2015 – Present\n• Taught algebra to 120 students.\n`, { asOf: "2026-11-22" })).occupation;
    expect(teacher("Lincoln High School")).toMatchObject({ title: "Secondary School Teachers, Except Special and Career/Technical Education" });
    expect(teacher("Oak Middle School")?.title).toMatch(/^Middle School Teachers/);
    expect(teacher("Westlake ISD")?.title).not.toMatch(/^Secondary|^Middle/);
  });
});

describe("benchmarkFor: an academic's department", () => {
  it("reads a professor's field from the department the title is held in", () => {
    const professor = (department: string) =>
      benchmarkFor(parseProfile(`Ada Okafor\nACADEMIC APPOINTMENTS\nAssistant Professor, ${department}, University of Vermont\t2020 – present\n• Teach two courses a year.\nSKILLS\nPython, R\n`, { asOf: "2026-11-25" })).occupation;
    expect(professor("Department of Civil and Environmental Engineering")).toMatchObject({ title: "Engineering Teachers, Postsecondary" });
    expect(professor("Department of History")).toMatchObject({ title: "History Teachers, Postsecondary" });
    expect(occupationTitles(parseProfile("Jo Lee\nEXPERIENCE\nProfessor of Economics, Yale University\t2010 – present\n", { asOf: "2026-11-25" }))).toEqual(["Professor of Economics"]);
  });
});

describe("benchmarkFor: a postdoc", () => {
  it("reads a postdoc as a scientist of the doctorate's field, not as O*NET's clinical research coordinator", () => {
    const postdoc = (education: string) =>
      parseProfile(`Kofi Mensah\nRESEARCH POSITIONS\nPostdoctoral Research Fellow, Dana-Farber Cancer Institute, Boston, MA\t09/2021 – present\n• CRISPR screens.\n${education}`, { asOf: "2026-11-26" });
    const withPhd = postdoc("EDUCATION\nPh.D. in Molecular Biology, University of Michigan, 2021\n");
    expect(occupationTitles(withPhd)).toEqual(["Molecular Biology Scientist"]);
    expect(benchmarkFor(withPhd).occupation?.title).toBe("Molecular and Cellular Biologists");
    expect(occupationTitles(postdoc(""))).toEqual(["Research Scientist"]);
    expect(benchmarkFor(postdoc("")).occupation?.title).not.toBe("Clinical Research Coordinators");
  });
});

describe("benchmarkFor: a grade before 'Teacher'", () => {
  it("'5th Grade Teacher' and 'Third-Grade Teacher' are elementary teachers, whatever an early paraprofessional job says", () => {
    const p = parseProfile(
      "Megan Thibodeaux\nmegan@example.com\n\nWork History\n2019-08 - Current\t5th Grade Teacher\nWestdale Heights Academic Magnet, Baton Rouge, LA\nTeach ELA.\n\n2015-08 - 2019-05\tThird-Grade Teacher\nWestdale Heights Academic Magnet, Baton Rouge, LA\nTaught 24.\n\n2013-01 - 2015-05\tParaprofessional\nEast Baton Rouge Parish School System, Baton Rouge, LA\nSupported students.\n",
      { asOf: "2026-11-27" },
    );
    expect(occupationTitles(p).slice(0, 2)).toEqual(["Elementary School 5th Grade Teacher", "Elementary School Third-Grade Teacher"]);
    expect(benchmarkFor(p).occupation?.title).toBe("Elementary School Teachers, Except Special Education");
  });
});

describe("benchmarkFor: a law firm's associates", () => {
  const lawyer = (title: string, company: string, education: string) =>
    parseProfile(`Daniel Reyes\nEXPERIENCE\n${title}, ${company}, New York, NY\nSep 2019 – Present\n- Drafted merger agreements and disclosure schedules\n\nEDUCATION\n${education}\n`, { asOf: "2026-11-27" });
  it("reads an 'Associate' with a J.D., or at a firm its name calls one, as a lawyer, not as a paralegal or a clerk", () => {
    const withJd = lawyer("Associate", "Davis Polk & Wardwell LLP", "J.D., Columbia Law School, 2019");
    expect(occupationTitles(withJd)).toEqual(["Associate Attorney"]);
    expect(benchmarkFor(withJd).occupation?.title).toBe("Lawyers");
    expect(occupationTitles(lawyer("Senior Associate", "Baker Law Group", "B.A., History, Yale University, 2012"))).toEqual(["Senior Associate Attorney"]);
  });
  it("guards: an 'Associate' at an accounting firm or a shop, or a 'Sales Associate', keeps the title", () => {
    expect(occupationTitles(lawyer("Associate", "PricewaterhouseCoopers LLP", "B.S., Accounting, Boston College, 2019"))).toEqual(["Associate"]);
    expect(occupationTitles(lawyer("Sales Associate", "Legal Sea Foods", "J.D., Columbia Law School, 2019"))).toEqual(["Sales Associate"]);
  });
});

describe("benchmarkFor: what is set aside", () => {
  it("names the Hot technologies the benchmark leaves out, for the explanation", () => {
    const profile = parseProfile("Maria Garcia\nEXPERIENCE\nRegistered Nurse, Mercy Hospital\nJan 2020 – Present\n• Triaged patients.\nSKILLS\nEpic, triage, wound care\n", { asOf: "2026-11-22" });
    const b = benchmarkFor(profile);
    expect(b.occupation).toMatchObject({ code: "29-1141.00" });
    expect(b.occupation!.setAside).toEqual(expect.arrayContaining(["Microsoft Excel"]));
    expect(b.skills.map((s) => s.name)).not.toContain("Excel");
  });
});

describe("school levels", () => {
  it("does not match a high-school title with a junior-high one, nor the other way", () => {
    const r = inferOccupation({ titles: ["High School English Language Arts Teacher", "Middle School Language Arts Teacher", "High School Student Teacher"], skills: [] });
    expect(r.best?.code).toBe("25-2031.00");
    const evidence = r.runnersUp.find((c) => c.code === "25-2022.00")?.evidence.titles ?? [];
    expect(evidence.map((t) => t.matched)).not.toContain("Junior High School Teacher");
  });
});

describe("occupationBenchmark", () => {
  it("lists the occupation's important skills with weights and reasons", () => {
    const b = occupationBenchmark("15-1252.00")!;
    expect(b.title).toBe("Software Developers");
    const names = b.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Python", "Java", "JavaScript", "SQL"]));
    expect(new Set(names).size).toBe(names.length);
    for (const s of b.skills) {
      expect(s.weight).toBeGreaterThan(0);
      expect(s.weight).toBeLessThanOrEqual(1);
      expect(s.why.length).toBeGreaterThan(10);
    }
    const python = b.skills.find((s) => s.name === "Python")!;
    expect(python).toMatchObject({ kind: "technology", hot: true, category: "technical" });
    expect(python.why).toMatch(/Hot Technology/);
    const weights = b.skills.map((s) => s.weight);
    expect([...weights].sort((x, y) => y - x)).toEqual(weights);
  });

  it("includes O*NET skills and knowledge that a résumé can name", () => {
    const b = occupationBenchmark("29-1141.00")!;
    const element = b.skills.find((s) => s.kind !== "technology")!;
    expect(element.importance).toBeGreaterThanOrEqual(3.25);
    expect(element.why).toMatch(/O\*NET rates/);
    expect(b.skills.some((s) => s.category === "soft")).toBe(true);
  });

  it("borrows the ratings of a related occupation when O*NET rates none", () => {
    const b = occupationBenchmark("15-1252.00")!;
    const element = b.skills.find((s) => s.kind !== "technology");
    expect(element?.why).toMatch(/related occupation/);
  });

  it("adds the work styles an occupation needs more than most, and only those", () => {
    const ceo = occupationBenchmark("11-1011.00")!;
    const leadership = ceo.skills.find((s) => s.name === "Leadership")!;
    expect(leadership).toMatchObject({ kind: "skill", category: "soft" });
    expect(leadership.why).toMatch(/work style "Leadership" 5\.0 of 5 for Chief Executives, higher than 9\d% of occupations/);
    // Nearly every occupation rates attention to detail above 4 of 5: it tells a chief executive from nobody.
    expect(ceo.skills.some((s) => s.name === "Attention to detail")).toBe(false);
    // Styles a résumé can only claim with a cliché are not keywords.
    for (const b of [ceo, occupationBenchmark("41-2031.00")!, occupationBenchmark("29-1141.00")!]) {
      expect(b.skills.map((s) => s.name)).not.toEqual(expect.arrayContaining(["Hard-working"]));
      expect(b.skills.filter((s) => /work style/.test(s.why)).length).toBeLessThanOrEqual(3);
    }
  });

  it("counts a technology its field uses more than others do, or the occupation's postings ask for (decision 0017)", () => {
    const nurse = occupationBenchmark("29-1141.00")!;
    const tech = nurse.skills.filter((s) => s.kind === "technology");
    // The clinical systems are one entry, any of which counts (decision 0031).
    expect(tech.map((s) => s.name)).toEqual(["MEDITECH"]);
    expect(tech[0]!.alternatives).toEqual(expect.arrayContaining(["Epic Systems", "eClinicalWorks EHR", "EMR"]));
    // Hot across all postings, listed for nurses, but no more used in health care than anywhere.
    for (const name of ["Excel", "Microsoft Outlook", "SharePoint", "Spark"]) expect([...tech.map((s) => s.name), ...tech[0]!.alternatives!], name).not.toContain(name);
    expect(nurse.setAside).toEqual(expect.arrayContaining(["Microsoft Excel", "Apache Spark"]));
    // In demand in accountants' own postings: counted.
    expect(occupationBenchmark("13-2011.00")!.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Excel", "QuickBooks"]));
  });

  it("counts skills rated fairly important where an occupation rates few as important", () => {
    const operator = occupationBenchmark("51-9023.00")!;
    expect(operator.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Troubleshooting", "Quality control", "Equipment maintenance"]));
    expect(operator.skills.length).toBeGreaterThanOrEqual(6);
  });

  it("leaves out the skills most occupations rate important, and the work styles a résumé can only claim (decision 0031)", () => {
    for (const code of ["15-1252.00", "13-2011.00", "29-1141.00", "35-1011.00", "47-2111.00", "11-1011.00"]) {
      const names = occupationBenchmark(code)!.skills.map((s) => s.name);
      for (const common of ["Active listening", "Critical thinking", "Verbal communication"]) expect(names, `${code} ${common}`).not.toContain(common);
      for (const claimed of ["Attention to detail", "Integrity", "Reliable", "Initiative", "Adaptability", "Stress management"]) expect(names, `${code} ${claimed}`).not.toContain(claimed);
    }
    // Skills that tell occupations apart stay: an electrician's Troubleshooting, an executive's Leadership.
    expect(occupationBenchmark("47-2111.00")!.skills.map((s) => s.name)).toContain("Troubleshooting");
    expect(occupationBenchmark("11-1011.00")!.skills.map((s) => s.name)).toContain("Leadership");
  });

  it("makes one entry of the products of a kind the occupation's postings do not ask for by name (decision 0031)", () => {
    const accountant = occupationBenchmark("13-2011.00")!;
    const erp = accountant.skills.find((s) => s.alternatives?.includes("PeopleSoft"));
    expect(erp?.name).toBe("Microsoft Dynamics");
    expect(erp?.why).toMatch(/one of the enterprise resource planning ERP software Accountants and Auditors use: .*; any one counts/);
    // Asked for by name (In Demand), SAP stands alone; so do the technologies of kinds O*NET mixes (SQL, Access).
    for (const name of ["SAP", "SQL", "MS Access"]) expect(accountant.skills.find((s) => s.name === name)?.alternatives, name).toBeUndefined();
    expect(accountant.skills.filter((s) => s.name === "PeopleSoft")).toEqual([]);
  });

  it("never infers an occupation O*NET says nothing about ('Managers, All Other')", () => {
    const r = inferOccupation({ titles: ["Team Leader", "Operations Coordinator"], skills: [] });
    for (const c of [r.best!, ...r.runnersUp]) expect(c.title, c.code).not.toMatch(/All Other/);
    expect(occupationBenchmark(r.best!.code)!.skills.length).toBeGreaterThan(5);
  });

  it("returns null for an unknown code", () => {
    expect(occupationBenchmark("00-0000.00")).toBeNull();
  });
});

describe("inferOccupation: a hospital's physicians", () => {
  it("reads 'Attending' as a level, so an attending physician is a physician, not the podiatrist O*NET lists the title under", () => {
    const result = inferOccupation({ titles: ["Staff Physician", "Attending Physician"], skills: [] });
    expect(result.best?.title).toMatch(/Physicians/);
  });
});

describe("inferOccupation: titles matched equally well", () => {
  it("go to the occupation named for what the person is ('UX Designer' is a designer, not a tester)", () => {
    expect(best("UX Designer")?.title).toBe("Web and Digital Interface Designers");
    expect(best("UI/UX Designer")?.title).toBe("Web and Digital Interface Designers");
  });
});

describe("inferOccupation: a title that adds a rank", () => {
  it("does not make a claims adjuster who was a customer service representative an office supervisor", () => {
    const r = inferOccupation({ titles: ["Senior Claims Adjuster", "Customer Service Representative"], skills: [] });
    expect(r.best?.title).toBe("Claims Adjusters, Examiners, and Investigators");
  });

  it("still matches a supervisor's own title", () => {
    expect(best("Customer Service Supervisor")?.title).toBe("First-Line Supervisors of Office and Administrative Support Workers");
  });
});

describe("occupationTitles: a résumé with the oldest job first", () => {
  it("puts the most recent title first", () => {
    const text = "Teodora Vukovic\nteodora@example.com\n\nEXPERIENCE\n\nStock Associate, Target, Towson, MD\t2004 – 2005\nInventory Clerk, Sysco, Jessup, MD\tJan 2006 – Mar 2009\nBuyer, McCormick & Company, Hunt Valley, MD\tNov 2013 – Jun 2018\nSenior Supply Chain Planner, Under Armour, Baltimore, MD\tJul 2018 – Present\n";
    expect(occupationTitles(parseProfile(text, { asOf: "2026-11-26" }))[0]).toBe("Senior Supply Chain Planner");
  });
});

describe("'PM' beside a product manager's title", () => {
  it("is a product manager, not a project manager", () => {
    const titles = ["Senior PM, QuickBooks Payroll", "PM II, QuickBooks Online Invoicing", "Associate Product Manager (APM), Rotational Program"];
    expect(inferOccupation({ titles, skills: [] }).best?.code).toBe("11-2021.00");
  });
  it("but alone it is a project manager", () => {
    expect(inferOccupation({ titles: ["Senior PM"], skills: [] }).best?.title).toMatch(/Project Management/);
  });
});

describe("a performer's credits (review 11, K11)", () => {
  it("name the occupation when there are no job titles", () => {
    const profile = parseProfile("MARISOL QUINTERO-HALE\nSAG-AFTRA · AEA\nmarisol@example.com\n\nFILM\nNorthern Lights (2024) | Supporting | dir. A. Reyes\n\nTELEVISION\nChicago Med | Co-Star | NBC\n\nTHEATRE\nTwelfth Night | Viola | Chicago Shakespeare Theater (2019)\n", { asOf: "2026-11-26" });
    expect(occupationTitles(profile)).toEqual(["Actor"]);
    expect(profile.positions).toEqual([]);
    // Productions and characters are no skills.
    expect(profile.skills.map((s) => s.name)).not.toContain("Northern Lights");
    expect(profile.skills.map((s) => s.name)).not.toContain("Chicago Med");
  });
});

describe("titles written in Spanish, French, German or Portuguese", () => {
  it("are matched through their commonest words in English", () => {
    expect(best("Ingeniera de Datos")!.title).toBe("Database Architects");
    expect(best("Enfermera")!.code).toBe("29-1141.00");
    expect(best("Softwareentwickler")!.code).toBe("15-1252.00");
    expect(best("Contable Sénior")!.code).toBe("13-2011.00");
    expect(best("Jefe de Ventas")!.code).toBe("11-2022.00");
    expect(best("Technicien de maintenance")!.code).toBe("49-9071.00");
  });
  it("but O*NET's own titles and English words that look alike keep their meaning", () => {
    expect(titleTokens("Executive Chef")).toEqual(["executive", "chef"]);
    expect(titleTokens("Conductor", false)).toEqual(["conductor"]);
    expect(titleTokens("Director of Sales")).toEqual(["director", "sale"]);
  });
});

describe("titles written in Dutch or Italian", () => {
  it("are matched too", () => {
    expect(best("Logistiek Coördinator")!.code).toBe("13-1081.00");
    expect(best("Ingegnere del Software")!.code).toBe("15-1252.00");
  });
});

describe("the latest title named exactly", () => {
  it("wins over partial matches of older titles ('Civil Engineering Technologist' after 'In-service Trainee (Civil Technician)')", () => {
    const r = inferOccupation({ titles: ["Civil Engineering Technologist", "Site Engineer", "In-service Trainee (Civil Technician)"], skills: [] });
    expect(r.best!.code).toBe("17-3022.00");
  });
});

describe("a one-word title any trade's head may bear (review 22's F16)", () => {
  it("'Owner-Operator' is no urologist, whom O*NET also calls 'Owner'", () => {
    expect(best("Owner-Operator")?.code).not.toBe("29-1229.03");
    expect(inferOccupation({ titles: ["Owner-Operator (leased to Landstar System)", "OTR Company Driver"], skills: [] }).best?.code).not.toBe("29-1229.03");
  });
});

describe("inferOccupation: software titles O*NET files elsewhere", () => {
  const best = (title: string) => inferOccupation({ titles: [title], skills: [] }).best?.code;
  it("a site reliability engineer (SRE) and a platform engineer develop software", () => {
    expect(best("Site Reliability Engineer")).toBe("15-1252.00");
    expect(best("Senior SRE")).toBe("15-1252.00");
    expect(best("Senior Platform Engineer")).toBe("15-1252.00");
  });

  it("guards: a reliability engineer without 'site' stays in engineering", () => {
    expect(best("Reliability Engineer")).not.toBe("15-1252.00");
  });
});

describe("inferOccupation: 'die' is an English title word (review 29's F13)", () => {
  it("a tool and die maker with a machine-shop skills list is a Tool and Die Maker, not a Mechanical Engineer", () => {
    const skills = ["G-code", "Mastercam"].map((name) => ({ name, category: "technical" as const }));
    expect(inferOccupation({ titles: ["Tool and Die Maker"], skills } as never).best?.code).toBe("51-4111.00");
  });
});

describe("inferOccupation: a chief engineer ashore and engine-room ranks at sea (review 28's R19)", () => {
  const best = (titles: string[]) => inferOccupation({ titles, skills: [] }).best;
  it("a 'Chief Engineer' heads engineering, not a fire or police department; the evidence shows the title as written", () => {
    const b = best(["Chief Engineer", "Director of Engineering"]);
    expect(b?.code).toBe("11-9041.00");
    expect(b?.evidence.titles[0]?.input).toBe("Chief Engineer");
    expect(best(["Chief Engineer"])?.title).not.toMatch(/Firefighting|Police/);
  });

  it("a 'Chief of Staff' is no fire chief ('staff' is dropped as a grade)", () => {
    expect(best(["Chief of Staff"])?.code).toBe("11-1021.00");
  });

  it("'Second Engineer' and 'Third Engineer' on the same résumé are ship's engineers, the chief too", () => {
    expect(best(["Chief Engineer", "Second Engineer", "Third Engineer"])?.code).toBe("53-5031.00");
    expect(best(["3rd Engineer Officer"])?.code).toBe("53-5031.00");
  });
});

describe("inferOccupation: a grade with its engineering discipline in brackets (review 30's R20)", () => {
  it("'Senior Executive (Electrical)' and 'Assistant Manager (Electrical)' are electrical engineers; 'Executive (HR)' is not made one", () => {
    expect(inferOccupation({ titles: ["Assistant Manager (Electrical)", "Senior Executive (Electrical)"], skills: [] }).best?.code).toBe("17-2071.00");
    expect(inferOccupation({ titles: ["Executive (HR)"], skills: [] }).best?.title).not.toMatch(/Engineer/);
  });
});
