// Cases from the fourteenth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });

describe("years left open by a dash outside the work sections (review 32's F1)", () => {
  const text = (heading: string) =>
    `Dana Lee\ndana.lee@example.com | (555) 201-3344 | Austin, TX\n\nWork Experience\nSoftware Engineer\tJan. 2015 - Dec. 2019\nAcme Corp\tAustin, TX\n- Built Python services on AWS.\n\nHonors & Awards\n2019\tFinalist, ACM ICPC Regional\tAustin, TX\n\n${heading}\n2018 -\tOrganizer of Austin Python User Group, PSF\n2020 -\tAWS Community Builder, Amazon Web Services (AWS)\n\nEducation\nB.S. Computer Science, University of Texas\t2009 - 2013\n`;

  it("a user group's organizer 'since 2018' under Community or Honors & Awards adds no work up to today", () => {
    for (const heading of ["Community", ""]) {
      const p = read(text(heading));
      expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2015-01", "2019-12"]]);
    }
  });

  it("guards: the same open year under Work Experience is a current job", () => {
    const p = read("Dana Lee\ndana@example.com\n\nWork Experience\n2018 -\tOrganizer, Austin Python User Group\n- Ran monthly meetups\n");
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2018-07", "2026-11"]]);
  });
});

describe("a title-case heading right after a list's last item (review 32's F4, a .doc)", () => {
  const text = (heading: string) =>
    `Gerald Whitfield\ngw@example.com\n\nProfessional Experience\nTool and Die Maker\nDayton Progress Corporation, Dayton, OH | June 1999 – Present\n•  Build and repair progressive stamping dies\n\nEducation\n1989\nAssociate of Applied Science, Sinclair Community College\n\nCertifications\n•  Journeyman Tool and Die Maker – U.S. Department of Labor, 1990\n•  NIMS Machining Level I, 2004\n${heading}\nMazak Variaxis 5-axis, Sodick AQ wire EDM, Haas VF-2, Bridgeport mills, Mastercam, G-code, GD&T\n`;

  it("'Equipment' under the certificates' bullets opens a skills section: the machines are skills, not certificates", () => {
    const p = read(text("Equipment"));
    expect(p.sections.map((s) => s.heading)).toContain("Equipment");
    expect(p.certifications).toEqual(["Journeyman Tool and Die Maker – U.S. Department of Labor", "NIMS Machining Level I"]);
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Mastercam", "G-code"]));
  });

  it("guards: a line after the list that is no known heading stays content", () => {
    const p = read(text("Dayton Ohio"));
    expect(p.sections.map((s) => s.heading)).not.toContain("Dayton Ohio");
  });
});
