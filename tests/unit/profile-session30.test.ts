// Cases from the session of 2026-11-29 (the thirtieth). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { inferOccupation } from "~/.server/analysis/occupation";
import { occupationTitles } from "~/.server/analysis/benchmark";

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

describe("academic posts (review 90)", () => {
  it("'CURRENT POSITION' heads the post held now, as 'PREVIOUS POSITIONS' heads the earlier ones", () => {
    const text = "Jane Doe\njane.doe@example.com | (555) 555-0100 | Boston, MA\n\nCURRENT POSITION\nPostdoctoral Fellow\tJan 2023 – present\nSchool of Biochemistry and Immunology, Trinity College Dublin\n\nPREVIOUS POSITIONS\nPostdoctoral Research Fellow\tOct 2017 – Dec 2022\nDepartment of Pathology, University of Cambridge, UK\n\nEDUCATION\nPhD Immunology, Trinity College Dublin, 2017\n";
    expect(jobs(text)).toEqual([
      "Postdoctoral Fellow | School of Biochemistry and Immunology, Trinity College Dublin | ",
      "Postdoctoral Research Fellow | Department of Pathology, University of Cambridge | UK",
    ]);
  });

  it("guards: 'Present position: Legal Counsel, …' is a headline's label, no section", () => {
    const p = read("CURRICULUM VITAE\nName: Jane Doe\nPresent position: Legal Counsel, Australian Charities Commission\n\nEXPERIENCE\nLegal Counsel, Australian Charities Commission\t2015 – Present\n");
    expect(p.sections.filter((s) => /present position/i.test(s.heading))).toEqual([]);
  });

  it("'Postdoctoral Research Associate, Department of Physiology, University of Oxford': the department is the employer's", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nPostdoctoral Research Associate, Department of Physiology, University of Oxford      2019 – 2022\n- Ran experiments.\n";
    expect(jobs(text)).toEqual(["Postdoctoral Research Associate | Department of Physiology, University of Oxford | "]);
  });

  it("guards: a hospital's department written after the title stays the title's", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nStaff Nurse, Emergency Department\t2019 – Present\nRush University Medical Center, Chicago, IL\n- Triaged patients.\n";
    expect(jobs(text)[0]).toBe("Staff Nurse, Emergency Department | Rush University Medical Center | Chicago, IL");
  });
});

describe("certificates under a public servant's headings (review 91)", () => {
  it("'Certificates & checks' and 'Policing qualifications' head certifications", () => {
    const text = "Jane Roe\njane.roe@example.com\n\nEXPERIENCE\n\nGrant Writer, Living Classrooms, Baltimore, MD 2021 – present\n\nCertificates & checks\nWorking with Children Check (VIC) · Provide First Aid (HLTAID011)\n\nPolicing qualifications\n• PIP Level 1 Investigator\n• Public Order Level 2\n\nSKILLS\nGrant writing\n";
    expect(read(text).certifications).toEqual(["Working with Children Check (VIC)", "Provide First Aid (HLTAID011)", "PIP Level 1 Investigator", "Public Order Level 2"]);
  });
});

