// The overall score's rubric: one function per rule of ../shared/research/ats-rubric.md, each returning a finding
// with its points, the résumé lines it is about, its sources and its evidence grade. Weights and thresholds are
// documented in ./README.md; keep the two in step.
import type { Position } from "~/lib/schemas/profile";
import { containsTerm, quote, skillTerms, type Doc, type Statement, undatedRoles, wordsOf, writtenHeading } from "./document";
import { finding, type Finding, listing, pct, plural } from "./finding";
import { cite } from "./sources";
import { ANY_CLICHE, CLICHES, hasMeasure, isParticiple, openingVerb, weakPhrase } from "./words";
import { emailWritten, phoneWritten } from "~/.server/analysis/profile/file-links";
import { allMatches } from "~/.server/analysis/profile/regex";

/** The rules of the overall score and their maxima (they add up to 100). */
export const WEIGHTS = {
  "P12-experience": 8,
  "P12-education": 4,
  "P12-skills": 3,
  "C11-summary": 0,
  "P14-name": 4,
  "P15-email": 4,
  "P15-phone": 3,
  "P16-location": 0,
  P17: 6,
  P18: 6,
  C1: 7,
  P21: 6,
  C9: 6,
  C3: 10,
  C2: 8,
  C4: 8,
  C12: 4,
  C8: 4,
  C5: 3,
  C6: 3,
  C7: 3,
} as const;

// ---------------------------------------------------------------------------------------------- helpers

const MAX_QUOTES = 6;
const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);

const headingOf = (doc: Doc, kind: string) => doc.profile.sections.filter((s) => s.kind === kind && s.heading).map((s) => writtenHeading(doc, s));

/** The first non-empty lines (where parsers and readers look for the name). */
const topLines = (doc: Doc, n: number) => doc.lines.slice(0, n);

const PLACEHOLDER_NAME = /\b(?:your|first|last)\s*name\b|\bfirst\s+last\b|^name$|\bname here\b/i;
export const placeholderPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return /x{2,}/i.test(phone) || /^0+$/.test(digits) || /^(?:1)?(?:1234567890|0123456789|1234567)$/.test(digits);
};

