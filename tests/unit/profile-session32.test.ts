// Cases from the session of 2026-11-29 (the thirty-second). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { inferOccupation } from "~/.server/analysis/occupation";

const asOf = "2026-11-29";
const read = (text: string) => parseProfile(text, { asOf });
const skillsOf = (lines: string[]) => read(["Jane Doe", "jane@example.com", "", ...lines].join("\n")).skills.map((s) => s.name);

describe("skills that share their first or last words", () => {
  it("'Accounts payable / receivable' is two skills, and 'Financial Modeling & Analysis' too", () => {
    const names = skillsOf(["SKILLS", "Accounts payable / receivable, MYOB, Payroll", "Financial Modeling & Analysis, Budgeting"]);
    expect(names).toEqual(expect.arrayContaining(["Accounts payable", "Accounts receivable", "Financial modeling", "Financial analysis"]));
    expect(names).not.toContain("Accounts payable / receivable");
  });

  it("'Diary and travel management': the diary is managed too", () => {
    const names = skillsOf(["SKILLS", "Minute taking, Diary and travel management, MS Office"]);
    expect(names).toContain("Diary management");
    expect(names).not.toContain("Diary");
  });

  it("'front and back end development' names both ends, not 'Front' and 'end development'", () => {
    const names = skillsOf(["SKILLS", "Front and back end development, REST APIs, PostgreSQL"]);
    expect(names).toEqual(expect.arrayContaining(["Front-end development", "Back-end development"]));
    expect(names.some((n) => /^(?:Front|end development)$/i.test(n))).toBe(false);
  });

  it("'Typing 75 wpm': the speed is no part of the skill's name", () => {
    expect(skillsOf(["SKILLS", "Typing 75 wpm, Minute taking, Audio typing (60 WPM)"])).toEqual(expect.arrayContaining(["Typing", "Audio typing"]));
  });

  it("guards: a skill alone stays itself ('Recruitment and talent management'), and so do a list's departments ('led Finance, Legal and strategic planning') and a phrase known whole ('financial planning and analysis')", () => {
    const names = skillsOf(["SUMMARY", "Reporting to the CEO, led Finance, Accounting, Legal and strategic planning.", "Directed IT financial planning and analysis for a $120-million department.", "", "SKILLS", "Recruitment and talent management, Onboarding"]);
    expect(names).toContain("Recruitment");
    expect(names.some((n) => /recruitment management|legal planning/i.test(n))).toBe(false);
    expect(names).not.toContain("Financial planning");
  });
});

describe("military bases are places (review 96)", () => {
  const jobs = (text: string) => read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));
  it("'Royal Air Force, RAF Coningsby', 'Australian Army, Lavarack Barracks', 'US Army, Fort Bragg': the base is where the job was", () => {
    const text = [
      "Sam Carter",
      "sam@example.com",
      "",
      "EXPERIENCE",
      "Aircraft Technician, Royal Air Force, RAF Coningsby",
      "Mar 2008 - May 2014",
      "- Maintained Typhoon aircraft.",
      "",
      "Transport Supervisor, Australian Army, Lavarack Barracks",
      "2004 - 2008",
      "- Ran a transport section.",
      "",
      "Logistics Specialist, US Army, Fort Bragg",
      "2001 - 2004",
      "- Issued stores.",
    ].join("\n");
    expect(jobs(text)).toEqual([
      "Aircraft Technician | Royal Air Force | RAF Coningsby",
      "Transport Supervisor | Australian Army | Lavarack Barracks",
      "Logistics Specialist | US Army | Fort Bragg",
    ]);
  });

  it("guards: 'MCB Bank Limited' is a bank, and 'Camp Kanata' a summer camp", () => {
    const text = ["Ayesha Khan", "ayesha@example.com", "", "EXPERIENCE", "Personal Banking Officer, MCB Bank Limited, Lahore", "Jan 2016 - Jul 2019", "- Opened accounts.", "", "Camp Counselor, Camp Kanata", "Summer 2014", "- Led a cabin of ten."].join("\n");
    expect(jobs(text)).toEqual(["Personal Banking Officer | MCB Bank Limited | Lahore", "Camp Counselor | Camp Kanata | "]);
  });
});