describe("a federal pay grade (review 91)", () => {
  it("'Program Analyst, GS-0343-11/12' over '08/2014 - 04/2019': the grade ladder is no date", () => {
    const p = read("Jane Roe\njane.roe@example.com\n\nWORK EXPERIENCE\n\nU.S. Department of Agriculture\nProgram Analyst, GS-0343-11/12\n08/2014 - 04/2019\n- Analyzed state expense data.\n");
    expect(p.positions.map((x) => [x.title, x.start, x.end])).toEqual([["Program Analyst", "2014-08", "2019-04"]]);
    expect(p.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2014-08..2019-04"]);
  });
});

describe("a public servant's team and classification after the title (review 91)", () => {
  it("'Director, Service Delivery Reform (EL2)' over 'Services Australia, Canberra ACT | …': the team is the title's", () => {
    const text = "Jane Roe\njane.roe@example.com\n\nEMPLOYMENT HISTORY\n\nDirector, Service Delivery Reform (EL2)\nServices Australia, Canberra ACT | Jan 2021 - current\n- Lead a branch.\n\nAssistant Director\nDepartment of Home Affairs, Canberra ACT | Jul 2017 - Dec 2020\n- Ran reviews.\n";
    expect(jobs(text)[0]).toBe("Director, Service Delivery Reform (EL2) | Services Australia | Canberra ACT");
  });
});

describe("personal dates are no dates to guess (review 89)", () => {
  it("a date of birth, a passport's expiry and a declaration's date raise no 'dates-ambiguous' warning", () => {
    const text = "PRIYA NAIR\npriya@example.com | +91 98470 55512 | Kottayam, Kerala\n\nWORK EXPERIENCE\nStaff Nurse, Caritas Hospital, Kottayam\tJune 2016 – March 2019\n\nPERSONAL DETAILS\nDate of Birth      : 02/11/1988\nPassport No.       : N1234567 (Expiry: 03/05/2030)\n\nDECLARATION\nI hereby declare that the above information is true.\nPlace: Kottayam\nDate: 01/11/2026\n";
    expect(read(text).warnings.map((w) => w.code)).not.toContain("dates-ambiguous");
  });

  it("guards: a work date that reads both ways is still pointed out", () => {
    const text = "PRIYA NAIR\npriya@example.com | +91 98470 55512 | Kottayam, Kerala\n\nWORK EXPERIENCE\nStaff Nurse, Caritas Hospital, Kottayam\t03/04/2016 – 05/06/2019\n";
    expect(read(text).warnings.map((w) => w.code)).toContain("dates-ambiguous");
  });
});

describe("engineers and architects (review 92)", () => {
  it("'MArch Architecture (Part 2)' is a degree, not March", () => {
    const text = "Jane Smith\nLondon | 07700 900111 | jane@example.com\n\nExperience\nArchitect, AHMM, London    Jan 2022 – Present\n\nEducation\nMArch Architecture (Part 2), The Bartlett School of Architecture, UCL, 2016 – 2018\nBA (Hons) Architecture (Part 1), University of Sheffield, 2011 – 2014\n";
    expect(read(text).education.map((e) => [e.degree, e.end])).toEqual([["MArch Architecture (Part 2)", "2018"], ["BA (Hons) Architecture (Part 1)", "2014"]]);
  });

  it.each([
    ["Kirsty McAllister BEng CPEng CMRP", "Kirsty McAllister"],
    ["Gareth Price BEng CEng MIMechE", "Gareth Price"],
    ["Aisha Karimi MCIP, RPP", "Aisha Karimi"],
  ])("'%s': the letters after the name are no part of it", (line, name) => {
    expect(read(`${line}\nk@example.com | 0491 570 110\n\nEXPERIENCE\nReliability Engineer, BHP, Perth WA\tMar 2018 – Present\n`).contact.name).toBe(name);
  });

  it("'Perth WA (FIFO)' on the contact line is Perth WA", () => {
    expect(read("Kirsty McAllister\nSenior Reliability Engineer  |  Perth WA (FIFO)  |  0491 570 884  |  k@example.com.au\n\nProfessional Experience\nReliability Engineer, BHP, Newman WA    Feb 2019 – Present\n").contact.location).toBe("Perth WA");
  });

  it("'Warren and Mahoney, Auckland' after the title: the firm, then its town", () => {
    expect(jobs("Jane Doe\njane@example.com\n\nEXPERIENCE\nSenior Architectural Technologist, Warren and Mahoney, Auckland\tJan 2019 – Apr 2023\n• Drew details.\n")).toEqual(["Senior Architectural Technologist | Warren and Mahoney | Auckland"]);
  });

  it("'Registrations & Tickets' heads certifications, 'Software & Standards' skills", () => {
    const p = read("Aoife Murphy\naoife@example.com\n\nEXPERIENCE\nSite Engineer, John Sisk & Son, Dublin\t2018 – Present\n\nRegistrations & Tickets\nChartered Engineer (CEng), Engineers Ireland\nSafe Pass\n\nSoftware & Standards\nAutoCAD, Revit, Eurocodes\n");
    expect(p.certifications).toEqual(["Chartered Engineer (CEng), Engineers Ireland", "Safe Pass"]);
    expect(p.sections.map((s) => s.kind)).toContain("skills");
  });
});

describe("roles under one employer's heading (reviews 89, 92)", () => {
  it("'Staff Nurse - Surgical Ward' after 'Senior Staff Nurse - Intensive Care Unit' under the hospital: the ward is no employer", () => {
    const text = "Ama Owusu\nama@example.com\n\nWORK EXPERIENCE\nKomfo Anokye Teaching Hospital, Kumasi\nSenior Staff Nurse - Intensive Care Unit                    September 2020 - To Date\n  - Monitoring of ventilated patients.\n\nStaff Nurse - Surgical Ward                                  October 2017 - August 2020\n  - Wound care.\n\nEDUCATION\nBSc Nursing, University of Ghana, 2017\n";
    expect(jobs(text)).toEqual(["Senior Staff Nurse, Intensive Care Unit | Komfo Anokye Teaching Hospital | Kumasi", "Staff Nurse, Surgical Ward | Komfo Anokye Teaching Hospital | Kumasi"]);
  });

  it("'Arup, Cardiff' set apart by a blank line over two roles: both at Arup", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nArup, Cardiff\n\nEngineer                                                            2015 – 2019\n- Drainage design for schools.\n\nGraduate Engineer                                                   Sept 2012 – 2015\n- Surveys.\n";
    expect(jobs(text)).toEqual(["Engineer | Arup | Cardiff", "Graduate Engineer | Arup | Cardiff"]);
  });
});

