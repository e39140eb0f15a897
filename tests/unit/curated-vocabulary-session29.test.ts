// Curated vocabulary of the session of 2026-11-29 (the twenty-ninth): skills that reviews 81-84 (students, creative
// work, senior and legal résumés, returners) found missing. Each "it" failed before the additions unless it says it
// guards. The aliases tested here are curated ones the labelled résumés never showed, so they are read wherever they
// occur, whatever the retrained tagger marks.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });
const names = (text: string) => read(text).skills.map((s) => s.name);
const cv = (heading: string, lines: string[]) => `Jane Doe\njane@example.com\n\n${heading}\n${lines.join("\n")}\n`;
const job = (lines: string[]) => cv("Experience", ["Associate, Acme Ltd, London, 2019 - 2025", ...lines.map((l) => `- ${l}`)]);

describe("students: tools and methods in a bullet's sentence", () => {
  const s = names(
    job([
      "Built a cross-platform mobile app in Flutter for 3,000 users.",
      "Wrote JUnit tests for the claims module and unit tests with pytest.",
      "Debugged signal timing with oscilloscopes and a spectrum analyzer; led PCB bring-up of two boards.",
      "Led PCB design of a motor driver in KiCad.",
      "Built pivot tables and XLOOKUP formulas for the month-end pack.",
      "Recorded 12-lead ECGs and monitored telemetry on a cardiac floor.",
      "Built DCF models and a discounted cash flow valuation of three retailers.",
      "Ran campaigns in Meta Ads Manager with a budget of $5,000.",
      "Used DIBELS 8 data to group readers.",
      "Ran finite element analysis on six bracket designs.",
    ]),
  );

  it("software, electronics, spreadsheets, finance, marketing and school tools", () => {
    expect(s).toEqual(
      expect.arrayContaining(["Flutter", "JUnit", "pytest", "Oscilloscopes", "Spectrum analyzers", "PCB bring-up", "PCB design", "Pivot tables", "XLOOKUP", "Electrocardiography", "DCF", "Meta Ads Manager", "DIBELS", "FEA"]),
    );
  });

  it("a lab-equipment row of a skills list, and a product's whole name at the end of a dotted list", () => {
    expect(names(cv("SKILLS", ["Lab: oscilloscopes, spectrum analyzers, soldering (SMD rework), PCB bring-up"]))).toEqual(
      expect.arrayContaining(["Oscilloscopes", "Spectrum analyzers", "PCB bring-up"]),
    );
    const film = names(cv("SKILLS", ["Documentary development · Field production · Adobe Premiere Pro · Movie Magic Budgeting"]));
    expect(film).toContain("Movie Magic Budgeting");
    expect(film).not.toContain("Movie Magic");
  });
});

describe("legal practice areas", () => {
  it("in a lawyer's bullets", () => {
    const s = names(
      job([
        "Represented clients in white-collar defense matters and internal investigations.",
        "Briefed appellate litigation before the Fourth Circuit; defended False Claims Act and FCPA investigations.",
        "Won 40+ removal defense and asylum cases before the Houston Immigration Court.",
        "Drafted wills and trusts and administered probate for 40 estates.",
        "Managed residential conveyancing files; advised on commercial leasing.",
        "Provided litigation support to the trial team.",
      ]),
    );
    expect(s).toEqual(
      expect.arrayContaining(["White-collar defense", "Internal investigations", "Appellate litigation", "False Claims Act", "FCPA", "Removal defense", "Asylum", "Wills", "Probate", "Conveyancing", "Commercial leasing", "Litigation support"]),
    );
  });

  it("an immigration lawyer's list: 'asylum' and 'wills' alone are list items", () => {
    const s = names(cv("SKILLS", ["Family-based petitions; removal defense; asylum; naturalization", "wills and LPAs; probate; diary management"]));
    expect(s).toEqual(expect.arrayContaining(["Immigration law", "Removal defense", "Asylum", "Wills", "Probate"]));
  });
});

