// Cases from the session of 2026-11-29 (the thirtieth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (text: string) => read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));

describe("law firms", () => {
  const cv = (line: string) => `Jane Doe\njane@example.com\n\nEXPERIENCE\n\n2009 – 2018\tPartner, Lothian Kerr LLP\n• Led a team.\n\n2000 – 2002\t${line}\n\nEDUCATION\n1999\tLLB (Hons), University of Glasgow\n`;

  it("'Trainee Solicitor, Shepherd and Wedderburn LLP, Edinburgh': the title before the firm's comma (review 83)", () => {
    expect(jobs(cv("Trainee Solicitor, Shepherd and Wedderburn LLP, Edinburgh"))[1]).toBe("Trainee Solicitor | Shepherd and Wedderburn LLP | Edinburgh");
    expect(jobs(cv("Trainee Solicitor, Shepherd & Wedderburn LLP, Edinburgh"))[1]).toBe("Trainee Solicitor | Shepherd & Wedderburn LLP | Edinburgh");
    expect(jobs(cv("Barrister, Garden Court Chambers, London"))[1]).toBe("Barrister | Garden Court Chambers | London");
  });

  it("guards: a firm named for its partners keeps its commas", () => {
    expect(jobs(cv("Associate, Cravath, Swaine & Moore LLP, New York, NY"))[1]).toBe("Associate | Cravath, Swaine & Moore LLP | New York, NY");
  });
});

describe("an employer under a title and its unit (review 86)", () => {
  it("'Category Manager – Facilities & Estates' over 'Cardiff University, Cardiff': the unit is the title's, the university the employer", () => {
    const text = "Jane Doe\njane@example.com\n\nCAREER HISTORY\n\nOct 2020 – present     Category Manager – Facilities & Estates\n                       Cardiff University, Cardiff\n                       - Lead category strategy for FM\n\nMar 2016 – Sep 2020     Buyer\n                       Tesco, Welwyn\n                       - Bought things\n";
    expect(jobs(text)[0]).toBe("Category Manager, Facilities & Estates | Cardiff University | Cardiff");
  });

  it("'Sales Associate, Best Buy' over 'Natick, MA': the town and its state are the place, not an employer", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nBusiness Development Intern, Wayfair\tSummer 2023\nBoston, MA\n• Researched 400 prospects.\nSales Associate (part-time), Best Buy\tSep 2021 – May 2024\nNatick, MA\n• Sold computing products.\n";
    expect(jobs(text)[1]).toBe("Sales Associate | Best Buy | Natick, MA");
  });
});

describe("a table of posts with the employer first (review 86)", () => {
  it("'Hindustan Unilever Limited⇥Area Sales Manager – General Trade⇥Pune': the unit is the title's, the town the place", () => {
    const text = "Rahul D\nrahul@example.com\n\nPROFESSIONAL EXPERIENCE SUMMARY\n\nOrganisation\tDesignation\tLocation\tDuration\nHindustan Unilever Limited\tArea Sales Manager – General Trade\tPune\tJul 2021 – Present\nMarico Limited\tSales Officer\tNashik\tMay 2018 – Jun 2021\n";
    expect(jobs(text)).toEqual(["Area Sales Manager, General Trade | Hindustan Unilever Limited | Pune", "Sales Officer | Marico Limited | Nashik"]);
    // The entry below the table names the post again without its unit: one job, not two.
    expect(jobs(`${text}\nHindustan Unilever Limited, Pune | Area Sales Manager – General Trade | Jul 2021 – Present\n• Handling Pune Rural territory.\n`)).toHaveLength(2);
  });
});