describe("where a person lives, written the local way (reviews 89, 91)", () => {
  const at = (line: string) => read(`Jane Doe\n${line}\n\nEXPERIENCE\nNurse, Aga Khan Hospital\t2019 – Present\n`).contact.location;

  it.each([
    ["P.O. Box 55012-00100, Nairobi · Mobile: 0711 555 904 · Email: mercy@example.co.ke", "Nairobi"],
    ["Nairobi, Kenya · Mobile: 0711 555 904 · Email: mercy@example.co.ke", "Nairobi, Kenya"],
    ["Address:   14 Ard na Greine, Ennis, Co. Clare, V95 X2K7", "Ennis, Co. Clare"],
    ["Al Olaya, Riyadh, Kingdom of Saudi Arabia | +966 50 555 2781 | ali@example.com", "Riyadh"],
  ])("'%s' is %s", (line, place) => {
    expect(at(line)).toBe(place);
  });

  it("'Station Officer – Fire and Rescue NSW' under the name is a headline; the town is on the next line", () => {
    expect(read("Hamish McLeod\nStation Officer – Fire and Rescue NSW\nWollongong NSW 2500 | 0400 555 318 | hamish@example.com.au\n\nEMPLOYMENT\nStation Officer\t2020 – current\nFire and Rescue NSW, Wollongong NSW\n- Command a crew.\n").contact.location).toBe("Wollongong NSW");
  });
});

describe("countries are no skills (review 89)", () => {
  it("'10+ Years GCC Experience in UAE, Qatar and KSA': no GCC, UAE or Qatar among the skills", () => {
    const names = read("Ahmed Khan\nahmed@example.com\n\nPROFILE\nMechanical engineer with 10+ Years GCC Experience in UAE, Qatar and KSA.\n\nEXPERIENCE\nMechanical Engineer, Drake & Scull, Dubai, UAE\t2015 – Present\n- HVAC design using HAP and AutoCAD.\n\nSKILLS\nHVAC design, AutoCAD, HAP\n").skills.map((s) => s.name);
    expect(names).not.toContain("GCC");
    expect(names).not.toContain("UAE");
    expect(names).not.toContain("Qatar");
    expect(names).toContain("AutoCAD");
  });

  it("guards: GCC among a developer's tools is the compiler", () => {
    expect(read("Lee Chan\nlee@example.com\n\nSKILLS\nC, C++, GCC, GDB, Make\n\nEXPERIENCE\nFirmware Engineer, Arm, Cambridge\t2019 – Present\n").skills.map((s) => s.name)).toContain("GCC");
  });
});

