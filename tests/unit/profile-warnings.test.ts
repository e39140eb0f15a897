// The parsed profile's warnings: what the parser could not find, each pointing at its place when it has one.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { GOOD } from "../support/resumes";

const RESUME = GOOD;

const codes = (text: string, columns = 1) => parseProfile(text, { asOf: "2025-06-01", columns }).warnings.map((w) => w.code);

describe("profile warnings", () => {
  it("are empty for a résumé with everything in place", () => {
    expect(parseProfile(RESUME, { asOf: "2025-06-01" }).warnings).toEqual([]);
  });

  it("say when the name, e-mail or phone is missing", () => {
    expect(codes(RESUME.replace("jordan.lee@mail.com | ", ""))).toEqual(["no-email"]);
    expect(codes(RESUME.replace("+1 617 555 0143 | ", ""))).toEqual(["no-phone"]);
  });

  it("say which sections are missing", () => {
    expect(codes(RESUME.replace(/\nSkills\n.*\n$/, "\n"))).toEqual(["no-skills-section"]);
    expect(codes(RESUME.replace(/\nEducation\n.*\n/, "\n"))).toEqual(["no-education-section"]);
    expect(codes(RESUME.replace("\nExperience\n", "\n"))).toContain("no-experience-section");
  });

  it("point at a position with no dates", () => {
    const text = RESUME.replace("\nEducation\n", "\nResearch Assistant, Boston University\n• Graded 120 exams for the algorithms course.\n• Ran two weekly lab sessions.\n\nEducation\n");
    const profile = parseProfile(text, { asOf: "2025-06-01" });
    // The undated role's bullets are its own, not the role above it.
    expect(profile.positions[1]!.bullets).toHaveLength(3);
    expect(text.slice(profile.positions[1]!.textStart, profile.positions[1]!.textEnd)).not.toContain("Research Assistant");
    const warnings = profile.warnings;
    expect(warnings.map((w) => w.code)).toEqual(["position-without-dates"]);
    const w = warnings[0]!;
    expect(w.message).toBe("No dates on this position: “Research Assistant, Boston University”. Add start and end months (“Jan 2020 – Present”) so that its experience counts.");
    expect(text.slice(w.start, w.end)).toBe("Research Assistant, Boston University");
  });

  it("say how numeric dates that read both ways were read", () => {
    const text = RESUME.replace("Mar 2021 – Present", "04-09-2021 – Present").replace("Jun 2018 – Feb 2021", "01-06-2018 – 03-09-2021");
    const w = parseProfile(text, { asOf: "2025-06-01" }).warnings;
    expect(w.map((x) => x.code)).toEqual(["dates-ambiguous"]);
    // Nothing says the résumé is North American: day first, as most of the world writes.
    expect(w[0]!.message).toBe("Dates such as “04-09-2021” can be read day first or month first; they were read day first (September 2021). Write months as words (“Sep 2003”) so that no reader has to guess.");
    expect(text.slice(w[0]!.start, w[0]!.end)).toBe("04-09-2021");
    expect(parseProfile(text.replace("Boston, MA", "Boston, MA 02115"), { asOf: "2025-06-01" }).warnings[0]!.message).toContain("read month first (April 2021)");
    // A date with a day above 12 settles the order: nothing to warn about.
    expect(codes(text.replace("01-06-2018", "21-06-2018"))).toEqual([]);
  });

  it("say when the text is short or laid out in columns", () => {
    expect(codes("Jordan Lee\njordan.lee@mail.com\n+1 617 555 0143\n\nExperience\nEngineer, Harbor Payments, 2021 – Present\n\nEducation\nBSc, 2018\n\nSkills\nPython\n")).toEqual(["short-text"]);
    expect(codes(RESUME, 2)).toEqual(["two-columns"]);
  });
});
