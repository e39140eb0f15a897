// Positions and years in layouts a review of new résumés found misread: an employer heading over the roles held there,
// a numbered list of employers, several roles on one line, academic CVs' sections, breaks and certificates' dates.
import { describe, expect, it } from "vitest";
import { totalYears } from "~/.server/analysis/experience";
import { parseProfile } from "~/.server/analysis/profile";
import { scanDates } from "~/.server/analysis/profile/dates";
import { headingKind } from "~/.server/analysis/profile/sections";

const asOf = "2026-11-25";
const read = (text: string) => parseProfile(text, { asOf });
const roles = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);
const years = (text: string) => [...new Set(read(text).workRanges.map((r) => `${r.start}..${r.end}`))].sort();
const warned = (text: string) => read(text).warnings.map((w) => w.code);

describe("an employer heading over the roles held there", () => {
  const promotions = [
    "Michael OBrien",
    "m.obrien@example.com",
    "",
    "PROFESSIONAL EXPERIENCE",
    "DELOITTE & TOUCHE LLP, Chicago, IL\tSep 2014 – Present",
    "Senior Manager, Audit & Assurance\tJun 2021 – Present",
    "- Led audits of three listed clients.",
    "Manager\tJul 2018 – May 2021",
    "- Managed audit teams of eight.",
    "CROWE LLP, Oak Brook, IL\tJun 2012 – Aug 2014",
    "Staff Accountant\tJun 2012 – Aug 2014",
    "- Tested controls.",
  ].join("\n");

  it("gives each role the heading's employer and place, keeps the role's department in its title, and lists no heading as a role", () => {
    expect(roles(promotions)).toEqual([
      "Senior Manager, Audit & Assurance | DELOITTE & TOUCHE LLP | Chicago, IL | 2021-06 – Present",
      "Manager | DELOITTE & TOUCHE LLP | Chicago, IL | 2018-07 – 2021-05",
      "Staff Accountant | CROWE LLP | Oak Brook, IL | 2012-06 – 2014-08",
    ]);
    expect(warned(promotions)).not.toContain("position-without-company");
    // The heading's years still count: Jun 2012 to now, without a gap.
    expect(totalYears(read(promotions).workRanges)).toBe(14.5);
  });

  it("reads two spells at one employer on the heading's line, and roles on one line with their own dates", () => {
    const text = [
      "Robert Harrington",
      "rj@example.com",
      "",
      "PROFESSIONAL EXPERIENCE",
      "SUMMIT HEALTH SYSTEM, Denver, Colorado\t2004 – 2010 / 2012 – present",
      "Senior Vice President, Operations (2012 – present)",
      "• Ran 14 hospitals.",
      "Vice President, Finance (2007 – 2010) · Director, Financial Planning & Analysis (2004 – 2007)",
      "• Built the budget process.",
      "BAIN & COMPANY, Boston, Massachusetts\t2000 – 2004",
      "Manager (2002 – 2004); Consultant (2000 – 2002)",
      "• Health-care practice.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Senior Vice President, Operations | SUMMIT HEALTH SYSTEM | Denver, Colorado | 2012 – Present",
      "Vice President, Finance | SUMMIT HEALTH SYSTEM | Denver, Colorado | 2007 – 2010",
      "Director, Financial Planning & Analysis | SUMMIT HEALTH SYSTEM | Denver, Colorado | 2004 – 2007",
      "Manager | BAIN & COMPANY | Boston, Massachusetts | 2002 – 2004",
      "Consultant | BAIN & COMPANY | Boston, Massachusetts | 2000 – 2002",
    ]);
  });

  it("reads a firm written with initials, and a department with its group in brackets", () => {
    const text = [
      "Robert Harrington",
      "",
      "PROFESSIONAL EXPERIENCE",
      "J.P. MORGAN, New York, New York\t1996 – 1998",
      "Analyst, Investment Banking (Health Care Group)",
      "• Modelled hospital mergers.",
    ].join("\n");
    expect(roles(text)).toEqual(["Analyst, Investment Banking (Health Care Group) | J.P. MORGAN | New York, New York | 1996 – 1998"]);
  });

  it("knows European legal forms, and a bank is no town ('Klarna Bank AB' is not in Alberta)", () => {
    const text = "Åsa Lindqvist\n\nEXPERIENCE\nAug 2017 – Mar 2021\nUX Researcher\nKlarna Bank AB, Stockholm\n• Ran usability tests.\nJan 2014 – Jul 2017\nDesigner\nNokia Oyj, Espoo\n• Drew screens.\n";
    expect(roles(text)).toEqual(["UX Researcher | Klarna Bank AB | Stockholm | 2017-08 – 2021-03", "Designer | Nokia Oyj | Espoo | 2014-01 – 2017-07"]);
  });

  it("leaves a membership at another organisation inside those years alone", () => {
    const text = [
      "Jo Rivera",
      "",
      "EXPERIENCE",
      "Council on Social Work Education\t1998 – 2004",
      "Texas State Board of Social Worker Examiners, Licensed Master Social Worker\t1998 – 2001",
    ].join("\n");
    expect(read(text).positions).toHaveLength(2);
  });
});

