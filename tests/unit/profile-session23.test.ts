// Cases from the session of 2026-11-28 (the twenty-third). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { computeMetrics } from "~/.server/analysis/metrics";
import { benchmarkFor } from "~/.server/analysis/benchmark";

const asOf = "2026-11-28";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
const years = (p: ReturnType<typeof read>) => computeMetrics(p, benchmarkFor(p), { id: "t", resumeId: "t", createdAt: `${asOf}T00:00:00.000Z`, asOf }).totalExperience;

const HEAD = "Jane Testcase\njane.testcase@example.edu | 555-010-0000\n\nEXPERIENCE\n";

describe("a range dated to the day, its year written once at its end (review 55)", () => {
  it("'Aug 15 – Sep 5, 2025', 'Jun 3 – Aug 9 2024', 'June 3rd – August 9th, 2023', 'Jun 1 – Aug 31, 2022', 'March 3–7, 2021'", () => {
    const p = read(`${HEAD}Orientation Leader, Kestrel University    Aug 15 – Sep 5, 2025\nSummer Intern, Pinecrest Labs    Jun 3 – Aug 9 2024\nLab Aide, Pinecrest Labs    June 3rd – August 9th, 2023\nCamp Counselor, Pine Camp    Jun 1 – Aug 31, 2022\nEvent Staff, Kestrel Arena    March 3–7, 2021\n`);
    expect(jobs(p)).toEqual([
      ["Orientation Leader", "Kestrel University", "2025-08", "2025-09"],
      ["Summer Intern", "Pinecrest Labs", "2024-06", "2024-08"],
      ["Lab Aide", "Pinecrest Labs", "2023-06", "2023-08"],
      ["Camp Counselor", "Pine Camp", "2022-06", "2022-08"],
      ["Event Staff", "Kestrel Arena", "2021-03", "2021-03"],
    ]);
  });

  it("'Dec 15 – Jan 10, 2025' began the year before", () => {
    expect(jobs(read(`${HEAD}Seasonal Associate, Northwind Outfitters    Dec 15 – Jan 10, 2025\n`))).toEqual([["Seasonal Associate", "Northwind Outfitters", "2024-12", "2025-01"]]);
  });
});

describe("a project named with a job word is no role (review 55)", () => {
  const withProject = (header: string) => read(`${HEAD}Barista, Bean Co.    Jan 2025 – Aug 2025\n\nPROJECTS\n${header}    Sep 2025 – May 2026\n- Class project for CS 3300\n`);

  it("'Task Manager (Python, React)', 'AI Study Assistant', 'Senior Capstone: Solar Charge Controller' add no months", () => {
    for (const header of ["Task Manager (Python, React)", "AI Study Assistant", "Senior Capstone: Solar Charge Controller", "Inventory Manager — a stock-keeping app"]) expect(years(withProject(header)), header).toBe("0.7 years");
  });

  it("guards: 'Lead Developer, TrailMix', 'TrailMix | Backend Developer' and 'Founder, StudyBuddy' are roles", () => {
    for (const header of ["Lead Developer, TrailMix", "TrailMix | Backend Developer", "Founder, StudyBuddy (React)"]) expect(years(withProject(header)), header).toBe("1.4 years");
  });
});

describe("the employer on a line of its own above a role with a unit (review 55)", () => {
  it("another role's line that names the same employer is no employer's line: 'Camp Counselor, Pine Camp' keeps its employer", () => {
    const p = read(`${HEAD}Summer Intern, Pinecrest Labs    Jun 2024 – Aug 2024\nLab Aide, Pinecrest Labs    Jun 2023 – Aug 2023\nCamp Counselor, Pine Camp    Jun 2022 – Aug 2022\n`);
    expect(jobs(p)[2]).toEqual(["Camp Counselor", "Pine Camp", "2022-06", "2022-08"]);
  });
});

