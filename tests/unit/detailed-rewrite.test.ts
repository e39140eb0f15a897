// The rewrites of weak lines: what they do, and — checked on hundreds of lines — that they never add a fact: no
// digit, no name, no word that is not the original's, a verb form of one of its words, or a placeholder.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { buildDoc } from "~/.server/analysis/rubric/document";
import { bestRewrites, PLACEHOLDER_NOTE, rewriteLine } from "~/.server/analysis/rubric/rewrite";
import { gerundToPast, lookupVerb, NOMINALISATIONS, participleToPast } from "~/.server/analysis/rubric/words";

const DEV = new URL("../../../shared/eval/dev/resumes.jsonl", import.meta.url);

const improve = (line: string) => rewriteLine(line)?.improved ?? null;

describe("rewriteLine", () => {
  it.each([
    ["Responsible for managing the payroll system", "Managed the payroll system [scale: N <per day/people/$>]"],
    ["I was responsible for managing the payroll system", "Managed the payroll system [scale: N <per day/people/$>]"],
    ["Responsible for answering phones and greeting visitors", "Answered phones and greeted visitors [scale: N <per day/people/$>]"],
    ["Responsible for the quarterly budget.", "Managed the quarterly budget [scale: N <per day/people/$>]."],
    ["Responsible for supplier management via Ariba", "Led supplier management via Ariba [scale: N <per day/people/$>]"],
    ["Responsible for training new employees", "Trained [N] new employees"],
    ["Duties included preparing monthly reports", "Prepared monthly reports [scale: N <per day/people/$>]"],
    ["Tasked with reducing shipping costs", "Reduced shipping costs [by N%]"],
    ["In charge of the night shift", "Led the night shift [N <people>]"],
    ["Helped with the monthly inventory count", "Supported the monthly inventory count [by <what you did>]"],
    ["Helped develop the billing service", "Developed the billing service [with <whom>]"],
    ["Assisted in preparing the annual audit", "Prepared the annual audit [with <whom>]"],
    ["Worked on various projects for the sales team", "Contributed to [N] projects for the sales team [by <what you did>]"],
    ["Participated in training new employees", "Trained new employees [with <whom>]"],
    ["Was involved in store opening procedures", "Contributed to store opening procedures [by <what you did>]"],
    ["Development of CVPs for the SME segment", "Developed CVPs for the SME segment [used by N <users>]"],
    ["Management of all SME marketing activities", "Managed all SME marketing activities [scale: N <per day/people/$>]"],
    ["Was promoted to shift supervisor after 8 months", "Promoted to shift supervisor after 8 months"],
    ["Reports were prepared weekly for the regional manager", "Prepared reports weekly for the regional manager [scale: N <per day/people/$>]"],
    ["The new website was launched in March", "Launched the new website in March [used by N <users>]"],
    ["Significantly improved customer satisfaction scores", "Improved customer satisfaction scores [by N%]"],
    ["Implemented several API microservices in Node.js", "Implemented [N] API microservices in Node.js"],
    ["Built a very fast cache for the pricing service", "Built a fast cache for the pricing service [used by N <users>]"],
    ["I managed a team of 5 cashiers", "Managed a team of 5 cashiers"],
    ["Stocked shelves in my department", "Stocked shelves in the department"],
    ["Supervised the night shift in my store", "Supervised the night shift in the store [N <people>]"],
  ])("%s", (original, improved) => {
    expect(improve(original)).toBe(improved);
  });

  it("leaves strong lines alone", () => {
    for (const line of [
      "Cut the nightly warehouse load from six hours to forty minutes by moving transformations to dbt.",
      "Designed a streaming ingestion platform on Apache Kafka processing 40,000 events per second.",
      "Led the $5 billion acquisition of the company with Verizon",
      "Mentored four engineers and introduced code review guidelines.",
      "Helped customers choose between 300 products",
      "Python, SQL, Docker",
      "and the reporting team in two regions", // the tail of a wrapped line
    ]) {
      expect(rewriteLine(line), line).toBeNull();
    }
  });

  it("keeps product names that look like first person (“My Day”) and does not touch “Duties: My duties…”", () => {
    expect(improve("Delivered “My Day” feature for Google Assistant")).toBeNull();
    expect(improve("Duties: My duties as an officer involved organising events")).toBeNull();
  });

  it("explains each rewrite and the placeholder convention", () => {
    const r = rewriteLine("Responsible for managing the payroll system")!;
    expect(r.explanation).toMatch(/“Responsible for” names a duty/);
    expect(r.explanation).toContain(PLACEHOLDER_NOTE);
    const noPlaceholder = rewriteLine("I managed a team of 5 cashiers")!;
    expect(noPlaceholder.explanation).not.toContain(PLACEHOLDER_NOTE);
    expect(noPlaceholder.explanation).toMatch(/Leave out “I”/);
  });

  it("keeps at most eight, the most useful, in document order", () => {
    const lines = [
      "Stocked shelves in my department",
      ...Array.from({ length: 12 }, (_, i) => `Responsible for store number ${i} operations`),
      "Built a very fast cache",
    ];
    const out = bestRewrites(lines, 8);
    expect(out.length).toBe(8);
    expect(out.every((r) => r.original.startsWith("Responsible for"))).toBe(true);
    expect(out.map((r) => r.original)).toEqual(lines.filter((l) => out.some((r) => r.original === l)));
  });
});