describe("a numbered list of employers with labelled roles (\"1. Infosys Limited, Bengaluru (Since Jan'15)\")", () => {
  const text = [
    "Ramesh Iyer",
    "ramesh.iyer@example.com",
    "",
    "WORK EXPERIENCE",
    "",
    "1. Infosys Limited, Bengaluru (Since Jan'15)",
    "   Technology Lead                 : 08/2019 to till date",
    "   Senior Systems Engineer         : 01/2015 to 07/2019",
    "",
    "2. Tech Mahindra Ltd., Pune",
    "   Software Engineer               : Mar-2014 to Dec-2014",
    "",
    "3. iGate Global Solutions Ltd., Chennai",
    "   Associate Software Engineer     : Mar-2012 to Feb-2014",
    "",
    "PROJECT DETAILS",
    "Project #1 : S/4HANA Conversion",
    "Client     : Unilever (UK)",
    "Duration   : Apr'23 to till date",
    "Role       : Technical Lead",
  ].join("\n");

  it("reads each role with its employer and city, and no project as a role", () => {
    expect(roles(text)).toEqual([
      "Technology Lead | Infosys Limited | Bengaluru | 2019-08 – Present",
      "Senior Systems Engineer | Infosys Limited | Bengaluru | 2015-01 – 2019-07",
      "Software Engineer | Tech Mahindra Ltd. | Pune | 2014-03 – 2014-12",
      "Associate Software Engineer | iGate Global Solutions Ltd. | Chennai | 2012-03 – 2014-02",
    ]);
    expect(warned(text)).not.toContain("position-without-company");
    expect(headingKind("PROJECT DETAILS")).toBe("projects");
  });

  it("dates a job written \"Since Jan'15\" (an apostrophe for the century), with a label or without", () => {
    for (const line of ["Since Jan'15", "Since Jan ’15", "Duration     : Since Jan'15", "since Mar'12"]) {
      expect(scanDates(line, { asOf }).ranges, line).toHaveLength(1);
    }
    const labelled = "Ramesh Iyer\n\nWORK EXPERIENCE\nOrganization : Infosys Limited, Bengaluru\nDesignation  : Technology Lead\nDuration     : Since Jan'15\n";
    expect(roles(labelled)).toEqual(["Technology Lead | Infosys Limited | Bengaluru | 2015-01 – Present"]);
    // "Jul 11" may still be a day: a two-digit year without the apostrophe opens nothing alone.
    expect(scanDates("Since Jul 11", { asOf }).ranges).toHaveLength(0);
  });
});

describe("an academic CV's sections", () => {
  const text = [
    "Ada Okafor",
    "ada.okafor@uvm.edu",
    "",
    "ACADEMIC APPOINTMENTS",
    "Assistant Professor, University of Vermont, Burlington, VT\t2020 – present",
    "",
    "GRANTS AND FELLOWSHIPS",
    "NSF CAREER: Nitrogen cycling in agricultural soils, University of Vermont\t2023 – 2028",
    "EPA STAR Graduate Fellowship\t2014 – 2017",
    "",
    "TEACHING",
    "CE 373 Environmental Microbiology, University of Vermont\tSpring 2021, 2023, 2025",
    "",
    "SERVICE",
    "Reviewer: Water Research, Environmental Science & Technology\t2016 – present",
    "",
    "BOARD AND ADVISORY ROLES",
    "Board member, Lake Champlain Committee\t2019 – present",
    "",
    "PEER-REVIEWED PUBLICATIONS (* STUDENT ADVISEE)",
    "Okafor, A., Lee, B.* (2023). Nitrogen in soils. Water Research, 12.",
  ].join("\n");

  it("knows grants, teaching, service and a publications heading with a remark, so their dates are no jobs; a board seat is a post held", () => {
    // Board and advisory roles were "other" (decision 0021) until review 56: an executive's board seat after the last job
    // is the current work, and the evaluation's rule counts a dated designation under any heading (decision 0050).
    expect(read(text).sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "awards", "other", "other", "experience", "publications"]);
    expect(roles(text)).toEqual(["Assistant Professor | University of Vermont | Burlington, VT | 2020 – Present", "Board member | Lake Champlain Committee |  | 2019 – Present"]);
    expect(years(text)).toEqual(["2019-07..2026-11", "2020-07..2026-11"]);
  });

  it("reads a common word as a heading only when written as one", () => {
    expect(headingKind("SERVICE")).toBe("other");
    expect(headingKind("Service:")).toBe("other");
    expect(headingKind("Service")).toBeNull();
    expect(headingKind("Speaking")).toBeNull();
    expect(headingKind("SELECTED SPEAKING")).toBe("publications");
  });

  it("drops skills named only in a grant's title, as in a paper's", () => {
    const grants =
      "Ada Okafor\n\nEXPERIENCE\nData Scientist, Acme Corp, 2019 – present\n• Built Python and SQL pipelines.\n\nGRANTS\nNSF award: Natural Language Processing and Computer Vision for soil science, 2021 – 2023\n\nSKILLS\nPython, SQL\n";
    const names = read(grants).skills.map((s) => s.name);
    expect(names).toContain("Python");
    expect(names).not.toContain("Natural Language Processing");
  });
});

describe("dated lines that are no job", () => {
  it("does not count a break named after its dates", () => {
    const text = [
      "Jonas Brandt",
      "",
      "EXPERIENCE",
      "Senior Backend Engineer, N26 GmbH\t03.2022 – present",
      "• Payments.",
      "January – February 2022: sabbatical (travel in South America)",
      "Backend Developer, Zalando SE\t03.2019 – 12.2021",
      "• Checkout.",
    ].join("\n");
    expect(years(text)).toEqual(["2019-03..2021-12", "2022-03..2026-11"]);
    expect(roles(text).some((r) => r.includes("sabbatical"))).toBe(false);
  });

  it("does not count a certificate's renewal date, even when its name holds a title word", () => {
    const text = "Tyler Brooks\n\nCERTIFICATIONS\nFAA Part 107 Remote Pilot, 2021 · Wilderness First Responder, renewed Spring 2024\n";
    expect(read(text).positions).toEqual([]);
    expect(years(text)).toEqual([]);
  });

  it("takes neither a lead-in line nor a page's running header for an employer", () => {
    const text = [
      "Robert Harrington",
      "",
      "PROFESSIONAL EXPERIENCE",
      "Robert J. Harrington · Page 2",
      "PINNACLE CARE PARTNERS, Phoenix, Arizona\t2010 – 2012",
      "Chief Strategy Officer",
      "• Led the strategy.",
    ].join("\n");
    expect(roles(text)).toEqual(["Chief Strategy Officer | PINNACLE CARE PARTNERS | Phoenix, Arizona | 2010 – 2012"]);
  });
});

