// Each rule of the detailed analysis, firing and not firing, on small hand-written résumés.
import { describe, expect, it } from "vitest";
import { detailedAnalysis, type DetailedInput } from "~/.server/analysis/engines/detailed";
import { parseProfile } from "~/.server/analysis/profile";
import lists from "~/.server/analysis/rubric/wordlists.json";
import { hasMeasure, lookupVerb, openingVerb, weakPhrase } from "~/.server/analysis/rubric/words";
import { detailedAnalysisSchema, type DetailedAnalysis, type RubricFinding } from "~/lib/schemas/analysis";
import { GOOD } from "../support/resumes";

/** Two more roles, so that the résumé has a normal length (about 400 words). */
const MORE_ROLES = `
Junior Developer, Contoso Logistics
Jan 2017 – May 2018
• Wrote 30 Python scripts that checked shipment data and flagged about 2% of records as errors before billing.
• Migrated 4 internal reports from spreadsheets to PostgreSQL views used by 25 analysts in two offices.
• Cut the monthly close from 3 days to 1 day by automating the export of invoices with Docker jobs.
• Answered 15 support tickets a week from warehouse staff and documented 40 fixes in the team wiki.

Intern Developer, Fabrikam Labs
Jun 2016 – Dec 2016
• Built a Python prototype that matched 10,000 customer records across 3 systems with 98% precision.
• Tested 20 PostgreSQL queries and sped up the slowest 5 by adding indexes, cutting their time by 60%.
• Presented the prototype to 12 engineers and 2 product managers at the end of the internship.
• Wrote 50 unit tests that raised the coverage of the matching library from 40% to 85%.

Teaching Assistant, University of Massachusetts
Sep 2015 – May 2016
• Ran 2 weekly lab sessions on data structures for a class of 60 second-year students.
• Graded 120 exams and assignments each term and held office hours for students who needed help.
• Rewrote 8 lab exercises in Python, which cut the average time students needed per lab by 30%.
`;
const NORMAL = GOOD.replace("\nEducation\n", `${MORE_ROLES}\nEducation\n`);

function analyse(text: string, options: Partial<Omit<DetailedInput, "profile" | "text">> = {}): DetailedAnalysis {
  const profile = parseProfile(text, { asOf: "2025-06-01", columns: options.columns ?? 1 });
  const result = detailedAnalysis({ profile, text, fileKind: "txt", columns: 1, pages: null, fileSize: Buffer.byteLength(text), ...options });
  detailedAnalysisSchema.parse(result);
  return result;
}
const rule = (r: DetailedAnalysis, id: string): RubricFinding => {
  const f = r.rubric.find((x) => x.id === id);
  if (!f) throw new Error(`no rule ${id}`);
  return f;
};
const check = (r: DetailedAnalysis, id: string): RubricFinding => {
  const f = r.atsChecks.find((x) => x.id === id);
  if (!f) throw new Error(`no check ${id}`);
  return f;
};
const good = analyse(NORMAL);

describe("the good résumé", () => {
  it("passes every scored rule and every ATS check", () => {
    for (const f of good.rubric) if (f.max > 0) expect(f.status, `${f.id}: ${f.detail}`).toBe("pass");
    for (const f of good.atsChecks) if (f.max > 0) expect(f.status, `${f.id}: ${f.detail}`).toBe("pass");
    expect(good.overallScore).toBeGreaterThanOrEqual(95);
    expect(good.weaknesses).toEqual([]);
    expect(good.languageImprovements).toEqual([]);
  });
});