describe("occupations of public servants and of South Asian ranks (reviews 89, 91)", () => {
  const occupation = (title: string) => inferOccupation({ titles: [title], skills: [] }).best?.title;

  it.each([
    ["Senior Policy Adviser", "Political Scientists"],
    ["Grade 7, Policy Lead – Public Sector Reform", "Political Scientists"],
    ["Station Officer", "First-Line Supervisors of Firefighting and Prevention Workers"],
    ["Monitoring & Evaluation Specialist (NOB)", "Management Analysts"],
    ["Senior Executive - Finance", "Accountants and Auditors"],
    ["Manager - Finance", "Financial Managers"],
    ["PGT Chemistry", "Secondary School Teachers, Except Special and Career/Technical Education"],
    ["Team Leader – Customer Care (UK Telecom process)", "First-Line Supervisors of Office and Administrative Support Workers"],
    ["Customer Service Representative – Telco Account (US)", "Customer Service Representatives"],
  ])("'%s' is one of the %s", (title, expected) => {
    expect(occupation(title)).toBe(expected);
  });

  it("guards: an insurer's policy analyst stays O*NET's insurance policy clerk", () => {
    expect(occupation("Insurance Policy Analyst")).toBe("Insurance Claims and Policy Processing Clerks");
  });
});

describe("a researcher's field (review 90)", () => {
  const titles = (text: string) => occupationTitles(read(text));

  it("'Research Fellow' at 'Department of Materials Science and Engineering, …' is a materials scientist", () => {
    const text = "Wei Lin\nwei@example.com\n\nEXPERIENCE\nResearch Fellow, Department of Materials Science and Engineering, National University of Singapore\t2021 – Present\n- Perovskite solar cells.\n";
    expect(titles(text)[0]).toBe("Materials Science and Engineering Scientist");
  });

  it("'Postdoctoral Fellow' and 'Senior Lecturer' with no department take the doctorate's field", () => {
    const text = "Tom Hale\ntom@example.com\n\nEXPERIENCE\nSenior Lecturer\tJan 2021 – present\n- Teaching.\nPostdoctoral Fellow\tJan 2016 – Dec 2020\n- Fieldwork.\n\nEDUCATION\nPhD (Ecology), James Cook University, 2015\n";
    expect(titles(text)).toEqual(["Ecology Professor", "Ecology Scientist"]);
  });

  it("guards: a professional doctorate names no research field", () => {
    const text = "Ann Lee\nann@example.com\n\nEXPERIENCE\nAdjunct Instructor\t2004 – 2005\n- Taught.\n\nEDUCATION\nDoctorate of Musical Arts, University of Colorado, 2007\n";
    expect(titles(text)).toEqual(["Adjunct Instructor"]);
  });
});

describe("a police force or an emergency service under the title (review 91)", () => {
  const cv = (title: string, employer: string) =>
    `Jane Roe\njane@example.com\n\nEXPERIENCE\n\nSergeant, Response\nWest Midlands Police, Birmingham · Nov 2021 – present\n- Supervise a team.\n\n${title}\n${employer} · Sep 2014 – Oct 2021\n- Response officer.\n\nSKILLS\nSafeguarding\n`;

  it.each([
    ["Police Constable", "West Midlands Police, Birmingham", "Police Constable | West Midlands Police | Birmingham"],
    ["Police Constable, Neighbourhood and Response", "West Midlands Police, Birmingham and Coventry", "Police Constable, Neighbourhood and Response | West Midlands Police | Birmingham and Coventry"],
    ["Special Constable (volunteer)", "Staffordshire Police, Stafford", "Special Constable | Staffordshire Police | Stafford"],
    ["Advanced Care Paramedic", "Ottawa Paramedic Service, Ottawa, ON", "Advanced Care Paramedic | Ottawa Paramedic Service | Ottawa, ON"],
  ])("'%s' over '%s': the title, then the service", (title, employer, expected) => {
    expect(jobs(cv(title, employer))[1]).toBe(expected);
  });
});