describe("scientists' skills lists and words (review 99)", () => {
  const sections = (text: string) => read(text).sections.map((s) => `${s.heading}:${s.kind}`);
  it("'Techniques & Instruments', 'INSTRUMENTS HANDLED', 'WET LAB' and 'COMPUTATIONAL' head skills lists", () => {
    const text = [
      "Priya Nair",
      "priya@example.com",
      "",
      "EDUCATION",
      "M.S. Chemistry, North Carolina State University, 2015",
      "",
      "Techniques & Instruments",
      "LC-MS/MS, solid-phase extraction, Watson LIMS, MassLynx",
      "",
      "INSTRUMENTS HANDLED",
      "HPLC (Waters Alliance), GC-HS, ICP-MS, FTIR",
      "",
      "WET LAB",
      "Flow cytometry, qPCR",
      "",
      "COMPUTATIONAL",
      "Python, R, SQL",
    ].join("\n");
    expect(sections(text)).toEqual(expect.arrayContaining(["Techniques & Instruments:skills", "INSTRUMENTS HANDLED:skills", "WET LAB:skills", "COMPUTATIONAL:skills"]));
    expect(read(text).warnings.map((w) => w.code)).not.toContain("no-skills-section");
  });

  it("'Analytical Chemist', 'analytical development': a laboratory's analysis, no soft skill", () => {
    const text = ["Jane Doe", "jane@example.com", "Analytical Chemist", "", "EXPERIENCE", "Analytical Scientist, Pfizer, Sandwich", "2019 - Present", "- Method validation for analytical development projects", "- Analytical characterisation of proteins"].join("\n");
    expect(read(text).skills.map((s) => s.name)).not.toContain("Analytical skills");
  });

  it("guards: 'strong analytical and problem-solving skills' is one", () => {
    expect(skillsOf(["SUMMARY", "QC chemist with strong analytical and problem-solving skills."])).toContain("Analytical skills");
  });
});

describe("charities', communications' and pharma plants' titles (reviews 99 and 101)", () => {
  const occ = (titles: string[]) => inferOccupation({ titles, skills: [] }).best?.title;
  it("a communications officer handles the press, not 911 calls; an emergency communications officer does", () => {
    expect(occ(["Senior Communications Officer"])).toBe("Public Relations Specialists");
    expect(occ(["Emergency Communications Officer"])).toBe("Public Safety Telecommunicators");
  });
  it("'Programme' is the British 'Program': a programme manager manages projects, whatever portfolio follows; a programme officer coordinates one", () => {
    expect(occ(["Programme Manager, Middle East Education Portfolio"])).toBe("Project Management Specialists");
    expect(occ(["Programme Officer – Read India"])).toBe("Social and Community Service Managers");
    expect(occ(["Technical Program Manager"])).toBe("Information Technology Project Managers");
  });
  it("a trusts and foundations manager raises funds; a volunteer programme coordinator runs a community service", () => {
    expect(occ(["Trusts and Foundations Manager"])).toBe("Fundraisers");
    expect(occ(["Volunteer Programme Coordinator"])).toBe("Social and Community Service Managers");
  });
  it("'Executive - Quality Assurance' (an Indian pharma plant's grade) works in quality, no chief executive", () => {
    expect(occ(["Executive - Quality Assurance"])).toBe("Quality Control Analysts");
  });
});

describe("a job's own sub-headings (review 100)", () => {
  it("'Key projects' and 'Key Achievements' under a job, its title over a dated employer line: the next jobs are jobs", () => {
    const text = [
      "Jane Doe",
      "jane@example.com",
      "",
      "PROFESSIONAL EXPERIENCE",
      "Senior IT Project Manager",
      "The Hong Kong Jockey Club, Sha Tin\tApr 2020 – Present",
      "Key projects",
      "- Wagering platform re-architecture: moved account services to AWS",
      "IT Project Manager",
      "Cathay Pacific Airways Limited, Lantau Island\tJan 2016 – Mar 2020",
      "Key Achievements",
      "- Delivered the crew app.",
      "Business Analyst",
      "HSBC, Central\tJan 2012 – Dec 2015",
      "",
      "EDUCATION",
      "BSc Computer Science, HKU, 2011",
    ].join("\n");
    expect(read(text).positions.map((p) => `${p.title} | ${p.company}`)).toEqual(["Senior IT Project Manager | The Hong Kong Jockey Club", "IT Project Manager | Cathay Pacific Airways Limited", "Business Analyst | HSBC"]);
  });
});

