import type { Education } from "~/lib/schemas/profile";
import { type DateScan, pointToMonth } from "./dates";
import { entryHeader, fragments, isLocation, lineAt, URLISH } from "./entries";
import type { ViewSection } from "./sections";
import type { TextView } from "./text";

const DEGREE =
  /\b(?:bachelor|master|doctor|doctorate|diploma|degree|associate of|associate in|high school|higher secondary|senior secondary|secondary school|matriculation|ph\.?\s?d|mba|m\.?b\.?a|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|bca|mca|bba|b\.?\s?ed|m\.?\s?ed|b\.?\s?pharm|mbbs|hsc|ssc|sslc|a[- ]levels?|gcse|postgraduate|post graduate|undergraduate|graduate certificate|certificate)\b|\b(?:BE|B\.E|ME|M\.E|BS|B\.S|MS|M\.S|BA|B\.A|MA|M\.A|MSc|BSc|MEng|BEng|MPhil|JD|MD|LLB|LLM|PGDM|PGDBA)\b\.?/i;
const SHORT_DEGREE = /^(?:BE|ME|BS|MS|BA|MA|MD|JD)$/;
const INSTITUTION = /\b(?:universit(?:y|ies|é|ä|at|ad|à)|college|institute|institution|school|academy|polytechnic|iit|nit|iiit|iim|école|ecole|hochschule|lycée|conservatory|seminary)\b/i;

const DATE_WORDS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|\b(?:19|20)\d\d\b|\b(?:expected|anticipated|graduat(?:ed|ion|ing)|present|current|since|until|class of|gpa|cgpa)\b\.?:?|\bexp\.|[\d.\/%]+/gi;

function isDegree(s: string) {
  if (SHORT_DEGREE.test(s.trim())) return true;
  const m = DEGREE.exec(s);
  if (!m) return false;
  // "BS", "MS", "BA" must be capitals to be degrees.
  return !/^(?:be|me|bs|ms|ba|ma|md|jd)\.?$/i.test(m[0]) || m[0] === m[0].toUpperCase();
}