describe("a USAJOBS résumé's duty station and particulars (review 91)", () => {
  it("the street address under the agency gives the town and state; 'Grade Level: GS-13' beside the dates is no employer", () => {
    const text = "Jane Roe\njane@example.com\n\nWORK EXPERIENCE\n\nDepartment of Veterans Affairs, Office of Budget\n810 Vermont Avenue NW, Washington, DC 20420 United States\n07/2020 - Present   Grade Level: GS-13   Hours per week: 40   Salary: $128,430 USD per year\nBudget Analyst (0560)\n- Formulated the budget.\n\nFederal Emergency Management Agency\n500 C Street SW, Washington, DC 20472 United States\nManagement and Program Analyst\n04/2014 - 06/2020\n- Led assessments.\n";
    expect(jobs(text)).toEqual(["Budget Analyst (0560) | Department of Veterans Affairs | Washington, DC", "Management and Program Analyst | Federal Emergency Management Agency | Washington, DC"]);
  });
});

describe("a locality before the town (reviews 89, 92)", () => {
  it.each([
    ["Process Engineer, Pfizer Ireland Pharmaceuticals, Ringaskiddy, Cork", "Process Engineer | Pfizer Ireland Pharmaceuticals | Ringaskiddy, Cork"],
    ["Accountant, Dangote Cement Plc, Ikoyi, Lagos", "Accountant | Dangote Cement Plc | Ikoyi, Lagos"],
    ["Analyst, Goldman Sachs, New York, NY", "Analyst | Goldman Sachs | New York, NY"],
  ])("'%s'", (line, expected) => {
    expect(jobs(`Jane Doe\njane@example.com\n\nEXPERIENCE\n${line}\tOct 2021 – Present\n• Did work.\n`)).toEqual([expected]);
  });
});

describe("a teaching post with its course (review 90)", () => {
  it.each([
    ["Teaching Assistant, CHEM 104 General Chemistry II, UW–Madison", "Teaching Assistant, CHEM 104 General Chemistry II | UW–Madison | "],
    ["Sessional Tutor, PSYC1020 Introduction to Psychology, The University of Queensland", "Sessional Tutor, PSYC1020 Introduction to Psychology | The University of Queensland | "],
  ])("'%s': the course is the title's, the school the employer", (line, expected) => {
    expect(jobs(`Jane Doe\njane@example.com\n\nEXPERIENCE\n${line}\tSep 2021 – May 2023\n• Taught labs.\n`)).toEqual([expected]);
  });
});

describe("letter-spaced headings a PDF closed up in threes (review 90)", () => {
  it("'AWA R D S' heads awards; 'B O A R D & O T H E R R O L E S' heads posts", () => {
    const p = read("Jane Doe\njane@example.com\n\nC A R E E R\n\n2018 – present\tManaging Partner, Lothian Kerr LLP, Edinburgh\n\nB O A R D & O T H E R R O L E S\n\n2019 – 2024\tNon-Executive Director, Edinburgh Chamber of Commerce\n\nAWA R D S\nNSERC Visiting Fellowship (2021–2023)\n");
    expect(p.sections.map((s) => s.kind).filter((k) => k !== "contact")).toEqual(["experience", "experience", "awards"]);
    expect(p.positions.map((x) => x.title)).toEqual(["Managing Partner", "Non-Executive Director"]);
  });
});

