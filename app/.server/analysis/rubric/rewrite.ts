// Deterministic rewrites of weak résumé lines (duty language, weak openers, passive voice, first person, vague
// words). A rewrite never invents a fact: it only moves, drops or swaps words of the original for a verb that says
// the same thing ("Responsible for managing" -> "Managed"), and where a number would help it leaves a visible
// placeholder in square brackets ("[by N%]"), with N standing for the figure only the writer knows.
import { passiveClause } from "./content";
import { hasMeasure, lookupVerb, NOMINALISATIONS, openingVerb, participleToPast, VAGUE, verbalGerund } from "./words";

export type Improvement = { original: string; improved: string; explanation: string; weight: number };

type Reason = "duty" | "helped" | "took-part" | "nominal" | "passive" | "was" | "first-person" | "vague";

const EXPLAIN: Record<Reason, (detail: string) => string> = {
  duty: (d) => `“${d}” names a duty, not what you did: start with the verb.`,
  helped: (d) => `“${d}” hides your own part: say what you did yourself, and with whom.`,
  "took-part": (d) => `“${d}” says you were there, not what you did: name your contribution.`,
  nominal: (d) => `Opens with a noun (“${d} of”): a verb reads faster.`,
  passive: (d) => `Passive voice (“${d}”) hides who acted: put the action first.`,
  was: () => "Drop “Was”: start with the verb.",
  "first-person": () => "Leave out “I” and “my”: resume bullets start with the verb.",
  vague: (d) => `${d} ${d.includes(",") || d.includes(" and ") ? "are" : "is"} vague: give the number or drop the word.`,
};
const WEIGHT: Record<Reason, number> = { duty: 3, helped: 2, "took-part": 2, nominal: 2, passive: 2, "first-person": 2, was: 1, vague: 1 };

export const PLACEHOLDER_NOTE =
  "Text in [brackets] is for you to fill in or delete: N stands for your real figure and <…> for your own words; nothing in brackets is claimed for you.";

const DETERMINER = /^(?:The|A|An|All|Our|Their|Its|This|These|Those|Each|Every|New|Daily|Weekly|Monthly|Several|Various|Multiple|Many|Key|Existing)$/;
const lowerDeterminer = (s: string) => {
  const first = s.split(/\s+/)[0] ?? "";
  return DETERMINER.test(first) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
};
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const firstWord = (s: string) => s.split(/\s+/)[0] ?? "";
const afterFirstWord = (s: string) => s.replace(/^\S+\s*/, "");

/** Appends a placeholder at the end of the text, before a closing full stop. */
function append(text: string, placeholder: string) {
  const m = /[.;]\s*$/.exec(text);
  return m ? `${text.slice(0, m.index)}${placeholder}${text.slice(m.index)}` : `${text}${placeholder}`;
}

const CHANGE = new Set(["increase", "improve", "grow", "boost", "raise", "expand", "accelerate", "optimize", "enhance", "reduce", "cut", "decrease", "lower", "minimize", "eliminate", "streamline", "save", "maximize", "strengthen", "double", "triple", "halve", "simplify"]);
const BUILD = new Set(["build", "rebuild", "create", "develop", "design", "redesign", "launch", "implement", "deploy", "ship", "introduce", "establish", "set up", "automate", "program", "code", "engineer", "architect", "prototype", "release", "found", "co-found", "cofound"]);
const PEOPLE = new Set(["lead", "supervise", "mentor", "train", "coach", "hire", "recruit", "onboard", "teach", "tutor", "direct"]);

/** A placeholder asking for the number the line lacks, chosen by the kind of verb it opens with. */
function withMetric(text: string): { text: string; added: boolean } {
  const opener = openingVerb(text);
  if (!opener) return { text, added: false };
  const base = opener.verb.base;
  if (CHANGE.has(base)) return { text: append(text, " [by N%]"), added: true };
  if (BUILD.has(base)) return { text: append(text, " [used by N <users>]"), added: true };
  if (PEOPLE.has(base)) {
    const rest = afterFirstWord(text);
    // "Trained new staff" -> "Trained [N] new staff"; "Supervised the night shift" -> "... [team of N]".
    const head = rest.split(/\s+/).slice(0, 3);
    const plural = head.findIndex((w) => /^[a-z][a-z-]+s$/.test(w));
    if (/^[a-z]/.test(rest) && plural >= 0 && !head.slice(0, plural).some((w) => /^(?:the|a|an|our|their|my|his|her|with|in|on|at|for|to|of)$/.test(w))) {
      return { text: `${firstWord(text)} [N] ${rest}`, added: true };
    }
    if (/\b(?:team|teams|staff|shift|crew|group|department|class|employees|students|people|engineers|volunteers)\b/i.test(rest)) return { text: append(text, " [N <people>]"), added: true };
  }
  return { text: append(text, " [scale: N <per day/people/$>]"), added: true };
}