describe("a current job dated by a year and a dash alone (review 56)", () => {
  const ann = "Ann Roe\nann.roe@gmail.com\n\nExperience\n";

  it("'Chief Executive Officer, Alpha Corp, Austin, TX⇥2012 –' and '(2012 – )' run to the present", () => {
    expect(jobs(read(`${ann}Chief Executive Officer, Alpha Corp, Austin, TX\t2012 –\n`))).toEqual([["Chief Executive Officer", "Alpha Corp", "2012", "Present"]]);
    expect(jobs(read(`${ann}Chief Executive Officer, Alpha Corp (2012 – )\n`))).toEqual([["Chief Executive Officer", "Alpha Corp", "2012", "Present"]]);
  });

  it("a PDF's wrapped cell: 'Puget Sound Logistics, Tacoma,2008 –' over 'WA⇥present' (the comma glued to the year)", () => {
    const p = read(`${ann}Director of Security Operations, Puget Sound Logistics, Tacoma,2008 –\nWA\tpresent\nSecurity Manager, Boeing, Everett, WA\t1996 – 2008\n`);
    expect(jobs(p)).toEqual([
      ["Director of Security Operations", "Puget Sound Logistics", "2008", "Present"],
      ["Security Manager", "Boeing", "1996", "2008"],
    ]);
  });

  it("guards: a number with a comma before a year ('1,2008 units') is no date", () => {
    expect(read(`${ann}Store Manager, Acme Foods\tJan 2015 – Present\n• Sold 1,2008 units a week.\n`).workRanges).toHaveLength(1);
  });
});

describe("board seats are posts held (review 56)", () => {
  it("'Independent Director, Northwind Diagnostics | June 2023 – Present' under Board Positions counts after the last job", () => {
    const p = read("Kate Moss-Abernathy\nkate.am@gmail.com\n\nExperience\nChief Executive Officer | MedLedger Health, Boston, MA | April 2016 – May 2023\n\nBoard Positions\nIndependent Director, Northwind Diagnostics | June 2023 – Present\n");
    expect(jobs(p)).toEqual([
      ["Chief Executive Officer", "MedLedger Health", "2016-04", "2023-05"],
      ["Independent Director", "Northwind Diagnostics", "2023-06", "Present"],
    ]);
    expect(years(p)).toBe("10.7 years");
  });
});

describe("a federal résumé's labels, schedule and addresses are no title or employer (review 56)", () => {
  it("the agency over its street and its town with a ZIP code, the title under the dates", () => {
    const p = read("Daniel Bayliss\ndaniel.b@gmail.com\n\nWork Experience\nU.S. Department of Agriculture, Food and Nutrition Service\n1320 Braddock Place\nAlexandria, VA 22314 United States\nMarch 2019 – Present\nHours per week: 40\nSupervisory Management and Program Analyst\nSeries/Grade: GS-0343-14\nSalary: $142,000 per year\nPermanent, Full-time\nLead a team of six management analysts.\n");
    expect(jobs(p)).toEqual([["Supervisory Management and Program Analyst", "U.S. Department of Agriculture, Food and Nutrition Service", "2019-03", "Present"]]);
  });

  it("the title over the agency and '1800 F Street NW, Washington, DC 20405'; 'Series/Grade:' and fields after the dates", () => {
    expect(jobs(read("Sharon Nguyen\nsharon.n@gmail.com\n\nWork Experience\nContracting Officer\nGeneral Services Administration\n1800 F Street NW, Washington, DC 20405\nFebruary 2016 – November 2020\nHours per week: 40\nSeries/Grade: GS-1102-14\nAwarded IT services task orders.\n"))).toEqual([["Contracting Officer", "General Services Administration", "2016-02", "2020-11"]]);
    expect(jobs(read("Sam Ortiz\nsam@example.com\n\nWork Experience\nProgram Analyst, Department of Energy\nApril 2017 – October 2021 | Hours per week: 40 | Series/Grade: GS-0343-13 | Salary: $98,000 per year\nWrote budget justifications.\n"))).toEqual([["Program Analyst", "Department of Energy", "2017-04", "2021-10"]]);
  });

  it("labelled blocks: 'Title:', 'Agency:', 'Address:', 'Start Date:', 'End Date:', 'Grade:'", () => {
    const block = (title: string, agency: string, start: string, end: string) => `Title: ${title}\nAgency: ${agency}\nAddress: Denver Federal Center, Building 67, Denver, CO 80225\nStart Date: ${start}\nEnd Date: ${end}\nGrade: GS-0810-14\nHours per week: 40\nSalary: $149,800 per annum\nDuties: Lead the dam safety engineering group.\n\n`;
    const p = read(`Gerald Okafor\ngerald@example.com\n\nPROFESSIONAL EXPERIENCE\n${block("Supervisory Civil Engineer", "U.S. Department of the Interior, Bureau of Reclamation", "03/2017", "Present")}${block("Civil Engineer (Hydraulics)", "U.S. Department of the Interior, Bureau of Reclamation", "08/2007", "03/2017")}`);
    expect(jobs(p)).toEqual([
      ["Supervisory Civil Engineer", "U.S. Department of the Interior, Bureau of Reclamation", "2017-03", "Present"],
      ["Civil Engineer (Hydraulics)", "U.S. Department of the Interior, Bureau of Reclamation", "2007-08", "2017-03"],
    ]);
  });
});

