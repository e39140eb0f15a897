// The hyperlinks of résumé files (PDF link annotations, Word hyperlinks), through the real worker, and what the
// parsed profile makes of them.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { linkKey, withFileLinks } from "~/.server/analysis/profile/file-links";
import { detectFileKind, extractText, type Extracted } from "~/.server/resumes/extract";
import { collectLinks, MAX_LINKS } from "~/.server/resumes/extract/links.mjs";
import { workerPatchesApplied } from "~/.server/resumes/extract/pdf.mjs";
import { docxWithLinks, fixture, pdfWithLinks, smallDocx } from "./extract-fixtures";

const TIMEOUT = 60_000;

async function extract(path: string): Promise<Extracted> {
  const bytes = fixture(path);
  return extractText(bytes, detectFileKind(bytes, path));
}

const profileOf = (e: Extracted) => parseProfile(e.text, { asOf: "2026-11-25", columns: e.columns, links: e.links });

describe.concurrent("hyperlinks of a file", () => {
  it("a PDF's link annotations, each once, with whether they lie at the top of the first page", async () => {
    const e = await extract("rendercv/John_Doe_ClassicTheme_CV.pdf");
    const byUrl = new Map(e.links.map((l) => [l.url, l.top]));
    expect(byUrl.get("https://linkedin.com/in/rendercv")).toBe(true);
    expect(byUrl.get("https://github.com/rendercv")).toBe(true);
    expect(byUrl.get("mailto:john.doe@email.com")).toBe(true);
    // A publication's DOI further down.
    expect(byUrl.get("https://doi.org/10.1234/neurips.2023.1234")).toBe(false);
    expect(new Set(e.links.map((l) => l.url)).size).toBe(e.links.length);
  }, TIMEOUT);

  it("a PDF made in code: web and e-mail links kept, a javascript: link dropped", async () => {
    const bytes = await pdfWithLinks();
    const e = await extractText(bytes, "pdf");
    expect(e.links).toEqual([
      { url: "https://linkedin.com/in/taylor-morgan", top: true, text: "LinkedIn" },
      { url: "mailto:taylor.morgan@example.com", top: true, text: "Email" },
      { url: "https://demo.example.org/sim", top: false, text: "demo" },
    ]);
  }, TIMEOUT);

  it("a DOCX's hyperlinks in its body and its page header", async () => {
    const e = await extractText(await docxWithLinks(), "docx");
    expect(e.text).toContain("LinkedIn");
    expect(e.links).toEqual([
      { url: "https://github.com/taylormorgan", top: true, text: "" },
      { url: "https://www.linkedin.com/in/taylor-morgan/", top: true, text: "LinkedIn" },
      { url: "https://doi.org/10.1234/pay.2024", top: false, text: "doi" },
    ]);
  }, TIMEOUT);

  it("none from a file without links, nor from a text file", async () => {
    expect((await extractText(await smallDocx(), "docx")).links).toEqual([]);
    expect((await extractText(new TextEncoder().encode("Taylor Morgan\nlinkedin.com/in/taylor\nExperience\nEngineer, 2019 - 2024\n".repeat(3)), "txt")).links).toEqual([]);
  }, TIMEOUT);
});

describe("pdf.js's worker code", () => {
  it("is loaded with both changes (the soft hyphen kept; links read without a second text extraction)", () => {
    // A new pdf.js version whose code no longer matches a pattern loads unchanged: this says to look at the patterns.
    expect(workerPatchesApplied).toBe(2);
  });
});

describe("collectLinks", () => {
  it("keeps web, e-mail and telephone links, each once, and drops the rest", () => {
    const out = collectLinks([
      { url: " https://github.com/jo ", top: false },
      { url: "https://github.com/jo", top: true, text: "  Git\nHub " },
      { url: "javascript:alert(1)", top: true },
      { url: "file:///etc/passwd", top: true },
      { url: "https://localhost", top: true },
      { url: "mailto:jo@example.com", top: true },
      { url: "tel:+49301234567", top: true },
      { url: `https://example.com/${"a".repeat(600)}`, top: true },
      { url: "https://example.com/a b", top: true },
    ]);
    expect(out).toEqual([
      { url: "https://github.com/jo", top: true, text: "Git Hub" },
      { url: "mailto:jo@example.com", top: true, text: "" },
      { url: "tel:+49301234567", top: true, text: "" },
    ]);
  });

  it("keeps at most MAX_LINKS", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ url: `https://example.com/${i}`, top: false }));
    expect(collectLinks(many)).toHaveLength(MAX_LINKS);
  });
});

