import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

// Contact blocks written outside the US: names with accented capitals, phone numbers with country codes and trunk
// prefixes, and addresses whose city comes with a postcode and a street (review of 12 new résumés, F10, F12, F13).
const asOf = "2026-11-25";
const contactOf = (top: string) => parseProfile(`${top}\n\nEXPERIENCE\nAnalyst, Acme Corp\nJan 2020 – Dec 2020\n- Ran reports.\n`, { asOf }).contact;

describe("names that begin with an accented capital", () => {
  it.each(["Åsa Lindqvist", "Émilie Roux", "Łukasz Nowak", "Ólafur Arnarson", "Dr. Émilie Roux"])("reads %s, not the line under it", (line) => {
    const c = contactOf(`${line}\nSenior UX Researcher\nStockholm, Sweden · someone@example.com`);
    expect(c.name).toBe(line.replace(/^Dr\. /, ""));
    expect(c.headline).toBe("Senior UX Researcher");
  });
});
