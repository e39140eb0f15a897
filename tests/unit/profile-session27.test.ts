// Cases from the session of 2026-11-28 (the twenty-seventh). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { shownName } from "../../scripts/knowledge/learn";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const skillNames = (p: ReturnType<typeof read>) => p.skills.map((s) => s.name);

describe("a skill learned from the labels is shown as the résumés write it", () => {
  it("'SQL Server 7.0' is shown as 'SQL Server 7', not in capitals", () => {
    const p = read("Jane Doe\njane@example.com\n\nSKILLS\nSQL Server 7.0, Oracle 11g, Java\n");
    expect(skillNames(p)).toContain("SQL Server 7");
  });

  it("a phrase typed in capitals gives way to its mixed-case form; one capitalised word stays", () => {
    expect(shownName(["SQL SERVER 7", "SQL Server 7"])).toBe("SQL Server 7");
    expect(shownName(["TIBCO", "Tibco"])).toBe("TIBCO");
    expect(shownName(["WIN RUNNER"])).toBe("WIN RUNNER");
  });
});
