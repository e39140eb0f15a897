// Cases from the session of 2026-11-29 (the twenty-ninth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });

describe("certifications", () => {
  const cv = (line: string) => `Ana Diaz\nana@example.com\n\nExperience\nCharge Nurse, Mercy Clinic\t2017 – Present\n\nCertifications\n${line}\n`;

  it("'BLS, ACLS, PALS' and 'CPR & First Aid' are one certificate each", () => {
    expect(read(cv("BLS, ACLS, PALS")).certifications).toEqual(["BLS", "ACLS", "PALS"]);
    expect(read(cv("CPR & First Aid")).certifications).toEqual(["CPR", "First Aid"]);
  });

  it("guards: a credential with its state or issuer after a comma stays one", () => {
    expect(read(cv("Registered Nurse, Texas")).certifications).toEqual(["Registered Nurse, Texas"]);
    expect(read(cv("Children and Adults")).certifications).toEqual(["Children and Adults"]);
  });
});