describe("senior titles with a unit (review 56)", () => {
  it("'Partner, Assurance Services' over 'Senior Manager, Assurance Services': the same unit is no employer, the firm above is", () => {
    const p = read("Vik Sorensen\nvik.s@gmail.com\n\nExperience\nErnst & Young LLP, Dallas, TX\nPartner, Assurance Services\tJul 2012 – Present\nSenior Manager, Assurance Services\tJul 2008 – Jun 2012\nStaff Auditor\tSep 2002 – Jun 2008\n");
    expect(jobs(p)).toEqual([
      ["Partner, Assurance Services", "Ernst & Young LLP", "2012-07", "Present"],
      ["Senior Manager, Assurance Services", "Ernst & Young LLP", "2008-07", "2012-06"],
      ["Staff Auditor", "Ernst & Young LLP", "2002-09", "2008-06"],
    ]);
  });

  it("'Vice President, Enterprise Sales — Informatica': the unit stays with the title, the employer follows the dash", () => {
    const p = read("Brian Whitfield\nbrian.w@gmail.com\n\nExperience\nVice President, Enterprise Sales — Informatica\t2013 – 2017\nVice President & General Manager, Space Systems — Front Range Aerospace\t2005 – 2009\n");
    expect(jobs(p)).toEqual([
      ["Vice President, Enterprise Sales", "Informatica", "2013", "2017"],
      ["Vice President & General Manager, Space Systems", "Front Range Aerospace", "2005", "2009"],
    ]);
  });

  it("guards: 'Senior Data Engineer, Northwind Analytics — Lisbon' is an employer and its town", () => {
    expect(jobs(read("Ana Costa\nana@example.com\n\nExperience\nSenior Data Engineer, Northwind Analytics — Lisbon\tMar 2021 – Present\n"))[0]!.slice(0, 2)).toEqual(["Senior Data Engineer", "Northwind Analytics"]);
  });
});

describe("headings (reviews 55 and 56)", () => {
  it("'Previous Roles' is a work heading; 'TRAINING & EDUCATION' an education one", () => {
    const p = read("Gloria Stanhope\ngloria.s@gmail.com\n\nExperience\nExecutive Vice President, Truist Financial, Charlotte, NC | 2005 – Present\n\nPrevious Roles\nOperations Manager, First Union\t2001 – 2005\n\nTRAINING & EDUCATION\nEastfield High School - High School Diploma, 1990\n");
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "experience", "education"]);
    expect(p.education.map((e) => e.degree)).toEqual(["High School Diploma"]);
  });
});