describe("a Europass CV (labels over their values)", () => {
  const text = [
    "Magdalena Kowalczyk",
    "m.kowalczyk@example.pl",
    "",
    "Work experience",
    "",
    "Dates",
    "01/2019 – present",
    "Occupation or position held",
    "Senior Supply Chain Analyst",
    "Main activities and responsibilities",
    "Statistical demand forecasting for 1,400 spare-part SKUs in SAP IBP.",
    "Name and address of employer",
    "Volvo Group Trucks Operations, ul. Mydlana 2, 51-502 Wrocław, Poland",
    "Type of business or sector",
    "Automotive manufacturing",
    "Dates",
    "06/2015 – 12/2018",
    "Occupation or position held",
    "Logistics Planner",
    "Name and address of employer",
    "DB Schenker Sp. z o.o., Warszawa, Poland",
    "Type of business or sector",
    "Freight forwarding and logistics",
    "",
    "Education and training",
    "",
    "Dates",
    "10/2011 – 06/2013",
    "Title of qualification awarded",
    "Master of Science in Logistics",
  ].join("\n");

  it("reads each value by its label: the title, the employer without its street, the place, the activities", () => {
    const profile = read(text);
    expect(roles(text)).toEqual([
      "Senior Supply Chain Analyst | Volvo Group Trucks Operations | Wrocław, Poland | 2019-01 – Present",
      "Logistics Planner | DB Schenker Sp. z o.o. | Warszawa, Poland | 2015-06 – 2018-12",
    ]);
    expect(profile.positions[0]!.bullets).toEqual(["Statistical demand forecasting for 1,400 spare-part SKUs in SAP IBP."]);
    // The same with each value after its label and a colon.
    const inline = "Magdalena Kowalczyk\n\nWork experience\n\nDates: 06/2015 – 12/2018\nOccupation or position held: Logistics Planner\nName and address of employer: DB Schenker Sp. z o.o., Warszawa, Poland\n";
    expect(roles(inline)).toEqual(["Logistics Planner | DB Schenker Sp. z o.o. | Warszawa, Poland | 2015-06 – 2018-12"]);
    // A label is no heading: "Title of qualification awarded" is not an awards section.
    expect(profile.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "education"]);
  });
});

describe("what follows a title on its line", () => {
  it("keeps a TA's course in the title and takes the school as the employer", () => {
    const text = "Priya Rahman\n\nEXPERIENCE\nUndergraduate Teaching Assistant, CS 1332 Data Structures — Georgia Tech\tJan 2025 – Present\n- Held weekly office hours for 120 students\n";
    expect(roles(text)).toEqual(["Undergraduate Teaching Assistant, CS 1332 Data Structures | Georgia Tech |  | 2025-01 – Present"]);
  });

  it("reads a scientist's title ('Wildlife Biologist') so that an agency named with commas stays whole", () => {
    const text = "Jo Brooks\n\nEXPERIENCE\nWildlife Biologist, Montana Fish, Wildlife & Parks — Region 2, Missoula, MT\tMay 2022 – Present\n- Surveyed\n";
    expect(roles(text)).toEqual(["Wildlife Biologist | Montana Fish, Wildlife & Parks | Missoula, MT | 2022-05 – Present"]);
  });
});

describe("a header wrapped by a date column", () => {
  it("reads the line under the date as the rest of the header after a trailing comma or inside a department's name", () => {
    const text = [
      "Ada Okafor",
      "ada@uvm.edu",
      "",
      "ACADEMIC APPOINTMENTS",
      "Assistant Professor, Department of Civil and Environmental Engineering,\t2020 – present",
      "University of Vermont, Burlington, VT",
      "Postdoctoral Research Associate, Department of Civil and Environmental\tSept 2017 – Jul 2020",
      "Engineering, Stanford University, Stanford, CA",
    ].join("\n");
    expect(roles(text)).toEqual([
      // (Session 30: an academic unit named by its kind first is the employer's, as written.)
      "Assistant Professor | Department of Civil and Environmental Engineering, University of Vermont | Burlington, VT | 2020 – Present",
      "Postdoctoral Research Associate | Department of Civil and Environmental Engineering, Stanford University | Stanford, CA | 2017-09 – 2020-07",
    ]);
  });

  it("keeps a comma before a date in running text ('Marietta, Ohio, May 2011 - Sept 2011') to its own line", () => {
    const text = "Kim Lee\n\nEXPERIENCE\nMental Health Technician, Marietta Memorial Hospital, Marietta, Ohio, May 2011 - Sept 2011\nMiddle School Softball Coach, Beachwood Middle School, Beachwood, OH\tFeb 2014 - May 2014\n- Coached 20 players\n";
    expect(roles(text)).toEqual([
      "Mental Health Technician | Marietta Memorial Hospital | Marietta, Ohio | 2011-05 – 2011-09",
      "Middle School Softball Coach | Beachwood Middle School | Beachwood, OH | 2014-02 – 2014-05",
    ]);
  });
});

describe("the employer under a title's dated line", () => {
  it("gives each job the line under its date, not the next job the line above its own", () => {
    const text = "Jane Doe\njane@example.com\n\nExperience\nAccountant\tAug 2015 – Jun 2019\nAcme Corp, Boston, MA\nJunior Accountant\tAug 2013 – Jun 2015\nBeta LLC, Boston, MA\n";
    expect(roles(text)).toEqual(["Accountant | Acme Corp | Boston, MA | 2015-08 – 2019-06", "Junior Accountant | Beta LLC | Boston, MA | 2013-08 – 2015-06"]);
    expect(warned(text)).not.toContain("position-without-company");
  });

  it("still reads the employer over the title when the first job has a line above its date", () => {
    const text = "Jane Doe\n\nExperience\nAcme Corp, Boston, MA\nAccountant\tAug 2015 – Jun 2019\n- Closed the books\nBeta LLC, Boston, MA\nJunior Accountant\tAug 2013 – Jun 2015\n- Reconciled accounts\n";
    expect(roles(text)).toEqual(["Accountant | Acme Corp | Boston, MA | 2015-08 – 2019-06", "Junior Accountant | Beta LLC | Boston, MA | 2013-08 – 2015-06"]);
  });
});

describe("dates inside a job's bullets", () => {
  const job = (bullet: string) => `Megan Alvarez\nmegan@example.com\n\nExperience\nGrade 4 Teacher\tAug 2015 – Jun 2019\nHarmony Science Academy, San Antonio, TX\n• Taught self-contained 4th grade.\n• ${bullet}\n`;

  it("are no job and add no time when they fall within the job's own dates", () => {
    for (const bullet of ["Sponsor, Robotics Club, 2016–present.", "Raised STAAR scores from 52% (2016–17) to 71% (2017–18).", "Deployed to Kandahar, Afghanistan, Oct 2019 - Jun 2020: ran 212 patrols."]) {
      const text = job(bullet.replace("Oct 2019 - Jun 2020", "Oct 2016 - Jun 2017"));
      expect(roles(text)).toEqual(["Grade 4 Teacher | Harmony Science Academy | San Antonio, TX | 2015-08 – 2019-06"]);
      expect(years(text)).toEqual(["2015-08..2019-06"]);
    }
  });

  it("still count when the bullet is a job of its own ('Worked as ... from Dec' 2015 to Sept' 2016')", () => {
    const text = "Armida Rippin\n\nWORK EXPERIENCE\nSpecialist II, Marketing\nMarch 2015 to Present\n• Worked as Software Engineer with Prolifics Corporation Limited from Dec' 2015 to Sept' 2016\n";
    expect(years(text)).toContain("2015-12..2016-09");
  });
});