describe("courses taught, by their codes (review 90)", () => {
  it("'Lecturer: BIOL10004 Biology of Cells and Organisms (1st year), 2019–2023' under Teaching is no post and no work", () => {
    const p = read("Tom Hale\ntom@example.com\n\nEMPLOYMENT\nSenior Lecturer, School of BioSciences, The University of Melbourne\tJan 2021 – present\n- Teach ecology.\n\nTEACHING\nSubject coordinator: BIOL30001 Marine Ecology (3rd year, ~180 students), 2018–present\nLecturer: BIOL10004 Biology of Cells and Organisms (1st year, ~1,400 students), 2019–2023\n");
    expect(p.positions.map((x) => x.title)).toEqual(["Senior Lecturer"]);
    expect(p.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2021-01..2026-11"]);
  });
});

describe("a qualifications table in plain text (review 89)", () => {
  it("column names are no entry, two spaces part the cells, and '12th (PUC)' is a qualification", () => {
    const text = "Rahul Iyer\nrahul@example.com | +91 98455 50123 | Bengaluru\n\nEDUCATIONAL QUALIFICATION\nQualification        Board/University                         Year of Passing   Percentage\nB.E. (Computer Sc.)  Visvesvaraya Technological University     2016              74.2%\n12th (PUC)           Karnataka PU Board                       2012              88.5%\n";
    expect(read(text).education.map((e) => [e.degree, e.institution, e.end])).toEqual([
      ["B.E. (Computer Sc.)", "Visvesvaraya Technological University", "2016"],
      ["12th (PUC)", "Karnataka PU Board", "2012"],
    ]);
  });
});

describe("certificates run together (reviews 89, 91)", () => {
  it("'BLS – American Heart Association ACLS – American Heart Association PALS – …': three certificates", () => {
    expect(read("Jane Doe\njane@example.com\n\nEXPERIENCE\nStaff Nurse, Hamad Medical Corporation, Doha\t2015 – Present\n\nCERTIFICATIONS\nBLS – American Heart Association ACLS – American Heart Association PALS – American Heart Association\n").certifications).toEqual(["BLS – American Heart Association", "ACLS – American Heart Association", "PALS – American Heart Association"]);
  });

  it("a two-column list, '• National Registry Paramedic (NRP)⇥•⇥ACLS': each cell one certificate", () => {
    expect(read("Jane Doe\njane@example.com\n\nEXPERIENCE\nFirefighter/Paramedic, Mesa Fire, Mesa, AZ\t2015 – Present\n\nCERTIFICATIONS\n• National Registry Paramedic (NRP)\t•\tACLS\n• Arizona Paramedic Certification (AZDHS)\t•\tPALS\n• NWCG Firefighter Type 2 (FFT2)\n").certifications).toEqual(["National Registry Paramedic (NRP)", "ACLS", "Arizona Paramedic Certification (AZDHS)", "PALS", "NWCG Firefighter Type 2 (FFT2)"]);
  });
});

describe("more titles and employers of review 89 and 92", () => {
  it("'Co-op Structural Engineering Student — RJC Engineers, Toronto, ON': the student post is the title", () => {
    expect(jobs("Jane Doe\njane@example.com\n\nEXPERIENCE\nCo-op Structural Engineering Student — RJC Engineers, Toronto, ON\tJan 2023 – Apr 2023\n• Drew details.\n")).toEqual(["Co-op Structural Engineering Student | RJC Engineers | Toronto, ON"]);
  });

  it("'Town of Milton, ON' after the title is the employer, a council", () => {
    expect(jobs("Jane Doe\njane@example.com\n\nEXPERIENCE\nSummer Student, Survey Crew — Town of Milton, ON\tJun 2020 – Aug 2020\n• Surveys.\n")[0]).toBe("Summer Student, Survey Crew | Town of Milton | ");
  });

  it("'Concentrix Philippines, SM Bacoor / Cavite' under 'Customer Service Representative – Telco Account (US)': the employer", () => {
    expect(read("Joanna Cruz\njoanna@example.ph\n\nWORK EXPERIENCE\nCustomer Service Representative – Telco Account (US)      Jan'19 - Present\nConcentrix Philippines, SM Bacoor / Cavite\n• Handles inbound billing calls\n").positions[0]!.company).toBe("Concentrix Philippines");
  });

  it("a bank's 'Senior Officer' is a loan officer, an EIT's 'Structural Designer' a civil engineer", () => {
    expect(inferOccupation({ titles: occupationTitles(read("Jane Doe\njane@example.com\n\nEXPERIENCE\nSenior Officer\tMarch 2022 – Continuing\nBRAC Bank PLC, Dhaka\n- SME credit appraisal.\n")), skills: [] }).best?.title).toBe("Loan Officers");
    expect(inferOccupation({ titles: ["Structural Designer (EIT)"], skills: [] }).best?.title).toBe("Civil Engineers");
  });
});

describe("schools and degrees with commas (review 92)", () => {
  it("commas inside brackets part nothing; a town after the school with a school's word in its name is the town", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nEngineer, Acme Corp, Houston, TX\t2016 – Present\n\nEDUCATION\nB.S. Mechanical Engineering, Texas A&M University, College Station, TX — 2013\nB.S. Electrical Engineering Technology, Old Dominion University (online, completed while working), 2016\nB.Sc. (Botany, Zoology, Chemistry), University of Kerala, 2008\n";
    expect(read(text).education.map((e) => [e.degree, e.institution])).toEqual([
      ["B.S. Mechanical Engineering", "Texas A&M University"],
      ["B.S. Electrical Engineering Technology", "Old Dominion University (online, completed while working)"],
      ["B.Sc. (Botany, Zoology, Chemistry)", "University of Kerala"],
    ]);
  });
});

