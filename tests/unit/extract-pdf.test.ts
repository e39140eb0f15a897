// Real résumé PDFs through the real worker: reading order, headings, columns.
import { describe, expect, it } from "vitest";
import { detectFileKind, extractText, type Extracted } from "~/.server/resumes/extract";
import { filledFormPdf, fixture } from "./extract-fixtures";
import { TINY_TEXT_WARNING } from "~/.server/resumes/extract/pdf.mjs";
import { parseProfile } from "~/.server/analysis/profile";

const TIMEOUT = 60_000;

async function extract(path: string): Promise<Extracted> {
  const bytes = fixture(path);
  return extractText(bytes, detectFileKind(bytes, path));
}

/** Each heading is a line of its own, and they come in this order. */
function expectHeadingsInOrder(text: string, headings: string[]) {
  const lines = text.split("\n").map((l) => l.trim());
  let last = -1;
  for (const heading of headings) {
    const at = lines.indexOf(heading, last + 1);
    expect(at, `heading "${heading}" after line ${last}`).toBeGreaterThan(last);
    last = at;
  }
}

const CASES: { path: string; columns: number; pages: number; headings: string[] }[] = [
  {
    path: "awesome-cv/resume.pdf",
    columns: 1,
    pages: 3,
    headings: ["Summary", "Work Experience", "Honors & Awards", "Community", "Certificates", "Education"],
  },
  {
    path: "awesome-cv/cv.pdf",
    columns: 1,
    pages: 5,
    headings: ["Education", "Skills", "Experience", "Extracurricular Activity", "Honors & Awards", "Presentation", "Writing", "Program Committees"],
  },
  {
    path: "altacv/mmayer.pdf",
    columns: 2,
    pages: 2,
    headings: ["EXPERIENCE", "A DAY OF MY LIFE", "LIFE PHILOSOPHY", "MOST PROUD OF", "STRENGTHS", "LANGUAGES", "EDUCATION", "PUBLICATIONS", "REFEREES"],
  },
  {
    path: "altacv/sample.pdf",
    columns: 2,
    pages: 2,
    headings: ["EXPERIENCE", "PROJECTS", "A DAY OF MY LIFE", "MY LIFE PHILOSOPHY", "MOST PROUD OF", "STRENGTHS", "LANGUAGES", "EDUCATION", "PUBLICATIONS", "REFEREES"],
  },
  { path: "billryan/resume.pdf", columns: 1, pages: 1, headings: ["Education", "Experience", "Skills", "Honors and Awards", "Miscellaneous"] },
  { path: "resume-matcher/single-column.pdf", columns: 1, pages: 1, headings: ["SUMMARY", "EXPERIENCE", "EDUCATION", "PROJECTS", "SKILLS & AWARDS"] },
  {
    path: "resume-matcher/modern-single-column.pdf",
    columns: 1,
    pages: 1,
    headings: ["SUMMARY", "EXPERIENCE", "EDUCATION", "PROJECTS", "SKILLS & AWARDS"],
  },
  // Main column (summary, experience, projects) first, then the sidebar (education, skills, links).
  { path: "resume-matcher/two-column.pdf", columns: 2, pages: 1, headings: ["SUMMARY", "EXPERIENCE", "PROJECTS", "EDUCATION", "SKILLS", "LINKS"] },
  {
    path: "resume-matcher/modern-two-column.pdf",
    columns: 2,
    pages: 1,
    headings: ["SUMMARY", "EXPERIENCE", "PROJECTS", "EDUCATION", "SKILLS", "LINKS"],
  },
];