function pieces(texts: { text: string }[]) {
  const out: string[] = [];
  for (const t of texts) {
    for (const f of fragments(t.text)) {
      // "Princeton University, Computer Science" / "B.S. in EE, Xidian University"
      const parts = f.split(/,\s+/);
      let cut = -1;
      for (let k = 1; k < parts.length && cut < 0; k++) {
        const left = parts.slice(0, k).join(", ");
        const right = parts.slice(k).join(", ");
        if ((INSTITUTION.test(left) && !INSTITUTION.test(right) && !isLocation(right)) || (isDegree(left) !== isDegree(right) && !isLocation(right))) cut = k;
      }
      if (cut > 0) out.push(parts.slice(0, cut).join(", "), parts.slice(cut).join(", "));
      else out.push(f);
    }
  }
  return out
    .map((p) => p.replace(/\s*\(\s*$/, "").trim())
    .filter((p) => p && !URLISH.test(p) && !isLocation(p) && /[A-Za-z]{3}/.test(p.replace(DATE_WORDS, "")));
}

/** Education entries: one per date in an education section, or per degree line when there are no dates. */
export function extractEducation(view: TextView, sections: ViewSection[], scan: DateScan): (Omit<Education, "textStart" | "textEnd"> & { start_: number; end_: number })[] {
  const out: (Omit<Education, "textStart" | "textEnd"> & { start_: number; end_: number })[] = [];
  const lines = view.lines;
  for (const section of sections) {
    if (section.kind !== "education") continue;
    const inside = (o: number) => o >= section.headingEnd && o < section.end;
    const anchors = [
      ...scan.ranges.filter((r) => inside(r.start)).map((r) => ({ start: r.start, end: r.end, from: pointToMonth(r.from, false), to: r.current ? null : pointToMonth(r.to ?? r.from, true) })),
      ...scan.lone.filter((l) => inside(l.start)).map((l) => ({ start: l.start, end: l.end, from: null as string | null, to: pointToMonth(l.point, true) as string | null })),
    ].sort((a, b) => a.start - b.start);
    const headingLine = lineAt(lines, Math.max(section.start, section.headingEnd - 1));
    const lastLine = lineAt(lines, section.end - 1);
    if (anchors.length) {
      const anchorLines = anchors.map((a) => lineAt(lines, a.start));
      for (let k = 0; k < anchors.length; k++) {
        const a = anchors[k]!;
        // Two dates on one line ("Sept 2018 – May 2023" read as one, or "2014 ... GPA 2015") are one entry.
        if (k > 0 && anchorLines[k] === anchorLines[k - 1]) continue;
        const stopBefore = Math.max(section.heading ? headingLine : -1, k > 0 ? anchorLines[k - 1]! : -1);
        const stopAfter = anchorLines[k + 1] ?? lastLine + 1;
        let header = entryHeader(view, a, stopBefore, stopAfter, 2, 0);
        let ps = pieces(header.fragments);
        if (!ps.some(isDegree) || !ps.some((p) => INSTITUTION.test(p))) {
          const below = entryHeader(view, a, stopBefore, stopAfter, 2, 2);
          const more = pieces(below.fragments);
          if (more.filter((p) => isDegree(p) || INSTITUTION.test(p)).length > ps.filter((p) => isDegree(p) || INSTITUTION.test(p)).length) {
            header = below;
            ps = more;
          }
        }
        const degree = ps.find((p) => isDegree(p) && !INSTITUTION.test(p)) ?? ps.find(isDegree) ?? "";
        const institution = ps.find((p) => p !== degree && INSTITUTION.test(p)) ?? ps.find((p) => p !== degree) ?? "";
        if (!degree && !institution) continue;
        const first = Math.min(anchorLines[k]!, ...header.lines);
        const last = Math.max(anchorLines[k]!, ...header.lines);
        out.push({ degree, institution, start: a.from, end: a.to, start_: lines[first]!.start, end_: lines[last]!.end });
      }
    } else {
      // No dates: one entry per degree line, with the school on the same or a neighbouring line.
      for (let i = headingLine + 1; i <= lastLine; i++) {
        const l = lines[i]!;
        if (l.start < section.headingEnd || !isDegree(l.text) || l.text.length > 160) continue;
        const ps = pieces([{ text: l.text }]);
        const degree = ps.find(isDegree) ?? l.text;
        let institution = ps.find((p) => p !== degree && INSTITUTION.test(p)) ?? "";
        for (const j of [i + 1, i - 1]) {
          if (institution || j <= headingLine || j > lastLine) continue;
          if (INSTITUTION.test(lines[j]!.text) && lines[j]!.text.length < 120) institution = pieces([{ text: lines[j]!.text }]).find((p) => INSTITUTION.test(p)) ?? "";
        }
        out.push({ degree, institution, start: null, end: null, start_: l.start, end_: l.end });
      }
    }
  }
  return out.slice(0, 12);
}

/** Certifications: the items of certification sections (one per bullet or short line), without their dates. */
export function extractCertifications(view: TextView, sections: ViewSection[]): string[] {
  const out: string[] = [];
  for (const section of sections) {
    if (section.kind !== "certifications") continue;
    for (const l of view.lines) {
      if (l.end <= section.headingEnd || l.start >= section.end) continue;
      const from = Math.max(l.contentStart, section.headingEnd);
      let t = view.text
        .slice(from, l.end)
        .replace(/\(?\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s*)?(?:19|20)\d\d\b\)?/gi, "")
        .replace(/^[\s,;:–—|-]+|[\s,;:–—|-]+$/g, "")
        .replace(/\s{2,}/g, " ")
        .trim();
      if (t.length < 3 || t.length > 140 || !/[A-Za-z]{3}/.test(t)) continue;
      if (/^(?:issued|credential|expires?|id|license number)\b/i.test(t)) continue;
      t = t.replace(/\.$/, "");
      if (!out.includes(t)) out.push(t);
      if (out.length >= 20) return out;
    }
  }
  return out;
}
