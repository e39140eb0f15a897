import { describe, expect, it } from "vitest";
import { parseStructure } from "~/.server/analysis/profile/structure";

const asOf = "2026-11-25";
const certs = (text: string) => parseStructure(text, { asOf }).certifications;

// The lines come from the review's résumés (/tmp/review, findings F14 and F15), as the text extractors give them.
describe("certifications written several to a line", () => {
  it("splits a line at ' · ' and drops each item's date, a season and a 'renewed' remark included", () => {
    const line = "Chemical Immobilization of Wildlife (Global Wildlife Resources), 2023 · FAA Part 107 Remote Pilot, 2021 · Wilderness First Responder, renewed Spring 2024 · NWCG Wildland Firefighter Type 2 (FFT2), 2019";
    expect(certs(`Tyler Brooks\ntb@gmail.com\n\nCERTIFICATIONS\n\n${line}\n\nSKILLS\n\nR · ArcGIS Pro`)).toEqual([
      "Chemical Immobilization of Wildlife (Global Wildlife Resources)",
      "FAA Part 107 Remote Pilot",
      "Wilderness First Responder",
      "NWCG Wildland Firefighter Type 2 (FFT2)",
    ]);
    expect(certs("Tyler Brooks\n\nCERTIFICATIONS\nWilderness First Responder, renewed Spring 2024\n")).toEqual(["Wilderness First Responder"]);
  });

  it("splits at a semicolon, not inside brackets", () => {
    expect(certs("Additional information\n\nCertificates\nAPICS CPIM – Certified in Planning and Inventory Management (2020); Lean Six Sigma Green Belt (2017)\n")).toEqual([
      "APICS CPIM – Certified in Planning and Inventory Management",
      "Lean Six Sigma Green Belt",
    ]);
    expect(certs("CERTIFICATIONS\nCisco CCNP (Enterprise; Security), 2022\n")).toEqual(["Cisco CCNP (Enterprise; Security)"]);
  });

  it("drops a month.year date whole", () => {
    expect(certs("Skills\nGo, Kotlin\n\nCertificates\nCertified Kubernetes Application Developer (CKAD), 11.2020\nAWS Certified Solutions Architect – Associate, 06.2023\n")).toEqual([
      "Certified Kubernetes Application Developer (CKAD)",
      "AWS Certified Solutions Architect – Associate",
    ]);
  });

  it("splits two certifications a PDF line joined after the first one's year", () => {
    expect(
      certs("Certifications\nCertified Associate in Project Management (CAPM), Project Management Institute, 2022 Google Project Management Professional Certificate, Coursera, 2021\n\nEducation\n"),
    ).toEqual(["Certified Associate in Project Management (CAPM), Project Management Institute", "Google Project Management Professional Certificate, Coursera"]);
  });

  it("stops at a heading it does not know and does not read the talks under it", () => {
    const text = [
      "CERTIFICATIONS AND AFFILIATIONS",
      "Fellow, American College of Healthcare Executives (FACHE) · NACD Directorship Certified · Lean Six Sigma Black Belt (2009)",
      "",
      "SELECTED SPEAKING",
      "“Running a merger while running hospitals,” AHA Leadership Summit, 2022 · “Labor productivity without burnout,” HFMA Annual Conference, 2019",
    ].join("\n");
    expect(certs(text)).toEqual(["Fellow, American College of Healthcare Executives (FACHE)", "NACD Directorship Certified", "Lean Six Sigma Black Belt"]);
  });
});
