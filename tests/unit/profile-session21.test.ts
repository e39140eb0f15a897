// Cases from the session of 2026-11-28 (the twenty-first). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
const skills = (text: string) => read(text).skills.map((s) => s.name);

const HEAD = "Jordan Avery\nAustin, TX · jordan.avery@example.com · (512) 555-0142\n\nEXPERIENCE\n";

describe("job headers (review 44's last four)", () => {
  it("'I.', 'II.', 'III.' before the titles number the list and are no part of the title", () => {
    const p = read(
      `${HEAD}I. Senior Software Engineer\nNorthwind Analytics, Austin, TX | Mar 2021 – Present\n• Led the billing migration.\n\nII. Software Engineer\nGlobex Corporation, Denver, CO | Jun 2017 – Feb 2021\n• Built ingestion pipelines.\n\nIII. Junior Developer\nInitech, Boston, MA | Jan 2015 – Dec 2016\n• Maintained ETL jobs.\n`,
    );
    expect(jobs(p)).toEqual([
      ["Senior Software Engineer", "Northwind Analytics", "2021-03", "Present"],
      ["Software Engineer", "Globex Corporation", "2017-06", "2021-02"],
      ["Junior Developer", "Initech", "2015-01", "2016-12"],
    ]);
  });

  it("guards: 'V. Ramesh Kumar' is a name with its initial when no list is numbered 'IV.' or 'VI.'", () => {
    const p = read("V. Ramesh Kumar\nramesh.kumar@example.com\n\nEXPERIENCE\nSenior Engineer, Infosys, Pune\nJan 2019 – Present\n- Built services\n");
    expect(p.contact.name).toBe("V. Ramesh Kumar");
  });

  it("a second title after a bar on the title's line is no employer when the next line names one", () => {
    const p = read(`${HEAD}Senior Software Engineer | Team Lead\nNorthwind Analytics, Austin, TX | Mar 2021 – Present\n• Led the billing migration.\n`);
    expect(jobs(p)[0]!.slice(1)).toEqual(["Northwind Analytics", "2021-03", "Present"]);
  });
});

describe("a job not yet begun (review 45)", () => {
  it("'Starting February 2027' keeps its start, names no employer, and adds no years", () => {
    const p = read(
      "Ethan Park\nethan.park@example.com\n\nEXPERIENCE\n\nSenior Data Scientist (incoming), Shopify, Toronto\nStarting February 2027\n• Accepted offer\n\nData Scientist, RBC, Toronto\nMay 2021 – Present\n• Built credit-risk models\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Data Scientist", "Shopify", "2027-02", "Present"],
      ["Data Scientist", "RBC", "2021-05", "Present"],
    ]);
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2021-05", "2026-11"]]);
    expect(p.warnings.map((w) => w.message).join(" ")).not.toMatch(/No dates on this position/);
  });
});

describe("skills lists (review 47's last false skills)", () => {
  it("'Parent communication' is one soft skill, not 'Parent' and 'Communication'", () => {
    const names = skills("Jane Doe\njane@example.com\n\nSKILLS\nClassroom management, Google Classroom, Lesson planning, Parent communication\n");
    expect(names).toContain("Parent communication");
    expect(names).not.toContain("Parent");
  });

  it("guards: 'Analytical problem solving' keeps its two skills", () => {
    const names = skills("Jane Doe\njane@example.com\n\nSKILLS\nPython, SQL, Excel, Analytical problem solving\n");
    expect(names).not.toContain("Analytical problem solving");
  });

  it("a group's name on a line of its own between two lists is neither a skill nor part of the list above's last item", () => {
    const names = skills(
      "Jane Doe\njane@example.com\n\nSKILLS\n\nInstallation\nConduit bending, Panel upgrades, Wire pulling\nControls\nPLCs, Motor controls, VFDs\nSafety\nNEC, NFPA 70E, Lockout/tagout\n",
    );
    expect(names).toEqual(expect.arrayContaining(["Wire pulling", "PLCs", "VFDs"]));
    expect(names.filter((n) => /Controls|Installation/.test(n) && n !== "Motor controls")).toEqual([]);
  });

  it("guards: a list's last item wrapped onto a line of its own is still a skill", () => {
    const names = skills("Jane Doe\njane@example.com\n\nTECHNICAL SKILLS:\n\nLanguages Java, Java Script, PL/SQL, SQL SERVER, HTML, XML,\nXSLT\nApplication Servers JBoss, Apache Tomcat, WebLogic\n");
    expect(names).toContain("XSLT");
  });

  it("guards: a phrase wrapped across a line break in a duty stays whole", () => {
    const names = skills(
      "Jane Doe\njane@example.com\n\nEXPERIENCE\n• Customer solutions delivered using Agile methodology, Iterative development, Test Driven\nDevelopment (TDD).\n\nEDUCATION\n\nPGDBM in Business Management\n",
    );
    expect(names).toContain("Test Driven Development (TDD)");
  });
});