describe.concurrent("PDF résumés", () => {
  it.each(CASES)("$path: text with its headings in order, $columns column(s), $pages page(s)", async ({ path, columns, pages, headings }) => {
    const result = await extract(path);
    expect(result.text.replace(/\s/gu, "").length).toBeGreaterThan(500);
    expect(result.columns).toBe(columns);
    expect(result.pages).toBe(pages);
    expectHeadingsInOrder(result.text, headings);
    // Clean text: no control characters but newline and tab, no private-use icon glyphs, no runs of blank lines.
    expect(result.text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uE000-\uF8FF]/u);
    expect(result.text).not.toMatch(/\n\n\n/u);
    expect(result.text).toBe(result.text.trim());
  }, TIMEOUT);

  it("a column of dates beside the entries, with the section headings in it, is read across as one column", async () => {
    // Zety's and Novoresume's layout: headings and dates at the left margin, the entries to their right.
    const result = await extract("made/date-column.pdf");
    expect(result.columns).toBe(1);
    const lines = result.text.split("\n").map((l) => l.replace(/\s+/gu, " ").trim());
    expect(lines).toContain("03/2022 - Current Senior UX Researcher");
    expect(lines).toContain("05/2017 Master of Science: Human-Computer Interaction");
  }, TIMEOUT);

  it("text too small to see (1.5 pt keywords) is left out, with a warning; a résumé without any has none", async () => {
    const result = await extract("made/tiny-keywords.pdf");
    expect(result.text).toContain("SEO, SEM, Google Analytics");
    expect(result.text).not.toMatch(/Marketo|keywords:/u);
    expect(result.warnings).toEqual([TINY_TEXT_WARNING]);
    expect((await extract("made/date-column.pdf")).warnings).toEqual([]);
  }, TIMEOUT);

  it("letter-spaced titles and degrees read as words, whether pdf.js spaces the letters within an item or each is an item (review 65)", async () => {
    for (const [path, title, degree] of [
      ["made/letter-spaced.pdf", "Digital Marketing Manager", "Bachelor of Arts in Communication"],
      ["made/small-caps-spaced.pdf", "DIGITAL MARKETING MANAGER", "BACHELOR OF ARTS IN COMMUNICATION"],
    ]) {
      const { text } = await extract(path!);
      // (Small capitals put the date on a line of its own: their rows differ in height.)
      expect(text, path).toMatch(new RegExp(`^${title}(?:\t|\n)Feb 2021 – Present`, "m"));
      const p = parseProfile(text, { asOf: "2026-11-28" });
      expect(p.positions.map((x) => [x.title, x.company]), path).toEqual([[title, "Brightline Home Goods"]]);
      expect(p.education.map((e) => e.degree), path).toEqual([degree]);
    }
  }, TIMEOUT);

  it("a table's date cells wrapped after 'to' or a year's hyphen ('2018-01 to 2021-' over '04') read whole (review 64)", async () => {
    const { text } = await extract("made/table-wrapped-dates.pdf");
    expect(text).toContain("2021-05 to present\tSenior Manager, Internal Audit");
    expect(text).toContain("2018-01 to 2021-04\tInternal Audit Manager, IT & Operations");
    const p = parseProfile(text, { asOf: "2026-11-28" });
    expect(p.positions.map((x) => [x.start, x.end])).toEqual([
      ["2021-05", null],
      ["2018-01", "2021-04"],
      ["2014-09", "2017-12"],
      ["2013-05", "2013-08"],
    ]);
  }, TIMEOUT);

  it("a sidebar's certificates one under the other stay two, and its contact line is none (review 48)", async () => {
    const { text } = await extract("made/sidebar-certificates.pdf");
    const p = parseProfile(text, { asOf: "2026-11-28" });
    expect(p.certifications).toEqual(["AWS Certified Solutions Architect – Associate", "Certified Kubernetes Administrator"]);
    expect(p.education.map((e) => e.institution)).toEqual(["University of Washington", "University of Texas at Austin"]);
  }, TIMEOUT);

  it("a narrow sidebar's degree, school and years stay three lines (review 65)", async () => {
    const { text } = await extract("made/sidebar-short-lines.pdf");
    expect(text).toContain("B.S. Computer Engineering\nUniversity of Washington\n2014 – 2018");
    const p = parseProfile(text, { asOf: "2026-11-28" });
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["B.S. Computer Engineering", "University of Washington"]]);
    // The sidebar is read first: its certificate and its degree are no name, and the contact line no certificate.
    expect(p.contact.name).toBe("Kofi Mensah-Boateng");
    expect(p.certifications.filter((c) => /@/.test(c))).toEqual([]);
  }, TIMEOUT);

  it("a bold job header after a bullet's finished sentence is a line of its own, however long (review 64)", async () => {
    const { text } = await extract("made/bullet-then-header.pdf");
    expect(text).toMatch(/the 2021 IPO\.\nSlaughter and May, London — Associate, Commercial & IP\n/);
    const p = parseProfile(text, { asOf: "2026-11-28" });
    expect(p.positions.map((x) => [x.company, x.start])).toEqual([
      ["Deliveroo", "2019-09"],
      ["Slaughter and May", "2016-09"],
      ["Slaughter and May", "2014-09"],
    ]);
  }, TIMEOUT);

  it("text turned a quarter (a name up a side band, section labels beside their sections) is read as lines of its own", async () => {
    const { text } = await extract("made/turned-labels.pdf");
    const lines = text.split("\n").map((l) => l.trim());
    expect(lines[0]).toBe("JORDAN ELLIS");
    for (const [label, first] of [
      ["P R O F I L E", "Mechanical engineer with ten years"],
      ["E X P E R I E N C E", "Senior Mechanical Engineer\tSep 2020 – Present"],
      ["E D U C AT I O N", "B.S. Mechanical Engineering\tAug 2011 – May 2016"],
      ["S K I L L S", "SolidWorks, Creo"],
    ]) {
      const at = lines.indexOf(label!);
      expect(at, label).toBeGreaterThan(0);
      expect(lines.slice(at + 1).find((l) => l)!.startsWith(first!), label).toBe(true);
    }
  }, TIMEOUT);

  it("brackets around figures in a right-to-left line come in logical order ('پایه ۲ (۲۰۲۰)', not '2) 2020(')", async () => {
    const { text } = await extract("made/persian-brackets.pdf");
    expect(text).toContain("پایه 2 (2020)");
  }, TIMEOUT);

  it("a right-to-left PDF (Arabic, one glyph an item, in presentation forms) reads in logical order, in plain letters", async () => {
    const { text } = await extract("made/arabic-rtl.pdf");
    const lines = text.split("\n").map((l) => l.trim());
    expect(lines[0]).toBe("أحمد خالد الحداد");
    expect(text).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/u);
    expect(lines).toContain("الخبرات العملية");
    const profile = parseProfile(text, { asOf: "2026-11-26" });
    expect(profile.contact.name).toBe("أحمد خالد الحداد");
    expect(profile.contact.phone).toBe("+966 50 423 8167");
    expect(profile.positions.map((p) => [p.title, p.start, p.current ? "Present" : p.end])).toEqual([
      ["مهندس مدني أول", "2019-03", "Present"],
      ["مهندس موقع", "2014-01", "2019-02"],
      ["مهندس متدرب", "2013-06", "2013-08"],
    ]);
  }, TIMEOUT);

  it("AltaCV mmayer.pdf: the main column and the sidebar are not interleaved line by line", async () => {
    const { text } = await extract("altacv/mmayer.pdf");
    const main = ["Led the $5 billion acquisition", "Acquired Tumblr", "Vice President of Location & Services", "Oct 2001 – July 2005", "Appointed by the founder Larry Page"];
    const side = ["If you don’t have any shadows", "Courage I had", "Persistence & Loyalty", "Youngest CEO on Fortune’s list", "M.S. in Computer Science", "Hard-working"];
    const lines = text.split("\n");
    for (const line of lines) {
      const fromMain = main.some((m) => line.includes(m));
      const fromSide = side.some((s) => line.includes(s));
      expect(fromMain && fromSide, line).toBe(false);
    }
    // A wrapped bullet of the main column is one line again, and the sidebar reads as a block after it.
    expect(lines).toContain(
      "• Led the $5 billion acquisition of the company with Verizon – the entity which believed most in the immense value Yahoo! has created",
    );
    expect(text.indexOf("Appointed by the founder Larry Page")).toBeLessThan(text.indexOf("If you don’t have any shadows"));
    expect(text.indexOf("If you don’t have any shadows")).toBeLessThan(text.indexOf("M.S. in Computer Science"));
    // Icon glyphs of the sidebar font (a calendar drawn as "z", a pin as "*") are gone; dates keep their entry.
    expect(text).toContain("President & CEO\nYahoo!\nJuly 2012 – Ongoing\tSunnyvale, CA");
  }, TIMEOUT);

  it("Awesome-CV keeps its hyphens (its font maps them to the soft hyphen pdf.js would drop)", async () => {
    const { text } = await extract("awesome-cv/resume.pdf");
    expect(text).toContain("high-impact opportunities in fast-growing");
    expect(text).toContain("DevOps Engineer\tSep. 2023 - Mar. 2024");
    // A word hyphenated at a line end is mended.
    expect(text).toContain("Kuma, Consul, and AWS VPC Lattice");
  }, TIMEOUT);

  it("Resume-Matcher's justified summary and glyph-by-glyph text read as words and one paragraph", async () => {
    const { text } = await extract("resume-matcher/modern-two-column.pdf");
    expect(text).toContain(
      "Proficient in Go, Python, and Node.js with deep experience architecting microservices, optimizing database performance, and implementing robust APIs.",
    );
    expect(text).toContain("Senior Software Engineer\tJan 2023 - Present");
  }, TIMEOUT);
});

