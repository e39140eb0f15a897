import { describe, expect, it } from "vitest";
import { totalYears } from "~/.server/analysis/experience";
import { parseStructure } from "~/.server/analysis/profile/structure";
import { isLocation } from "~/.server/analysis/profile/entries";

const asOf = "2026-11-01";
const gold = [
  { title: "Co-Founder & CTO", company: "Nexus AI", start: "2023-06", end: null },
  { title: "Research Intern", company: "NVIDIA Research", start: "2022-05", end: "2022-08" },
  { title: "Research Intern", company: "Google DeepMind", start: "2021-05", end: "2021-08" },
];
const jobs = [
  { title: "Co-Founder & CTO", company: "Nexus AI", city: "San Francisco, CA", dates: "June 2023 – present", bullets: ["Built foundation model infrastructure serving 2M+ monthly API requests", "Raised $18M Series A led by Sequoia Capital"] },
  { title: "Research Intern", company: "NVIDIA Research", city: "Santa Clara, CA", dates: "May 2022 – Aug 2022", bullets: ["Designed sparse attention mechanism reducing memory footprint by 4.2x"] },
  { title: "Research Intern", company: "Google DeepMind", city: "London, UK", dates: "May 2021 – Aug 2021", bullets: ["Developed reinforcement learning algorithms for multi-agent coordination", "Published research at top-tier venues"] },
];
type Job = (typeof jobs)[number];

/** The RenderCV example's layouts, as PDF text extraction gives them (one line per printed line). */
function cv(entry: (j: Job) => string[]) {
  return [
    "Last updated in Mar 2026",
    "John Doe",
    "San Francisco, CA • john.doe@email.com • rendercv.com • linkedin.com/in/rendercv",
    "Education",
    "Princeton University\tPrinceton, NJ",
    "PhD in Computer Science\tSept 2018 – May 2023",
    "• Thesis: Efficient Neural Architecture Search",
    "• Advisor: Prof. Sanjeev Arora",
    "Experience",
    ...jobs.flatMap(entry),
    "Projects",
    "FlashInfer\tJan 2023 – present",
    "• Open-source library for high-performance LLM inference kernels",
    "Skills",
    "Languages: Python, C++, CUDA, Rust, Julia",
    "ML Frameworks: PyTorch, JAX, TensorFlow",
  ].join("\n");
}
const bullets = (j: Job, mark = "•") => j.bullets.map((b) => `${mark} ${b}`);
const layouts: Record<string, (j: Job) => string[]> = {
  "Title, Company – City / dates on the same line (engineeringresumes)": (j) => [`${j.title}, ${j.company} – ${j.city}\t${j.dates}`, ...bullets(j)],
  "Company, Title – City (harvard, opal)": (j) => [`${j.company}, ${j.title} – ${j.city}\t${j.dates}`, ...bullets(j, "◦")],
  "Company – City and dates, the title under them (ember, ink)": (j) => [`${j.company} – ${j.city}\t${j.dates}`, j.title, ...bullets(j, "◆")],
  "title over the company and dates (sb2nov)": (j) => [`${j.title}\t${j.city}`, `${j.company}\t${j.dates}`, ...bullets(j, "◦")],
  "dates first (moderncv)": (j) => [`${j.dates} ${j.title}, ${j.company} – ${j.city}`, ...bullets(j)],
  "dates at the end of the first bullet, with a per-job duration (classic)": (j) => [`${j.company}, ${j.title}\t${j.city}`, `• ${j.bullets[0]}\t${j.dates}`, ...bullets(j).slice(1), ...(j.bullets.length > 1 ? [] : ["4 months"])],
  "dates on their own line after the header": (j) => [`${j.title}, ${j.company} – ${j.city}`, j.dates, ...bullets(j)],
  "Title at Company | City | dates": (j) => [`${j.title} at ${j.company} | ${j.city} | ${j.dates}`, ...bullets(j, "-")],
};