describe("a student's placements and an earlier career", () => {
  it("reads clinical rotations, student teaching and practicums as no job, and an earlier career as work", () => {
    for (const h of ["Clinical Rotations", "STUDENT TEACHING EXPERIENCE", "Clinical Teaching", "Practicum"]) expect(headingKind(h)).toBe("other");
    for (const h of ["EARLY CAREER", "Earlier Career"]) expect(headingKind(h)).toBe("experience");
    const text = "Danielle Fitzgerald\ndanielle@example.com\n\nExperience\nRegistered Nurse\tJul 2018 – Present\nRiverside Methodist Hospital, Columbus, OH\n\nClinical Rotations (BSN Program, Capital University)\n• Pediatrics – Nationwide Children's Hospital, Fall 2017\n• Medical-Surgical Nursing – Doctors Hospital, Fall 2016\n\nEducation\nBSN, Capital University, 2018\n";
    expect(roles(text)).toEqual(["Registered Nurse | Riverside Methodist Hospital | Columbus, OH | 2018-07 – Present"]);
    expect(years(text)).toEqual(["2018-07..2026-11"]);
    const earlier = "Naomi Fletcher\n\nUX Experience\nJunior Product Designer, Vacasa — Portland, OR     Feb 2025 – Present\n\nPrevious Career: Marketing\nMarketing Manager, Columbia Sportswear — Portland, OR     Apr 2016 – Aug 2021\n• Owned the email program.\n";
    expect(read(earlier).sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "experience"]);
  });
});

describe("letter-spaced headings", () => {
  it("reads 'E X P E R I E N C E', 'W O R K  E X P E R I E N C E' and a PDF's kerned 'E D U C AT I O N' as headings", () => {
    const text = "Megan Alvarez\nmegan@example.com\n\nW O R K  E X P E R I E N C E\nGrade 4 Teacher, Harmony Science Academy, San Antonio, TX   Aug 2015 – Jun 2019\n\nE D U C AT I O N\nB.S., Interdisciplinary Studies, Texas State University, 2015\n\nC E RT I F I C AT I O N S\nESL Supplemental (2016)\n\nS K I L L S\nClassroom management\n";
    const profile = read(text);
    expect(profile.sections.filter((s) => s.heading).map((s) => `${s.heading} (${s.kind})`)).toEqual(["WORK EXPERIENCE (experience)", "EDUCATION (education)", "CERTIFICATIONS (certifications)", "SKILLS (skills)"]);
    expect(profile.education.map((e) => e.institution)).toEqual(["Texas State University"]);
    expect(profile.certifications).toEqual(["ESL Supplemental"]);
  });
});

describe("a unit or a segment after the title", () => {
  it("keeps a hospital unit in the title and takes the organisation under the date as the employer", () => {
    const text = "Danielle Fitzgerald\ndanielle@example.com\n\nClinical Experience\nRegistered Nurse II – Medical Intensive Care Unit\tJun 2020 – Present\nThe Ohio State University Wexner Medical Center, Columbus, OH\n• Care for 1–2 critically ill adults per shift.\n";
    expect(roles(text)).toEqual(["Registered Nurse II, Medical Intensive Care Unit | The Ohio State University Wexner Medical Center | Columbus, OH | 2020-06 – Present"]);
  });

  it("takes the name written with the job's place under a unit as the employer ('Mount Carmel East, Columbus, OH')", () => {
    const text = "Danielle Fitzgerald\n\nClinical Experience\nRegistered Nurse (Per Diem) – Emergency Department\tJan 2022 – Present\nMount Carmel East, Columbus, OH\nPRN, 2–4 shifts per month, concurrent with Wexner position\n• Triage (ESI), trauma and stroke alerts.\n";
    expect(roles(text)).toEqual(["Registered Nurse (Per Diem), Emergency Department | Mount Carmel East | Columbus, OH | 2022-01 – Present"]);
  });

  it("keeps a teacher's subject in the title and takes the school under the date ('Grade 5 Teacher, Mathematics & Science')", () => {
    const text = "Megan Alvarez\n\nTEACHING EXPERIENCE\nGrade 5 Teacher, Mathematics & Science\tAug 2020 – Present\nLeon Springs Elementary School, Northside ISD — San Antonio, TX\n• Taught.\n";
    expect(roles(text)).toEqual(["Grade 5 Teacher, Mathematics & Science | Leon Springs Elementary School | San Antonio, TX | 2020-08 – Present"]);
  });

  it("keeps a seller's segment in the title ('Senior Account Executive, Mid-Market' over 'Gusto | Denver, CO | dates')", () => {
    const text = "Tyler Brennan\ntyler@example.com\n\nExperience\nSenior Account Executive, Mid-Market\nGusto | Denver, CO | Mar 2022 – Present\n• Closed $1.48M new ARR.\nSales Development Representative\nIbotta | Denver, CO | Jun 2017 – Feb 2022\n• Booked 45 meetings a month.\n";
    expect(roles(text)).toEqual([
      "Senior Account Executive, Mid-Market | Gusto | Denver, CO | 2022-03 – Present",
      "Sales Development Representative | Ibotta | Denver, CO | 2017-06 – 2022-02",
    ]);
  });
});

