// Review 40: plain-text résumés in the encodings and characters Notepad, Word, TextEdit and East Asian keyboards write,
// through the real type check, worker and parser. Each file is the same résumé with one change
// (tests/fixtures/text-encodings/README.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { detectFileKind, ExtractionError, extractText } from "~/.server/resumes/extract";
import { jsonResumeText } from "~/.server/resumes/extract/json-resume.mjs";
import { decodeMostlyUtf8, decodeText, misreadings, normalizeText, STRAY_BYTES_WARNING, withSideBySideColumns } from "~/.server/resumes/extract/text.mjs";

const TIMEOUT = 60_000;
const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/text-encodings/${name}`, import.meta.url)));

async function read(name: string) {
  const bytes = bytesOf(name);
  const extracted = await extractText(bytes, detectFileKind(bytes, name));
  return { ...extracted, profile: parseProfile(extracted.text, { asOf: "2026-11-27" }) };
}

const dated = (p: ReturnType<typeof parseProfile>) => p.positions.map((x) => `${x.title} | ${x.start} – ${x.end ?? "Present"}`);
const POSITIONS = ["Senior Data Analyst | 2020-01 – Present", "Data Analyst | 2016-06 – 2019-12"];

describe("plain-text encodings (review 40)", () => {
  it("reads the control", async () => {
    const { profile } = await read("00-control.txt");
    expect(profile.contact.name).toBe("Renée Müller");
    expect(dated(profile)).toEqual(POSITIONS);
  }, TIMEOUT);

  it("reads Windows code pages other than 1252, Mac Roman with LF, Shift-JIS and GB18030 (F2, F3)", async () => {
    const names: Record<string, string> = {
      "enc-08-cp1250-pl.txt": "Łukasz Wiśniewski",
      "enc-14-cp1251-ru.txt": "Дмитрий Иванов",
      "enc-09-shiftjis-ja.txt": "山田 花子",
      "enc-10-gb18030-zh.txt": "王小明",
      "enc-07b-macroman-lf.txt": "Renée Müller",
    };
    for (const [file, name] of Object.entries(names)) {
      const { text, profile } = await read(file);
      expect(text.split("\n")[0], file).toBe(name);
      expect(dated(profile), file).toEqual(POSITIONS);
      if (!/shiftjis|gb18030/u.test(file)) expect(text, file).toContain("Jan 2020 – Present");
      // "・" marks the bullets of the Japanese résumé (review 43's F2).
      expect(profile.positions.map((p) => p.bullets.length), file).toEqual([2, 2]);
    }
  }, TIMEOUT);

  it("reads UTF-8 with a few stray bytes as UTF-8, says so, and keeps everything else (F1)", async () => {
    for (const file of ["enc-11-utf8-invalid.txt", "enc-11b-utf8-truncated-char.txt"]) {
      const { text, profile, warnings } = await read(file);
      expect(profile.contact.name, file).toBe("Renée Müller");
      expect(dated(profile), file).toEqual(POSITIONS);
      expect(text, file).not.toMatch(/Ã|â€/);
      expect(warnings, file).toContain(STRAY_BYTES_WARNING);
    }
    // A Windows-1252 "é" inside UTF-8 is taken as the letter; a Windows-1252 file is not "mostly UTF-8".
    expect(decodeMostlyUtf8(Uint8Array.from([...Buffer.from("Müller café"), 0x20, 0x52, 0x65, 0x6e, 0xe9, 0x65]))).toBe("Müller café René".replace("René", "Renée"));
    expect(decodeMostlyUtf8(Uint8Array.from([0x52, 0x65, 0x6e, 0xe9, 0x65]))).toBeNull();
  }, TIMEOUT);

  it("drops a trace of NUL bytes, and still refuses binary bytes (F6)", async () => {
    expect((await read("enc-12-nul-bytes.txt")).profile.contact.name).toBe("Renée Müller");
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(() => decodeText(random)).toThrow();
  }, TIMEOUT);

  it("keeps Windows-1252 files with trademarks, quotes and degrees as Windows-1252", () => {
    const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => ({ "’": 0x92, "“": 0x93, "”": 0x94, "–": 0x96, "•": 0x95, "™": 0x99, "é": 0xe9, "®": 0xae, "°": 0xb0, "ø": 0xf8, "€": 0x80 })[c] ?? c.charCodeAt(0)));
    for (const s of ["Built the company’s “best” dashboards – Excel™ • 25°F", "Renée – Python®", "Søren • €50k"]) {
      expect(decodeText(cp1252(s))).toMatchObject({ encoding: "windows-1252", text: s });
      expect(misreadings(s)).toBe(0);
    }
    expect(misreadings("£ukasz Wi³niewski RenŽe Äìèòðèé Renйe")).toBe(5);
  });

  it("names a web page, an RTF file or a PDF saved as .txt, with what to do (F4, F5)", () => {
    for (const [file, what] of [["lay-08-html.txt", "a web page"], ["lay-10-rtf-renamed.txt", "a Rich Text (RTF) file"], ["bin-02-pdf-renamed.txt", "a PDF"], ["lay-07-latex-source.txt", "LaTeX source"]] as const) {
      let error: unknown;
      try {
        detectFileKind(bytesOf(file), file);
      } catch (e) {
        error = e;
      }
      expect(error, file).toBeInstanceOf(ExtractionError);
      expect((error as ExtractionError).userMessage, file).toContain(`This .txt file is really ${what}.`);
    }
  });

  it("reads full-width dates, ligatures and zero-width joiners inside words as plain letters (F7, F8, F9)", async () => {
    expect(dated((await read("ws-05-fullwidth.txt")).profile)).toEqual(POSITIONS);
    const zw = await read("ws-03-zero-width.txt");
    expect(zw.profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["SQL", "Tableau"]));
    expect(zw.profile.skills.map((s) => s.name)).not.toContain("SQ");
    const lig = await read("ws-12-ligatures.txt");
    expect(lig.profile.skills.find((s) => s.name === "Airflow")?.mentions.some((m) => m.section === "experience")).toBe(true);
    // Emoji sequences keep their joiner.
    expect(normalizeText("Dev 👨\u200D💻 Ｊａｎ ２０２０ Aiﬁ")).toBe("Dev 👨\u200D💻 Jan 2020 Aifi");
  }, TIMEOUT);

  it("reads a JSON Resume document as the résumé it describes (F11)", async () => {
    const { profile } = await read("lay-09-json-resume.txt");
    expect(profile.contact).toMatchObject({ name: "Renée Müller", headline: "Senior Data Analyst", email: "renee.muller@example.com" });
    expect(dated(profile)).toEqual(POSITIONS);
    expect(profile.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Python", "SQL", "Tableau"]));
    expect(jsonResumeText('{"name": "x", "items": [1, 2]}')).toBeNull();
    expect(jsonResumeText('{"basics": {"name": "A B"}, "work": [')).toBeNull();
    expect(jsonResumeText("Jane Doe\nEngineer")).toBeNull();
  }, TIMEOUT);

  it("reads two columns laid out with spaces one after the other, and leaves dates set right with spaces alone (F10)", async () => {
    const { text, columns, profile } = await read("lay-06-side-by-side-columns.txt");
    expect(columns).toBe(2);
    expect(text).toContain("SKILLS\nPython, SQL, Tableau,");
    expect(profile.contact.phone).toBe("+1 (415) 555-0142");
    expect(dated(profile)).toEqual(POSITIONS);
    const jobs = ["Jane Doe", "jane@example.com", "", "EXPERIENCE"];
    for (let k = 0; k < 6; k++) jobs.push(`Engineer ${k}, Acme ${k}`.padEnd(40) + `Jan 201${k} – Dec 201${k}`, "• Built services in Go.", "");
    expect(withSideBySideColumns(jobs.join("\n")).columns).toBe(1);
  }, TIMEOUT);

  it("leaves a left column of dates beside their entries on their lines (review 45)", () => {
    const text = [
      "Oliver Bennett — Graphic Designer",
      "Melbourne VIC | oliver.bennett@example.com.au",
      "",
      "EXPERIENCE",
      "",
      "2021–present   Senior Designer, Studio Kin, Melbourne",
      "               Brand identities for hospitality and arts clients",
      "",
      "2019–21        Designer, Paper Tiger Design, Melbourne",
      "               Packaging and editorial design; managed print production",
      "",
      "2016–19        Junior Designer, Frost*collective, Sydney",
      "               Wayfinding and signage for hospitals and universities",
      "",
      "EDUCATION",
      "2012–15        Bachelor of Design (Communication Design), RMIT University",
    ].join("\n");
    expect(withSideBySideColumns(text).columns).toBe(1);
  });

  it("reads an ideographic space as a gap between fields, and keeps a name's (review 45)", () => {
    expect(normalizeText("佐藤\u3000健太\n2019年3月～現在\u3000株式会社ミライソフト\u3000プロジェクトマネージャー")).toBe("佐藤 健太\n2019年3月~現在  株式会社ミライソフト  プロジェクトマネージャー");
    const p = parseProfile(normalizeText("佐藤\u3000健太\n\n職務経歴\n2019年3月～現在\u3000株式会社ミライソフト\u3000プロジェクトマネージャー\n・開発チームのマネジメント\n"), { asOf: "2026-11-28" });
    expect(p.contact.name).toBe("佐藤 健太");
    expect(p.positions.map((x) => `${x.title} | ${x.company}`)).toEqual(["プロジェクトマネージャー | 株式会社ミライソフト"]);
  });

  it("reads a job title underlined with dashes, as reStructuredText writes headings, as the title", () => {
    const text = "Renée Müller\n\nExperience\n==========\nSenior Data Analyst\n-------------------\nAcme Analytics, San Francisco, CA\nJan 2020 – Present\n• Built models in Python.\n";
    expect(parseProfile(text, { asOf: "2026-11-27" }).positions.map((p) => `${p.title} | ${p.company}`)).toEqual(["Senior Data Analyst | Acme Analytics"]);
  });

  it("reads an Org-mode résumé's title as the name and its starred headings as headings, and leaves '* ' bullets alone", async () => {
    const { profile } = await read("lay-03-org-mode.txt");
    expect(profile.contact.name).toBe("Renée Müller");
    expect(profile.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["summary", "experience", "education", "skills"]));
    expect(dated(profile)).toEqual(POSITIONS);
    const starred = "Jane Doe\njane@example.com\n\nEXPERIENCE\nAnalyst, Acme\nJan 2020 - Present\n* Built dashboards in Tableau.\n* Cut costs by 10%.\n";
    expect(parseProfile(starred, { asOf: "2026-11-27" }).positions[0]?.bullets).toHaveLength(2);
  }, TIMEOUT);
});
