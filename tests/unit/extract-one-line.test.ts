// A plain-text résumé that lost its line breaks (review 40's lay-11): withLineBreaksRestored puts them back where the
// text marks them, and leaves every other text as it is.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { extractText } from "~/.server/resumes/extract";
import { withLineBreaksRestored } from "~/.server/resumes/extract/one-line.mjs";

const NURSE =
  "Marcus Okafor Registered Nurse marcus.okafor@mail.com | 312-555-0188 | Chicago, IL PROFESSIONAL SUMMARY Compassionate ICU nurse with six years of bedside experience in adult critical care. WORK EXPERIENCE Staff Nurse Northwestern Memorial Hospital, Chicago, IL March 2019 – Present • Care for two to three ventilated patients per shift in a 24-bed medical ICU. • Precept new graduate nurses. Registered Nurse Advocate Christ Medical Center, Oak Lawn, IL June 2016 – February 2019 • Managed telemetry patients on a 32-bed step-down unit. EDUCATION Bachelor of Science in Nursing, Loyola University Chicago, 2016 SKILLS Critical care, ventilator management, telemetry, patient education, Epic";
const DASHES =
  "Li Wei Software Engineer liwei@example.com EXPERIENCE Software Engineer Stripe, Seattle, WA 2021 - Present - Built fraud rules in Scala for the card network. - Cut false declines by 12% with a new model. Junior Developer Zillow, Seattle, WA 2019 - 2021 - Maintained listing pages in React. EDUCATION B.S. Computer Science, University of Washington, 2019 SKILLS Scala, Java, React, SQL, Kafka";

describe("a résumé on one line", () => {
  it("gets its name, headline, contact line, headings, job headers and bullets back on lines of their own", async () => {
    const bytes = new Uint8Array(readFileSync(new URL("../fixtures/text-encodings/lay-11-one-long-line.txt", import.meta.url)));
    const { text } = await extractText(bytes, "txt");
    const profile = parseProfile(text, { asOf: "2026-11-27" });
    expect(profile.contact).toMatchObject({ name: "Renée Müller", headline: "Senior Data Analyst", email: "renee.muller@example.com" });
    expect(profile.sections.map((s) => s.kind)).toEqual(["contact", "summary", "experience", "education", "skills"]);
    expect(profile.positions.map((p) => `${p.title} | ${p.company} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Senior Data Analyst | Acme Analytics | 2020-01 – Present",
      "Data Analyst | Blue River Bank | 2016-06 – 2019-12",
    ]);
    expect(text).toContain("\n• Cut report turnaround from 3 days to 4 hours with Airflow.\nData Analyst\n");
  });

  it("reads other one-line résumés the same way, with bullets written as '•' or as hyphens", () => {
    const nurse = parseProfile(withLineBreaksRestored(NURSE), { asOf: "2026-11-27" });
    expect(nurse.contact.name).toBe("Marcus Okafor");
    expect(nurse.positions.map((p) => `${p.title} | ${p.company}`)).toEqual(["Staff Nurse | Northwestern Memorial Hospital", "Registered Nurse | Advocate Christ Medical Center"]);
    const dashes = withLineBreaksRestored(DASHES);
    // The dashes of "2021 - Present" and "2019 - 2021" stay where they are.
    expect(dashes).toContain("Stripe, Seattle, WA 2021 - Present\n- Built fraud rules");
    expect(dashes).toContain("\nJunior Developer\nZillow, Seattle, WA 2019 - 2021\n- Maintained listing pages in React.");
  });

  it("restores a résumé saved on a few long lines, each on its own (review 75)", () => {
    const text =
      "Brianna Scott | Account Manager | Atlanta, GA | 404-555-0107 | brianna.scott@example.com\nEXPERIENCE\nAccount Manager, ADP, Atlanta, GA (Mar 2021 – Present) • Manage 85 payroll clients. • Upsold HR modules, growing revenue 22%. Sales Development Representative, Paychex, Atlanta, GA (Jan 2019 – Feb 2021) • Booked 25 meetings a month. Retail Sales Associate, Best Buy, Marietta, GA (Jun 2016 – Dec 2018) • Top 10% in attach rate.\nEDUCATION Bachelor of Arts in Communication, Georgia State University, 2018 SKILLS Salesforce, HubSpot, Cold calling, Upselling, Negotiation, Customer retention\n";
    const profile = parseProfile(withLineBreaksRestored(text), { asOf: "2026-11-28" });
    expect(profile.positions.map((p) => `${p.title} | ${p.company} | ${p.start}`)).toEqual([
      "Account Manager | ADP | 2021-03",
      "Sales Development Representative | Paychex | 2019-01",
      "Retail Sales Associate | Best Buy | 2016-06",
    ]);
    expect(profile.sections.map((s) => s.kind)).toEqual(["contact", "experience", "education", "skills"]);
  });

  it("leaves texts with runs of spaces, no heading in capitals, or under 300 characters as they are, and a long paragraph among short lines", () => {
    const paragraph = `Jane Doe\njane@example.com\n\nSUMMARY\n${"Motivated developer who builds web applications in React and Node.js for fintech clients. ".repeat(5)}\n`;
    expect(withLineBreaksRestored(paragraph)).toBe(paragraph);
  });

  it("leaves texts with runs of spaces, no heading in capitals, or under 300 characters as they are", () => {
    const prose =
      "I am a motivated software developer with five years of experience building web applications in React and Node.js. In my current role at a fintech startup I lead a small team and own the payments front end. Before that I worked at an agency where I built marketing sites for clients in retail and travel, and I learned to work quickly with designers.";
    const flattened = `"Jane Doe  EXPERIENCE  Analyst, Acme  2015 - 2018  ${"Built reports in Excel and SQL for the finance team. ".repeat(6)} SKILLS  Excel, SQL"`;
    for (const text of [prose, flattened, NURSE.slice(0, 280)]) expect(withLineBreaksRestored(text)).toBe(text);
  });
});