describe("a résumé written in Markdown", () => {
  const text = "# Sam Adeyemi\n\n**Senior Backend Engineer** · Toronto, ON · sam@example.com\n[github.com/samadeyemi](https://github.com/samadeyemi)\n\n## Experience\n\n### Software Engineer II — Shopify\n*Remote (Ottawa, ON) · Jul 2019 – Feb 2022*\n\n- Built payout scheduling in **Ruby on Rails**.\n\n## Skills\n\n- **Practices:** distributed systems, gRPC\n\n## Education\n\n**BASc, Computer Engineering** — University of Waterloo, 2016\n";

  it("is read as the text it renders to: the name, one link, titles and degrees without marks, no date as a skill", () => {
    const p = read(text);
    expect(p.contact).toMatchObject({ name: "Sam Adeyemi", headline: "Senior Backend Engineer", links: ["github.com/samadeyemi"], location: "Toronto, ON" });
    // "Remote (Ottawa, ON)": remote, from Ottawa (since session 13 the town in brackets is read).
    expect(roles(text)).toEqual(["Software Engineer II | Shopify | Ottawa, ON | 2019-07 – 2022-02"]);
    expect(p.education.map((e) => `${e.degree} | ${e.institution}`)).toEqual(["BASc in Computer Engineering | University of Waterloo"]);
    expect(p.skills.map((s) => s.name)).not.toContain("Feb 2022");
    expect(warned(text)).not.toContain("no-name");
    // Offsets still point into the text as uploaded.
    const role = p.positions[0]!;
    expect(text.slice(role.textStart, role.textEnd)).toContain("Software Engineer II — Shopify");
  });
});

describe("the end of a UK CV", () => {
  it("reads 'Full UK driving licence.' as a sentence, not a heading, and 'References available on request' as no certification", () => {
    const text = "Eleanor Whitcombe\neleanor@example.com\n\nEmployment history\nMar 2015 – Aug 2018\tSenior HR Advisor\nAsda Stores Ltd, Leeds\n\nProfessional memberships and training\n• Chartered Member of the CIPD (MCIPD), 2019\n\nInterests\nFell running and learning Italian.\nFull UK driving licence.\nReferences available on request.\n";
    const p = read(text);
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "certifications", "interests"]);
    expect(p.certifications).toEqual(["Chartered Member of the CIPD (MCIPD)"]);
  });
});

describe("a consultant's engagements under a firm", () => {
  it("lists the roles, each with the firm, and no client line as a job", () => {
    const text = "Daniel Marchetti\ndaniel@example.com\n\nExperience\nMcKINSEY & COMPANY\tNew York, NY\nEngagement Manager\tJan 2022 – Present\nLead teams of 3–6 consultants.\nClient: Fortune 100 retailer, pharmacy division (Sep 2023 – Jan 2024) — Built the business case.\nAssociate\tAug 2019 – Dec 2021\nClient: State Medicaid agency — COVID-19 vaccine planning (Dec 2020 – Apr 2021).\nClient: Private-equity fund — Pricing diagnostic.\n";
    expect(roles(text)).toEqual(["Engagement Manager | McKINSEY & COMPANY | New York, NY | 2022-01 – Present", "Associate | McKINSEY & COMPANY | New York, NY | 2019-08 – 2021-12"]);
    expect(warned(text)).not.toContain("position-without-company");
  });
});

describe("dates in a job's lines of prose (a PDF's list drawn without bullet marks)", () => {
  it("are no job and add no time, one after another", () => {
    const text = [
      "Megan Alvarez",
      "",
      "TEACHING EXPERIENCE",
      "Grade 5 Teacher, Mathematics & Science\tAug 2020 – Present",
      "Leon Springs Elementary School, Northside ISD — San Antonio, TX",
      "Teach two departmentalized sections of 5th-grade math and science. Raised the share of students at Meets Grade Level from 52% (2021–22) to 71% (2023–24).",
      "Grade-level team lead (2022–23 and 2023–24 school years): planned PLC meetings and common formative assessments.",
      "Sponsor, Robotics Club (LEGO Spike Prime), 2021–present; team placed 2nd at the regional qualifier in 2024.",
      "Grade 4 Teacher\tAug 2015 – Jun 2019",
      "Harmony Science Academy — San Antonio, TX",
    ].join("\n");
    expect(years(text)).toEqual(["2015-08..2019-06", "2020-08..2026-11"]);
    expect(roles(text).map((r) => r.split(" | ").at(-1))).toEqual(["2020-08 – Present", "2015-08 – 2019-06"]);
  });

  it("still date a job whose header line ends on its dates ('Adjunct Instructor, University of Maryland, College Park, MD, 1997 to Present')", () => {
    const text = "Dan Woods\n\nTEACHING EXPERIENCE\nAdjunct Associate Professor, Goucher College, Baltimore, MD, 1997 to Present\n• Teach Educational Psychology.\nAdjunct Instructor, University of Maryland, College Park, MD, 1997 to Present\n• Teach Current Trends in Education.\n";
    expect(roles(text)).toHaveLength(2);
  });
});

describe("awesome-cv's layout as plain text (pdftotext): employer, place, title and dates on lines of their own", () => {
  it("reads the employer over the place, 'Seoul, S.Korea' as the place, and a soft hyphen between dates as a dash", () => {
    const text = "Byungjin Park\n\nWork Experience\nDunamu Inc.\n\nSeoul, S.Korea\n\nDevOps Engineer\n\nSep. 2023 \u00ad Mar. 2024\n\n• Led service mesh research.\n\nKasa\n\nSeoul, S.Korea\n\nFounding Member & Director of Infrastructure Division\n\nJun. 2018 \u00ad Jan. 2021\n\n• Designed the infrastructure.\n";
    expect(roles(text)).toEqual([
      "DevOps Engineer | Dunamu Inc. | Seoul, S.Korea | 2023-09 – 2024-03",
      "Founding Member & Director of Infrastructure Division | Kasa | Seoul, S.Korea | 2018-06 – 2021-01",
    ]);
  });

  it("prefers the title under the date to a heading's words above it when only the one below has a title's words", () => {
    const text = "Ann Lee\n\nWORK EXPERIENCE\nTHE GEORGE WASHINGTON UNIVERSITY\nWashington, DC\nGW Housing Programs\tAugust 2009 to Present\nHouse Mentor\n• Mentor over 500 residents.\n";
    expect(roles(text)[0]).toMatch(/^House Mentor \| GW Housing Programs/);
  });
});

