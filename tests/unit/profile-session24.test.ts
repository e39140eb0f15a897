// Cases from the session of 2026-11-28 (the twenty-fourth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const skills = (p: ReturnType<typeof read>) => p.skills.map((s) => s.name);

describe("a label that ends its line (review 56)", () => {
  it("'Job Related Training:' over 'CISSP (ISC2), 2016; …' gives CISSP, not 'Training: CISSP'", () => {
    const p = read("Marcus Banks\nmarcus@example.com\n\nWork Experience:\nIT Specialist    09/2015 - 04/2020\nAdministered servers.\n\nJob Related Training:\nCISSP (ISC2), 2016; CompTIA Security+ CE, 2010\n");
    expect(skills(p)).toContain("CISSP");
    expect(skills(p).filter((s) => /training/i.test(s))).toEqual([]);
  });

  it("guards: a whole label over its work ('B. Access management:') stays a skill", () => {
    const p = read("Ann Roe\nann@example.com\n\nExperience\nSecurity Analyst, Globex    2019 - 2024\nMy roles in the project:\nA. Identity management:\nOnboarding users to the identity platform.\nB. Access management:\nProvisioning and de-provisioning access for users.\n");
    expect(skills(p)).toEqual(expect.arrayContaining(["Identity management", "Access management"]));
  });
});