describe("finance, management, HR, teaching, engineering, care and content design", () => {
  const p = read(
    job([
      "Led the GDPR programme and IFRS and US GAAP reporting.",
      "Built the FP&A function and owned P&L management for a $40M unit.",
      "Rolled out SAFe across four release trains; coached sellers in MEDDICC.",
      "Replaced the policy platform with Guidewire PolicyCenter across 14 states.",
      "Set procurement strategy for $20M of spend; strengthened internal financial controls.",
      "Issued Records of Employment and ran Single Touch Payroll reporting.",
      "Guided applicants through USAJOBS; ran offer paperwork and background checks.",
      "Handled budget tracking and raised purchase orders.",
      "Applied Universal Design for Learning and assessment for learning in lessons.",
      "Applied design for manufacturing and Eurocodes to structural designs.",
      "Performed mechanical lift transfers on a 30-bed unit.",
      "Ran A/B testing on checkout pages; built pages with the GOV.UK Design System; led content design and UX writing.",
      "Delivered the programme under Managing Successful Programmes.",
    ]),
  );
  const s = p.skills.map((x) => x.name);

  it("reads each, under its canonical name", () => {
    expect(s).toEqual(
      expect.arrayContaining([
        "GDPR", "IFRS", "US GAAP", "FP&A", "P&L management", "SAFe", "MEDDICC", "Guidewire", "Procurement strategy", "Internal controls",
        "Records of Employment", "Single Touch Payroll", "USAJOBS", "Background checks", "Budgeting", "Purchase orders",
        "Universal Design for Learning", "Student assessment", "Design for manufacturing", "Eurocodes", "Patient transfers",
        "A/B testing", "GOV.UK Design System", "UX writing", "Managing Successful Programmes",
      ]),
    );
    // "led content design": the tagger retrained in session 31 may take the verb into the span.
    expect(s.some((n) => /(?:^|\s)content design$/i.test(n))).toBe(true);
  });

  it("tells US GAAP from GAAP and files the programme method as a credential", () => {
    expect(names(job(["Moved the group's reporting from local GAAP to US GAAP."]))).toEqual(expect.arrayContaining(["GAAP", "US GAAP"]));
    expect(p.skills.find((x) => x.name === "Managing Successful Programmes")?.category).toBe("other");
  });

  it("'plain English' as an item of a skills list", () => {
    expect(names(cv("Skills", ["Content design, UX writing, copywriting, plain English, content strategy"]))).toContain("Plain English");
  });
});

describe("creative work", () => {
  it("production software, camera crafts, house styles, writing, music and photography", () => {
    const s = names(
      job([
        "Built budgets in Movie Magic Budgeting for three features; ran paid social in TikTok Ads Manager.",
        "Operated Steadicam and pulled focus with a Preston FIZ.",
        "Copyedited books to the Chicago Manual of Style and features in AP style.",
        "Scriptwriting for TV and radio; film scoring for two documentaries.",
        "Colour grading in DaVinci Resolve; retouching and food styling for cookbooks.",
        "Tethered in Capture One with Profoto lighting; wrote IPTC metadata for the archive.",
      ]),
    );
    expect(s).toEqual(
      expect.arrayContaining(["Movie Magic Budgeting", "TikTok Ads Manager", "Steadicam", "Preston FIZ", "Chicago Manual of Style", "AP style", "Scriptwriting", "Film scoring", "Color grading", "Retouching", "Food styling", "Capture One", "Profoto", "IPTC metadata"]),
    );
  });
});

describe("guards: the everyday words among them name no skill in a sentence", () => {
  const s = names(
    job([
      "Supported asylum seekers and refugees with case management and housing referrals in Excel.",
      "Followed safe working practices and kept the site safe for visitors.",
      "Passed a background check and drug screen before starting.",
      "Forwarded customer purchase orders to the warehouse team.",
      "Explained benefit rules in plain English to clients.",
      "Worked with DCF caseworkers on family reunification plans.",
      "Monitored patients with atrial flutter on telemetry.",
      "Prepared Chicago-style deep dish pizza on the line.",
      "Read the family's wills aloud as the notary's clerk; captured one hundred photos.",
    ]),
  );

  it("asylum seekers, safe practices, a check passed, orders forwarded, plain English, DCF the agency, flutter, Chicago-style pizza", () => {
    for (const name of ["Asylum", "SAFe", "Background checks", "Purchase orders", "Plain English", "DCF", "Flutter", "Chicago Manual of Style", "Wills", "Capture One"]) {
      expect(s).not.toContain(name);
    }
  });
});