describe("a military rank in brackets after the title", () => {
  it("keeps the bracket whole, commas and dashes inside it, and takes the unit as the employer", () => {
    const paren = "Jamal Henderson\n\nExperience\nMotor Transport Operator (Private - Specialist, E-2 to E-4)          Jun 2008 - Feb 2012\n1st Armored Brigade Combat Team, 3rd Infantry Division, Fort Stewart, GA\n- Drove 140 convoy missions.\n";
    expect(roles(paren)).toEqual(["Motor Transport Operator (Private - Specialist, E-2 to E-4) | 1st Armored Brigade Combat Team, 3rd Infantry Division | Fort Stewart, GA | 2008-06 – 2012-02"]);
    const comma = "Jamal Henderson\n\nExperience\nTransportation Operations NCO (Sergeant First Class, E-7), XVIII Airborne Corps, Fort Liberty, NC\tAug 2022 – Present\n";
    expect(roles(comma)).toEqual(["Transportation Operations NCO (Sergeant First Class, E-7) | XVIII Airborne Corps | Fort Liberty, NC | 2022-08 – Present"]);
  });
});

describe("a federal résumé from USAJOBS' builder", () => {
  it("reads the title under the pay and hours, and the place with its country after the state", () => {
    const text = [
      "Marcus Whitfield",
      "marcus@example.com",
      "",
      "Work Experience",
      "U.S. Army Contracting Command - Redstone",
      "Redstone Arsenal, AL US",
      "10/2019 - Present",
      "Salary: $118,221.00 USD Per Year",
      "Hours per week: 40",
      "Contract Specialist (This is a federal job)",
      "Series: 1102 Contracting",
      "Grade: 13",
      "Duties, Accomplishments and Related Skills:",
      "Serve as a warranted Contracting Officer.",
      "Supervisor: Karen L. Doyle (256-555-0190)",
      "Okay to contact this Supervisor: Yes",
      "",
      "Dynetics, Inc.",
      "Huntsville, AL US",
      "03/2012 - 09/2019",
      "Salary: $52,000.00 USD Per Year",
      "Hours per week: 40",
      "Purchasing Agent",
      "Duties, Accomplishments and Related Skills:",
      "Purchased materials.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Contract Specialist | U.S. Army Contracting Command | Redstone Arsenal, AL US | 2019-10 – Present",
      "Purchasing Agent | Dynetics, Inc. | Huntsville, AL US | 2012-03 – 2019-09",
    ]);
  });
});

describe("two spells of one role on a line", () => {
  it("lists the role twice, once per spell, and no 'and' as a role", () => {
    const text = "Sam Adeyemi\nsam@example.com\n\nExperience\nSoftware Developer (co-op) — Kinaxis\nOttawa, ON · Jan 2015 – Apr 2015 and Sep 2015 – Dec 2015\n- Two co-op terms on the analytics team.\n";
    expect(roles(text)).toEqual(["Software Developer (co-op) | Kinaxis | Ottawa, ON | 2015-01 – 2015-04", "Software Developer (co-op) | Kinaxis | Ottawa, ON | 2015-09 – 2015-12"]);
  });
});

describe("a career changer's earlier career and a British county", () => {
  it("reads 'Prior Career in Marketing' as work, not an award line, and 'Leeds, West Yorkshire' as a place", () => {
    expect(headingKind("Prior Career in Marketing")).toBe("experience");
    expect(headingKind("Early Career Scientist Award")).not.toBe("experience");
    expect(read("Jo Bloggs\nLeeds, West Yorkshire\njo@example.com\n\nExperience\nHR Advisor, Asda Stores Ltd   Mar 2012 – Present\n").contact.location).toBe("Leeds, West Yorkshire");
  });
});

describe("a clinic's programme, a school year and a firm heading three roles", () => {
  it("reads 'Registered Nurse (PRN) – COVID-19 Vaccination Clinics' over 'Columbus Public Health, Columbus, OH' as the title and its employer", () => {
    const text = "Danielle Fitzgerald\ndanielle@example.com\n\nClinical Experience\nRegistered Nurse (PRN) – COVID-19 Vaccination Clinics\tFeb 2021 – Sep 2021\nColumbus Public Health, Columbus, OH\n• Administered 3,000+ vaccine doses.\n";
    expect(roles(text)).toEqual(["Registered Nurse (PRN), COVID-19 Vaccination Clinics | Columbus Public Health | Columbus, OH | 2021-02 – 2021-09"]);
  });

  it("does not take 'school year' after a teacher's dates for the employer", () => {
    const text = "Megan Alvarez\nmegan@example.com\n\nExperience\nLong-Term Substitute Teacher, Grade 3\t2019–20 school year\nHidden Forest Elementary School, North East ISD — San Antonio, TX\n• Covered a full-year vacancy.\n";
    expect(read(text).positions.map((p) => p.company)).toEqual(["Hidden Forest Elementary School"]);
  });

  it("gives every role under a firm's heading the firm, the third too, and with the firm's town on a line of its own", () => {
    const three = "Daniel Marchetti\ndaniel@example.com\n\nExperience\nMcKINSEY & COMPANY\tNew York, NY\nEngagement Manager\tJan 2022 – Present\nLead teams.\nAssociate\tAug 2019 – Dec 2021\nClient: Private-equity fund — Pricing diagnostic.\nSummer Associate\tSummer 2018\nClient: Pharmaceutical company — Launch strategy.\n";
    expect(read(three).positions.map((p) => `${p.title} | ${p.company}`)).toEqual([
      "Engagement Manager | McKINSEY & COMPANY",
      "Associate | McKINSEY & COMPANY",
      "Summer Associate | McKINSEY & COMPANY",
    ]);
    const twoLines = "Daniel Marchetti\ndaniel@example.com\n\nExperience\nDELOITTE CONSULTING LLP\nChicago, IL\nSenior Consultant, Strategy & Operations\tJul 2014 – Jun 2017\nClient: Kraft Heinz — Supply-chain network redesign.\nBusiness Analyst\tJul 2012 – Jun 2014\nClients: Abbott, Walgreens, Exelon — data analysis.\n";
    expect(read(twoLines).positions.map((p) => p.company)).toEqual(["DELOITTE CONSULTING LLP", "DELOITTE CONSULTING LLP"]);
  });
});

describe("certifications with a status after their date", () => {
  it("drops 'current through', 'scheduled for', 'exp.' and the dash before a date with the date", () => {
    const text = "Cody Delgado\ncody@example.com\n\nLicenses & Certifications\nACLS and BLS, American Heart Association – current through 03/2027\nApprentice Electrician License, TDLR — 01/2017 (superseded)\nTexas Master Electrician exam — scheduled for 2027\nBLS for Healthcare Providers (CPR/AED), American Heart Association — exp. 04/2027\n\nExperience\nElectrician, MMR Group, Houston, TX   03/2021 – Present\n";
    expect(read(text).certifications).toEqual(["ACLS and BLS, American Heart Association", "Apprentice Electrician License, TDLR (superseded)", "Texas Master Electrician exam", "BLS for Healthcare Providers (CPR/AED), American Heart Association"]);
  });
});

