import { allMatches } from "./regex";
/**
 * A total the résumé states itself ("8+ years of experience", "5 Years 6 Months", "Total experience: 2.5
 * years"), by the rule the evaluation's gold was made with: the first duration that is not a per-skill
 * duration ("Java (3 years)", "SQL — 8 years", "Less than 1 year") and that mentions experience (within 50 characters after it),
 * follows "experience:" / "experience of", or sits in the first 600 characters.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  "twenty-five": 25, thirty: 30, forty: 40, fifty: 50,
};
const NUM = `(\\d{1,2}(?:\\.\\d{1,2})?|${Object.keys(NUMBER_WORDS).join("|")})`;
const DURATION = new RegExp(
  `(?<![\\w.])${NUM}\\s*(?:\\+|plus)?\\s*(?:-\\s*)?(?:years?|yrs?)(?:'s?|’s?)?(?:\\s*(?:and\\s*|,\\s*)?(\\d{1,2})\\s*(?:months?|mos?)\\b)?|(?<![\\w.])(\\d{1,3})\\s*(?:\\+\\s*)?months?\\b`,
  "gi",
);

function value(word: string) {
  const w = word.toLowerCase();
  return NUMBER_WORDS[w] ?? Number(w);
}

/** The stated total in years, or null. `text` is the view text; `rawOffset` maps to the original offsets. */
export function findStatedYears(text: string, rawOffset: (offset: number) => number = (o) => o): number | null {
  for (const m of allMatches(DURATION, text)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(end, end + 50);
    // "Java (3 years)", "Less than 1 year", "(2 years)" after a skill: a per-skill duration.
    if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) continue;
    if (/less\s+than\s*$/i.test(before)) continue;
    // "for 2 years" inside a job, "2 years 10 months" beside one job's dates, "age 25 years": not totals.
    if (/\b(?:age[d]?|aged|warranty|contract of|duration:?|period of)\s*$/i.test(before)) continue;
    // "Notice Period | 1 month", "Probation: 3 months", "Available in 2 weeks": no experience (review 73).
    if (/\b(?:notice(?:\s+period)?|probation(?:ary)?(?:\s+period)?|availability|available\s+in|joining\s+time)\b[^\n\d]{0,8}$/i.test(before)) continue;
    // "Female, 29 years, born on 14 March 1997" (hh.ru's export), "32 years old": the writer's age (review 74).
    // "a room of twelve-year-olds": children's ages.
    if (/^\s*-?\s*(?:olds?\b|,?\s*born\b)/i.test(after) || /\b(?:male|female|man|woman)\s*,\s*$/i.test(before)) continue;
    const mentions = /\bexp/i.test(m[0]) || /\bexp/i.test(after);
    // "SQL — 8 years", "Tableau: 5 years", "- Excel – 10+ years": a skill's years, a short label before a dash or a colon
    // at the start of its line, saying nothing of experience ("Experience: 8 years", "QA: 20+ years of experience" and
    // "Total – 8 years" are totals).
    const label = /(?:^|\n)[^\S\n]*(?:[-•·*▪][^\S\n]*)?([^\n:—–]{1,40}?)[^\S\n]*[—–:-][^\S\n]*$/.exec(before);
    const onItsLine = /\bexp/i.test(m[0]) || /^[^\n]*\bexp/i.test(after);
    if (!onItsLine && label && !/\b(?:exp|experience|total|overall|career|professional|work|industry)/i.test(label[1]!)) continue;
    const follows = /(?:experience|exp\.?)\s*(?:[:\-–]|of|:?\s*around|:?\s*about|:?\s*over|:?\s*nearly|:?\s*more than)\s*(?:around|about|over|nearly|more than)?\s*$/i.test(before);
    const early = rawOffset(start) < 600;
    if (!(mentions || follows || early)) continue;
    let years: number;
    if (m[3]) years = Number(m[3]) / 12;
    else {
      years = value(m[1]!);
      if (m[2]) years += Number(m[2]) / 12;
    }
    if (!Number.isFinite(years) || years <= 0 || years > 60) continue;
    return Math.round(years * 100) / 100;
  }
  return null;
}
