// The file's own hyperlinks (PDF link annotations, Word hyperlinks) added to the contact read from the text: a
// résumé often links its profiles from an icon or a word ("LinkedIn", "GitHub", a handle) and never writes the
// address. Which of them are the person's: profile pages anywhere, and a site linked near the top of the first page
// from an icon or a word that names a site ("Portfolio").
import { type Contact, hiddenEmail } from "./contact";

/** A hyperlink of the file; `top` when it lies near the top of the first page; `text` what it shows ("" for an icon). */
export type FileLink = { url: string; top: boolean; text?: string };

/** Contact links kept in all. */
const MAX_CONTACT_LINKS = 10;

// A person's page on a site for profiles: the site and the shape of its path.
const PROFILE_PAGES: [RegExp, RegExp][] = [
  [/^linkedin\.com$|\.linkedin\.com$/, /^\/(?:in|pub)\/[^/]+/],
  [/^(?:github\.com|gitlab\.com|bitbucket\.org|x\.com|twitter\.com|behance\.net|dribbble\.com|kaggle\.com|leetcode\.com|codepen\.io|huggingface\.co)$/, /^\/@?[\w.-]+\/?$/],
  [/^medium\.com$/, /^\/@[\w.-]+\/?$/],
  [/^stackoverflow\.com$/, /^\/users\/\d+/],
  [/^orcid\.org$/, /^\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]\/?$/],
  [/^scholar\.google\.[a-z.]+$/, /^\/citations/],
  [/^researchgate\.net$/, /^\/profile\//],
];
// Paths of those sites that are not a person ("github.com/features", "x.com/home").
const NOT_A_PERSON = /^\/(?:features|pricing|about|home|explore|topics|search|login|signup|settings|orgs|marketplace|sponsors|jobs|company|help)\/?$/i;

/** A link as compared and shown: no scheme, no "www.", no trailing slash; lower-case. */
export function linkKey(link: string): string {
  return link
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isProfilePage(u: URL): boolean {
  const host = u.hostname.toLowerCase().replace(/^www\./, "");
  return !NOT_A_PERSON.test(u.pathname) && PROFILE_PAGES.some(([site, path]) => site.test(host) && path.test(u.pathname));
}

/** An icon (no letters), a word for a site ("Website", "Portfolio"), or the site's own name ("posquit0" for posquit0.com). */
function namesASite(text: string, u: URL): boolean {
  if (!/\p{L}/u.test(text)) return true;
  if (/^(?:my |personal )?(?:web ?site|home ?page|portfolio|blog|site|web|www)$/i.test(text.trim())) return true;
  const name = u.hostname.toLowerCase().replace(/^www\./, "").split(".")[0]!;
  return name.length >= 3 && text.toLowerCase().includes(name);
}

/** Whether the text writes this address (or the same address another way: with or without "https://", "www."). */
export function writtenInText(text: string, link: string): boolean {
  const key = linkKey(link);
  // (An address a narrow column broke across two lines is written too: "linkedin.com/in/emmarich ardsonhr".)
  return key.length > 0 && (text.toLowerCase().includes(key) || text.toLowerCase().replace(/\s+/g, "").includes(key));
}

/** Whether the text writes this e-mail address (not only a mailto: link of the file). */
export function emailWritten(text: string, email: string): boolean {
  // "hang.nguyen.qc [at] gmail [dot] com": written, in a form scrapers do not read.
  const lower = email.toLowerCase();
  return text.toLowerCase().includes(lower) || text.toLowerCase().replace(/\s+/g, "").includes(lower) || hiddenEmail(text) === lower;
}

/** Whether the text writes this phone number, whatever its separators (not only a tel: link of the file). */
export function phoneWritten(text: string, phone: string): boolean {
  return text.replace(/\D/g, "").includes(phone.replace(/\D/g, ""));
}

/**
 * The contact with the file's links: an e-mail address or a phone number the text lacks (from mailto: and tel:
 * links), and the person's web links the text does not write, after those it does.
 */
export function withFileLinks(contact: Contact, text: string, links: FileLink[]): Contact {
  if (!links.length) return contact;
  let { email, phone } = contact;
  const known = new Set(contact.links.map(linkKey));
  const added: string[] = [];
  for (const link of links) {
    const u = parse(link.url);
    if (!u) continue;
    if (u.protocol === "mailto:") {
      const address = decodeURIComponent(u.pathname).trim();
      if (!email && /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,24}$/.test(address)) email = address;
      continue;
    }
    if (u.protocol === "tel:") {
      const number = decodeURIComponent(u.pathname).trim();
      if (!phone && number.replace(/\D/g, "").length >= 9) phone = number;
      continue;
    }
    if (u.protocol !== "http:" && u.protocol !== "https:") continue;
    // Further down (a project, a publication's DOI), and behind an ordinary word ("this link"), only a profile page is.
    if (!isProfilePage(u) && !(link.top && namesASite(link.text ?? "", u) && !/(?:^|\.)doi\.org$/i.test(u.hostname))) continue;
    const shown = linkKey(`${u.hostname}${u.pathname}`);
    if (known.has(shown) || writtenInText(text, shown)) continue;
    known.add(shown);
    added.push(shown);
  }
  return { ...contact, email, phone, links: [...contact.links, ...added].slice(0, MAX_CONTACT_LINKS) };
}