const THEMES = ["Classic", "Ember", "Engineeringclassic", "Engineeringresumes", "Harvard", "Ink", "Moderncv", "Opal", "Sb2nov"];
const POSITIONS = [
  { title: "Co-Founder & CTO", company: "Nexus AI", dates: "June 2023 – present" },
  { title: "Research Intern", company: "NVIDIA Research", dates: "May 2022 – Aug 2022" },
  { title: "Research Intern", company: "Google DeepMind", dates: "May 2021 – Aug 2021" },
  { title: "Research Intern", company: "Apple ML Research", dates: "May 2020 – Aug 2020" },
  { title: "Research Intern", company: "Microsoft Research", dates: "May 2019 – Aug 2019" },
];

describe.concurrent("RenderCV: one CV in nine themes", () => {
  it.each(THEMES)("%s theme: every position's title, company and dates, the dates beside their entry", async (theme) => {
    const { text, columns } = await extract(`rendercv/John_Doe_${theme}Theme_CV.pdf`);
    // Moderncv prints the dates in a left margin column: that is still one column of text.
    expect(columns).toBe(1);
    const lines = text.split("\n");
    let previous = -1;
    for (const { title, company, dates } of POSITIONS) {
      // The company's entry line in the Experience section (after the previous one), then its title and dates nearby.
      const at = lines.findIndex((line, i) => i > previous && line.includes(company) && !line.startsWith("•"));
      expect(at, `${company} in ${theme}`).toBeGreaterThan(previous);
      const near = lines.slice(Math.max(0, at - 1), at + 3).join("\n");
      expect(near, `${company} in ${theme}`).toContain(title);
      expect(near, `${company} in ${theme}`).toContain(dates);
      // The dates sit on the entry's own line or the next one.
      const datesAt = lines.findIndex((line, i) => i >= at - 1 && line.includes(dates));
      expect(Math.abs(datesAt - at), `${company} dates in ${theme}`).toBeLessThanOrEqual(1);
      previous = at;
    }
  }, TIMEOUT);
});

describe("a filled-in PDF form", () => {
  it("reads its text fields' values beside their labels, and the form's rows as jobs", async () => {
    const { text } = await extractText(await filledFormPdf(), "pdf");
    expect(text.split("\n").slice(0, 4)).toEqual([
      "Full Name\tMarcus Hill\tEmail\tmarcus.hill@example.com",
      "City, State\tPhoenix, AZ",
      "Work Experience",
      "Job Title\tMedical Assistant\tEmployer\tBanner Health Clinic",
    ]);
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect([p.contact.name, p.contact.email, p.contact.location]).toEqual(["Marcus Hill", "marcus.hill@example.com", "Phoenix, AZ"]);
    expect(p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Medical Assistant", "Banner Health Clinic", "Phoenix, AZ", "2021-02", "Present"],
      ["Patient Service Representative", "CVS MinuteClinic", "Tempe, AZ", "2016-09", "2021-01"],
    ]);
  }, TIMEOUT);
});
