// Cases from the thirteenth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const schools = (p: ReturnType<typeof read>) => p.education.map((e) => [e.degree, e.institution, e.start, e.end]);

describe("vocational qualifications", () => {
  it("reads a professional technician course, an NVQ, a BTEC and a City & Guilds diploma as qualifications", () => {
    const p = read(
      "Sam Hill\nsam@example.co.uk\n\nEDUCATION\n09/2008 – 07/2011\nProfessional Technician in Electronics, Escola Profissional de Setúbal, Setúbal, Portugal\n2006 – 2008\nNVQ Level 3 in Electrical Installation, Leeds City College\n2004 – 2006\nBTEC National Diploma in Engineering, Bradford College\n2003\nCity & Guilds 2365 Diploma in Electrical Installations, Bradford College\n",
    );
    expect(schools(p)).toEqual([
      ["Professional Technician in Electronics", "Escola Profissional de Setúbal", "2008-09", "2011-07"],
      ["NVQ Level 3 in Electrical Installation", "Leeds City College", "2006", "2008"],
      ["BTEC National Diploma in Engineering", "Bradford College", "2004", "2006"],
      ["City & Guilds 2365 Diploma in Electrical Installations", "Bradford College", null, "2003"],
    ]);
  });
});