describe("Singaporean and Kenyan CVs (review 100)", () => {
  const jobs = (text: string) => read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));
  it("'OTHERS' closes the CV: its notice period is no skill and its National Service line no job", () => {
    const text = ["JANE TAN", "jane.tan@example.com | +65 9555 1234", "", "EXPERIENCE", "Data Analyst\tMar 2023 – Present", "Grab, Singapore", "- Built weekly dashboards in Tableau", "", "SKILLS", "Python, SQL, Tableau", "", "OTHERS", "National Service: 3rd Sergeant, Singapore Armed Forces (2014 – 2016)", "One month notice", "Expected Salary: S$5,000"].join("\n");
    const p = read(text);
    expect(p.sections.map((s) => `${s.heading}:${s.kind}`)).toContain("OTHERS:other");
    expect(p.skills.map((s) => s.name)).not.toContain("One month notice");
    expect(jobs(text)).toEqual(["Data Analyst | Grab | Singapore"]);
  });

  it("'GRAB' / 'Singapore' / 'Data Analyst, Deliveries Analytics⇥dates': the employer in capitals above, the team beside the title", () => {
    const text = ["RYAN LIM", "ryan@example.com", "", "EXPERIENCE", "", "GRAB", "Singapore", "Data Analyst, Deliveries Analytics\tMar 2023 – Present", "• Own the weekly dashboards", "", "SHOPEE (SEA GROUP)", "Singapore", "Associate Data Analyst, Marketplace\tJul 2021 – Feb 2023", "• Analysed seller churn"].join("\n");
    expect(jobs(text)).toEqual(["Data Analyst, Deliveries Analytics | GRAB | Singapore", "Associate Data Analyst, Marketplace | SHOPEE (SEA GROUP) | Singapore"]);
  });
});

describe("contact details as Africa and Asia-Pacific write them (review 100)", () => {
  const contact = (lines: string[]) => read([...lines, "", "EXPERIENCE", "Cashier, Shoprite, 2019 - 2020"].join("\n")).contact;
  it("an 11-digit mobile written unbroken beside the e-mail, or on its own line", () => {
    expect(contact(["ADAEZE OKAFOR", "08035551294 | adaeze.okafor@example.com.ng"]).phone).toBe("08035551294");
    expect(contact(["Thabo Mokoena", "0725558831", "thabo@example.com"]).phone).toBe("0725558831");
  });
  it("'Surname:' over 'First names:' is the name", () => {
    expect(contact(["PERSONAL DETAILS", "Surname:          Mokoena", "First names:      Lerato Palesa", "E-mail:           lerato@example.co.za"]).name).toBe("Lerato Palesa Mokoena");
  });
  it("'Unit 4/18 Brunswick Street, New Farm QLD 4005', '…, Lekki Phase 1, Lagos State', 'Gwarinpa, Abuja FCT', '…, Cape Town, 7784', 'Tsuen Wan, New Territories'", () => {
    const at = (line: string) => contact(["Jane Doe", line, "072 555 8831 | jane@example.com"]).location;
    expect(at("Unit 4/18 Brunswick Street, New Farm QLD 4005")).toBe("New Farm QLD");
    expect(at("12 Admiralty Way, Lekki Phase 1, Lagos State")).toBe("Lekki Phase 1, Lagos State");
    expect(at("Gwarinpa, Abuja FCT")).toBe("Gwarinpa, Abuja FCT");
    expect(at("Site C, Khayelitsha, Cape Town, 7784")).toBe("Khayelitsha, Cape Town");
    expect(at("Tsuen Wan, New Territories")).toBe("Tsuen Wan, New Territories");
  });
});

describe("employers, units and towns (reviews 99 and 101)", () => {
  const jobs = (lines: string[]) => read(["Jane Doe", "jane@example.com", "", "EXPERIENCE", ...lines].join("\n")).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));
  it("'Utrecht University, Debye Institute for Nanomaterials Science, Utrecht (NL)': the institution and its unit, then its town", () => {
    expect(jobs(["Postdoctoral Researcher\tFeb 2019 – Sep 2020", "Utrecht University, Debye Institute for Nanomaterials Science, Utrecht (NL)", "• Raman spectroscopy."])).toEqual(["Postdoctoral Researcher | Utrecht University, Debye Institute for Nanomaterials Science | Utrecht"]);
  });
  it("'QA Manager, Sterile Operations⇥dates' over 'GlaxoSmithKline, Barnard Castle': the unit stays with the title", () => {
    expect(jobs(["QA Manager, Sterile Operations\tMarch 2015 – May 2020", "GlaxoSmithKline, Barnard Castle", "• Batch disposition and CAPA approval."])).toEqual(["QA Manager, Sterile Operations | GlaxoSmithKline | Barnard Castle"]);
  });
  it("'Trustee (voluntary)' over the charity and its town is a title", () => {
    expect(jobs(["Trustee (voluntary)", "Small Heath Community Forum, Birmingham", "2019 – present", "- Chair the finance committee."])[0]).toBe("Trustee | Small Heath Community Forum | Birmingham");
  });
});

describe("designed names (reviews 99 and 101)", () => {
  it("'E L E A N O R M A R S H - W H I T B Y' spelt by the e-mail 'e.marshwhitby'", () => {
    expect(read(["E L E A N O R M A R S H - W H I T B Y", "Macclesfield, Cheshire | 07700 900231 | e.marshwhitby@example.co.uk", "", "EXPERIENCE", "QA Manager | AstraZeneca | Macclesfield | June 2020 - present"].join("\n")).contact.name).toBe("ELEANOR MARSH-WHITBY");
  });
  it("'Maya' / 'Goldberg-Ortiz' over the headline 'Content Strategist': the stacked name, not the headline", () => {
    const c = read(["Maya", "Goldberg-Ortiz", "Content Strategist", "Brooklyn, NY", "(718) 555-0164", "maya@example.com", "", "EXPERIENCE", "Content Strategist, Vox Media, 2019 - Present"].join("\n")).contact;
    expect(c.name).toBe("Maya Goldberg-Ortiz");
  });
});