describe("students' projects and placements (review 55)", () => {
  it("'StudyBuddy (React, Firebase)' and 'Personal Website (HTML, CSS, JavaScript)' under Projects name projects, not skills", () => {
    const names = read(`${HEAD}Barista, Bean Co.\tSep 2024 – Present\n\nPROJECTS\nStudyBuddy (React, Firebase)\tSpring 2025\n• Built a study planner.\nPersonal Website (HTML, CSS, JavaScript)\t2024\nRecipeBox — recipe sharing site (Vue, Django)\n`).skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["React", "Firebase", "HTML", "CSS", "JavaScript", "Vue.js", "Django"]));
    for (const junk of ["StudyBuddy", "Personal Website", "RecipeBox", "recipe sharing site"]) expect(names).not.toContain(junk);
  });

  it("a co-op is a placement: 'Mechanical Design Co-op' is a mechanical engineer's, not a telephone operator's ('CO Op')", () => {
    const p = read(`${HEAD}Mechanical Design Co-op, Kessler Automation Inc.\tJan 2024 – Apr 2024\nMechanical Design Co-op, Kessler Automation Inc.\tMay 2025 – Aug 2025\n\nSKILLS\nSolidWorks, GD&T, MATLAB\n`);
    expect(benchmarkFor(p).occupation?.title).toBe("Mechanical Engineers");
  });
});

describe("an employer heading over its roles, and a name's wrapped credentials (review 56)", () => {
  it("'Lakeside Health System, Cleveland, OH (2009 – present)' heads 'Chief Nursing Officer & Senior Vice President, Patient Care Services'", () => {
    const p = read("Pat Hale\npat.hale@gmail.com\n\nExperience\nLakeside Health System, Cleveland, OH (2009 – present)\n  Chief Nursing Officer & Senior Vice President, Patient Care Services (2017 – present)\n  Director of Critical Care Nursing (2009 – 2017)\n");
    expect(jobs(p)).toEqual([
      ["Chief Nursing Officer & Senior Vice President, Patient Care Services", "Lakeside Health System", "2017", "Present"],
      ["Director of Critical Care Nursing", "Lakeside Health System", "2009", "2017"],
    ]);
  });

  it("'Maureen O'Callaghan-Diallo, MSN, RN,' over 'NE-BC' is the name, the title under it the headline", () => {
    const p = read("Maureen O'Callaghan-Diallo, MSN, RN,\n\nNE-BC\nChief Nursing Officer\nBaltimore, MD | (410) 555-0157 | maureen.od@gmail.com\n\nEXPERIENCE\nChief Nursing Officer, Mercy Hospital\tJan 2015 – Present\n");
    expect([p.contact.name, p.contact.headline]).toEqual(["Maureen O'Callaghan-Diallo", "Chief Nursing Officer"]);
  });
});

describe("a degree's initials in brackets (review 55)", () => {
  it("'Bachelor of Applied Science (B.A.Sc.), Mechanical Engineering' keeps its field", () => {
    const p = read("Jon Kim\njon@example.edu\n\nEDUCATION\nBachelor of Applied Science (B.A.Sc.), Mechanical Engineering\tSep 2021 – Apr 2026\nNorthbridge Institute of Technology\n");
    expect(p.education.map((e) => e.degree)).toEqual(["Bachelor of Applied Science (B.A.Sc.) in Mechanical Engineering"]);
  });

  it("guards: 'Bachelor of Business (Marketing)' names its field in the bracket and takes no town for one", () => {
    const p = read("Amy Ho\namy@example.com\n\nEDUCATION\nBachelor of Business (Marketing), Caulfield\t2013 – 2015\nMonash University\n");
    expect(p.education.map((e) => e.degree)).toEqual(["Bachelor of Business (Marketing)"]);
  });
});

