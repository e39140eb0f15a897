// @ts-check
// A résumé in the JSON Resume format (jsonresume.org, schema v1) saved as a .txt file: read as the résumé it describes,
// its fields written out as a plain-text résumé would have them (review 40's F11).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2020-01-15" as "Jan 2020", "2020" as it is, nothing as "". */
function date(/** @type {unknown} */ value) {
  if (typeof value !== "string") return "";
  const m = /^(\d{4})(?:-(\d{2}))?/u.exec(value.trim());
  if (!m) return value.trim();
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : (m[1] ?? "");
}

const str = (/** @type {unknown} */ v) => (typeof v === "string" ? v.trim() : "");
const list = (/** @type {unknown} */ v) => (Array.isArray(v) ? v : []);
const obj = (/** @type {unknown} */ v) => /** @type {Record<string, unknown>} */ (v && typeof v === "object" && !Array.isArray(v) ? v : {});

/**
 * The text of a JSON Resume document, or null when the text is not one (not JSON, or without "basics" or "work").
 * @param {string} text
 * @returns {string | null}
 */
export function jsonResumeText(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") || !/"(?:basics|work)"\s*:/u.test(trimmed.slice(0, 4000))) return null;
  let doc;
  try {
    doc = obj(JSON.parse(trimmed));
  } catch {
    return null;
  }
  if (!("basics" in doc) && !("work" in doc)) return null;
  const basics = obj(doc.basics);
  const location = obj(basics.location);
  const lines = [str(basics.name), str(basics.label)];
  const place = [str(location.city), str(location.region), str(location.countryCode)].filter(Boolean).join(", ");
  const profiles = list(basics.profiles).map((p) => str(obj(p).url) || [str(obj(p).network), str(obj(p).username)].filter(Boolean).join(": "));
  lines.push([str(basics.email), str(basics.phone), str(basics.url), ...profiles, place].filter(Boolean).join(" | "));
  const section = (/** @type {string} */ heading, /** @type {string[]} */ body) => {
    if (body.some((l) => l.trim())) lines.push("", heading, ...body);
  };
  const range = (/** @type {Record<string, unknown>} */ e) => {
    const start = date(e.startDate);
    return start ? `${start} – ${date(e.endDate) || "Present"}` : date(e.endDate);
  };
  const entries = (/** @type {unknown} */ items, /** @type {(e: Record<string, unknown>) => string[]} */ head) =>
    list(items).flatMap((item) => {
      const e = obj(item);
      return [...head(e), range(e), str(e.summary) || str(e.description), ...list(e.highlights).map((h) => `• ${str(h)}`), ""].filter((l, i, all) => l || i === all.length - 1);
    });
  section("SUMMARY", [str(basics.summary)]);
  section("EXPERIENCE", entries(doc.work, (e) => [str(e.position), [str(e.name) || str(e.company), str(e.location)].filter(Boolean).join(", ")]));
  section("VOLUNTEER EXPERIENCE", entries(doc.volunteer, (e) => [str(e.position), str(e.organization)]));
  section("EDUCATION", entries(doc.education, (e) => [[[str(e.studyType), str(e.area)].filter(Boolean).join(" in "), str(e.institution)].filter(Boolean).join(", ")]));
  section("PROJECTS", entries(doc.projects, (e) => [str(e.name)]));
  section("CERTIFICATIONS", list(doc.certificates).map((c) => [str(obj(c).name), str(obj(c).issuer), date(obj(c).date)].filter(Boolean).join(", ")));
  section("AWARDS", list(doc.awards).map((a) => [str(obj(a).title), str(obj(a).awarder), date(obj(a).date)].filter(Boolean).join(", ")));
  section("PUBLICATIONS", list(doc.publications).map((p) => [str(obj(p).name), str(obj(p).publisher), date(obj(p).releaseDate)].filter(Boolean).join(", ")));
  section("SKILLS", list(doc.skills).map((s) => {
    const keywords = list(obj(s).keywords).map(str).filter(Boolean).join(", ");
    return [str(obj(s).name), keywords].filter(Boolean).join(": ");
  }));
  section("LANGUAGES", list(doc.languages).map((l) => [str(obj(l).language), str(obj(l).fluency)].filter(Boolean).join(" – ")));
  section("INTERESTS", list(doc.interests).map((i) => [str(obj(i).name), list(obj(i).keywords).map(str).join(", ")].filter(Boolean).join(": ")));
  return lines.join("\n").replace(/\n{3,}/gu, "\n\n").trim();
}