describe("sections (P12) and contact (P14, P15)", () => {
  it("fails without an experience section and warns without education or skills", () => {
    const noEducation = analyse(NORMAL.replace(/\nEducation\n.*\n/, "\n"));
    expect(rule(noEducation, "P12-education").status).toBe("warn");
    const noSkills = analyse(NORMAL.replace(/\nSkills\n.*\n?$/, "\n"));
    expect(rule(noSkills, "P12-skills").status).toBe("warn");
    const noExperience = analyse("Jordan Lee\njordan.lee@mail.com\n\nEducation\nBSc Computer Science, University of Massachusetts, 2014 – 2018\n\nSkills\nPython\n");
    expect(rule(noExperience, "P12-experience").status).toBe("fail");
    expect(check(noExperience, "P12-headings").status).toBe("fail");
  });

  it("fails a placeholder name and warns when the name comes after a sidebar", () => {
    expect(rule(analyse(NORMAL.replace("Jordan Lee", "YOUR NAME HERE")), "P14-name").status).toBe("fail");
    const sidebar = analyse(`Contact\njordan.lee@mail.com\n+1 617 555 0143\n\nSkills\nPython, PostgreSQL\n\n${NORMAL}`);
    expect(rule(sidebar, "P14-name").status).toBe("warn");
    expect(rule(good, "P14-name").status).toBe("pass");
  });

  it("fails without e-mail and phone, warns with only one, and spots a placeholder phone", () => {
    const none = analyse(NORMAL.replace("jordan.lee@mail.com | +1 617 555 0143 | ", ""));
    expect(rule(none, "P15-email").status).toBe("fail");
    expect(rule(none, "P15-phone").status).toBe("fail");
    expect(check(none, "P15").status).toBe("fail");
    const noPhone = analyse(NORMAL.replace(" | +1 617 555 0143", ""));
    expect(rule(noPhone, "P15-phone").status).toBe("warn");
    expect(rule(noPhone, "P15-email").status).toBe("pass");
    const zeros = analyse(NORMAL.replace("+1 617 555 0143", "000-000-0000"));
    expect(rule(zeros, "P15-phone").detail).toMatch(/placeholder/);
  });

  it("does not count an e-mail address or a phone number that is only a link in the file", () => {
    const text = NORMAL.replace("jordan.lee@mail.com | +1 617 555 0143 | ", "Email | Call | ");
    const links = [
      { url: "mailto:jordan.lee@mail.com", top: true, text: "Email" },
      { url: "tel:+16175550143", top: true, text: "Call" },
    ];
    const profile = parseProfile(text, { asOf: "2025-06-01", links });
    expect(profile.contact).toMatchObject({ email: "jordan.lee@mail.com", phone: "+16175550143" });
    const r = detailedAnalysis({ profile, text, fileKind: "pdf", columns: 1, pages: 1, fileSize: 40_000 });
    expect(rule(r, "P15-email")).toMatchObject({ status: "fail", points: 0 });
    expect(rule(r, "P15-email").detail).toBe("The e-mail address jordan.lee@mail.com is only a link in the file: it is not written in the text, where parsers and printed copies look.");
    expect(rule(r, "P15-phone").detail).toMatch(/^The phone number \+16175550143 is only a link/);
  });
});

describe("dates (P17, P18) and order (C12)", () => {
  it("warns on a role without dates", () => {
    const undated = analyse(NORMAL.replace("\nEducation\n", "\nResearch Assistant, Boston University\n• Graded 120 exams for the algorithms course.\n\nEducation\n"));
    const f = rule(undated, "P17");
    expect(f.status).toBe("warn");
    expect(f.lines).toContain("Research Assistant, Boston University");
  });

  it("warns on year-only dates and on mixed formats", () => {
    const years = analyse(NORMAL.replace("Mar 2021 – Present", "2021 – Present").replace("Jun 2018 – Feb 2021", "2018 – 2021"));
    expect(rule(years, "P18").status).toBe("warn");
    expect(rule(years, "P18").detail).toMatch(/only years/);
    const mixed = analyse(NORMAL.replace("Mar 2021 – Present", "03/2021 – Present"));
    expect(rule(mixed, "P18").detail).toMatch(/mix formats/);
    expect(check(mixed, "P18").status).toBe("warn");
  });

  it("warns when roles run oldest first", () => {
    const [head, rest] = NORMAL.split("Senior Software Engineer, Harbor Payments");
    const [senior, tail] = `Senior Software Engineer, Harbor Payments${rest}`.split("Software Engineer, Northwind Retail");
    const [northwind, education] = `Software Engineer, Northwind Retail${tail}`.split("Junior Developer, Contoso Logistics");
    const reversed = analyse(`${head}Junior Developer, Contoso Logistics${education!.replace("\nEducation", `\n${northwind}\n${senior}\nEducation`)}`);
    expect(rule(reversed, "C12").status).toBe("warn");
    expect(rule(good, "C12").status).toBe("pass");
  });
});