/** The family of a position's date format: month names, numeric months, day-month-year, seasons or year only. */
export function dateFamily(dateText: string | null): "name" | "numeric" | "day" | "season" | "year" | null {
  if (!dateText) return null;
  const t = dateText;
  if (/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(t)) return "day";
  if (/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*,?\s*['’]?\d{2,4}\b/i.test(t)) return "name";
  if (/\b\d{1,2}[/.-](?:\d{4}|\d{2})\b|\b\d{4}[/.-]\d{1,2}\b/.test(t)) return "numeric";
  if (/\b(?:spring|summer|fall|autumn|winter)\s+\d{4}\b/i.test(t)) return "season";
  if (/\b(?:19|20)\d\d\b/.test(t)) return "year";
  return null;
}

const FAMILY_LABEL = { name: "month name and year", numeric: "numeric month/year", day: "day/month/year", season: "season and year", year: "year only" } as const;

const monthIndex = (m: string | null, side: "start" | "end") => {
  if (!m) return null;
  const [y, mo] = m.split("-");
  return Number(y) * 12 + (mo ? Number(mo) - 1 : side === "start" ? 6 : 5);
};

const positionLabel = (p: Position) => [p.title, p.company].filter(Boolean).join(", ") || p.dateText || "a role";

// ---------------------------------------------------------------------------------------------- P12, C11: sections

export function sectionRules(doc: Doc): Finding[] {
  const source = cite("GH1", "OR1", "SV3");
  const out: Finding[] = [];
  const rule = (id: "P12-experience" | "P12-education" | "P12-skills", kind: string, label: string, why: string) => {
    const headings = headingOf(doc, kind);
    const max = WEIGHTS[id];
    if (headings.length || doc.kinds.has(kind as never)) {
      out.push(
        finding({
          id,
          rule: `${label} section under a standard heading`,
          points: max,
          max,
          status: "pass",
          detail: `Found the heading ${listing(headings.map((h) => `“${h}”`)) || `for ${label.toLowerCase()}`}.`,
          lines: headings,
          source,
          evidence: "vendor doc",
        }),
      );
    } else {
      out.push(
        finding({
          id,
          rule: `${label} section under a standard heading`,
          points: 0,
          max,
          status: id === "P12-experience" ? "fail" : "warn",
          detail: `No ${label.toLowerCase()} heading was recognised: ${why}`,
          lines: [],
          source,
          evidence: "vendor doc",
          advice: `Add a “${label}” section under that plain heading: ${why}`,
          format: true,
        }),
      );
    }
  };
  rule("P12-experience", "experience", "Experience", "parsers and recruiters look for work history under a heading such as “Experience” or “Work Experience”.");
  rule("P12-education", "education", "Education", "parsers fill the education fields from a section headed “Education”.");
  rule("P12-skills", "skills", "Skills", "a short “Skills” list helps keyword search, alongside skills named in your roles.");
  const summary = headingOf(doc, "summary");
  out.push(
    finding({
      id: "C11-summary",
      rule: "Short summary under the name (information only)",
      points: 0,
      max: 0,
      status: "info",
      detail: summary.length
        ? `Summary found under “${summary[0]}”.`
        : "No summary or profile section. It is optional; a two-to-four-line overview helps most for experienced candidates and career changers.",
      lines: summary,
      source: cite("ET18"),
      evidence: "study",
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------- P14, P15, P16: contact

export function contactRules(doc: Doc): Finding[] {
  const c = doc.profile.contact;
  const out: Finding[] = [];
  const top = topLines(doc, 3);
  const nameLine = c.name ? doc.lines.find((l) => l.text.toLowerCase().includes(c.name!.toLowerCase())) : undefined;
  const nameRule = "Full name as the first line of the body";
  const nameSource = cite("SV3", "DX1", "GH1");
  if (!c.name || PLACEHOLDER_NAME.test(c.name)) {
    const placeholder = topLines(doc, 3).find((l) => PLACEHOLDER_NAME.test(l.text));
    out.push(
      finding({
        id: "P14-name",
        rule: nameRule,
        points: 0,
        max: WEIGHTS["P14-name"],
        status: "fail",
        detail: placeholder ? `The top line is a placeholder: ${quote(placeholder.text)}.` : "No name was found at the top of the resume.",
        lines: placeholder ? [placeholder.text] : [],
        source: nameSource,
        evidence: "vendor doc",
        advice: "Put your first and last name alone on the first line, in the body text (not in a header, footer or text box): parsers that find no name may leave the whole profile empty.",
      }),
    );
  } else if (nameLine && !top.includes(nameLine)) {
    out.push(
      finding({
        id: "P14-name",
        rule: nameRule,
        points: WEIGHTS["P14-name"] / 2,
        max: WEIGHTS["P14-name"],
        status: "warn",
        detail: `Your name ${quote(nameLine.text)} is line ${nameLine.index + 1} of the text as a parser reads it, after ${quote(doc.lines[0]?.text ?? "")}: a sidebar, table or header comes first.`,
        lines: [nameLine.text, ...top.map((l) => l.text)],
        source: nameSource,
        evidence: "vendor doc",
        advice: `Move your name to the very top of the page body: here a parser reads ${quote(doc.lines[0]?.text ?? "")} before ${quote(nameLine.text)}.`,
        format: true,
      }),
    );
  } else {
    out.push(
      finding({
        id: "P14-name",
        rule: nameRule,
        points: WEIGHTS["P14-name"],
        max: WEIGHTS["P14-name"],
        status: "pass",
        detail: `Name ${quote(c.name)} is at the top.`,
        lines: nameLine ? [nameLine.text] : [c.name],
        source: nameSource,
        evidence: "vendor doc",
      }),
    );
  }

  const contactLine = (value: string | null) => (value ? doc.lines.find((l) => l.text.includes(value))?.text : undefined);
  // An address or a number the parser took from the file's links (a mailto: behind "Email") is not in the text.
  const email = c.email && emailWritten(doc.text, c.email) ? c.email : null;
  const phone = c.phone && phoneWritten(doc.text, c.phone) ? c.phone : null;
  const emailLine = contactLine(email);
  const phoneOk = !!phone && !placeholderPhone(phone);
  const phoneLine = contactLine(phone);
  const linkOnly = (value: string | null) => `${value} is only a link in the file: it is not written in the text, where parsers and printed copies look.`;
  const contactSource = cite("RC1", "DX1", "TK1");
  out.push(
    finding({
      id: "P15-email",
      rule: "E-mail address in the body text",
      points: email ? WEIGHTS["P15-email"] : 0,
      max: WEIGHTS["P15-email"],
      status: email ? "pass" : phoneOk ? "warn" : "fail",
      detail: email ? `E-mail ${email} found.` : c.email ? `The e-mail address ${linkOnly(c.email)}` : "No e-mail address was found in the text.",
      lines: emailLine ? [emailLine] : [],
      source: contactSource,
      evidence: "vendor doc",
      ...(email ? {} : { advice: "Add your e-mail address to the top of the page body, as plain text: parsers report a missing e-mail as an error (RChilli 3101), and some fail the parse without any contact detail." }),
    }),
  );
  out.push(
    finding({
      id: "P15-phone",
      rule: "Phone number in the body text",
      points: phoneOk ? WEIGHTS["P15-phone"] : 0,
      max: WEIGHTS["P15-phone"],
      status: phoneOk ? "pass" : email ? "warn" : "fail",
      detail: phoneOk ? `Phone ${phone} found.` : phone ? `The phone number ${quote(phone)} is a placeholder.` : c.phone ? `The phone number ${linkOnly(c.phone)}` : "No phone number was found in the text.",
      lines: phoneLine ? [phoneLine] : [],
      source: contactSource,
      evidence: "vendor doc",
      ...(phoneOk ? {} : { advice: phone ? `Replace the placeholder phone number ${quote(phone)} with your own.` : "Add a phone number next to your e-mail address at the top: recruiters and parsers expect both." }),
    }),
  );
  out.push(
    finding({
      id: "P16-location",
      rule: "City and region or country (information only)",
      points: 0,
      max: 0,
      status: "info",
      detail: c.location
        ? `Location ${quote(c.location)} found; a street address is optional.`
        : "No location found. City and region (or country) are enough and help location-based searches; a street address is optional.",
      lines: c.location ? [contactLine(c.location) ?? c.location] : [],
      source: cite("SV3"),
      evidence: "vendor doc",
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------- P17, P18: dates

export function dateRules(doc: Doc): Finding[] {
  const positions = doc.profile.positions;
  const undated = undatedRoles(doc).map((l) => l.text);
  const total = positions.filter((p) => p.start).length + undated.length;
  const dated = positions.filter((p) => p.start);
  const out: Finding[] = [];
  const p17Source = cite("RC1", "GH1", "ET12");
  if (total === 0) {
    out.push(
      finding({
        id: "P17",
        rule: "Every role has a title, an employer and dates",
        points: 0,
        max: WEIGHTS.P17,
        status: "fail",
        detail: "No dated roles were found.",
        lines: [],
        source: p17Source,
        evidence: "vendor doc",
        advice: "List each role with its job title, employer and start and end dates (month and year): recruiters read titles, employers and dates first, and parsers date your skills from them.",
      }),
    );
  } else {
    const share = dated.length / total;
    out.push(
      finding({
        id: "P17",
        rule: "Every role has a title, an employer and dates",
        points: WEIGHTS.P17 * share,
        max: WEIGHTS.P17,
        status: undated.length ? "warn" : "pass",
        detail: undated.length
          ? `${plural(undated.length, "role")} without dates: ${listing(undated.map((u) => quote(u, 60)), 3)}.`
          : `All ${plural(dated.length, "role")} carry dates.`,
        lines: undated.length ? undated : dated.slice(0, 3).map((p) => p.dateText ?? positionLabel(p)),
        source: p17Source,
        evidence: "vendor doc",
        ...(undated.length
          ? { advice: `Give every role start and end dates: ${listing(undated.map((u) => quote(u, 60)), 3)} ${undated.length === 1 ? "has" : "have"} none, so parsers cannot count that experience.` }
          : { praise: `Every role has its dates (e.g. ${quote(dated[0]!.dateText ?? "", 40)}), so your experience can be counted.` }),
      }),
    );
  }

  const p18Source = cite("SV3", "TK2", "GH1");
  if (!dated.length) {
    out.push(
      finding({
        id: "P18",
        rule: "Dates give month and year, in one format",
        points: 0,
        max: WEIGHTS.P18,
        status: "fail",
        detail: "No dated roles were found, so there are no dates a parser could read.",
        lines: [],
        source: p18Source,
        evidence: "vendor doc",
      }),
    );
    return out;
  }
  const families = dated.map((p) => ({ p, f: dateFamily(p.dateText) }));
  const yearOnly = families.filter((x) => x.f === "year" || (x.p.start && x.p.start.length === 4));
  const monthShare = 1 - yearOnly.length / dated.length;
  const kinds = [...new Set(families.map((x) => x.f).filter((f): f is NonNullable<typeof f> => !!f && f !== "year"))];
  const consistent = kinds.length <= 1;
  const points = WEIGHTS.P18 * (0.67 * monthShare + 0.33 * (consistent ? 1 : 0));
  const problems: string[] = [];
  if (yearOnly.length) problems.push(`${plural(yearOnly.length, "role")} ${yearOnly.length === 1 ? "gives" : "give"} only years (${listing(yearOnly.map((x) => quote(x.p.dateText ?? "", 30)), 3)})`);
  if (!consistent) problems.push(`dates mix formats (${listing(kinds.map((k) => FAMILY_LABEL[k]))})`);
  out.push(
    finding({
      id: "P18",
      rule: "Dates give month and year, in one format",
      points,
      max: WEIGHTS.P18,
      status: problems.length ? "warn" : "pass",
      detail: problems.length ? `${problems.join("; ")}.` : `All dates give month and year in one format (${FAMILY_LABEL[kinds[0] ?? "name"]}).`,
      lines: problems.length ? [...yearOnly.map((x) => x.p.dateText ?? ""), ...(!consistent ? families.map((x) => x.p.dateText ?? "") : [])].filter(Boolean) : dated.slice(0, 3).map((p) => p.dateText ?? ""),
      source: p18Source,
      evidence: "vendor doc",
      format: true,
      ...(problems.length
        ? { advice: `Write every date as month and year in one format (e.g. “Mar 2021 – Present”): ${problems.join("; ")}; parsers store a bare year as January 1 and may miscount your experience.` }
        : { praise: `Dates are month and year throughout, in one format (e.g. ${quote(dated[0]!.dateText ?? "", 40)}).` }),
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------- C1: skills in roles

export function skillsInRoles(doc: Doc): Finding {
  // Hard skills: a self-description ("Hard-working") is not something a parser dates.
  const skills = doc.profile.skills.filter((s) => s.category === "technical");
  // A label inside the list ("Programming Languages: C, Python", "Platform: Linux") is not a skill.
  const isLabel = (m: { end: number }) => /^\s*(?:[\p{L}&/]+\s*){0,2}:/u.test(doc.text.slice(m.end, m.end + 30));
  const listed = skills.filter((s) => s.mentions.some((m) => m.section === "skills" && !isLabel(m))).slice(0, 15);
  const roleText = doc.experience
    .map((s) => s.text)
    .join("\n")
    .toLowerCase();
  // A skill is in a role when the parser found it there, or when a role's text names it as the list does
  // ("Flink" for "Apache Flink", "Airflow" for "apacheairflow").
  const inRoles = (s: (typeof skills)[number]) =>
    s.mentions.some((m) => m.section === "experience") ||
    skillTerms(s).some((n) => containsTerm(roleText, n));
  const source = cite("SV3", "TK4");
  const rule = "Skills appear in dated roles, not only in a skills list";
  if (!skills.length) {
    return finding({
      id: "C1",
      rule,
      points: 0,
      max: WEIGHTS.C1,
      status: "fail",
      detail: "No skills were recognised in the resume.",
      lines: [],
      source,
      evidence: "vendor doc",
      advice: "Name the tools and skills you used inside the bullets of each role (and in a short Skills list): parsers credit a skill with the dates of the roles that mention it.",
    });
  }
  if (!listed.length) {
    const shown = skills.filter(inRoles);
    return finding({
      id: "C1",
      rule,
      points: shown.length ? WEIGHTS.C1 : WEIGHTS.C1 / 2,
      max: WEIGHTS.C1,
      status: shown.length ? "pass" : "warn",
      detail: shown.length ? `No separate skills list; ${listing(shown.map((s) => s.name))} appear in your roles.` : "Skills were found, but not inside any dated role.",
      lines: [],
      source,
      evidence: "vendor doc",
      ...(shown.length
        ? {}
        : { advice: `Mention ${listing(skills.slice(0, 4).map((s) => s.name))} in the bullets of the roles where you used them: parsers date a skill by the roles that name it.` }),
    });
  }
  const shown = listed.filter(inRoles);
  const only = listed.filter((s) => !inRoles(s));
  const share = shown.length / listed.length;
  const skillLine = (name: string) => {
    const s = listed.find((x) => x.name === name);
    const m = s?.mentions.find((x) => x.section === "skills");
    return m ? doc.lines.find((l) => l.start <= m.start && m.start < Math.max(l.end, l.start + 1))?.text : undefined;
  };
  const lines = [...new Set(only.slice(0, 4).map((s) => skillLine(s.name)).filter((x): x is string => !!x))];
  return finding({
    id: "C1",
    rule,
    points: WEIGHTS.C1 * Math.min(1, share / 0.5),
    max: WEIGHTS.C1,
    status: share >= 0.5 ? "pass" : "warn",
    detail: `${shown.length} of ${listed.length} listed skills also ${verb(shown.length, "appears", "appear")} in your roles${only.length ? `; only in the list: ${listing(only.map((s) => s.name), 6)}` : ""}.`,
    lines,
    source,
    evidence: "vendor doc",
    ...(share >= 0.5
      ? shown.length >= 2
        ? { praise: `Skills you list also appear in your dated roles (${listing(shown.slice(0, 4).map((s) => s.name))}), which is how parsers credit years of use.` }
        : {}
      : {
          advice: `${listing(only.slice(0, 4).map((s) => s.name))} ${only.length === 1 ? "appears" : "appear"} only in your skills list: name ${only.length === 1 ? "it" : "them"} in the bullets of the roles where you used ${only.length === 1 ? "it" : "them"}, so parsers can date ${only.length === 1 ? "it" : "them"}.`,
        }),
  });
}

// ---------------------------------------------------------------------------------------------- C9: length

export function lengthRule(doc: Doc, pages: number | null): Finding {
  const words = doc.words;
  const source = cite("RG1", "ET18");
  const rule = "Length: one to two pages (longer for an academic CV)";
  const pageText = pages ? `${plural(pages, "page")}, ` : "";
  const base = { id: "C9", rule, max: WEIGHTS.C9, source, evidence: "study" as const, lines: [] as string[], format: true };
  if (words < 150) {
    return finding({
      ...base,
      points: 0,
      status: "fail",
      detail: `${pageText}${words} words: too little to show your experience.`,
      advice: `At ${words} words the resume is very short: a one-page resume usually runs 350–500 words. Add your roles' results and skills.`,
    });
  }
  if (words < 300) {
    return finding({
      ...base,
      points: WEIGHTS.C9 / 2,
      status: "warn",
      detail: `${pageText}${words} words: short (a one-page resume usually has 350–500 words).`,
      advice: `At ${words} words there is room to add results and skills: a one-page resume usually runs 350–500 words.`,
    });
  }
  const long = (pages !== null && pages > 2) || (pages === null && words > 1100);
  if (long && !doc.academic) {
    return finding({
      ...base,
      points: WEIGHTS.C9 / 2,
      status: "warn",
      detail: `${pageText}${words} words: longer than two pages.`,
      advice: `Cut to two pages (about 700–850 words): ${pages ? `${plural(pages, "page")}` : `${words} words`} is past what recruiters expect outside academia; trim older roles to a line each.`,
    });
  }
  return finding({
    ...base,
    points: WEIGHTS.C9,
    status: "pass",
    detail: long ? `${pageText}${words} words: long, which is normal for an academic CV with publications.` : `${pageText}${words} words: a good length.`,
    ...(long ? {} : { praise: `The length is right: ${pageText}${words} words.` }),
  });
}

// ---------------------------------------------------------------------------------------------- C12: order

export function orderRule(doc: Doc): Finding {
  const source = cite("ET12");
  const rule = "Roles in reverse-chronological order (most recent first)";
  // Within each experience section: an inversion is a role that both starts and ends later than the one above it.
  const bySection = new Map<number, Position[]>();
  doc.profile.positions.forEach((p, i) => {
    if (!p.start) return;
    const s = doc.positionSections[i] ?? -1;
    const list = bySection.get(s) ?? [];
    list.push(p);
    bySection.set(s, list);
  });
  const inversions: [Position, Position][] = [];
  let pairs = 0;
  for (const list of bySection.values()) {
    for (let i = 1; i < list.length; i++) {
      pairs++;
      const a = list[i - 1]!;
      const b = list[i]!;
      const aStart = monthIndex(a.start, "start")!;
      const bStart = monthIndex(b.start, "start")!;
      const aEnd = a.current ? Infinity : (monthIndex(a.end, "end") ?? aStart);
      const bEnd = b.current ? Infinity : (monthIndex(b.end, "end") ?? bStart);
      if (bStart > aStart && bEnd > aEnd) inversions.push([a, b]);
    }
  }
  if (!pairs) {
    return finding({ id: "C12", rule, points: WEIGHTS.C12, max: WEIGHTS.C12, status: "info", detail: "Fewer than two dated roles: nothing to order.", lines: [], source, evidence: "practitioner" });
  }
  if (!inversions.length) {
    return finding({
      id: "C12",
      rule,
      points: WEIGHTS.C12,
      max: WEIGHTS.C12,
      status: "pass",
      detail: "Roles run from the most recent to the oldest.",
      lines: [],
      source,
      evidence: "practitioner",
      praise: "Roles are in reverse-chronological order, so your current title and employer are read first.",
    });
  }
  const [a, b] = inversions[0]!;
  return finding({
    id: "C12",
    rule,
    points: inversions.length === pairs ? 0 : WEIGHTS.C12 / 2,
    max: WEIGHTS.C12,
    status: "warn",
    detail: `${inversions.length === pairs ? "Roles run oldest first" : `${plural(inversions.length, "role")} out of order`}: ${quote(positionLabel(b), 50)} (${b.dateText}) comes after ${quote(positionLabel(a), 50)} (${a.dateText}).`,
    lines: [a.dateText ?? positionLabel(a), b.dateText ?? positionLabel(b)],
    source,
    evidence: "practitioner",
    format: true,
    advice: `List roles most recent first: ${quote(positionLabel(b), 50)} (${b.dateText}) should come before ${quote(positionLabel(a), 50)} (${a.dateText}). Recruiters look at the current title and dates first.`,
  });
}

// ---------------------------------------------------------------------------------------------- writing rules

function noStatements(id: keyof typeof WEIGHTS, rule: string, source: string, evidence: Finding["evidence"]): Finding {
  return finding({
    id,
    rule,
    points: 0,
    max: WEIGHTS[id],
    status: "fail",
    detail: "No experience bullets or sentences were found to check.",
    lines: [],
    source,
    evidence,
  });
}

export function measuredResults(statements: Statement[]): Finding {
  const rule = "Experience bullets show measurable results";
  const source = cite("VM1", "JS1");
  if (!statements.length) {
    return { ...noStatements("C3", rule, source, "practitioner"), advice: "Describe each role in 3–5 bullets that say what you did and what changed, with numbers where you have them." };
  }
  const measured = statements.filter((s) => hasMeasure(s.text));
  const unmeasured = statements.filter((s) => !hasMeasure(s.text));
  const share = measured.length / statements.length;
  // Below 30% is the research's warning line; 30-50% still leaves points to gain.
  const status = share >= 0.5 ? "pass" : "warn";
  return finding({
    id: "C3",
    rule,
    points: WEIGHTS.C3 * Math.min(1, share / 0.5),
    max: WEIGHTS.C3,
    status,
    detail: `${measured.length} of ${plural(statements.length, "experience bullet")} (${pct(share)}) give a number, amount or percentage.`,
    lines: (share >= 0.5 ? measured : unmeasured).slice(0, 4).map((s) => s.text),
    source,
    evidence: "practitioner",
    ...(share >= 0.5 ? { praise: `${measured.length} of ${statements.length} experience bullets show a measurable result, e.g. ${quote(measured[0]!.text, 80)}.` } : {}),
    ...(share < 0.5
      ? {
          advice: `${measured.length === 0 ? `None of your ${plural(statements.length, "experience bullet")} shows` : `${share < 0.3 ? "Only " : ""}${measured.length} of ${plural(statements.length, "experience bullet")} (${pct(share)}) ${verb(measured.length, "shows", "show")}`} a measurable result; where you know it, add how much, how many or how fast, e.g. to ${quote(unmeasured[0]!.text, 70)}.`,
        }
      : {}),
  });
}

export function actionVerbs(statements: Statement[]): Finding {
  const rule = "Bullets open with an action verb";
  const source = cite("VM1");
  if (!statements.length) return noStatements("C2", rule, source, "practitioner");
  const strong = statements.filter((s) => openingVerb(s.text)?.strong);
  const weak = statements.filter((s) => !openingVerb(s.text)?.strong);
  const share = strong.length / statements.length;
  return finding({
    id: "C2",
    rule,
    points: WEIGHTS.C2 * Math.min(1, share / 0.8),
    max: WEIGHTS.C2,
    status: share >= 0.8 ? "pass" : share >= 0.5 ? "warn" : "fail",
    detail: `${strong.length} of ${plural(statements.length, "bullet")} (${pct(share)}) open with an action verb (aim: 80%).`,
    lines: (share >= 0.8 ? strong : weak).slice(0, 4).map((s) => s.text),
    source,
    evidence: "practitioner",
    ...(share >= 0.8 ? { praise: `${strong.length} of ${statements.length} bullets open with an action verb, e.g. ${quote(strong[0]!.text, 70)}.` } : {}),
    ...(share < 0.8
      ? { advice: `${strong.length === 0 ? `None of your ${plural(statements.length, "bullet")} opens` : `${weak.length} of ${plural(statements.length, "bullet")} ${verb(weak.length, "does", "do")} not open`} with an action verb, e.g. ${quote(weak[0]!.text, 70)}: start each with what you did (“Built”, “Led”, “Reduced”).` }
      : {}),
  });
}

export function dutyLanguage(statements: Statement[]): Finding {
  const rule = "No duty language or weak openers (“responsible for”, “helped with”)";
  const source = cite("LI1");
  if (!statements.length) return noStatements("C4", rule, source, "practitioner");
  const hits = statements.map((s) => ({ s, w: weakPhrase(s.text) })).filter((x) => x.w);
  const share = hits.length / statements.length;
  const points = hits.length === 0 ? 1 : share <= 0.1 ? 0.6 : share <= 0.25 ? 0.3 : 0;
  const labels = [...new Set(hits.map((h) => `“${h.w!.label}”`))];
  return finding({
    id: "C4",
    rule,
    points: WEIGHTS.C4 * points,
    max: WEIGHTS.C4,
    status: hits.length === 0 ? "pass" : share <= 0.25 ? "warn" : "fail",
    detail: hits.length ? `${plural(hits.length, "bullet")} of ${statements.length} ${verb(hits.length, "uses", "use")} ${listing(labels)}.` : "No duty language found.",
    lines: hits.slice(0, MAX_QUOTES).map((h) => h.s.text),
    source,
    evidence: "practitioner",
    ...(hits.length
      ? {
          advice: `${plural(hits.length, "bullet")} ${hits.length === 1 ? "describes" : "describe"} duties rather than what you did (${listing(labels)}), e.g. ${quote(hits[0]!.s.text, 70)}: lead with the action and its result (see the rewrites).`,
        }
      : statements.length >= 3
        ? { praise: "No duty language: your bullets say what you did, not what you were responsible for." }
        : {}),
  });
}


export function bulletLength(statements: Statement[]): Finding {
  const rule = "Bullets of at most 30 words";
  const source = cite("ET18");
  if (!statements.length) return noStatements("C8", rule, source, "practitioner");
  const long = statements.filter((s) => wordsOf(s.text).length > 30);
  const share = long.length / statements.length;
  return finding({
    id: "C8",
    rule,
    points: long.length === 0 ? WEIGHTS.C8 : share <= 0.2 ? WEIGHTS.C8 / 2 : 0,
    max: WEIGHTS.C8,
    status: long.length === 0 ? "pass" : "warn",
    detail: long.length ? `${plural(long.length, "bullet")} of ${statements.length} ${verb(long.length, "runs", "run")} over 30 words (longest: ${Math.max(...long.map((s) => wordsOf(s.text).length))}).` : "Every bullet is 30 words or fewer.",
    lines: long.slice(0, MAX_QUOTES).map((s) => s.text),
    source,
    evidence: "practitioner",
    format: long.length > 0,
    ...(long.length
      ? { advice: `Split or trim ${plural(long.length, "long bullet")} (over 30 words, about two printed lines), e.g. ${quote(long[0]!.text, 60)}: one action and one result per bullet.` }
      : {}),
  });
}

const FIRST_PERSON = /(?:^|[^\p{L}])(?:I(?=\s+[a-z’'])|[Mm]y|me|myself)(?![\p{L}])/u;

export function firstPerson(statements: Statement[]): Finding {
  const rule = "No first-person pronouns in experience bullets";
  const source = cite("WG1");
  if (!statements.length) return noStatements("C6", rule, source, "practitioner");
  const hits = statements.filter((s) => FIRST_PERSON.test(s.text));
  return finding({
    id: "C6",
    rule,
    points: hits.length === 0 ? WEIGHTS.C6 : hits.length <= 2 ? 1 : 0,
    max: WEIGHTS.C6,
    status: hits.length ? "warn" : "pass",
    detail: hits.length ? `${plural(hits.length, "bullet")} ${verb(hits.length, "uses", "use")} “I”, “me” or “my” (a convention, not a measured effect).` : "No “I”, “me” or “my” in the bullets.",
    lines: hits.slice(0, MAX_QUOTES).map((s) => s.text),
    source,
    evidence: "practitioner",
    ...(hits.length ? { advice: `Drop “I”/“my” from ${plural(hits.length, "bullet")}, e.g. ${quote(hits[0]!.text, 60)}: resume bullets start with the verb.` } : {}),
  });
}

const BE = /\b(?:am|is|are|was|were|been|being|be)\s+(?:(?:\p{L}+ly)\s+)?(\p{L}+)\b/giu;
/** Participles that are adjectives or honours here: "is based in", "was promoted". */
const NOT_PASSIVE = new Set([
  "based", "located", "used", "interested", "involved", "dedicated", "motivated", "committed", "focused", "qualified",
  "certified", "licensed", "married", "born", "excited", "pleased", "engaged", "supposed", "exposed", "tasked", "experienced",
  "skilled", "detailed", "talented", "promoted", "awarded", "selected", "chosen", "recognized", "recognised", "named",
  "invited", "nominated", "elected", "appointed", "hired", "honored", "honoured", "featured", "accepted", "granted",
  "admitted", "ranked", "rated", "required", "needed", "expected", "registered", "enrolled", "attached", "aligned",
  "red", "bed", "need", "feed", "seed", "speed", "united",
]);

/** The passive clause of a statement ("was prepared"), if it has one (write-good's be + participle heuristic). */
export function passiveClause(text: string): string | null {
  for (const m of allMatches(BE, text)) {
    const word = m[1]!.toLowerCase();
    if (NOT_PASSIVE.has(word)) continue;
    if (isParticiple(word)) return m[0];
  }
  return null;
}

export function passiveVoice(statements: Statement[]): Finding {
  const rule = "Active voice (passive in at most 10% of bullets)";
  const source = cite("WG1");
  if (!statements.length) return noStatements("C7", rule, source, "practitioner");
  const hits = statements.filter((s) => passiveClause(s.text));
  const share = hits.length / statements.length;
  return finding({
    id: "C7",
    rule,
    points: share <= 0.1 ? WEIGHTS.C7 : share <= 0.25 ? 1 : 0,
    max: WEIGHTS.C7,
    status: share <= 0.1 ? "pass" : "warn",
    detail: hits.length ? `${plural(hits.length, "bullet")} of ${statements.length} (${pct(share)}) ${verb(hits.length, "uses", "use")} the passive voice.` : "No passive voice found.",
    lines: hits.slice(0, MAX_QUOTES).map((s) => s.text),
    source,
    evidence: "practitioner",
    ...(share > 0.1 ? { advice: `Rewrite passive bullets so you are the one acting, e.g. ${quote(hits[0]!.text, 60)}.` } : {}),
  });
}


export function cliches(doc: Doc): Finding {
  const rule = "Few clichés and buzzwords (penalised above 3 distinct)";
  const source = cite("LI1", "RD1", "SV4");
  const found = new Map<string, string>();
  // Self-descriptions count where people describe themselves (summary and the top of the page); unambiguous
  // clichés count anywhere but in a skills list, and never as the verb that opens a bullet ("Motivated a team").
  for (const l of doc.lines) {
    if (l.section === "skills" || l.section === "references" || l.section === "publications") continue;
    if (!ANY_CLICHE.test(l.text)) continue;
    const selfDescription = l.section === "summary" || l.section === "contact" || l.section === null;
    for (const c of CLICHES) {
      if (found.has(c.term) || (c.ambiguous && !selfDescription)) continue;
      const m = c.re.exec(l.text);
      if (!m) continue;
      if (m.index === 0 && openingVerb(l.text)) continue;
      // "data-driven", "driven by": not the cliché.
      if (c.term === "driven" && /\bdriven\s+by\b/i.test(l.text)) continue;
      found.set(c.term, l.text);
    }
  }
  const n = found.size;
  const terms = [...found.keys()];
  return finding({
    id: "C5",
    rule,
    points: n <= 3 ? WEIGHTS.C5 : n <= 5 ? WEIGHTS.C5 / 2 : 0,
    max: WEIGHTS.C5,
    status: n <= 3 ? (n ? "info" : "pass") : "warn",
    detail: n ? `${plural(n, "overused phrase")}: ${listing(terms.map((t) => `“${t}”`), 8)}.` : "No overused buzzwords found.",
    lines: [...new Set(found.values())].slice(0, MAX_QUOTES),
    source,
    evidence: "practitioner",
    ...(n > 3
      ? { advice: `Replace self-descriptions such as ${listing(terms.slice(0, 4).map((t) => `“${t}”`))} with evidence: the result that shows it. Recruiters see these words on most resumes.` }
      : {}),
  });
}

// ---------------------------------------------------------------------------------------------- placeholders

const STRONG_PLACEHOLDERS: RegExp[] = [
  /\blorem ipsum\b/i,
  /\b(?:company|client|employer|job title|job description|position title|school|university) \d\b/i,
  /\b(?:19|20)XX\b/,
  /(?<![\p{L}])x{3,}(?![\p{L}])/iu,
  /\byour (?:name|position|tagline|university|discipline|company|title|email|phone|address)\b/i,
  /\b(?:first ?name|last ?name) (?:last ?name|here)\b|\bfirst last\b|\bname here\b/i,
  /\bany ?(?:company|town|city|street)\b|\bcompany name\b|\baddress line \d\b/i,
  /\[(?:company|employer|job title|title|name|city|state|date|dates|university|school|degree|phone|email|address)[^\]]{0,20}\]/i,
];
const WEAK_PLACEHOLDERS: RegExp[] = [
  /\b(?:john|jane) doe\b/i,
  /@example\.(?:com|org|net)\b/i,
];

export function placeholderRule(doc: Doc): Finding {
  const max = WEIGHTS.P21;
  const strong = new Map<string, string>();
  const weak = new Map<string, string>();
  // Keyed by the text as written ("Company 1", "20XX"); the phone placeholder is the contact check's (P15).
  for (const l of doc.lines) {
    for (const re of STRONG_PLACEHOLDERS) {
      const m = re.exec(l.text);
      if (m && !strong.has(`“${m[0]}”`)) strong.set(`“${m[0]}”`, l.text);
    }
    for (const re of WEAK_PLACEHOLDERS) {
      const m = re.exec(l.text);
      if (m && !weak.has(`“${m[0]}”`)) weak.set(`“${m[0]}”`, l.text);
    }
  }
  const found = strong.size ? strong : weak;
  const labels = [...found.keys()];
  return finding({
    id: "P21",
    rule: "No placeholder or sample data",
    points: strong.size ? 0 : weak.size ? max / 2 : max,
    max,
    status: strong.size ? "fail" : weak.size ? "warn" : "pass",
    detail: found.size ? `Template text left in: ${listing(labels, 5)}${strong.size ? "" : " (fine if it really is yours)"}.` : "No template or placeholder text found.",
    lines: [...new Set(found.values())],
    source: cite("GH1"),
    evidence: "vendor doc",
    ...(found.size ? { advice: `Replace the template text left in (${listing(labels, 5)}) with your own details: parsers do not recognise sample data, and recruiters notice it.` } : {}),
  });
}