describe("a job of one month (review 55)", () => {
  it("'Election Poll Worker — Cook County Board of Elections | November 2024' is listed, a month long", () => {
    const p = read(`${HEAD}Barista, Bean Co.\tJan 2025 – Aug 2025\nElection Poll Worker — Cook County Board of Elections | November 2024\n`);
    expect(jobs(p)).toEqual([
      ["Barista", "Bean Co.", "2025-01", "2025-08"],
      ["Election Poll Worker", "Cook County Board of Elections", "2024-11", "2024-11"],
    ]);
  });

  it("guards: a degree's month of graduation is no range", () => {
    const p = read("Amy Ho\namy@example.com\n\nEDUCATION\nBachelor of Science in Nursing | University of Pennsylvania | May 2018\n");
    expect(p.workRanges).toEqual([]);
    expect(p.education[0]?.start ?? null).toBeNull();
  });
});

describe("roles listed as bullets (review 56)", () => {
  it("'- Operations Manager, First Union (2001 – 2005)' under 'Previous Roles' is a role", () => {
    const p = read("Gloria Stanhope\ngloria.s@gmail.com\n\nExperience\nExecutive Vice President, Truist Financial, Charlotte, NC | 2005 – Present\n\nPrevious Roles\n- Operations Manager, First Union (2001 – 2005)\n- Operations Analyst, Bank One (1994 – 2001)\n");
    expect(jobs(p)).toEqual([
      ["Executive Vice President", "Truist Financial", "2005", "Present"],
      ["Operations Manager", "First Union", "2001", "2005"],
      ["Operations Analyst", "Bank One", "1994", "2001"],
    ]);
  });

  it("'- Professor of Economics, 2005 – present' under its college's line is a role there", () => {
    const p = read("Margaret Lindqvist\nm.lindqvist@gmail.com\n\nAppointments\nHarlow College, Department of Economics\n- Professor of Economics, 2005 – present\n- Associate Professor of Economics, 2001 – 2005\nFederal Reserve Bank of Boston\n- Economist, Research Department, 1992 – 2001\n");
    expect(jobs(p)).toEqual([
      ["Professor of Economics", "Harlow College", "2005", "Present"],
      ["Associate Professor of Economics", "Harlow College", "2001", "2005"],
      ["Economist, Research Department", "Federal Reserve Bank of Boston", "1992", "2001"],
    ]);
  });

  it("guards: a duty bullet with years stays a duty", () => {
    const p = read(`${HEAD}Data Engineer, Acme Corp\tJan 2018 – Present\n• Led the 2019 – 2020 migration to Snowflake.\n• Migrated pipelines, 2021 – 2022.\n`);
    expect(jobs(p)).toEqual([["Data Engineer", "Acme Corp", "2018-01", "Present"]]);
  });
});

describe("a service's postings as bullets (review 56)", () => {
  it("'• Director of Space Programs, Space and Missile Systems Center, Los Angeles AFB, CA (2008 – 2012)' under the service is a role", () => {
    const p = read("Douglas Featherstone\ndoug@example.com\n\nMILITARY EXPERIENCE\nUnited States Air Force, 1990 – 2012 (retired as Colonel, O-6)\n• Director of Space Programs, Space and Missile Systems Center, Los Angeles AFB, CA (2008 – 2012)\n• Test Pilot and Program Manager, Air Force Test Center, Edwards AFB, CA (1998 – 2005)\n");
    expect(jobs(p).slice(1)).toEqual([
      ["Director of Space Programs", "Space and Missile Systems Center", "2008", "2012"],
      ["Test Pilot and Program Manager", "Air Force Test Center", "1998", "2005"],
    ]);
  });
});

describe("executive abbreviations (review 56)", () => {
  it("'SVP' and 'EVP' are titles, as 'VP' is", () => {
    const p = read("Raj Mehta\nraj@example.com\n\nExperience\nSVP, Northwind Foods, Dallas, TX\tAug 2015 – Present\nEVP, ShopLane Inc., Austin, TX\tMar 2008 – Jul 2015\n");
    expect(jobs(p)).toEqual([
      ["SVP", "Northwind Foods", "2015-08", "Present"],
      ["EVP", "ShopLane Inc.", "2008-03", "2015-07"],
    ]);
  });
});