describe("an employer written with its town", () => {
  it("reads moderncv's 'Title, Employer, Town.' and 'Employer GmbH, Berlin' as the employer and where the job was", () => {
    const text = "Clara Vidal\nclara@example.com\n\nExperience\n2021–today\tSenior Quantitative Analyst, Swiss Re, Zurich.\nNatural-catastrophe and longevity risk models for the internal capital model\n(SST).\n\n2018–2021\tQuantitative Analyst, UBS, Zurich.\nModel development for counterparty credit risk.\n\n2017–2018\tPostdoctoral Researcher, ETH Zürich, RiskLab, Zürich.\nResearch on rough volatility.\n";
    expect(roles(text)).toEqual([
      "Senior Quantitative Analyst | Swiss Re | Zurich | 2021 – Present",
      "Quantitative Analyst | UBS | Zurich | 2018 – 2021",
      "Postdoctoral Researcher | ETH Zürich, RiskLab | Zürich | 2017 – 2018",
    ]);
    expect(roles("Jan Novak\njan@example.com\n\nExperience\nBackend Developer, Zalando SE, Berlin   Mar 2019 – Dec 2021\n- Built services.\n")).toEqual([
      "Backend Developer | Zalando SE | Berlin | 2019-03 – 2021-12",
    ]);
  });

  it("keeps a legal form's full stop and a name after a comma that is no town", () => {
    expect(read("A B\na@example.com\n\nExperience\nAnalyst, Acme Co.   Jan 2020 – Dec 2021\n- Did things.\n").positions[0]?.company).toBe("Acme Co.");
    expect(read("A B\na@example.com\n\nExperience\nAssociate, Wachtell, Lipton, Rosen & Katz   Jan 2020 – Dec 2021\n- Did things.\n").positions[0]?.company).toMatch(/Rosen & Katz$/);
  });
});

describe("a job title with a bullet of its own", () => {
  const bulletedTitles = [
    "Jane Doe",
    "jane.doe@example.com | (555) 123-4567",
    "",
    "EXPERIENCE",
    "• Senior Software Engineer",
    "Acme Corp, Austin, TX — Jan 2020 – Present",
    "• Led the migration of billing services to Kubernetes.",
    "• Mentored four engineers.",
    "• Software Engineer",
    "Globex, Dallas, TX — Jun 2016 – Dec 2019",
    "• Built REST APIs in Java.",
  ].join("\n");

  it("reads the bulleted line over the employer and dates as the title, not as the last job's duty", () => {
    expect(roles(bulletedTitles)).toEqual(["Senior Software Engineer | Acme Corp | Austin, TX | 2020-01 – Present", "Software Engineer | Globex | Dallas, TX | 2016-06 – 2019-12"]);
    expect(read(bulletedTitles).positions.map((p) => p.bullets)).toEqual([["Led the migration of billing services to Kubernetes.", "Mentored four engineers."], ["Built REST APIs in Java."]]);
  });

  it("leaves a title-like last duty alone when the entry's title is under its employer", () => {
    const text = ["EXPERIENCE", "Acme Corp — Jan 2020 – Present", "Senior Engineer", "• Built the payments service.", "• Team Lead for payments", "Globex — Jun 2016 – Dec 2019", "Software Engineer", "• Built REST APIs in Java."].join("\n");
    expect(roles(text)).toEqual(["Senior Engineer | Acme Corp |  | 2020-01 – Present", "Software Engineer | Globex |  | 2016-06 – 2019-12"]);
    expect(read(text).positions[0]!.bullets).toEqual(["Built the payments service.", "Team Lead for payments"]);
  });
});

describe("job headers with marks a writer adds (review 44)", () => {
  const jobs = (header: (title: string, employer: string, place: string, dates: string) => string) =>
    [
      "Jordan Avery",
      "jordan.avery@example.com",
      "",
      "EXPERIENCE",
      header("Senior Software Engineer", "Northwind Analytics", "Austin, TX", "Mar 2021 – Present"),
      "• Led the migration of billing services to Kubernetes.",
      "• Mentored four engineers.",
      "",
      header("Software Engineer", "Globex Corporation", "Denver, CO", "Jun 2017 – Feb 2021"),
      "• Built event ingestion pipelines in Go.",
    ].join("\n");
  const expected = ["Senior Software Engineer | Northwind Analytics | Austin, TX | 2021-03 – Present", "Software Engineer | Globex Corporation | Denver, CO | 2017-06 – 2021-02"];

  it.each([
    ["a bullet before a one-line header", (t: string, e: string, p: string, d: string) => `• ${t}, ${e}, ${p} | ${d}`],
    ["a number before a one-line header", (t: string, e: string, p: string, d: string) => `${t === "Software Engineer" ? 2 : 1}. ${t}, ${e}, ${p} | ${d}`],
    ["a bullet before the employer line", (t: string, e: string, p: string, d: string) => `${t}\n• ${e}, ${p} | ${d}`],
    ["icons before the employer and the place", (t: string, e: string, p: string, d: string) => `${t}\n🏢 ${e}  📍 ${p} | ${d}`],
    ["icon-font glyphs before the employer and the place", (t: string, e: string, p: string, d: string) => `${t}\n\uf0b1 ${e}   \uf3c5 ${p} | ${d}`],
    ["a number before the title", (t: string, e: string, p: string, d: string) => `${t === "Software Engineer" ? 2 : 1}. ${t}\n${e}, ${p} | ${d}`],
    ["a letter before the title", (t: string, e: string, p: string, d: string) => `${t === "Software Engineer" ? "b" : "a"}) ${t}\n${e}, ${p} | ${d}`],
    ["a star before the title", (t: string, e: string, p: string, d: string) => `★ ${t}\n${e}, ${p} | ${d}`],
    ["a 'Role:' label before the title", (t: string, e: string, p: string, d: string) => `Role: ${t}\n${e}, ${p} | ${d}`],
    ["brackets around the title", (t: string, e: string, p: string, d: string) => `[${t}]\n${e}, ${p} | ${d}`],
    ["quotes around the title", (t: string, e: string, p: string, d: string) => `“${t}”\n${e}, ${p} | ${d}`],
    ["a frame of box-drawing characters", (t: string, e: string, p: string, d: string) => `┌──────────┐\n│ ${t}\n│ ${e}, ${p} | ${d}\n└──────────┘`],
    ["an '@' before the dates", (t: string, e: string, p: string, d: string) => `${t}\n${e}, ${p} @ ${d}`],
  ])("reads the title, employer, place and dates with %s", (_name, header) => {
    const text = jobs(header);
    expect(roles(text)).toEqual(expected);
    expect(read(text).positions[0]!.bullets).toEqual(["Led the migration of billing services to Kubernetes.", "Mentored four engineers."]);
    expect(warned(text)).not.toContain("position-without-dates");
  });
});