describe("a process engineer's discipline (review 92)", () => {
  it("'Process Engineer' with a chemical engineering degree is a chemical engineer", () => {
    const p = read("Jane Doe\njane@example.com\n\nEXPERIENCE\nProcess Engineer I, ExxonMobil, Baton Rouge, LA\t2022 – Present\n- Hydrotreating unit.\n\nEDUCATION\nBachelor of Science in Chemical Engineering, LSU, 2022\n");
    expect(inferOccupation({ titles: occupationTitles(p), skills: [] }).best?.title).toBe("Chemical Engineers");
  });
});

describe("a firm, a suburb and its town on the dated line (review 89)", () => {
  it("'Mahindra & Mahindra Ltd. (Automotive Sector), Kandivali, Mumbai' over 'Designation: Engineer – Maintenance'", () => {
    const text = "Vikas Yadav\nvikas@example.com | +91-94150-55218 | Kanpur\n\nWORK EXPERIENCE\nLarsen & Toubro Ltd. (Heavy Engineering), Hazira, Gujarat        01.04.2020 to till date\nDesignation: Assistant Manager – Production\n  - Fabrication planning.\nMahindra & Mahindra Ltd. (Automotive Sector), Kandivali, Mumbai  01.08.2017 to 31.03.2020\nDesignation: Engineer – Maintenance\n  - Preventive maintenance.\n";
    expect(jobs(text)[1]).toBe("Engineer | Mahindra & Mahindra Ltd. (Automotive Sector) | Kandivali, Mumbai");
  });
});

describe("a lecturer's field, written as O*NET writes postsecondary teachers (review 90)", () => {
  it("'Lecturer' at 'Department of Rhetoric, University of Iowa' is a rhetoric professor; 'School of BioSciences' is biology", () => {
    const titles = (line: string) => occupationTitles(read(`Jane Doe\njane@example.com\n\nEXPERIENCE\n${line}\t2020 – Present\n- Taught.\n`));
    expect(titles("Lecturer, Department of Rhetoric, University of Iowa")).toEqual(["Rhetoric Professor"]);
    expect(titles("Senior Lecturer, School of BioSciences, The University of Melbourne")).toEqual(["Biology Professor"]);
  });
});
