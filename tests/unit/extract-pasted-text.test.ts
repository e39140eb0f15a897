// Review 75: text copied out of a PDF viewer or read by OCR, and text garbled by a wrong decoding. Each "it" failed
// before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { layoutDocument, type TextItem } from "~/.server/resumes/extract/layout.mjs";
import { withDoubledSpacesCollapsed, withLineEndHyphensMended, withLostLigaturesMended, withOcrSlipsMended } from "~/.server/resumes/extract/pasted.mjs";
import { decodeText, MOJIBAKE_WARNING } from "~/.server/resumes/extract/text.mjs";
import { runJob } from "~/.server/resumes/extract/worker.mjs";

const utf8 = (s: string) => new TextEncoder().encode(s);
/** UTF-8 read as Windows-1252 and saved again as UTF-8 ("é" → "Ã©", "–" → "â€“"). */
function garbled(s: string): string {
  const high = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
  return [...utf8(s)].map((b) => (b >= 0x80 && b <= 0x9f ? high[b - 0x80] : String.fromCharCode(b))).join("");
}

describe("mojibake: UTF-8 read as Windows-1252 and saved again", () => {
  it("is read again as it was written, with a warning to check the text", () => {
    const decoded = decodeText(utf8(garbled("Zoë Martínez\nOffice Manager, Acme Dental\nMar 2020 – Present\n• Ran the front desk\n")));
    expect(decoded.text).toBe("Zoë Martínez\nOffice Manager, Acme Dental\nMar 2020 – Present\n• Ran the front desk\n");
    expect(decoded.warnings).toContain(MOJIBAKE_WARNING);
  });

  it("a garbled name alone ('ZoÃ« MartÃ\u00adnez') is mended, the text's sound accents kept", () => {
    const decoded = decodeText(utf8(`${garbled("Zoë Martínez")}\nCafé manager in Montréal\n`));
    expect(decoded.text).toBe("Zoë Martínez\nCafé manager in Montréal\n");
  });

  it("guards: a text that is written right is left alone, without a warning", () => {
    const decoded = decodeText(utf8("Zoë Martínez – São Paulo\nGerente de operações · 2019 – 2024\n"));
    expect(decoded.text).toBe("Zoë Martínez – São Paulo\nGerente de operações · 2019 – 2024\n");
    expect(decoded.warnings).toEqual([]);
  });
});

describe("words broken at a line's end in pasted text", () => {
  it("the line break's hyphen goes, and the word's end moves up: 'manage-' / 'ment', 'veri-' / 'fication', 'Eagle-' / 'soft'", () => {
    expect(withLineEndHyphensMended("• Completed product manage-\nment for the clinic\nDentrix, Eagle-\nsoft, Insurance veri-\nfication\n")).toBe(
      "• Completed product management\nfor the clinic\nDentrix, Eaglesoft,\nInsurance verification\n",
    );
  });

  it("a product split at its capital is one word again ('Java-' / 'Script', 'Post-' / 'greSQL-backed')", () => {
    expect(withLineEndHyphensMended("apps in React and Java-\nScript. Excel-\nlent communicator.\n")).toBe("apps in React and JavaScript.\nExcellent\ncommunicator.\n");
    expect(withLineEndHyphensMended("queries against a Post-\ngreSQL-backed API\n")).toBe("queries against a PostgreSQL\n-backed API\n");
  });

  it("guards: a compound the text writes with its hyphen keeps it; a name's capital after a hyphen stays apart", () => {
    expect(withLineEndHyphensMended("A data-driven team and a cross-\nfunctional, data-\ndriven plan\n")).toBe("A data-driven team and a cross-functional,\ndata-driven\nplan\n");
    expect(withLineEndHyphensMended("University of Illinois Urbana-\nChampaign\n")).toBe("University of Illinois Urbana-\nChampaign\n");
    expect(withLineEndHyphensMended("Skills: Excel, Word, Out-\n• Led a team\n")).toBe("Skills: Excel, Word, Out-\n• Led a team\n");
  });

  it("an upload of such a .txt gives the skills whole", async () => {
    const { text } = await runJob({ kind: "txt", bytes: utf8("Jordan Ellis\njordan@example.com\n\nSKILLS\nScheduling, Dentrix, Eagle-\nsoft, Insurance veri-\nfication, Java-\nScript\n") });
    expect(text).toContain("Dentrix, Eaglesoft,\nInsurance verification,\nJavaScript");
  });
});

describe("spaces doubled by a justified PDF's lines", () => {
  const line = "Bilingual  certified  medical  assistant  with  nearly  nine  years  in  family  practice  and  urgent  care.";

  it("are single again when most gaps between words are so; wider gaps and letter-spaced lines stay", () => {
    const text = `A N A   L U C Í A   M É N D E Z\n${line}\n${line}\nBanner  Health  Clinic                    Sep  2021  –  Present\n`;
    expect(withDoubledSpacesCollapsed(text)).toBe(
      `A N A   L U C Í A   M É N D E Z\n${line.replace(/ {2}/g, " ")}\n${line.replace(/ {2}/g, " ")}\nBanner Health Clinic                    Sep 2021 – Present\n`,
    );
  });

  it("guards: a text whose fields are parted by two or three spaces, its words by one, stays as it is", () => {
    const text = "Programming Languages  Java, C++ and Python\nDatabases   Oracle, MySQL and SQL Server\n".repeat(8);
    expect(withDoubledSpacesCollapsed(text)).toBe(text);
  });
});