describe("skills in roles (C1)", () => {
  it("warns when listed skills appear only in the list", () => {
    const r = analyse(NORMAL.replace("Python, PostgreSQL, Docker, Kubernetes", "Terraform, Go, Rust, Kafka, Python"));
    const f = rule(r, "C1");
    expect(f.status).toBe("warn");
    expect(f.detail).toMatch(/Terraform/);
    expect(r.weaknesses.some((w) => w.includes("Terraform"))).toBe(true);
  });
});

describe("placeholders (P21) and length (C9)", () => {
  it("fails template text and warns on a sample name", () => {
    expect(rule(analyse(NORMAL.replace("Northwind Retail", "Company 1")), "P21").status).toBe("fail");
    expect(rule(analyse(NORMAL.replace("the inventory platform", "the xxx platform")), "P21").status).toBe("fail");
    expect(rule(analyse(NORMAL.replace("Jordan Lee", "John Doe")), "P21").status).toBe("warn");
  });

  it("fails a very short résumé, warns on more than two pages, but not for an academic CV", () => {
    expect(rule(analyse(GOOD), "C9").status).toBe("fail");
    expect(rule(good, "C9").status).toBe("pass");
    expect(rule(analyse(NORMAL, { fileKind: "pdf", pages: 3 }), "C9").status).toBe("warn");
    const academic = `${NORMAL}\nPublications\nLee, J. Fast reconciliation of card payments. Journal of Payments, 2022.\n`;
    expect(rule(analyse(academic, { fileKind: "pdf", pages: 3 }), "C9").status).toBe("pass");
  });
});