describe("dates and years on new résumés (review 45)", () => {
  const total = (text: string) => totalYears(read(text).workRanges);

  it("does not count years that name a thing inside a duty ('Led the 2009–2012 migration')", () => {
    const text = [
      "EXPERIENCE",
      "Senior Product Manager, Stripe, San Francisco, CA",
      "Jun 2021 – Present",
      "• Led the 2009–2012 legacy-data migration clean-up for the EU VAT engine",
      "Product Manager, Intuit, Mountain View, CA",
      "Sep 2017 – May 2021",
      "• Managed Payroll onboarding; its 2010 – 2016 flow was rebuilt from scratch",
    ].join("\n");
    expect(years(text)).toEqual(["2017-09..2021-05", "2021-06..2026-11"]);
  });

  it("reads fiscal and academic years, and Italian 'Dal 2019'", () => {
    const fiscal = ["EXPERIENCE", "Budget Analyst, U.S. Department of Energy, Washington, DC        FY2022–Present", "• Built budget models.", "Program Analyst, U.S. Department of Agriculture, Washington, DC        FY2019–FY2021", "• Tracked grants."].join("\n");
    expect(roles(fiscal).map((r) => r.split(" | ").slice(0, 2).join(" | "))).toEqual(["Budget Analyst | U.S. Department of Energy", "Program Analyst | U.S. Department of Agriculture"]);
    const academic = ["EXPERIENCE", "English Teacher, Busan International School, Busan", "AY 2019–20 to AY 2021–22", "• Taught grades 7 and 8."].join("\n");
    expect(read(academic).positions).toHaveLength(1);
    expect(years(academic)).toEqual(["2019-07..2022-06"]);
    const italian = ["ESPERIENZA PROFESSIONALE", "Dal 2019", "Architetta associata — Studio Fuksas, Roma", "• Progetti residenziali.", "09/2014 – 12/2018", "Architetta junior — Renzo Piano Building Workshop, Genova"].join("\n");
    expect(roles(italian)[0]).toBe("Architetta associata | Studio Fuksas | Roma | 2019 – Present");
  });

  it("does not read a duty's 'Ongoing' on the next line as the end of 'Since 2014'", () => {
    const text = ["EXPERIENCE", "Freelance Photographer          Since 2014", "- Ongoing commissions for Reuters, AFP and NGOs, alongside staff roles", "", "Picture Desk Assistant, Evening Standard, London          2011 - 2014"].join("\n");
    expect(read(text).positions[0]).toMatchObject({ title: "Freelance Photographer", company: "", current: true, bullets: ["Ongoing commissions for Reuters, AFP and NGOs, alongside staff roles"] });
  });

  it("reads German titles over 'Company, City' and the dates", () => {
    const text = ["BERUFLICHER WERDEGANG", "", "Leiter Entwicklung Antriebstechnik", "Bayerische Motorenwerkstatt AG, München", "seit 2019", "• Führung von 14 Ingenieurinnen und Ingenieuren", "", "Senior Entwicklungsingenieur", "Kraft & Söhne GmbH, Augsburg", "04/2015 – 12/2018", "• Auslegung von Planetengetrieben"].join("\n");
    expect(read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location}`)).toEqual(["Leiter Entwicklung Antriebstechnik | Bayerische Motorenwerkstatt AG | München", "Senior Entwicklungsingenieur | Kraft & Söhne GmbH | Augsburg"]);
  });

  it("does not count the years of a 'Specialist in ...' degree under Education as work", () => {
    const text = ["EXPERIENCE", "Product Designer, Miro, Amsterdam\t\tMar 2019 – Present", "• Designed the board templates.", "", "EDUCATION", "Specialist in Design, British Higher School of Art and Design, Moscow\t\t2010 – 2015"].join("\n");
    expect(years(text)).toEqual(["2019-03..2026-11"]);
  });

  it("does not count a career break named over its dates, nor take it for the next job's employer", () => {
    const text = [
      "WORK EXPERIENCE",
      "Senior Pharmacist, Tan Tock Seng Hospital, Singapore",
      "Jun 2021 – Present",
      "",
      "Career Break (raising two young children)",
      "Jan 2019 – May 2021",
      "",
      "Pharmacist, Guardian Health & Beauty, Singapore",
      "Jul 2014 – Dec 2018",
    ].join("\n");
    expect(read(text).positions.map((p) => p.company)).toEqual(["Tan Tock Seng Hospital", "Guardian Health & Beauty"]);
    expect(total(text)).toBe(10);
    const oneLine = ["EXPERIENCE", "Career break, Jan 2018 – Mar 2020 (caring for a parent)", "", "Senior Brand Manager, Air New Zealand, Auckland", "Feb 2013 – Dec 2017"].join("\n");
    expect(roles(oneLine)).toEqual(["Senior Brand Manager | Air New Zealand | Auckland | 2013-02 – 2017-12"]);
  });
});

describe("a bulleted line with a label under a job", () => {
  it("stays a duty ('• Clients: Acme, Boston, MA')", () => {
    const text = ["EXPERIENCE", "Account Manager, Globex, Boston, MA", "Jan 2019 – Present", "• Clients: Acme, Boston, MA", "• Grew revenue by 20%."].join("\n");
    expect(read(text).positions.map((p) => [p.title, p.company, p.bullets])).toEqual([["Account Manager", "Globex", ["Clients: Acme, Boston, MA", "Grew revenue by 20%."]]]);
  });
});
