// Cases from the session of 2026-11-29 (the thirty-first). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (text: string) => read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));

describe("labelled blocks under an unlabelled employer (review 89)", () => {
  const text = [
    "Chidinma Okonkwo",
    "chidinma@example.com",
    "",
    "WORK EXPERIENCE",
    "1. Dangote Cement Plc, Ikoyi, Lagos",
    "   Position: Senior Accountant",
    "   Date: March 2021 till date",
    "   Duties:",
    "   - Preparation of monthly management accounts.",
    "",
    "2. SIAO Partners (Chartered Accountants), Ikeja, Lagos",
    "   Position: Audit Associate",
    "   Date: November 2016 - February 2021",
    "   Duties:",
    "   - Statutory audit of manufacturing clients.",
    "",
    "3. National Youth Service Corps (NYSC)",
    "   Place of Primary Assignment: Federal Inland Revenue Service, Enugu",
    "   Position: Corps Member (Tax Officer)",
    "   Date: October 2015 - September 2016",
  ].join("\n");

  it("'2. SIAO Partners …, Ikeja, Lagos' / 'Position: …' / 'Date: …': the numbered line is the employer, its district and town the place", () => {
    expect(jobs(text)).toEqual([
      "Senior Accountant | Dangote Cement Plc | Ikoyi, Lagos",
      "Audit Associate | SIAO Partners (Chartered Accountants) | Ikeja, Lagos",
      "Corps Member (Tax Officer) | Federal Inland Revenue Service | Enugu",
    ]);
  });
});