describe("a year written with its apostrophe (review 56)", () => {
  it("'U.S. Army, Infantry Officer (Captain), ’82 – ’90': the apostrophe is the year's, not the title's", () => {
    const p = read("Harold Winterbourne\nharold@example.com\n\nEXPERIENCE\nU.S. Army, Infantry Officer (Captain), ’82 – ’90\n");
    expect(jobs(p)).toEqual([["Infantry Officer (Captain)", "U.S. Army", "1982", "1990"]]);
  });
});

describe("a span from a duty into the next job's header (review 55)", () => {
  it("'… write PostgreSQL migrations' over 'Server — Olive & Thyme Bistro⇥2019 – 2025' names no skill", () => {
    const names = read(`${HEAD}Junior Developer, Bright Pixel\tFeb 2026 – Present\n- Build client sites with React and Node.js; write PostgreSQL migrations\nServer — Olive & Thyme Bistro                                       2019 – 2025\n- Served 120+ guests per shift\n`).skills.map((s) => s.name);
    expect(names).not.toContain("PostgreSQL migrations Server");
    expect(names).toEqual(expect.arrayContaining(["React", "Node.js"]));
  });
});

describe("a stated total well above the dated jobs' (review 56)", () => {
  it("'30 years of experience' beside 15 years of dated jobs is pointed out, with what to add", () => {
    const p = read("Dana Kaur\ndana@example.com\n\nSUMMARY\nPharmaceutical R&D executive with 30 years of experience in clinical development.\n\nEXPERIENCE\nSenior Vice President, Clinical Development, Triangle Therapeutics\tJul 2011 – Present\n");
    const w = p.warnings.find((x) => x.code === "stated-years");
    expect(w?.message).toMatch(/^Your resume says 30 years of experience; its dated jobs add up to 15\.4 years\./);
    // The line the warning suggests is read as a role and counted.
    const after = read("Dana Kaur\ndana@example.com\n\nEXPERIENCE\nSenior Vice President, Triangle Therapeutics\tJul 2011 – Present\n\nEarlier roles: Analyst, Bank One, 1994 – 1998\n");
    expect(jobs(after)[1]).toEqual(["Analyst", "Bank One", "1994", "1998"]);
  });

  it("guards: a stated '10+ years' beside 9 dated years says nothing", () => {
    const p = read("Dana Kaur\ndana@example.com\n\nSUMMARY\nAnalyst with 10+ years of experience.\n\nEXPERIENCE\nSenior Analyst, Triangle Therapeutics\tJul 2017 – Present\n");
    expect(p.warnings.some((x) => x.code === "stated-years")).toBe(false);
  });
});

describe("a unit named by its function between the title and the employer (review 56)", () => {
  it("'Senior Vice President, Clinical Development, Triangle Therapeutics, Durham, NC' and kin", () => {
    const p = read("Dana Kaur\ndana@example.com\n\nEXPERIENCE\nSenior Vice President, Clinical Development, Triangle Therapeutics, Durham, NC\t2017 – Present\nDirector, Research and Development, Medtronic, Minneapolis, MN\t2005 – 2011\n");
    expect(jobs(p)).toEqual([
      ["Senior Vice President, Clinical Development", "Triangle Therapeutics", "2017", "Present"],
      ["Director, Research and Development", "Medtronic", "2005", "2011"],
    ]);
  });
});

describe("a course before a school (review 55)", () => {
  it("'Teaching Assistant, ME 101 Engineering Graphics, Northbridge Institute of Technology': the school is the employer", () => {
    const p = read(`${HEAD}Teaching Assistant, ME 101 Engineering Graphics, Northbridge Institute of Technology\tFall 2025\nTeaching Assistant, CS 3300, Kestrel University\tSpring 2025\n`);
    expect(jobs(p)).toEqual([
      ["Teaching Assistant, ME 101 Engineering Graphics", "Northbridge Institute of Technology", "2025-09", "2025-11"],
      ["Teaching Assistant, CS 3300", "Kestrel University", "2025-03", "2025-05"],
    ]);
  });
});