describe("writing rules (C2-C8)", () => {
  const weak = analyse(
    NORMAL.replace("• Built a Python fraud-scoring service handling 3,000 requests per second.", "• Responsible for the Python fraud-scoring service.")
      .replace("• Developed 12 REST APIs in Python for the inventory platform.", "• Duties included maintaining REST APIs in Python.")
      .replace("• Led a team of 4 engineers through the migration to Kubernetes.", "• Helped with the migration to Kubernetes.")
      .replace("• Answered 15 support tickets a week from warehouse staff and documented 40 fixes in the team wiki.", "• Worked on support tickets from warehouse staff."),
  );

  it("C4 flags duty language and quotes the line in the weaknesses", () => {
    const f = rule(weak, "C4");
    expect(f.status).toBe("warn");
    expect(f.points).toBeLessThan(f.max / 2);
    expect(f.lines).toContain("Responsible for the Python fraud-scoring service.");
    expect(weak.weaknesses.some((w) => w.includes("“Responsible for the Python fraud-scoring service.”"))).toBe(true);
    expect(rule(good, "C4").status).toBe("pass");
  });

  it("C2 counts action-verb openers", () => {
    expect(rule(weak, "C2").status).not.toBe("pass");
    expect(openingVerb("Managed the payroll")?.strong).toBe(true);
    expect(openingVerb("Co-authored a paper")?.strong).toBe(true);
    expect(openingVerb("Set up the CI pipeline")?.strong).toBe(true);
    expect(openingVerb("Helped the team")?.strong).toBe(false);
    expect(openingVerb("Project management of the rollout")).toBeNull();
    expect(openingVerb("Research on graph algorithms")).toBeNull();
    expect(openingVerb("Design the API and the schema")?.strong).toBe(true);
  });

  it("C3 counts measurable results, not years or labels", () => {
    expect(rule(weak, "C3").status).toBe("pass");
    const noNumbers = analyse(NORMAL.replace(/\d[\d,]*%?/g, (m) => (/^(19|20)\d\d$/.test(m) ? m : "some")));
    expect(rule(noNumbers, "C3").status).toBe("warn");
    expect(hasMeasure("Raised revenue by 12%")).toBe(true);
    expect(hasMeasure("Served $2M in loans")).toBe(true);
    expect(hasMeasure("Cut load time from six hours to forty minutes")).toBe(true);
    expect(hasMeasure("Published a paper at NeurIPS 2022")).toBe(false);
    expect(hasMeasure("Job description 1")).toBe(false);
    expect(hasMeasure("Deployed on AWS EC2 and A100 GPUs")).toBe(false);
  });

  it("C8 flags bullets over 30 words", () => {
    const long = analyse(NORMAL.replace("• Led a team of 4 engineers through the migration to Kubernetes.", `• Led a team of 4 engineers through the migration to Kubernetes, ${"moving every service and every scheduled job ".repeat(4)}across 3 regions.`));
    expect(rule(long, "C8").status).toBe("warn");
    expect(rule(good, "C8").status).toBe("pass");
  });

  it("C6 flags first person in bullets", () => {
    const r = analyse(NORMAL.replace("• Built a Python", "• I built a Python"));
    expect(rule(r, "C6").status).toBe("warn");
    expect(rule(r, "C6").lines[0]).toMatch(/^I built/);
  });

  it("C7 flags passive voice above 10% but not honours", () => {
    const passive = analyse(
      NORMAL.replace("• Built a Python fraud-scoring service handling 3,000 requests per second.", "• The fraud-scoring service was built in Python to handle 3,000 requests per second.").replace(
        "• Developed 12 REST APIs in Python for the inventory platform.",
        "• 12 REST APIs were developed in Python for the inventory platform.",
      ),
    );
    expect(rule(passive, "C7").status).toBe("warn");
    const promoted = analyse(NORMAL.replace("• Led a team of 4", "• Was promoted to lead a team of 4"));
    expect(rule(promoted, "C7").status).toBe("pass");
  });

  it("C5 penalises clichés only above three distinct ones", () => {
    const few = analyse(NORMAL.replace("Backend engineer with", "Passionate, motivated backend engineer with"));
    expect(rule(few, "C5").points).toBe(rule(few, "C5").max);
    const many = analyse(NORMAL.replace("Backend engineer with", "Passionate, motivated, results-driven team player and self-starter, a backend engineer with"));
    expect(rule(many, "C5").status).toBe("warn");
    expect(rule(many, "C5").detail).toMatch(/team player/);
    // "data-driven" and a verb opener are not the clichés.
    const notCliches = analyse(NORMAL.replace("• Built a Python", "• Motivated a team to build a data-driven Python"));
    expect(rule(notCliches, "C5").detail).toMatch(/No overused/);
  });

  it("recognises weak phrases where they matter", () => {
    expect(weakPhrase("Responsible for payroll")?.label).toBe("responsible for");
    expect(weakPhrase("Team lead responsible for onboarding")?.label).toBe("responsible for");
    expect(weakPhrase("Helped customers choose products")).toBeNull();
    expect(weakPhrase("Helped develop the billing system")?.label).toBe("helped");
    expect(weakPhrase("I was involved in the audit")?.label).toBe("involved in");
    expect(weakPhrase("Delivered the audit")).toBeNull();
  });
});

