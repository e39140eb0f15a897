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