// ---------------------------------------------------------------------------------------------- never invents

const PLACEHOLDERS = new Set(["[by N%]", "[used by N <users>]", "[N]", "[N%]", "[N <people>]", "[scale: N <per day/people/$>]", "[with <whom>]", "[by <what you did>]"]);
/** Words a rewrite may add: the verbs that stand for a dropped duty phrase, and small grammar words. */
const ADDED = new Set(["managed", "led", "supported", "contributed", "to", "the"]);
const wordsOf = (s: string): string[] => [...(s.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [])];

/** Verb forms a rewrite may derive from the original's words ("managing" -> "managed", "Development" -> "developed"). */
function derived(original: string): Set<string> {
  const out = new Set<string>();
  for (const w of wordsOf(original)) {
    const l = w.toLowerCase();
    for (const d of [gerundToPast(l), participleToPast(l), NOMINALISATIONS[l], lookupVerb(l)?.verb.past]) if (d) out.add(d);
  }
  return out;
}

function expectFaithful(original: string, improved: string) {
  const brackets = improved.match(/\[[^\]]*\]/g) ?? [];
  for (const b of brackets) expect(PLACEHOLDERS.has(b) || original.includes(b), `${b} in ${improved}`).toBe(true);
  const outside = improved.replace(/\[[^\]]*\]/g, (b) => (PLACEHOLDERS.has(b) ? " " : b));
  for (const d of outside.match(/\d+/g) ?? []) expect(original, `digit ${d} added: ${improved}`).toContain(d);
  const own = new Set(wordsOf(original).map((w) => w.toLowerCase()));
  const verbs = derived(original);
  const words = wordsOf(outside);
  words.forEach((w, i) => {
    const l = w.toLowerCase();
    const ok = own.has(l) || ADDED.has(l) || verbs.has(l);
    expect(ok, `word “${w}” added: ${original} => ${improved}`).toBe(true);
    // A capitalised word that is not the original's can only be the opening verb.
    if (i > 0 && /^[A-Z]/.test(w) && !own.has(l)) expect.fail(`capitalised “${w}” added: ${original} => ${improved}`);
    if (i > 0 && /^[A-Z]/.test(w)) expect(wordsOf(original).includes(w) || l === "the", `${w} re-cased: ${improved}`).toBe(true);
  });
}

/** Weak lines made from parts, so that the property is checked on many shapes without outside data. */
function syntheticLines(): string[] {
  const openers = [
    "Responsible for", "I was responsible for", "Duties included", "Tasked with", "In charge of", "Worked on", "Helped with",
    "Helped", "Assisted in", "Assisted with", "Participated in", "Was involved in", "Involved in", "Management of",
    "Development of", "Coordination of", "Accountable for", "My responsibilities included",
  ];
  const objects = [
    "managing the payroll system for 120 staff", "the Q3 2021 ERP rollout at Contoso", "various client projects",
    "training new hires in SAP", "develop the mobile app", "preparing monthly VAT returns", "the migration to AWS",
    "answering phones, filing and scheduling meetings", "several marketing campaigns", "customer service",
    "testing APIs with Postman", "the Salesforce CRM", "building dashboards in Tableau", "my team's weekly reports",
    "significantly reducing costs", "very large datasets in BigQuery", "accounting", "planning events for 3 offices",
  ];
  const out: string[] = [];
  for (const o of openers) for (const x of objects) out.push(`${o} ${x}`);
  out.push(
    "Reports were prepared weekly for the regional manager",
    "The new website was launched in 2019 by the marketing team",
    "All invoices were processed within 48 hours",
    "Was awarded Employee of the Month twice",
    "I led the redesign of the checkout, which increased conversion by 12%",
  );
  return out;
}

describe("rewrites never invent facts", () => {
  it("on synthetic weak lines", () => {
    const lines = syntheticLines();
    let rewritten = 0;
    for (const line of lines) {
      const r = rewriteLine(line);
      if (!r) continue;
      rewritten++;
      expectFaithful(r.original, r.improved);
    }
    expect(lines.length).toBeGreaterThan(300);
    expect(rewritten).toBeGreaterThan(250);
  });

  it.runIf(existsSync(DEV))("on every experience statement of the development set", () => {
    const rows = readFileSync(DEV, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { text: string; asOf: string });
    let rewritten = 0;
    for (const row of rows) {
      const doc = buildDoc(parseProfile(row.text, { asOf: row.asOf }), row.text);
      for (const s of [...doc.experience, ...doc.projects]) {
        const r = rewriteLine(s.text);
        if (!r) continue;
        rewritten++;
        expectFaithful(r.original, r.improved);
      }
    }
    expect(rewritten).toBeGreaterThan(300);
  }, 120_000);
});