describe("ATS checks", () => {
  it("P7 warns on more than one column", () => {
    expect(check(analyse(NORMAL, { columns: 2, fileKind: "pdf", pages: 1 }), "P7").status).toBe("warn");
    expect(check(good, "P7").status).toBe("pass");
  });

  it("P6 warns on grid-like rows but not on a contact line or dated award rows", () => {
    const grid = analyse(NORMAL.replace("Python, PostgreSQL, Docker, Kubernetes", "Python\tPostgreSQL\tDocker\nKubernetes\tTerraform\tLinux\nGit\tBash\tRedis"));
    expect(check(grid, "P6").status).toBe("warn");
    const contact = analyse(NORMAL.replace("jordan.lee@mail.com | +1 617 555 0143 | Boston, MA", "jordan.lee@mail.com\t+1 617 555 0143\tBoston, MA"));
    expect(check(contact, "P6").status).toBe("pass");
    const awards = analyse(`${NORMAL}\nAwards\n2021\tFirst Place, Boston Fintech Hackathon\tBoston, MA\n2019\tSecond Place, Northeast Code Challenge\tProvidence, RI\n2018\tDean's List, University of Massachusetts\tAmherst, MA\n`);
    expect(check(awards, "P6").status).toBe("pass");
  });

  it("P2-P4 passes a PDF, warns above 1 MB and fails above 2.5 MB", () => {
    expect(check(analyse(NORMAL, { fileKind: "pdf", pages: 1, fileSize: 120_000 }), "P2-P4").status).toBe("pass");
    expect(check(analyse(NORMAL, { fileKind: "docx", fileSize: 1.5 * 1024 * 1024 }), "P2-P4").status).toBe("warn");
    expect(check(analyse(NORMAL, { fileKind: "pdf", pages: 1, fileSize: 3 * 1024 * 1024 }), "P2-P4").status).toBe("fail");
  });

  it("P9-P11 finds icon fonts, ligatures, split words and letter-spaced headings", () => {
    expect(check(analyse(NORMAL.replace("jordan.lee@mail.com", "\uf0e0 jordan.lee@mail.com")), "P9-P11").detail).toMatch(/icon-font/);
    expect(check(analyse(NORMAL.replace("Summary", "Pro\ufb01le")), "P9-P11").detail).toMatch(/ligatures/);
    expect(check(analyse(NORMAL.replace("for the inventory platform", "for the Net fl ix platform")), "P9-P11").detail).toMatch(/Net fl ix/);
    expect(check(analyse(NORMAL.replace("\nSkills\n", "\nS K I L L S\n")), "P9-P11").status).toBe("fail");
    expect(check(good, "P9-P11").status).toBe("pass");
  });

  it("P20 warns on an empty section, but not on a parent heading", () => {
    const empty = analyse(NORMAL.replace("\nSkills\n", "\nCertifications\n\nSkills\n"));
    expect(check(empty, "P20").status).toBe("warn");
    expect(check(empty, "P20").lines).toContain("Certifications");
  });

  it("C14 warns on sensitive personal data", () => {
    const r = analyse(NORMAL.replace("Boston, MA\n", "Boston, MA\nDate of Birth: 01/02/1990 | Marital status: Married\n"));
    expect(check(r, "C14").status).toBe("warn");
    expect(check(r, "C14").detail).toMatch(/date of birth/);
    expect(check(r, "C14").detail).toMatch(/marital status/);
  });

  it("C13 notes a references line, and suggests dropping it", () => {
    const r = analyse(`${NORMAL}\nReferences\nAvailable upon request.\n`);
    expect(check(r, "C13").status).toBe("info");
    expect(r.formatImprovements.some((s) => /references|Available upon request/i.test(s))).toBe(true);
  });

  it("adds the DOCX tip for PDFs only", () => {
    expect(analyse(NORMAL, { fileKind: "pdf", pages: 1 }).atsCompatibility.suggestions.at(-1)).toMatch(/^Tip:.*DOCX/);
    expect(good.atsCompatibility.suggestions).toEqual([]);
  });
});

describe("the derived word lists", () => {
  it("fix the upstream typos and keep weak verbs out of the action verbs", () => {
    const bases = new Set(lists.verbs.map((v) => v[0]));
    for (const typo of ["cod", "instal", "rout", "insure"]) expect(bases.has(typo), typo).toBe(false);
    for (const fixed of ["code", "install", "route", "ensure"]) expect(bases.has(fixed), fixed).toBe(true);
    for (const weak of ["help", "assist", "participate", "utilize", "handle"]) {
      expect(bases.has(weak), weak).toBe(false);
      expect(lookupVerb(weak)?.verb.strong, weak).toBe(false);
    }
    expect(lookupVerb("Led")?.verb.base).toBe("lead");
    expect(lookupVerb("organised")?.verb.base).toBe("organize");
    expect(lookupVerb("debugged")?.verb.base).toBe("debug");
    expect(lists.weasel).toContain("various");
    expect(lists.corporateSpeak).toContain("synergy");
  });
});