describe("positions on RenderCV-like layouts", () => {
  for (const [name, entry] of Object.entries(layouts)) {
    it(name, () => {
      const s = parseStructure(cv(entry), { asOf });
      expect(s.positions.map((p) => ({ title: p.title, company: p.company, start: p.start, end: p.end }))).toEqual(gold);
      expect(s.positions[0]).toMatchObject({ location: "San Francisco, CA", current: true, dateText: "June 2023 – present" });
      expect(s.positions[2]!.bullets).toHaveLength(2);
      // Every layout gives the same total: the PhD and the project are not work.
      expect(totalYears(s.workRanges)).toBe(totalYears(parseStructure(cv(layouts["dates first (moderncv)"]!), { asOf }).workRanges));
    });
  }

  it("pairs a left column of dates read before the entries with the entries, in order", () => {
    const text = ["Experience", ...jobs.map((j) => j.dates), ...jobs.flatMap((j) => [`${j.title}, ${j.company} – ${j.city}`, ...bullets(j)])].join("\n");
    const s = parseStructure(text, { asOf });
    expect(s.positions.map((p) => ({ title: p.title, company: p.company, start: p.start, end: p.end }))).toEqual(gold);
  });

  it("does not take a link line for the company", () => {
    const text = ["WORK EXPERIENCE", "Functional Consultant", "https://www.indeed.com/r/someone", "SAP Labs -", "March 2012 to June 2013", "Description:", "Mobile client"].join("\n\n");
    const s = parseStructure(text, { asOf: "2018-06-01" });
    expect(s.positions).toHaveLength(1);
    expect(s.positions[0]).toMatchObject({ title: "Functional Consultant", company: "SAP Labs", start: "2012-03", end: "2013-06" });
  });

  it("reads the title and employer of a 'Working as ... in ...' sentence and drops a 'Position:' label", () => {
    const text = "EXPERIENCE\n\nCurrently working as a Software Engineer in Acme Technologies Pvt Ltd\nJan 2015 - Present\n• Built the billing service.\n\nPosition: Customer Service Advisor\nMarch 2012 to June 2013\n• Answered 40 calls a day.\n";
    const s = parseStructure(text, { asOf: "2018-06-01" });
    expect(s.positions.map((p) => [p.title, p.company])).toEqual([
      ["Software Engineer", "Acme Technologies Pvt Ltd"],
      ["Customer Service Advisor", ""],
    ]);
    // How the job was held is not part of its title; a description line is not a title.
    const held = parseStructure("EXPERIENCE\n\nCustomer Service Advisor (part time to 2011), Acme Bank\nMarch 2009 to June 2011\n• Answered calls.\n", { asOf: "2018-06-01" });
    expect(held.positions[0]).toMatchObject({ title: "Customer Service Advisor", company: "Acme Bank" });
    const slash = parseStructure("EXPERIENCE\n\nIntern engineer / Joobi Solution Limited, Ireland\nJun 2008 - Sept 2008\n• Wrote tests.\n", { asOf: "2018-06-01" });
    expect(slash.positions[0]).toMatchObject({ title: "Intern engineer", company: "Joobi Solution Limited" });
    const colon = parseStructure("EXPERIENCE\n\nDirector/Producer: Atlantis Documentary\nJun 2008 - Sept 2008\n• Shot 40 hours of film.\n", { asOf: "2018-06-01" });
    expect(colon.positions[0]).toMatchObject({ title: "Director/Producer", company: "Atlantis Documentary" });
    // A template's placeholders are not a title.
    const template = parseStructure("EXPERIENCE\n\nJob name\nMarch 2012 to June 2013\n• Answered calls.\n", { asOf: "2018-06-01" });
    expect(template.positions.map((p) => p.title)).toEqual([""]);
    const college = parseStructure("EXPERIENCE\n\nName Of College\nCity\nMarch 2012 to June 2013\n• Answered calls.\n", { asOf: "2018-06-01" });
    expect(college.positions.map((p) => [p.title, p.company])).toEqual([["", ""]]);
    // "xxx" fills a template's blanks (billryan/resume); an employer's suffix keeps it from reading as a city; "Manager: xxx" under
    // the title names the intern's manager.
    const blanks = parseStructure("EXPERIENCE\nFLAG Inc., America\t2012 – Present\nSummer Intern Manager: xxx\n• Implemented xxx feature\n", { asOf: "2018-06-01" });
    expect(blanks.positions[0]).toMatchObject({ title: "Summer Intern", company: "FLAG Inc.", location: "America" });
    // The state after the suffix, with no comma (billryan/resume as written): where the job was, not the employer.
    const state = parseStructure("EXPERIENCE\nFLAG Inc. California, America\t2012 – Present\nSummer Intern Manager: xxx\n• Implemented xxx feature\n", { asOf: "2018-06-01" });
    expect(state.positions[0]).toMatchObject({ title: "Summer Intern", company: "FLAG Inc.", location: "California, America" });
  });

  it("keeps a city and country after the employer out of the employer's name", () => {
    const one = parseStructure("EXPERIENCE\nSoftware Engineer, Acme Corp, Berlin, Germany\nJan 2019 – Present\n• Built the billing service.\n", { asOf: "2020-06-01" });
    expect(one.positions[0]).toMatchObject({ title: "Software Engineer", company: "Acme Corp", location: "Berlin, Germany" });
    const bank = parseStructure("EXPERIENCE\nBank of America, Charlotte, NC\nFinancial Analyst\nJan 2019 – Present\n• Built the budget model.\n", { asOf: "2020-06-01" });
    expect(bank.positions[0]).toMatchObject({ title: "Financial Analyst", company: "Bank of America", location: "Charlotte, NC" });
    const uni = parseStructure("EXPERIENCE\nResearch Assistant, University of California, Berkeley\nJan 2019 – Present\n• Ran the lab's experiments.\n", { asOf: "2020-06-01" });
    expect(uni.positions[0]).toMatchObject({ title: "Research Assistant", company: "University of California, Berkeley" });
  });

  it("lists a role written without dates, which counts no experience", () => {
    const s = parseStructure(
      "Sam Lee\nEXPERIENCE\nSenior Accountant\nAcme Manufacturing, Denver, CO\n- Prepared monthly close and reconciliations for 12 entities.\n- Built Excel models for the annual budget.\nStaff Accountant\nBaker Tilly, Denver, CO\n- Prepared tax returns and audit workpapers.\nEDUCATION\nBachelor of Science in Accounting, University of Colorado Boulder\n",
      { asOf: "2020-06-01" },
    );
    expect(s.positions.map((p) => [p.title, p.company, p.location, p.start, p.end, p.bullets.length])).toEqual([
      ["Senior Accountant", "Acme Manufacturing", "Denver, CO", null, null, 2],
      ["Staff Accountant", "Baker Tilly", "Denver, CO", null, null, 1],
    ]);
    expect(s.workRanges).toEqual([]);
    // A bullet's wrapped last word is no role of its own.
    const wrapped = parseStructure("EXPERIENCE\nTeacher, San Francisco Unified School District, 2002 - 2006\n• Served on the committee chaired by the Assistant\nSuperintendent\n• Planned a United Nations program\n", { asOf: "2020-06-01" });
    expect(wrapped.positions.map((p) => p.title)).toEqual(["Teacher"]);
    // Beside dated roles, an undated one after them is its own entry, and the dated role keeps only its own bullets.
    const mixed = parseStructure("EXPERIENCE\nAnalyst, Acme Corp\nJan 2019 – Present\n• Built the budget model.\nIntern\nBeta LLC\n• Filed reports.\n", { asOf: "2020-06-01" });
    expect(mixed.positions.map((p) => [p.title, p.company, p.start, p.bullets])).toEqual([
      ["Analyst", "Acme Corp", "2019-01", ["Built the budget model."]],
      ["Intern", "Beta LLC", null, ["Filed reports."]],
    ]);
  });

  it("takes no programme or kind of work for the employer when a piece names one", () => {
    const s = parseStructure(
      "EXPERIENCE\nNEXON\nSeoul, S.Korea & LA, U.S.A\nGame Developer Intern at Global Internship Program\tJan. 2013 - Feb. 2013\n• Developed an action puzzle game.\nUndergraduate Research, Computer Vision Lab(Prof. Bohyung Han)\tPohang, S.Korea\nResearcher\tSep. 2012 - Feb. 2013\n• Researched image similarity.\n",
      { asOf: "2020-06-01" },
    );
    expect(s.positions.map((p) => [p.title, p.company])).toEqual([
      ["Game Developer Intern", "NEXON"],
      ["Researcher", "Computer Vision Lab(Prof. Bohyung Han)"],
    ]);
    expect(s.positions[0]!.location).toBe("Seoul, S.Korea & LA, U.S.A");
  });

  it("keeps a department with the title when the organisation is written on its own line", () => {
    const s = parseStructure("EXPERIENCE\nStaff Nurse, Emergency Department\nRush University Medical Center - Chicago, IL\n06/2015 - 12/2019\n- Triaged 40+ patients per shift.\n", { asOf: "2020-06-01" });
    expect(s.positions[0]).toMatchObject({ title: "Staff Nurse, Emergency Department", company: "Rush University Medical Center", location: "Chicago, IL" });
  });

  it("takes the piece that ends like an O*NET title for the title when neither has a title word", () => {
    // "Estimator" is in no list of title words, but it ends 60-odd O*NET titles; "Motors" ends none.
    const s = parseStructure("Career Experience/Job History  2007-Present  Taylor Motors  Automobile Estimator      Assessed and estimated all types of vehicle damage.", { asOf: "2017-01-01" });
    expect(s.positions[0]).toMatchObject({ title: "Automobile Estimator", company: "Taylor Motors", start: "2007" });
    // A piece that reads as a company leaves the title to the other, whichever comes first.
    const agency = parseStructure("Career Experience/Job History        2004-2007  Fleet Advertising Ltd.  Advertiser      Created a variety of ads.", { asOf: "2017-01-01" });
    expect(agency.positions[0]).toMatchObject({ title: "Advertiser", company: "Fleet Advertising Ltd." });
    // A military service is an employer too.
    const service = parseStructure("Career History  1993-1997  US Air Force  Multiple Assignments      Managed ammunition logistics for the wing.", { asOf: "2018-06-01" });
    expect(service.positions[0]).toMatchObject({ company: "US Air Force" });
  });

  it("does not take a table's column headings for a title and a company", () => {
    const text = "EXPERIENCE  06/2013  Present  Industry  Position  Technologies    The Product Engine, Inc.  IT - Software Systems & Telecom  Junior Android Developer  Java SE, Android SDK";
    const p = parseStructure(text, { asOf: "2018-06-01" }).positions[0]!;
    expect([p.title, p.company]).not.toContain("Industry");
    expect([p.title, p.company]).not.toContain("Position");
  });

  it("reads 'Vice President of ... Services' as a title, though it ends like a company", () => {
    // AltaCV's sample (Marissa Mayer): title, employer, then dates and place.
    const text = "EXPERIENCE\n\nVice President of Location & Services\nGoogle\nOct 2010 – July 2012\tPalo Alto, CA\n\n• Oversaw 1000+ engineers.\n";
    expect(parseStructure(text, { asOf: "2020-01-01" }).positions[0]).toMatchObject({ title: "Vice President of Location & Services", company: "Google" });
    const manager = "EXPERIENCE\n\nFrankfort Habilitation Inc., Frankfort, KY\nManager of Services\n2001 - 2004\n• Ran the day programme.\n";
    expect(parseStructure(manager, { asOf: "2020-01-01" }).positions[0]).toMatchObject({ title: "Manager of Services", company: "Frankfort Habilitation Inc." });
  });

  it("reads Indeed's 'Title / Company - City - / dates' blocks and keeps offsets into the text", () => {
    const text = "WORK EXPERIENCE\n\nJAVA Developer\n\nINFOSYS LIMITED -  Pune, Maharashtra -\n\nFebruary 2016 to Present\n\n✓ Analysing business requirements.\n\nEDUCATION\n\nBachelor of Engineering in Mechanical Eng\n\nITM University Gwalior -  Gwalior, Madhya Pradesh\n\n2015\n";
    const s = parseStructure(text, { asOf: "2018-06-01" });
    expect(s.positions).toEqual([
      expect.objectContaining({ title: "JAVA Developer", company: "INFOSYS LIMITED", location: "Pune, Maharashtra", start: "2016-02", end: null, current: true, bullets: ["Analysing business requirements."] }),
    ]);
    expect(text.slice(s.positions[0]!.textStart, s.positions[0]!.textEnd)).toMatch(/^JAVA Developer[\s\S]*requirements\.$/);
    expect(s.education).toEqual([expect.objectContaining({ degree: "Bachelor of Engineering in Mechanical Eng", institution: "ITM University Gwalior", start: null, end: "2015" })]);
  });

  it("reads a Word file's entries: the city after the employer, and the sentences as bullets when the list marks are gone", () => {
    // What word-extractor gives for a .doc: list numbering is not part of the text, so no line has a bullet mark.
    const text =
      "Experience\nLead Product Designer, Fabrikam Health – Manchester\nJanuary 2022 – Present\nRedesigned the patient booking journey, raising completed bookings by 18 percent.\nBuilt and documented a design system of 60 components shared by five\nproduct teams.\nProduct Designer, Tailspin Digital – Leeds\nSeptember 2018 – December 2021\nRan fortnightly usability tests.\nEducation\nBA in Graphic Design, Manchester School of Art, 2015 – 2018\n";
    const s = parseStructure(text, { asOf: "2026-11-01" });
    expect(s.positions).toEqual([
      expect.objectContaining({
        title: "Lead Product Designer",
        company: "Fabrikam Health",
        location: "Manchester",
        bullets: [
          "Redesigned the patient booking journey, raising completed bookings by 18 percent.",
          "Built and documented a design system of 60 components shared by five product teams.",
        ],
      }),
      // Four words: a short line is not taken for a sentence.
      expect.objectContaining({ title: "Product Designer", company: "Tailspin Digital", location: "Leeds", bullets: [] }),
    ]);
  });
});