type Step = { text: string; reasons: { reason: Reason; detail: string }[]; placeholder: boolean };

/** "Responsible for", "Duties included", "Helped with"... at the start of the line, turned into a verb. */
function dutyOpener(step: Step): Step {
  const lead = /^(?:(?:am|was|were|is|are|have\s+been|had\s+been)\s+)?(?:also\s+|primarily\s+|mainly\s+|directly\s+|solely\s+)?/i.exec(step.text)![0];
  const body = step.text.slice(lead.length);
  const patterns: { re: RegExp; kind: "duty" | "duty-verb" | "in-charge" | "worked-on" | "helped-with" | "helped-verb" | "took-part" }[] = [
    { re: /^(?:responsible|accountable)\s+(?:for|of)\s+/i, kind: "duty" },
    { re: /^responsible\s+to\s+/i, kind: "duty-verb" },
    { re: /^(?:my\s+)?(?:key\s+|main\s+|primary\s+|daily\s+)?(?:duties|responsibilities)\s*(?:(?:included|include|includes|involved|involve|were|are)\s*:?|:)\s*/i, kind: "duty" },
    { re: /^tasked\s+with\s+/i, kind: "duty" },
    { re: /^in\s+charge\s+of\s+/i, kind: "in-charge" },
    { re: /^worked\s+on\s+/i, kind: "worked-on" },
    { re: /^(?:helped|assisted)\s+(?:with|in)\s+/i, kind: "helped-with" },
    { re: /^(?:helped|assisted)\s+(?:to\s+)?(?=[a-z])/i, kind: "helped-verb" },
    { re: /^(?:participated|(?:was\s+|were\s+)?involved)\s+in\s+/i, kind: "took-part" },
  ];
  for (const { re, kind } of patterns) {
    const m = re.exec(body);
    if (!m) continue;
    const phrase = (lead + m[0]).trim().replace(/\s+/g, " ").replace(/:$/, "");
    const rest = body.slice(m[0].length).trim();
    // "Duties: My duties as an officer involved..." reads no better with a verb in front.
    if (wordCount(rest) < 1 || /^(?:my|our|i|we)\b/i.test(rest)) return step;
    // "Responsibilities included assisting in X": the weak verb under the duty phrase is the opener to fix.
    const weakGerund = /^(assisting|helping|participating|working)\s+(?:in|with|on)\b/i.exec(rest);
    if (weakGerund && kind === "duty") {
      const past = { assisting: "Assisted", helping: "Helped", participating: "Participated", working: "Worked" }[weakGerund[1]!.toLowerCase() as "assisting"];
      const inner = dutyOpener({ text: `${past}${rest.slice(weakGerund[1]!.length)}`, reasons: step.reasons, placeholder: step.placeholder });
      return inner.reasons.length > step.reasons.length ? { ...inner, reasons: [...step.reasons, { reason: "duty", detail: capitalise(phrase.toLowerCase()) }, ...inner.reasons.slice(step.reasons.length)] } : step;
    }
    // A label ("Responsibilities: trial counsel and ...") introduces a list of nouns, not one duty.
    const label = /:\s*$/.test(m[0]) && !/\b(?:included|include|includes|involved|involve|were|are)\b/i.test(m[0]);
    const reason: Reason = kind === "helped-with" || kind === "helped-verb" ? "helped" : kind === "worked-on" || kind === "took-part" ? "took-part" : "duty";
    const next = [...step.reasons, { reason, detail: capitalise(phrase.toLowerCase()) }];
    const w1 = firstWord(rest);
    const w2 = rest.split(/\s+/)[1];
    if (kind === "duty-verb" || kind === "helped-verb") {
      const v = lookupVerb(w1);
      if (!v || v.form !== "base") return step;
      const out = `${v.verb.past} ${afterFirstWord(rest)}`.trim();
      return { text: kind === "helped-verb" ? append(out, " [with <whom>]") : out, reasons: next, placeholder: step.placeholder || kind === "helped-verb" };
    }
    const past = verbalGerund(w1, w2);
    if (past) {
      const out = coordinatedGerunds(`${past} ${afterFirstWord(rest)}`.trim());
      const shared = kind === "helped-with" || kind === "took-part" || kind === "worked-on";
      return { text: shared ? append(out, " [with <whom>]") : out, reasons: next, placeholder: step.placeholder || shared };
    }
    if (label) return step;
    switch (kind) {
      case "duty":
        // "Responsible for supplier management" -> "Led supplier management", not "Managed ... management".
        return { text: `${/\bmanag/i.test(rest.split(/\s+/).slice(0, 3).join(" ")) ? "Led" : "Managed"} ${lowerDeterminer(rest)}`, reasons: next, placeholder: step.placeholder };
      case "in-charge":
        return { text: `Led ${lowerDeterminer(rest)}`, reasons: next, placeholder: step.placeholder };
      case "helped-with":
        return { text: append(`Supported ${lowerDeterminer(rest)}`, " [by <what you did>]"), reasons: next, placeholder: true };
      default:
        return { text: append(`Contributed to ${lowerDeterminer(rest)}`, " [by <what you did>]"), reasons: next, placeholder: true };
    }
  }
  return step;
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** "Answered phones and greeting visitors" -> "... and greeted visitors": later gerunds of the list follow the first. */
function coordinatedGerunds(text: string): string {
  return text.replace(/(,\s*(?:and\s+)?|\s+and\s+)([a-z]+ing)\b(\s+\S+)?/g, (m, sep: string, gerund: string, next: string | undefined) => {
    const past = verbalGerund(gerund, next?.trim());
    return past ? `${sep}${past}${next ?? ""}` : m;
  });
}

/** "Development of X" -> "Developed X". */
function nominalOpener(step: Step): Step {
  const m = /^([A-Za-z]+)\s+of\s+(?=\S)/.exec(step.text);
  if (!m) return step;
  const verb = NOMINALISATIONS[m[1]!.toLowerCase()];
  if (!verb) return step;
  return { text: `${capitalise(verb)} ${step.text.slice(m[0].length)}`, reasons: [...step.reasons, { reason: "nominal", detail: m[1]! }], placeholder: step.placeholder };
}

const HONOURS = /^(?:promoted|awarded|selected|chosen|recognized|recognised|named|invited|nominated|elected|appointed|hired|honored|honoured|featured|accepted|granted|admitted|ranked|assigned|transferred|deployed|sent|given|entrusted)$/i;

/** "Was promoted to" -> "Promoted to"; "The new site was launched in May" -> "Launched the new site in May". */
function passiveOpener(step: Step): Step {
  const was = /^(?:was|were)\s+([A-Za-z]+)\b/i.exec(step.text);
  if (was) {
    const word = was[1]!;
    if (HONOURS.test(word) || (passiveClause(step.text) && participleToPast(word))) {
      return { text: capitalise(step.text.slice(was[0].length - word.length)), reasons: [...step.reasons, { reason: "was", detail: "" }], placeholder: step.placeholder };
    }
    return step;
  }
  // The subject: a determiner and up to six words, or a plural common noun ("Reports were prepared weekly").
  const np =
    /^(The|A|An|All|Our|My|This|These|Several|Multiple|New)\s+((?:[\w/&-]+\s+){0,5}?)(?:was|were|has\s+been|have\s+been)\s+([A-Za-z]+)\b(.*)$/.exec(step.text) ??
    /^()([A-Z][a-z]+s\s+(?:[a-z][\w/&-]*\s+){0,4}?)(?:were|have\s+been)\s+([A-Za-z]+)\b(.*)$/.exec(step.text);
  if (!np) return step;
  const [, det, rawPhrase, participle, rest] = np;
  const phrase = det ? rawPhrase! : rawPhrase!.charAt(0).toLowerCase() + rawPhrase!.slice(1);
  if (/\bby\s+(?![\d$€£N[])/.test(rest!)) return step; // an agent other than the writer ("was adopted by three teams")
  const past = participleToPast(participle!);
  if (!past || HONOURS.test(participle!)) return step;
  const article = det === "Our" || det === "My" ? "the " : det ? `${det.toLowerCase()} ` : "";
  const text = `${capitalise(past)} ${article}${phrase.trim()}${rest}`.replace(/\s+/g, " ").trim();
  return { text, reasons: [...step.reasons, { reason: "passive", detail: `${np[0].match(/(?:was|were|has been|have been)\s+\w+/)![0]}` }], placeholder: step.placeholder };
}

/** Vague intensifiers dropped, vague quantities replaced by "[N]". */
function vagueWords(step: Step): Step {
  let text = step.text;
  const found: string[] = [];
  let needBy = false;
  text = text.replace(/\bthe vast majority of\b/gi, () => {
    found.push("vast majority");
    return "[N%] of";
  });
  text = text.replace(/\ba number of\b/gi, () => {
    found.push("a number of");
    return "[N]";
  });
  for (const [word, fix] of Object.entries(VAGUE)) {
    const re = new RegExp(`\\b${word}\\b\\s*`, "gi");
    text = text.replace(re, (m) => {
      found.push(m.trim().toLowerCase());
      if (fix === "number") return `[N]${/\s$/.test(m) ? " " : ""}`;
      if (fix === "drop+by") needBy = true;
      return "";
    });
  }
  if (!found.length) return step;
  text = text.replace(/\s{2,}/g, " ").replace(/\s+([,.;])/g, "$1").trim();
  text = capitalise(text);
  let placeholder = step.placeholder || found.some((f) => VAGUE[f] === "number" || f === "a number of" || f === "vast majority");
  if (needBy && !/\[by N%\]/.test(text)) {
    text = append(text, " [by N%]");
    placeholder = true;
  }
  const unique = [...new Set(found)];
  const detail = unique.map((w) => `“${w}”`).join(unique.length === 2 ? " and " : ", ");
  return { text, reasons: [...step.reasons, { reason: "vague", detail }], placeholder };
}

/**
 * A better line for a weak one, or null when the line has none of the weaknesses this rewriter handles. Only words
 * of the original are kept, moved or dropped, plus a verb that means what the dropped phrase meant and bracketed
 * placeholders; no figure, name, tool or result is added.
 */
export function rewriteLine(line: string): Improvement | null {
  const original = line.replace(/\s+/g, " ").trim();
  if (!original || original.length > 400) return null;
  // A line that starts in lower case is usually the tail of a wrapped sentence: it is left alone unless it opens
  // with duty language ("responsible for ...").
  let step: Step = { text: original, reasons: [], placeholder: false };

  const firstPerson = /^I\s+(?:(?:have|had)\s+(?=[a-z]+ed\b|been\b))?(?=[a-z])/.exec(step.text);
  if (firstPerson) step = { text: step.text.slice(firstPerson[0].length), reasons: [{ reason: "first-person", detail: "" }], placeholder: false };
  step = dutyOpener(step);
  if (!step.reasons.some((r) => r.reason !== "first-person")) step = nominalOpener(step);
  if (!step.reasons.some((r) => r.reason !== "first-person")) step = passiveOpener(step);
  // "my" in lower case only ("My Day" in quotes is a name); "My" only as the first word.
  if (/\bmy\b|^My\s/.test(step.text)) {
    step = { ...step, text: step.text.replace(/\bmy\b/g, "the").replace(/^My\s/, "The ") };
    if (!step.reasons.some((r) => r.reason === "first-person")) step.reasons.push({ reason: "first-person", detail: "" });
  }
  if (/^[a-z]/.test(original) && !step.reasons.some((r) => r.reason === "duty" || r.reason === "helped" || r.reason === "took-part" || r.reason === "nominal" || r.reason === "passive" || r.reason === "was")) return null;
  step = vagueWords(step);
  if (!step.reasons.length) return null;

  let text = capitalise(step.text.trim());
  let placeholder = step.placeholder;
  if (!hasMeasure(original) && !text.includes("[")) {
    const metric = withMetric(text);
    text = metric.text;
    placeholder ||= metric.added;
  }
  if (text === original) return null;

  const reasons = step.reasons.filter((r, i, all) => all.findIndex((x) => x.reason === r.reason) === i);
  const explanation = [...reasons.map((r) => EXPLAIN[r.reason](r.detail)), ...(placeholder ? [PLACEHOLDER_NOTE] : [])].join(" ");
  const weight = reasons.reduce((s, r) => s + WEIGHT[r.reason], 0);
  return { original, improved: text, explanation, weight };
}

/** The most useful rewrites of a list of lines (at most `max`, heaviest first), returned in document order. */
export function bestRewrites(lines: string[], max = 8): Improvement[] {
  const all = lines.map((l, i) => ({ i, r: rewriteLine(l) })).filter((x): x is { i: number; r: Improvement } => !!x.r);
  const chosen = [...all].sort((a, b) => b.r.weight - a.r.weight || a.i - b.i).slice(0, max);
  return chosen.sort((a, b) => a.i - b.i).map((x) => x.r);
}