describe("an OCR's letters for digits and digits for letters", () => {
  const text = "PR0FESSI0NAL SUMMARY\nSystems administrator.\n\nW0RK EXPERlENCE\nSystems Administrator II — Micron Technology\nJan 2O2O – Present\nIT Support Specialist\n0ct 2016 – Dec 2Ol9\n";

  it("headings in capitals and years are read as meant", () => {
    expect(withOcrSlipsMended(text)).toBe(
      "PROFESSIONAL SUMMARY\nSystems administrator.\n\nWORK EXPERIENCE\nSystems Administrator II — Micron Technology\nJan 2020 – Present\nIT Support Specialist\nOct 2016 – Dec 2019\n",
    );
  });

  it("guards: one such word alone changes nothing ('COVID-19', 'H1B', 'B2B' are written so)", () => {
    const clean = "W0RK EXPERIENCE\nSales lead for B2B and H1B cases, COVID-19 testing, 2019 – 2021\nROLE 1\n";
    expect(withOcrSlipsMended(clean)).toBe(clean);
  });

  it("codes that end in their digit are written so (a gas engineer's 'CCN1, CKR1, HTR1, WAT1'; review 98)", () => {
    const codes = "Gas Safe Register (ACS: CCN1, CENWAT, CKR1, HTR1, WAT1)\n";
    expect(withOcrSlipsMended(codes)).toBe(codes);
  });
});

describe("ligatures a PDF viewer copied as nothing", () => {
  it("'Certi ed', 'pro cient', 'nancial', 'Cash ow' and 'Work ow' are whole again, in the case they were written", () => {
    expect(withLostLigaturesMended("Certi ed accountant, pro cient in nancial reporting; ef cient close.\nCash ow forecasting, Work ow automation\nOF CE MANAGER\n")).toBe(
      "Certified accountant, proficient in financial reporting; efficient close.\nCash flow forecasting, Workflow automation\nOFFICE MANAGER\n",
    );
  });

  it("guards: fewer than three broken words change nothing ('pro cient' alone could be a typo left alone)", () => {
    const text = "Certi ed accountant in a nancial firm.\n";
    expect(withLostLigaturesMended(text)).toBe(text);
  });
});

describe("a letter-spaced name with its letters after a comma, in a PDF", () => {
  const spaced = (name: string, x: number, pitch: number): TextItem => ({ str: name.split("").join(" "), x, y: 90, w: name.length * pitch, size: 20 });

  it("is one line, not parted into fields at the words' wide gaps ('B R O O K E   L I N D Q V I S T ,   R D H')", () => {
    const items: TextItem[] = [spaced("BROOKE", 86, 21.9), spaced("LINDQVIST,", 239, 19.4), spaced("RDH", 455, 21.2), { str: "Madison, WI · brooke@example.com", x: 134, y: 116, w: 170, size: 10 }];
    const { text } = layoutDocument([{ width: 612, height: 792, items }]);
    expect(text.split("\n")[0]).toBe("BROOKE LINDQVIST, RDH");
  });
});

describe("a date column set closer to its entries than a field's gap (reviews 70 and 76)", () => {
  const item = (str: string, x: number, y: number, w: number): TextItem => ({ str, x, y, w, size: 9.6 });
  // A CV template's grid: dates right-aligned to 158, entries from 165.5 (a gap of 0.78 of the font size).
  const rows = [
    [item("Aug 2018 – Jul", 89.3, 100, 68.7), item("Specialty Registrar (ST4–ST6), General Adult Psychiatry — Health", 165.5, 100, 302.3)],
    [item("2021", 133.6, 112, 24.4), item("Education England Yorkshire and the Humber", 165.5, 112, 217.8)],
    [item("Aug 2015 – Jul", 89.3, 124, 68.7), item("Core Trainee (CT1–CT3), Psychiatry — Bradford District Care NHS", 165.5, 124, 300)],
    [item("2018", 133.6, 136, 24.4), item("Foundation Trust, Bradford", 165.5, 136, 130)],
    [item("Aug 2013 – Jul", 89.3, 148, 68.7), item("Foundation Doctor (FY1–FY2) — Leeds Teaching Hospitals NHS Trust", 165.5, 148, 300)],
    [item("2015", 133.6, 160, 24.4), item("Leeds", 165.5, 160, 26)],
  ];

  it("parts the dates from the entries, so a year wrapped under its month ends the range", () => {
    const { text } = layoutDocument([{ width: 612, height: 792, items: rows.flat() }]);
    expect(text.split("\n").slice(0, 2)).toEqual(["Aug 2018 – Jul\tSpecialty Registrar (ST4–ST6), General Adult Psychiatry — Health", "2021\tEducation England Yorkshire and the Humber"]);
  });

  it("guards: words of prose that happen to fall at one place in three rows stay one line", () => {
    const prose = [0, 1, 2].map((k) => [item("Led the", 72, 100 + 12 * k, 30), item("migration of the billing platform", 107, 100 + 12 * k, 150)]);
    const { text } = layoutDocument([{ width: 612, height: 792, items: prose.flat() }]);
    expect(text).not.toContain("\t");
  });
});