describe("years of experience: the README's worked example", () => {
  it("counts the Co-Founder job and four internships, not the PhD: 58 months = 4.83 years", () => {
    const text = cv(layouts["Title, Company – City / dates on the same line (engineeringresumes)"]!).replace(
      "Projects",
      ["Apple ML Research, Research Intern – Cupertino, CA\tMay 2020 – Aug 2020", "Microsoft Research, Research Intern – Redmond, WA\tMay 2019 – Aug 2019", "Projects"].join("\n"),
    );
    const s = parseStructure(text, { asOf });
    expect(totalYears(s.workRanges)).toBe(4.83);
    expect(s.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2023-06..2026-11", "2022-05..2022-08", "2021-05..2021-08", "2020-05..2020-08", "2019-05..2019-08"]);
    expect(s.workRanges.map((r) => text.slice(r.textStart, r.textEnd))).toContain("June 2023 – present");
  });

  it("keeps a remark in brackets with its title, a hyphenated employer, and a URL out of the headline", () => {
    const text =
      "Priya Raman\nHoboken, NJ  •  201-555-0173  •  linkedin.com/in/priyaraman-cpa\n\nEXPERIENCE\nCafé Du Parc — Montréal, QC\nPrep Cook (part-time, while in culinary school)\nJune 2008 – May 2010\n\nH-E-B, San Antonio, TX\nCashier\nJune 2010 – May 2012\n";
    const s = parseStructure(text, { asOf });
    expect(s.positions.map((p) => [p.title, p.company])).toEqual([
      ["Prep Cook", "Café Du Parc"],
      ["Cashier", "H-E-B"],
    ]);
    expect(s.contact.headline).toBe(null);
  });

  it("keeps a department after the title with the title when the employer is written with the place below", () => {
    const text = "Jo Smith\n\nProfessional Experience\n\nDepartment Supervisor, Apparel\nKohl's, Waukesha, WI\nJanuary 2015 – June 2016\n";
    expect(parseStructure(text, { asOf }).positions.map((p) => [p.title, p.company, p.location])).toEqual([["Department Supervisor, Apparel", "Kohl's", "Waukesha, WI"]]);
  });

  it("gives a second role under one employer's heading that employer", () => {
    const text =
      "Jo Smith\n\nEXPERIENCE\nKESSLER & DOYLE LLP — Newark, NJ\nAudit Associate\tSep 2019 – Jul 2021\n- Performed substantive testing\n\nTax Intern\tJan 2019 – Apr 2019\n- Prepared 120+ returns\n";
    expect(parseStructure(text, { asOf }).positions.map((p) => [p.title, p.company])).toEqual([
      ["Audit Associate", "KESSLER & DOYLE LLP"],
      ["Tax Intern", "KESSLER & DOYLE LLP"],
    ]);
  });

  it("reads trade and service titles, and a city with its state after the employer or the title", () => {
    const text =
      "Jo Smith\n\nEXPERIENCE\n2015 - 2017\tMaintenance Helper, Desert Sun Apartments, Tempe AZ\n\t• Replaced fixtures\n\nCheesecake Factory Restaurant, Waiter, Huntington Beach, CA\nJune 2012 – May 2014\n";
    expect(parseStructure(text, { asOf }).positions.map((p) => [p.title, p.company, p.location])).toEqual([
      ["Maintenance Helper", "Desert Sun Apartments", "Tempe AZ"],
      ["Waiter", "Cheesecake Factory Restaurant", "Huntington Beach, CA"],
    ]);
  });

  it("reads two places after an employer, neighbouring cities or two bases ('Reno / Sparks, NV')", () => {
    const text =
      "Jo Smith\n\nEXPERIENCE\nStaff Pharmacist (Floater)\nWalgreens, Reno / Sparks, NV\nJun 2015 – Jul 2016\n\nSupply Sergeant\n1st Cavalry Division, Fort Hood, TX and Camp Buehring, Kuwait\n2011 – 2015\n• Managed the supply room\n";
    expect(parseStructure(text, { asOf }).positions.map((p) => [p.title, p.company, p.location])).toEqual([
      ["Staff Pharmacist (Floater)", "Walgreens", "Reno / Sparks, NV"],
      ["Supply Sergeant", "1st Cavalry Division", "Fort Hood, TX and Camp Buehring, Kuwait"],
    ]);
    // A slash without spaces joins words of a title, not two cities.
    expect(isLocation("Owner/Web Developer West Hills, California")).toBe(false);
  });

  it("does not count a career break written among the jobs, nor campus clubs, as work", () => {
    const text = [
      "Angela Okafor",
      "",
      "TEACHING EXPERIENCE",
      "Westbrook High School — Columbus, OH",
      "English Language Arts Teacher, Grades 10–12",
      "August 2017 – Present",
      "* Teach five sections of English 10",
      "",
      "Gap year: 2016 – 2017, family caregiving; substitute taught occasionally",
      "",
      "Hilltop Middle School — Dayton, OH",
      "Language Arts Teacher, Grade 8",
      "August 2013 – June 2016",
      "",
      "CAMPUS LEADERSHIP",
      "Vice President of Marketing, Marketing Club",
      "Sept 2011 – May 2013",
    ].join("\n");
    const s = parseStructure(text, { asOf: "2026-11-25" });
    expect(s.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2017-08..2026-11", "2013-08..2016-06"]);
    // The grades stay with the title; the "12" of "10–12" is no day of the date on the next line.
    expect(s.positions.map((p) => [p.title, p.company, p.dateText])).toEqual([
      ["English Language Arts Teacher, Grades 10–12", "Westbrook High School", "August 2017 – Present"],
      ["Language Arts Teacher, Grade 8", "Hilltop Middle School", "August 2013 – June 2016"],
    ]);
  });

  it("reads 'Present' as the as-of month, never the clock", () => {
    const text = "EXPERIENCE\nEngineer, Acme Inc.\tJan 2020 - Present";
    expect(parseStructure(text, { asOf: "2020-12-31" }).workRanges[0]).toMatchObject({ start: "2020-01", end: "2020-12" });
    expect(parseStructure(text, { asOf: "2019-06-01" }).workRanges).toEqual([]);
  });

  it("counts dates by their section and what is near them", () => {
    const text = [
      "Jane Roe",
      "EDUCATION",
      "B.Sc. Computer Science, University of Lagos\t2008 - 2012",
      "Teaching Assistant, Department of Computer Science\t2011 - 2012",
      "CERTIFICATIONS",
      "AWS Certified Developer\t2015 - 2018",
      "PROJECTS",
      "Chess engine in C++\t2013 - 2014",
      "WORK HISTORY",
      "Software Engineer, Acme Corp\t2014 - 2016",
      "VOLUNTEER EXPERIENCE",
      "Mentor, Code Club\t2016 - 2017",
    ].join("\n");
    const s = parseStructure(text, { asOf: "2018-06-01" });
    expect(s.workRanges.map((r) => text.slice(r.textStart, r.textEnd))).toEqual(["2011 - 2012", "2014 - 2016", "2016 - 2017"]);
  });

  it("does not take a field of study for an employer ('B.S. in Symbolic Systems')", () => {
    const text = "EXPERIENCE\nProduct Manager, Google\nOct 2001 – July 2005\n\nEDUCATION\nM.S. in Computer Science\nStanford University\nSept 1997 – June 1999\n\nB.S. in Symbolic Systems\nStanford University\nSept 1993 – June 1997\n";
    const s = parseStructure(text, { asOf: "2018-06-01" });
    expect(s.workRanges.map((r) => text.slice(r.textStart, r.textEnd))).toEqual(["Oct 2001 – July 2005"]);
  });

  it("maps offsets back through literal escape sequences", () => {
    const text = String.raw`"Jane Roe  WORK EXPERIENCE  Acme Corp  Developer  2010\xe2\x80\x942012  Lead developer, Beta LLC  Jan 2013 \xe2\x80\x93 Dec 2014  EDUCATION  BSc, 2006\xe2\x80\x942010"`;
    const s = parseStructure(text, { asOf: "2017-01-01" });
    expect(s.workRanges.map((r) => [r.start, r.end, text.slice(r.textStart, r.textEnd)])).toEqual([
      ["2010-07", "2012-06", String.raw`2010\xe2\x80\x942012`],
      ["2013-01", "2014-12", String.raw`Jan 2013 \xe2\x80\x93 Dec 2014`],
    ]);
    expect(s.sections.map((x) => [x.kind, text.slice(x.start, x.start + x.heading.length)])).toEqual([
      ["contact", ""],
      ["experience", "WORK EXPERIENCE"],
      ["education", "EDUCATION"],
    ]);
  });
});

describe("contact", () => {
  it("reads phone numbers with long digit groups ('+44 7700 900123', '+49 30 1234567')", () => {
    for (const phone of ["+44 7700 900123", "+49 30 1234567", "07700 900123", "+1 (415) 555-0142"]) {
      const s = parseStructure(`Jo Smith\njo@example.com | ${phone}\n\nSUMMARY\nEngineer.\n`, { asOf });
      expect(s.contact.phone, phone).toBe(phone);
    }
  });

  it("reads a name without the title before it, a nickname in quotes or credentials after it", () => {
    const name = (line: string) => parseStructure(`${line}\njo@example.com | (555) 555-0100\n\nSUMMARY\nWorker.\n`, { asOf }).contact.name;
    expect(name("Dr. Kenji Watanabe, PharmD, RPh")).toBe("Kenji Watanabe");
    expect(name('Jennifer "Jen" Kowalski')).toBe("Jennifer Kowalski");
    expect(name("Priya Raman, CPA")).toBe("Priya Raman");
    expect(name("Robert A. Nguyen, P.E.")).toBe("Robert A. Nguyen");
    expect(name("Sarah Chen, RN, BSN")).toBe("Sarah Chen");
    expect(name("John Smith, Jr.")).toBe("John Smith, Jr.");
    expect(name("San Mateo, CA")).toBe(null);
  });

  it("takes the title before a spaced dash for the headline ('Mechanical Engineer — Product Design & Manufacturing')", () => {
    const s = parseStructure("Robert Nguyen\nGreenville, SC | 864-555-0177\n\nMechanical Engineer — Product Design & Manufacturing\n\nSUMMARY\nEngineer.\n", { asOf });
    expect(s.contact.headline).toBe("Mechanical Engineer");
  });

  it("does not start the phone number with the ZIP code that ends the line above", () => {
    for (const phone of ["614.555.0126", "602-555-0110", "(704) 555-0191"]) {
      const s = parseStructure(`Angela Okafor\n4410 Maple Ridge Drive\nColumbus, OH 43215\n${phone}\nangela@example.com\n\nSUMMARY\nTeacher.\n`, { asOf });
      expect(s.contact.phone, phone).toBe(phone);
    }
  });

  it("takes a bare domain beside the e-mail for the person's site, but not a framework's name in the text", () => {
    const s = parseStructure("John Doe\nSan Francisco, CA\tjohn.doe@email.com\trendercv.com\trendercv\n\nSUMMARY\nBuilt apps with Node.js and ASP.NET.\n", { asOf });
    expect(s.contact.links).toEqual(["rendercv.com"]);
  });

  it("finds the city in a contact line joined by commas, spaced or not", () => {
    const spaced = parseStructure("JOHN DOE\n\njohn.doe@email.com , +1 (415) 555-0142 , San Francisco, CA , github.com/johndoe\n\nSUMMARY\nEngineer.\n", { asOf });
    expect(spaced.contact.location).toBe("San Francisco, CA");
    const plain = parseStructure("Jo Smith\njo@example.com, +1 512 555 0100, Austin, TX, github.com/jo\n\nSUMMARY\nEngineer.\n", { asOf });
    expect(plain.contact.location).toBe("Austin, TX");
  });
});

describe("sections", () => {
  const kinds = (text: string) => parseStructure(text, { asOf }).sections.map((s) => `${s.kind}:${s.heading}`);

  it("finds headings in a line-structured text, the text before them being the contact section", () => {
    const text = "Meda Cronin\nAssociate Software Engineer\n\nWORK EXPERIENCE\n\nAssociate Software Engineer\n\nEDUCATION\n\nB.E. in ENC\n\nSKILLS\n\nC++, python\n\nLINKS\n\nhttp://www.linkedin.com/in/x\n\nADDITIONAL INFORMATION\n\nTECHNICAL SKILLS\n\n• Languages: Java, C";
    expect(kinds(text)).toEqual(["contact:", "experience:WORK EXPERIENCE", "education:EDUCATION", "skills:SKILLS", "other:LINKS", "other:ADDITIONAL INFORMATION", "skills:TECHNICAL SKILLS"]);
    const s = parseStructure(text, { asOf });
    expect(s.sections[0]).toMatchObject({ start: 0, end: text.indexOf("WORK EXPERIENCE") });
    expect(s.sections.at(-1)!.end).toBe(text.length);
  });

  it("reads an academic CV's positions and appointments as experience, not as the education above them", () => {
    const text = "Gary King\nEducation\nPh.D., Political Science, University of Wisconsin, Madison, 1984.\nPositions\nProfessor of Government, Harvard University, 2002 to 2009.\nTenure-line Academic Positions\n1991 to 1995: Assistant Professor of Political Science,\nCalifornia State University Northridge\nAcademic Appointments\nLecturer, San Jose State University, 1989 to 1991.\n";
    expect(kinds(text)).toEqual(["contact:", "education:Education", "experience:Positions", "experience:Tenure-line Academic Positions", "experience:Academic Appointments"]);
    const s = parseStructure(text, { asOf });
    expect(s.education.map((e) => e.institution)).toEqual(["University of Wisconsin, Madison"]);
    expect(s.positions.map((p) => p.title)).toEqual(["Professor of Government", "Assistant Professor of Political Science", "Lecturer"]);
  });

  it("does not take a field of education for a heading, and lets 'academic' give way to what a heading names", () => {
    const text = "Jo Teacher\nEXPERIENCE\nEducational Consultant\n9/1/2004 - 4/1/2009\nHigher Education\nNew Parkland, CA\nSpecial Education\nTaught grades 3-5.\nEDUCATION\nBA in Elementary Education\nMajor: Special Education\nSan Francisco State University\nMay 1993\nACADEMIC HONORS AND AWARDS\nDean's List\nACADEMIC APPOINTMENT\nLecturer, Towson University, 1995 - 1997\n";
    expect(kinds(text)).toEqual(["contact:", "experience:EXPERIENCE", "education:EDUCATION", "awards:ACADEMIC HONORS AND AWARDS", "experience:ACADEMIC APPOINTMENT"]);
    const s = parseStructure(text, { asOf });
    expect(s.positions[0]).toMatchObject({ title: "Educational Consultant", company: "Higher Education" });
    // Clubs under "Extracurricular Activity" (Awesome-CV) are not jobs.
    const clubs = parseStructure("Jo Kim\nExperience\nEngineer, Kasa\tJun. 2018 - Jan. 2021\nExtracurricular Activity\nMember, MSSA (Management Strategy Club of POSTECH)\tSep. 2013 - Jun. 2017\n", { asOf });
    expect(clubs.sections.map((x) => x.kind)).toEqual(["contact", "experience", "interests"]);
    expect(clubs.positions.map((p) => p.company)).toEqual(["Kasa"]);
    expect(s.education.map((e) => [e.degree, e.institution])).toEqual([["BA in Elementary Education", "San Francisco State University"]]);
  });

  it("finds headings in a text flattened to one line with runs of spaces", () => {
    const text = `"Chiquita Mosciski  Department of Computer Sciences  E: Julian76@hotmail.com    Targeting Internship Positions    EDUCATION  UNIVERSITY OF LAGOS  B.Sc. in Computer Sciences  Expected July 2014    Relevant Coursework:  Algorithms    RELEVANT EXPERIENCE  UTUMGRAID GROUP    Lagos, Nigeria    July 2012  till date  Lead Developer   Designed a feed optimization algorithm.    TECHNICAL SKILLS  Programming: C++, C#, Java.  Database: MySQL    OTHER    Languages: Fluent English, Fluent Yoruba"`;
    // "Relevant Coursework:" heads its courses (session 21: courses are no jobs).
    expect(kinds(text)).toEqual(["contact:", "education:EDUCATION", "other:Relevant Coursework", "experience:RELEVANT EXPERIENCE", "skills:TECHNICAL SKILLS", "other:OTHER", "languages:Languages"]);
    const s = parseStructure(text, { asOf: "2017-01-01" });
    expect(s.positions).toEqual([expect.objectContaining({ title: "Lead Developer", company: "UTUMGRAID GROUP", location: "Lagos, Nigeria", start: "2012-07", end: null })]);
    expect(totalYears(s.workRanges)).toBe(4.58);
  });

  it("reads a heading written on the same line as its content", () => {
    expect(kinds("John Doe\nSUMMARY Engineer with 8 years of experience.\nEXPERIENCE Software Engineer, Acme Inc. 2015 - 2020\nSkills: Python, SQL, Docker")).toEqual([
      "contact:",
      "summary:SUMMARY",
      "experience:EXPERIENCE",
      "skills:Skills",
    ]);
  });

  it("keeps a skills section whole across sub-headings such as 'Programming' and 'Languages: Python'", () => {
    expect(kinds("John Doe\nSkills\nProgramming\nPython, C++\nLanguages: Python, C++, CUDA\nTools\nGit, Docker\nEducation\nBSc, MIT, 2015")).toEqual(["contact:", "skills:Skills", "education:Education"]);
    expect(kinds("John Doe\nSkills\nPython, C++\nLanguages\nEnglish (native), French (fluent)")).toEqual(["contact:", "skills:Skills", "languages:Languages"]);
  });

  it("does not take a job title or a degree for a heading", () => {
    expect(kinds("Jane Roe\nEDUCATION CONSULTANT\nEXPERIENCE\nPhysical Education Teacher\nMaster of Education in Elementary Education\nTRAINING MANAGER")).toEqual(["contact:", "experience:EXPERIENCE"]);
  });

  it("handles a sidebar whose headings print together before the body without crashing", () => {
    const s = parseStructure("John Doe\nSKILLS\nLANGUAGES\nCONTACT\nEXPERIENCE\nEngineer, Acme Inc.\t2015 - 2020\nPython, Go\nEnglish", { asOf });
    expect(s.sections.map((x) => x.kind)).toEqual(["contact", "skills", "languages", "contact", "experience"]);
    expect(s.positions).toHaveLength(1);
  });
});

describe("contact", () => {
  it("reads name, e-mail, phone, links and location from the top", () => {
    const s = parseStructure("Jane Q. Roe\nBaltimore, MD 21211 | jane.roe@example.com | (410) 555-0142\nlinkedin.com/in/janeroe · github.com/janeroe\n\nEXPERIENCE\nEngineer, Acme Inc.\t2015 - 2020", { asOf });
    expect(s.contact).toEqual({ name: "Jane Q. Roe", email: "jane.roe@example.com", phone: "(410) 555-0142", links: ["linkedin.com/in/janeroe", "github.com/janeroe"], location: "Baltimore, MD 21211", headline: null });
  });

  it("reads the title a résumé gives its owner under the name, not the name, a place or a heading", () => {
    const headline = (text: string) => parseStructure(text, { asOf }).contact.headline;
    expect(headline('"Ramon Volkman  Mobile Application Developer  EDUCATION  Period  2008 - 2013')).toBe("Mobile Application Developer");
    // A sidebar read before the name (a Word table's first column).
    expect(headline("Contact\namira@example.org\n+44 20 7946 0958\nManchester, United Kingdom\nSkills\nUser research\nFigma\nDesign systems\nLanguages\nEnglish\nAmira Haddad\nProduct Designer\nProfile\nDesigner of accessible interfaces.\n")).toBe("Product Designer");
    expect(headline("Jane Q. Roe\nSenior Data Analyst\nBaltimore, MD | jane@example.com\n\nEXPERIENCE\nAnalyst, Acme\t2015 - 2020")).toBe("Senior Data Analyst");
    expect(headline('"SOFTWARE ENGINEER Resume Sample www.example.com  Name & Personal Details')).toBe("SOFTWARE ENGINEER");
    // "Miller" ends O*NET titles, but it is the name here; "MD" is a state.
    expect(headline("Josef Miller\nBaltimore, MD\njosef@example.com\n\nEXPERIENCE\nAnalyst, Acme\t2015 - 2020")).toBeNull();
  });

  it("skips a 'Last updated' line and a résumé title", () => {
    expect(parseStructure("RESUME\nLast updated in Mar 2026\nJOHN DOE\nSan Francisco, CA", { asOf }).contact).toMatchObject({ name: "JOHN DOE", location: "San Francisco, CA" });
  });
});

describe("stated years", () => {
  const stated = (text: string) => parseStructure(text, { asOf }).statedYears;

  it.each([
    ["Engineer with 8+ years of experience in Java.", 8],
    ["A Dynamic person with 2 years 10 months\nof experience in development", 2.83],
    ["Years of Experience: 5 Years 6 Months", 5.5],
    ["Total experience of 2.5 years in testing", 2.5],
    ["Over twenty years experience in sales", 20],
    ["Summary: Ten years of experience managing teams", 10],
    ["Have 21 months of experience in support", 1.75],
  ])("%s = %s", (text, years) => {
    expect(stated(text)).toBe(years);
  });

  it("ignores per-skill durations and 'less than'", () => {
    expect(stated("SKILLS\nC++ (Less than 1 year), Java (3 years), Python (2 years)")).toBeNull();
  });

  it("ignores durations late in the résumé that do not speak of experience", () => {
    expect(stated(`${"x ".repeat(400)}\nEXPERIENCE\nEngineer, Acme\tJune 2023 – present\t2 years 10 months`)).toBeNull();
  });
});

describe("education and certifications", () => {
  it("reads a trade's apprenticeship or training program as its degree, and a dated remark in a certification", () => {
    const s = parseStructure(
      "Tomás Reyes\n\nEDUCATION\nIBEW/NECA Phoenix Joint Apprenticeship Training Center — 4-year inside wireman apprenticeship, completed 2021\nTexas Panhandle Truck Driving School — CDL Training Program, 2012\n\nCERTIFICATIONS\nDOT Medical Card (current through 2027)\n",
      { asOf },
    );
    expect(s.education.map((e) => [e.degree, e.institution])).toEqual([
      ["4-year inside wireman apprenticeship", "IBEW/NECA Phoenix Joint Apprenticeship Training Center"],
      ["CDL Training Program", "Texas Panhandle Truck Driving School"],
    ]);
    expect(s.certifications).toEqual(["DOT Medical Card"]);
  });

  it("reads a BFA, a campus after a comma, and a second degree under the same school", () => {
    const edu = (body: string) => parseStructure(`Jo Smith\n\nEDUCATION\n${body}\n`, { asOf }).education.map((e) => [e.degree, e.institution]);
    expect(edu("BFA, Graphic Design, Pacific Northwest College of Art, 2017")).toEqual([["BFA in Graphic Design", "Pacific Northwest College of Art"]]);
    expect(edu("B.S. Biology, University of California, Davis, 2010")).toEqual([["B.S. Biology", "University of California, Davis"]]);
    expect(edu("Clemson University — Clemson, SC\nMaster of Science, Mechanical Engineering, 2016\nBachelor of Science, Mechanical Engineering, 2014")).toEqual([
      ["Master of Science in Mechanical Engineering", "Clemson University"],
      ["Bachelor of Science in Mechanical Engineering", "Clemson University"],
    ]);
  });

  it("reads degrees, schools and dates in the layouts of the RenderCV themes", () => {
    const s = parseStructure(cv(layouts["dates first (moderncv)"]!), { asOf });
    expect(s.education).toEqual([expect.objectContaining({ degree: "PhD in Computer Science", institution: "Princeton University", start: "2018-09", end: "2023-05" })]);
  });

  it("joins a bare degree to its field, keeps a two-letter degree, and ignores a year inside a bullet", () => {
    const classic = parseStructure(
      "Education\nPhD\tPrinceton University, Computer Science\tPrinceton, NJ\nSept 2018 – May 2023\n• Advisor: Prof. Sanjeev Arora\n• NSF Graduate Research Fellowship, Siebel Scholar (Class of 2022)\n\nBS\tBoğaziçi University, Computer Engineering\tIstanbul, Türkiye\nSept 2014 – June 2018\n• GPA: 3.97/4.00, Valedictorian\n",
      { asOf },
    );
    expect(classic.education.map((e) => [e.degree, e.institution, e.start, e.end])).toEqual([
      ["PhD in Computer Science", "Princeton University", "2018-09", "2023-05"],
      ["BS in Computer Engineering", "Boğaziçi University", "2014-09", "2018-06"],
    ]);
    const ember = parseStructure(
      "Education\nPrinceton University – Princeton, NJ\tSept 2018 – May 2023\nPhD in Computer Science\n◆ NSF Graduate Research Fellowship, Siebel Scholar (Class of 2022)\n\nBoğaziçi University – Istanbul, Türkiye\tSept 2014 – June 2018\nBS in Computer Engineering\n",
      { asOf },
    );
    expect(ember.education.map((e) => e.degree)).toEqual(["PhD in Computer Science", "BS in Computer Engineering"]);
    const harvard = parseStructure("Education\nPhD\tPrinceton University, PhD in Computer Science – Princeton, NJ\tSept 2018 – May 2023\n• Advisor: Prof. Sanjeev Arora\n", { asOf });
    expect(harvard.education.map((e) => [e.degree, e.institution])).toEqual([["PhD in Computer Science", "Princeton University"]]);
    const comma = parseStructure("EDUCATION\nUC Berkeley\t2019\nBachelor of Science, Computer Science\n\nSKILLS\nGo, Python", { asOf });
    expect(comma.education.map((e) => [e.degree, e.institution, e.end])).toEqual([["Bachelor of Science in Computer Science", "UC Berkeley", "2019"]]);
    // A bullet that names a degree and a school is an entry of its own.
    const listed = parseStructure("EDUCATION\n• B.Sc. Computer Science, Xidian University, 2013\n• M.Sc. Electronics, Shanghai Jiao Tong University, 2016\n", { asOf });
    expect(listed.education.map((e) => e.institution)).toEqual(["Xidian University", "Shanghai Jiao Tong University"]);
  });

  it("reads the expected graduation under a school whose dates run to the present (billryan/resume)", () => {
    const s = parseStructure(
      "Education\nShanghai Jiao Tong University (SJTU), Shanghai, China\t2013 – Present\nMaster student in Electronics Engineering (EE), expected March 2016\nXidian University, Shaanxi, China\t2009 – 2013\nB.S. in Electronics Engineering (EE)\n\nExperience\n",
      { asOf: "2015-06-01" },
    );
    expect(s.education.map((e) => [e.degree, e.institution, e.start, e.end])).toEqual([
      ["Master student in Electronics Engineering (EE)", "Shanghai Jiao Tong University (SJTU)", "2013", "2016-03"],
      ["B.S. in Electronics Engineering (EE)", "Xidian University", "2009", "2013"],
    ]);
  });

  it("gives each entry its own degree when dates head the entries, or the degree sits a third line up", () => {
    // Dates first, each over its school and degree: the degree under one school is not the next school's.
    const down = parseStructure(
      "Education\n2009 - present\nUniversity of Pittsburgh\nDoctor of Philosophy in Industrial Engineering\n2004 - 2005\nCarnegie Mellon University\nMaster of Software Engineering\n1998 - 2002\nColumbia University\nMaster of Science in Computer Science\n\nSkills\nJava",
      { asOf },
    );
    expect(down.education.map((e) => [e.degree, e.institution, e.start])).toEqual([
      ["Doctor of Philosophy in Industrial Engineering", "University of Pittsburgh", "2009"],
      ["Master of Software Engineering", "Carnegie Mellon University", "2004"],
      ["Master of Science in Computer Science", "Columbia University", "1998"],
    ]);
    const schoolDate = parseStructure(
      "Education\nDePaul University, Chicago, IL - Expected June 2015\nMasters of Science, Cinema Production\nUniversity of Illinois, Champaign-Urbana, IL - 2008\nBachelor of Science in Media & Cinema Studies\n",
      { asOf },
    );
    expect(schoolDate.education.map((e) => [e.degree, e.institution])).toEqual([
      ["Masters of Science in Cinema Production", "DePaul University"],
      ["Bachelor of Science in Media & Cinema Studies", "University of Illinois"],
    ]);
    // Degree, school and place over the dates (Indeed), and a grade between the school's line and the date: never the
    // next entry's degree, never the grade as the school.
    const indeed = parseStructure(
      "Education\nMaster's in Environmental Engineering\nSyracuse University\nSyracuse, NY\nAugust 2013 to January 2015\nBachelor's in Ecology Engineering\nFujian Normal University\nChina, ME\nSeptember 2008 to June 2012\n\nSkills\nC#",
      { asOf },
    );
    expect(indeed.education.map((e) => [e.degree, e.institution])).toEqual([
      ["Master's in Environmental Engineering", "Syracuse University"],
      ["Bachelor's in Ecology Engineering", "Fujian Normal University"],
    ]);
    const grade = parseStructure("Education\nDePaul University, Chicago, IL\nBachelor of Arts in Digital Cinema\nG.P.A. 3.0/4.0\nJune 2015\n\nSkills\nAvid", { asOf });
    expect(grade.education.map((e) => [e.degree, e.institution])).toEqual([["Bachelor of Arts in Digital Cinema", "DePaul University"]]);
  });

  it("joins an expected graduation to the running dates on the line below it", () => {
    const s = parseStructure("Education\nBachelor of Laws/Bachelor of Arts\nMonash University, Clayton Campus\nExpected completion date July 2015\nFeb 2012 current\nVictorian Certificate of Education\nSt. Johns Secondary College, Springvale\nNov 2009\n\nExperience\n", { asOf: "2014-06-01" });
    expect(s.education.map((e) => [e.institution, e.start, e.end])).toEqual([
      ["Monash University", "2012-02", "2015-07"],
      ["St. Johns Secondary College", null, "2009-11"],
    ]);
  });

  it("lists certifications without their dates", () => {
    const s = parseStructure("Jane Roe\nCERTIFICATIONS\n• AWS Certified Developer – Associate (2019)\n• Certified Scrum Master, Mar 2018\nSKILLS\nPython", { asOf });
    expect(s.certifications).toEqual(["AWS Certified Developer – Associate", "Certified Scrum Master"]);
  });
});

describe("robustness", () => {
  it.each([[""], ["   \n\n  "], ["a"], ["2015 - "], ["EXPERIENCE"], ["\\xe2\\x80"], ["• • •"], ["Present - 2015"], ["12/31/9999 - 99/99/2020"]])("does not crash on %j", (text) => {
    const s = parseStructure(text, { asOf });
    expect(s.sections.length).toBeGreaterThan(0);
    expect(s.workRanges).toEqual([]);
  });

  it("is deterministic", () => {
    const text = cv(layouts["title over the company and dates (sb2nov)"]!);
    expect(parseStructure(text, { asOf })).toEqual(parseStructure(text, { asOf }));
  });
});
