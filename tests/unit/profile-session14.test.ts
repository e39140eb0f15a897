// Cases from the fourteenth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });

describe("years left open by a dash outside the work sections (review 32's F1)", () => {
  const text = (heading: string) =>
    `Dana Lee\ndana.lee@example.com | (555) 201-3344 | Austin, TX\n\nWork Experience\nSoftware Engineer\tJan. 2015 - Dec. 2019\nAcme Corp\tAustin, TX\n- Built Python services on AWS.\n\nHonors & Awards\n2019\tFinalist, ACM ICPC Regional\tAustin, TX\n\n${heading}\n2018 -\tOrganizer of Austin Python User Group, PSF\n2020 -\tAWS Community Builder, Amazon Web Services (AWS)\n\nEducation\nB.S. Computer Science, University of Texas\t2009 - 2013\n`;

  it("a user group's organizer 'since 2018' under Community or Honors & Awards adds no work up to today", () => {
    for (const heading of ["Community", ""]) {
      const p = read(text(heading));
      expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2015-01", "2019-12"]]);
    }
  });

  it("guards: the same open year under Work Experience is a current job", () => {
    const p = read("Dana Lee\ndana@example.com\n\nWork Experience\n2018 -\tOrganizer, Austin Python User Group\n- Ran monthly meetups\n");
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([["2018-07", "2026-11"]]);
  });
});