describe("the profile with the file's links", () => {
  const contact = { name: "Jo Doe", email: null, phone: null, links: ["rendercv.com"], location: null, headline: null };

  it("adds profile pages from anywhere and sites from the top, not written ones again, not a DOI or a project", () => {
    const text = "Jo Doe\nrendercv.com | LinkedIn | GitHub | Portfolio\n";
    const out = withFileLinks(contact, text, [
      { url: "https://rendercv.com/", top: true, text: "rendercv.com" },
      { url: "https://www.linkedin.com/in/jo-doe/", top: true, text: "LinkedIn" },
      { url: "https://github.com/jodoe", top: false, text: "GitHub" },
      { url: "https://jo.example.net/", top: true, text: "\uf0ac" },
      { url: "https://work.example.net/jo", top: true, text: "Portfolio" },
      { url: "https://example.com/", top: true, text: "this link" },
      { url: "https://doi.org/10.1/abc", top: true, text: "" },
      { url: "https://github.com/jodoe/payments", top: false, text: "payments" },
      { url: "https://github.com/features", top: false, text: "GitHub" },
      { url: "https://example.org/demo", top: false, text: "" },
    ]);
    expect(out.links).toEqual(["rendercv.com", "linkedin.com/in/jo-doe", "github.com/jodoe", "jo.example.net", "work.example.net/jo"]);
  });

  it("takes an e-mail address and a phone number from mailto: and tel: only when the text has none", () => {
    const links = [
      { url: "mailto:jo%40example.com", top: true, text: "" },
      { url: "tel:+49-30-1234567", top: true, text: "" },
    ];
    expect(withFileLinks(contact, "Jo Doe", links)).toMatchObject({ email: "jo@example.com", phone: "+49-30-1234567" });
    const written = { ...contact, email: "jo.doe@work.example", phone: "+1 415 555 0142" };
    expect(withFileLinks(written, "Jo Doe", links)).toMatchObject({ email: "jo.doe@work.example", phone: "+1 415 555 0142" });
  });

  it("compares links without scheme, www. or a trailing slash", () => {
    expect(linkKey("https://www.LinkedIn.com/in/jo/")).toBe("linkedin.com/in/jo");
    expect(linkKey("github.com/jo")).toBe("github.com/jo");
  });

  it("reads a PDF's profiles linked from words, and says they are not written out", async () => {
    const e = await extract("rendercv/John_Doe_ClassicTheme_CV.pdf");
    const profile = profileOf(e);
    expect(profile.contact.links).toEqual(["rendercv.com", "linkedin.com/in/rendercv", "github.com/rendercv"]);
    const warning = profile.warnings.find((w) => w.code === "link-not-written");
    expect(warning?.message).toBe(
      "Linked in the file but not written out: linkedin.com/in/rendercv, github.com/rendercv. A printed copy, and any reader that takes only the text, will miss them: write each address in the text.",
    );
    // The same résumé with the addresses written out has nothing to say.
    const themed = profileOf(await extract("rendercv/John_Doe_InkTheme_CV.pdf"));
    expect(themed.contact.links).toEqual(expect.arrayContaining(["linkedin.com/in/rendercv", "github.com/rendercv"]));
    expect(themed.warnings.map((w) => w.code)).not.toContain("link-not-written");
  }, TIMEOUT);

  it("fills an e-mail address that is only a link, and says so", async () => {
    const profile = profileOf(await extractText(await pdfWithLinks(), "pdf"));
    expect(profile.contact.email).toBe("taylor.morgan@example.com");
    expect(profile.contact.links).toEqual(["linkedin.com/in/taylor-morgan"]);
    expect(profile.warnings.map((w) => w.code)).not.toContain("no-email");
    expect(profile.warnings.find((w) => w.code === "link-not-written")?.message).toContain("taylor.morgan@example.com, linkedin.com/in/taylor-morgan.");
  }, TIMEOUT);

  it("a text with no file links reads as before", () => {
    const text = "Jo Doe\njo@example.com\nExperience\nEngineer, Acme, 2019 - 2024\n";
    expect(parseProfile(text, { asOf: "2026-11-25", links: [] })).toEqual(parseProfile(text, { asOf: "2026-11-25" }));
  });
});