describe("one-line jobs in a bulleted list (review 100)", () => {
  it("'• Call Centre Agent – CCI South Africa, Cape Town (Jun 2022 – Present): what the job was'", () => {
    const text = ["Siya Khumalo", "siya@example.co.za", "", "WORK EXPERIENCE", "• Call Centre Agent – CCI South Africa, Cape Town (Jun 2022 – Present): inbound customer care for a UK energy supplier", "• Cashier – Shoprite, Khayelitsha (2018 – 2019)", "", "EDUCATION", "National Senior Certificate, 2017"].join("\n");
    expect(read(text).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "))).toEqual(["Call Centre Agent | CCI South Africa | Cape Town", "Cashier | Shoprite | Khayelitsha"]);
  });
});

describe("an organisation's office, site or branch (reviews 100 and 101)", () => {
  const jobs = (lines: string[]) => read(["Jane Doe", "jane@example.com", "", "EXPERIENCE", ...lines].join("\n")).positions.map((p) => [p.title, p.company, p.location ?? ""].join(" | "));
  it("'Norwegian Refugee Council (NRC)' over 'Programme Development Officer — Kenya & Somalia Country Office, Nairobi': the council employs, in Nairobi", () => {
    expect(jobs(["Norwegian Refugee Council (NRC)", "Programme Development Officer — Kenya & Somalia Country Office, Nairobi", "March 2022 – present", "- Wrote proposals.", "", "Kenya Red Cross Society", "Emergency Response Team member — Kisumu branch", "Jan 2019 – Feb 2022", "- Responded to floods."])).toEqual([
      "Programme Development Officer | Norwegian Refugee Council (NRC) | Nairobi",
      "Emergency Response Team member | Kenya Red Cross Society | Kisumu branch",
    ]);
  });
  it("'Concentrix Philippines – Alabang Site, Muntinlupa City': the site's town", () => {
    expect(jobs(["Customer Service Representative", "Concentrix Philippines – Alabang Site, Muntinlupa City", "Jun 2021 – Present", "- Handled calls."])).toEqual(["Customer Service Representative | Concentrix Philippines | Muntinlupa City"]);
  });
  it("guards: 'UNICEF Kenya Country Office' is the employer", () => {
    expect(jobs(["M&E Officer, UNICEF Kenya Country Office, Nairobi", "Feb 2022 – Present", "- Ran surveys."])).toEqual(["M&E Officer | UNICEF Kenya Country Office | Nairobi"]);
  });
});

describe("two names parted by a slash (review 99)", () => {
  it("'HPLC/UPLC', 'OOP/OOD', 'CIP/SIP' are two each; 'GC-MS/MS', 'UV/Vis', 'TCP/IP', 'CI/CD' stay whole", () => {
    const names = skillsOf(["SKILLS", "HPLC/UPLC, OOP/OOD, CIP/SIP, GC-MS/MS, UV/Vis, TCP/IP, CI/CD"]);
    expect(names).toEqual(expect.arrayContaining(["HPLC", "UPLC", "OOP", "OOD", "CIP", "SIP"]));
    expect(names).not.toContain("HPLC/UPLC");
    expect(names.some((n) => /^(?:MS|UV|Vis|IP|CD)$/.test(n))).toBe(false);
  });
});

describe("awards under a job (review 100)", () => {
  it("'• Agent of the Quarter, Q3 2016' is an award, no job", () => {
    const text = ["Jane Doe", "jane@example.com", "", "EXPERIENCE", "Customer Service Representative", "Teleperformance, Taguig City", "Aug 2019 – May 2021", "• Handled 80 calls a day.", "• Agent of the Quarter, Q3 2016", "", "EDUCATION", "BS Psychology, 2019"].join("\n");
    expect(read(text).positions.map((p) => p.title)).toEqual(["Customer Service Representative"]);
  });
});

describe("a table's header row (review 100)", () => {
  it("'Year | Body | Qualification' and 'Year⇥Institution⇥Degree' are no headings; 'Educational Qualification' is", async () => {
    const { headingKind } = await import("~/.server/analysis/profile/sections");
    expect(headingKind("Year | Body | Qualification")).toBeNull();
    expect(headingKind("Year\tInstitution\tDegree")).toBeNull();
    expect(headingKind("Educational Qualification")).toBe("education");
  });
});
