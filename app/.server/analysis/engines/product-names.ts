// A product written with its edition or module, or without its vendor, is still that product: "Workday HCM" and
// "SAP (GCSS-Army)" show Workday and SAP, "Adobe Acrobat Pro" shows Adobe Acrobat, and "Westlaw" shows O*NET's
// "Thomson Reuters Westlaw". Used where a benchmark meets the résumé (job-equivalence.ts, shownSkills).
import { knowledge } from "~/.server/analysis/knowledge";

// Words that name an edition, a tier or a deployment rather than another product.
const EDITION = new Set([
  "pro", "professional", "enterprise", "standard", "premium", "premier", "plus", "cloud", "online", "desktop", "suite",
  "server", "express", "ultimate", "business", "dc", "cc", "x", "classic", "edition",
]);

const isEdition = (word: string) => EDITION.has(word.toLowerCase()) || /^v?\d[\d.]*[a-z]?$/i.test(word) || /^[A-Z]{2,5}$/.test(word);

/** The other names a résumé skill answers for as a product: without its edition, and with its vendor. */
export function productNames(name: string): string[] {
  const out: string[] = [];
  // "SAP (GCSS-Army)": the product before the parenthesis.
  const bare = name.replace(/\s*\([^)]*\)?\s*$/, "").trim();
  if (bare && bare !== name && knowledge.skills.byName(bare)) out.push(bare);
  // "Workday HCM", "Adobe Acrobat Pro 2020": the longest known product the name starts with, the rest editions.
  const words = bare.split(/\s+/);
  for (let k = words.length - 1; k >= 1; k--) {
    if (!words.slice(k).every(isEdition)) break;
    const head = words.slice(0, k).join(" ");
    if (knowledge.skills.byName(head)) {
      out.push(head);
      break;
    }
  }
  // "Westlaw": the one known product that is this name after a vendor's ("Thomson Reuters Westlaw"). A name the lexicon
  // does not know, which the tagger found in a skills list ("Xactimate"), may be one too.
  const own = knowledge.skills.byName(bare);
  if ((own ? own.category === "technical" : /^\p{Lu}/u.test(bare)) && /[a-z]{3}/i.test(bare)) {
    const vendored = byVendorlessName().get(bare.toLowerCase());
    if (vendored && vendored.length === 1) out.push(vendored[0]!);
  }
  return out.filter((n) => n.toLowerCase() !== name.toLowerCase());
}

let vendorless: Map<string, string[]> | undefined;

/** Technical skills of two or three words, by their name without the first one or two words (the vendor's). */
function byVendorlessName(): Map<string, string[]> {
  if (vendorless) return vendorless;
  vendorless = new Map();
  for (const s of knowledge.skills.skills) {
    if (s.category !== "technical") continue;
    const words = s.name.split(/\s+/);
    if (words.length < 2 || words.length > 3 || !/^[A-Z]/.test(words[0]!)) continue;
    for (let k = 1; k < words.length; k++) {
      const rest = words.slice(k).join(" ").toLowerCase();
      const list = vendorless.get(rest);
      if (list) list.push(s.name);
      else vendorless.set(rest, [s.name]);
    }
  }
  return vendorless;
}