describe("a title-case heading right after a list's last item (review 32's F4, a .doc)", () => {
  const text = (heading: string) =>
    `Gerald Whitfield\ngw@example.com\n\nProfessional Experience\nTool and Die Maker\nDayton Progress Corporation, Dayton, OH | June 1999 – Present\n•  Build and repair progressive stamping dies\n\nEducation\n1989\nAssociate of Applied Science, Sinclair Community College\n\nCertifications\n•  Journeyman Tool and Die Maker – U.S. Department of Labor, 1990\n•  NIMS Machining Level I, 2004\n${heading}\nMazak Variaxis 5-axis, Sodick AQ wire EDM, Haas VF-2, Bridgeport mills, Mastercam, G-code, GD&T\n`;

  it("'Equipment' under the certificates' bullets opens a skills section: the machines are skills, not certificates", () => {
    const p = read(text("Equipment"));
    expect(p.sections.map((s) => s.heading)).toContain("Equipment");
    expect(p.certifications).toEqual(["Journeyman Tool and Die Maker – U.S. Department of Labor", "NIMS Machining Level I"]);
    expect(p.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Mastercam", "G-code"]));
  });

  it("guards: a line after the list that is no known heading stays content", () => {
    const p = read(text("Dayton Ohio"));
    expect(p.sections.map((s) => s.heading)).not.toContain("Dayton Ohio");
  });
});

describe("skills lists as a recruiter reads them (review 31)", () => {
  const names = (body: string) => read(`Alex Morgan\nalex.morgan@gmail.com\n\n${body}\n\nEXPERIENCE\nAnalyst, Northwind Traders, Chicago, IL | Jan 2019 - Present\n- Prepared monthly reports\n`).skills.map((s) => s.name);
  const where = (body: string) => read(`Alex Morgan\nalex.morgan@gmail.com\n\n${body}\n`).sections.map((s) => [s.heading, s.kind]);

  it("a field's own heading for its list is a skills heading: techniques, instrumentation, tools & software", () => {
    expect(where("LABORATORY TECHNIQUES\nPCR\nWestern blotting\nELISA")).toContainEqual(["LABORATORY TECHNIQUES", "skills"]);
    expect(where("INSTRUMENTATION\nHPLC\nGC-MS\nFTIR spectroscopy")).toContainEqual(["INSTRUMENTATION", "skills"]);
    expect(where("TOOLS & SOFTWARE\nAutoCAD Civil 3D, 12d Model, HEC-RAS")).toContainEqual(["TOOLS & SOFTWARE", "skills"]);
    expect(where("SOFTWARE & DATA ANALYSIS\nGraphPad Prism, FlowJo, ImageJ")).toContainEqual(["SOFTWARE & DATA ANALYSIS", "skills"]);
  });

  it("the heading of a skills list is no skill ('Clinical Skills', 'INSTRUMENTATION')", () => {
    const clinical = names("Clinical Skills\nHemodynamic monitoring\nMechanical ventilation\nTitration of vasoactive drips\nWound care");
    expect(clinical).not.toContain("Clinical Skills");
    expect(clinical).toContain("Hemodynamic monitoring");
    expect(names("INSTRUMENTATION\nHPLC\nGC-MS\nFTIR spectroscopy\nKarl Fischer titration").map((n) => n.toLowerCase())).not.toContain("instrumentation");
  });

  it("a row's label is no skill even when the lexicon knows it ('Big Data:', 'Databases:')", () => {
    const got = names("TECHNICAL SKILLS\nLanguages: Python, SQL, Scala\nBig Data: Apache Spark, Kafka, Hive\nCloud: AWS, Terraform\nDatabases: PostgreSQL, Snowflake, MongoDB");
    expect(got.map((n) => n.toLowerCase())).not.toContain("big data");
    expect(got.map((n) => n.toLowerCase())).not.toContain("databases");
    expect(got).toEqual(expect.arrayContaining(["PostgreSQL", "Kafka"]));
  });

  it("a comma list with one long item keeps its other items", () => {
    const got = names(
      "AREAS OF EXPERTISE\nFinancial reporting (IFRS, ASPE), lease accounting, intercompany eliminations, cost allocation, corporate tax (T2) and HST filings, fixed asset schedules, QuickBooks Online, CaseWare, Excel (pivot tables, XLOOKUP)",
    ).map((n) => n.toLowerCase());
    expect(got).toEqual(expect.arrayContaining(["lease accounting", "intercompany eliminations", "fixed asset schedules"]));
  });

  it("a one-per-line list goes on past a six-word item and keeps an item that opens with a number", () => {
    const trade = names("SKILLS\nBlueprint reading\nConduit bending\nMotor controls\nInstallation of fire alarm and security systems\nPanel upgrades\nGenerator hookups");
    expect(trade).toEqual(expect.arrayContaining(["Panel upgrades", "Generator hookups"]));
    const clinical = names("CLINICAL SKILLS\nHemodynamic monitoring\nMechanical ventilation\nTelemetry\n5-point restraint application\nPatient education\nWound care");
    expect(clinical).toContain("5-point restraint application");
  });
});

describe("the skills of work outside software, in the lexicon (review 31)", () => {
  const skills = (text: string) => read(text).skills.map((s) => s.name);

  it("reads a technician's skills written only in job bullets", () => {
    const got = skills(
      "Ray Ortiz\nray@example.com\n\nEXPERIENCE\nCommercial HVAC Technician, Trane, Houston, TX | Mar 2016 - Present\n- Service rooftop units, heat pumps and centrifugal chillers for 40 commercial accounts\n- Perform refrigerant recovery and charging under EPA 608\n- Performed startup and airflow balancing on new ductwork\n",
    );
    expect(got).toEqual(expect.arrayContaining(["Heat pumps", "Chillers", "Refrigerant handling", "Ductwork"]));
    // "airflow balancing" is no Apache Airflow.
    expect(got).not.toContain("Airflow");
  });

  it("names the product written, not another one ('Sage 50' is no Peachtree) and keeps negotiation apart from management", () => {
    const got = skills("Kim Lee\nkim@example.com\n\nSKILLS\nSage 50, QuickBooks Online, Contract negotiation, Account management\n");
    expect(got).toEqual(expect.arrayContaining(["Sage 50", "Contract negotiation"]));
    expect(got).not.toContain("Peachtree");
    expect(got).not.toContain("Contract management");
  });

  it("a headline's last word over the town in the contact block is no skill ('Orthopaedics' / 'Montréal')", () => {
    const got = skills(
      "Marc Tremblay\nTerritory Sales Representative – Orthopaedics\nMontréal, QC · 514-555-0133 · ma.tremblay@icloud.com\n\nSKILLS\nAdobe Illustrator, Adobe Photoshop, Figma\n",
    );
    expect(got.filter((n) => /Montr/.test(n))).toEqual([]);
  });
});

describe("a semicolon parts the items of a list (review 31's F12)", () => {
  it("a hard-wrapped semicolon list gives 'Seesaw' and 'interactive whiteboard', not one name across the break", () => {
    const names = read(
      "Alex Morgan\nalex.morgan@gmail.com\n\nKEY SKILLS\nDifferentiated instruction; classroom management; lesson planning; formative assessment; Google Classroom; Seesaw;\ninteractive whiteboard; behaviour management\n",
    ).skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Seesaw", "interactive whiteboard"]));
    expect(names.filter((n) => n.includes(";"))).toEqual([]);
  });

  it("guards: an HTML entity's semicolon ('&amp;') parts nothing", () => {
    const names = read("Sam Roe\nsam@example.com\n\nSKILLS\nProcess setup &amp; implementation, Lean manufacturing, Kaizen\n").skills.map((s) => s.name);
    expect(names.filter((n) => /&amp$|^implementation$/.test(n))).toEqual([]);
  });
});

describe("a name is not cut at the word that opens what it includes (review 31's F13)", () => {
  it("'Excel incl. Power Query and VBA' gives Excel, not 'Excel incl'", () => {
    const names = read("Eva Jansen\neva@example.nl\n\nSKILLS\n- SAP MM / SAP APO (advanced)\n- Excel incl. Power Query and VBA (expert)\n- Power BI (advanced)\n").skills.map((s) => s.name);
    expect(names).toContain("Excel");
    expect(names.filter((n) => /\bincl$/.test(n))).toEqual([]);
  });
});

describe("a town, its parish or province, and its country (review 30's R10)", () => {
  it.each([
    // With the parish known (session 14, later), the whole place is read.
    ["Kingston 6, St. Andrew, Jamaica", "Kingston, St. Andrew, Jamaica"],
    ["Seongnam-si, Gyeonggi-do, Korea", "Seongnam-si, Korea"],
  ])("%s -> %s", (line, place) => {
    expect(read(`Jane Doe\n${line}\n+1 555 010 2000 | jane.doe@gmail.com\n\nEXPERIENCE\nNurse, Mercy Hospital | Jun 2020 - Present\n`).contact.location).toBe(place);
  });
});

describe("a Jamaican parish after the town (review 30's R12)", () => {
  it("'Spanish Town Hospital, Spanish Town, St. Catherine' is the employer, then its town and parish", () => {
    const p = read("Shanice Campbell\nshanice@example.com\n\nPROFESSIONAL EXPERIENCE\n\nIntern Nurse\nSpanish Town Hospital, Spanish Town, St. Catherine\nOctober 2015 – September 2016\n• Rotations through maternity\n");
    expect(p.positions.map((x) => [x.company, x.location])).toEqual([["Spanish Town Hospital", "Spanish Town, St. Catherine"]]);
  });
});
