// What a fifth review of new résumés (pharmacy, engineering, law, kitchens, design, HR, accounting, logistics, dental,
// research, support) found misread: names that start like a month, places that are employers, years written with an
// apostrophe, a gap explained in the summary, Word tables with the dates on the right, and degrees.
import { describe, expect, it } from "vitest";
import { totalYears } from "~/.server/analysis/experience";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const roles = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);
const warned = (text: string) => read(text).warnings.map((w) => w.code);

describe("names that start like a month", () => {
  const text = [
    "Alex Kim",
    "alex@example.com",
    "",
    "EXPERIENCE",
    "Project Manager | Novartis | Chicago, IL | Jan 2022 – Present",
    "• Led launches.",
    "Project Coordinator | Marriott | Bethesda, MD | Jan 2020 – Dec 2021",
    "• Ran events.",
    "Associate | Acme Corp | Augusta, GA | Jan 2016 – Dec 2017",
    "• Work.",
    "Clerk | Gamma Inc | Marietta, GA | Sept. 2012 – Dec 2013",
    "• Work.",
  ].join("\n");

  it("keeps employers and towns whose names begin with a month's abbreviation", () => {
    expect(roles(text)).toEqual([
      "Project Manager | Novartis | Chicago, IL | 2022-01 – Present",
      "Project Coordinator | Marriott | Bethesda, MD | 2020-01 – 2021-12",
      "Associate | Acme Corp | Augusta, GA | 2016-01 – 2017-12",
      "Clerk | Gamma Inc | Marietta, GA | 2012-09 – 2013-12",
    ]);
    expect(warned(text)).not.toContain("position-without-company");
  });
});

describe("a business function after the title", () => {
  it("is the title's department, not an employer, when no employer is named", () => {
    const text = ["Priya Rao", "priya@example.com", "", "WORK EXPERIENCE", "Specialist II, Marketing", "March 2017 to Present", "• Ran campaigns."].join("\n");
    expect(roles(text)).toEqual(["Specialist II, Marketing |  |  | 2017-03 – Present"]);
  });
});

describe("an employer written before a state or “remote”", () => {
  it("is the employer when no other is named, and the state or “remote” is where the job was", () => {
    const text = [
      "Sam Rivera",
      "sam@example.com",
      "",
      "EXPERIENCE",
      "Support Engineer — Hiya Health, remote",
      "Mar 2024 – now",
      "• Escalated tickets.",
      "Support Agent, Gusto, Remote\tJan 2021 – Feb 2024",
      "• Payroll tickets.",
      "Support Agent – Zapier (Remote)\tJan 2019 – Dec 2020",
      "• Chat support.",
      "Sales Manager — Lone Star Widgets, Texas\tJan 2016 – Dec 2018",
      "• Led a team of 8.",
      "Call Center Representative — Cox Communications, Tulsa, OK\tJan 2014 – May 2015",
      "• Inbound calls.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Support Engineer | Hiya Health | remote | 2024-03 – Present",
      "Support Agent | Gusto | Remote | 2021-01 – 2024-02",
      "Support Agent | Zapier | Remote | 2019-01 – 2020-12",
      "Sales Manager | Lone Star Widgets | Texas | 2016-01 – 2018-12",
      "Call Center Representative | Cox Communications | Tulsa, OK | 2014-01 – 2015-05",
    ]);
    expect(warned(text)).not.toContain("position-without-company");
  });

  it("keeps a licence that names its state", () => {
    const text = [
      "Siobhan McAllister",
      "siobhan@example.com",
      "",
      "LICENSES & CERTIFICATIONS",
      "Local Anesthesia Permit, Idaho — 2016",
      "Notary Public, Florida",
      "Registered Nurse, Texas",
      "Nitrous Oxide Monitoring — 2016",
      "Boise, ID",
    ].join("\n");
    expect(read(text).certifications).toEqual(["Local Anesthesia Permit, Idaho", "Notary Public, Florida", "Registered Nurse, Texas", "Nitrous Oxide Monitoring"]);
  });
});

describe("years written with an apostrophe", () => {
  it("reads '17–'19, ’15 – ’17 and 2014–'15 as ranges, and not '90s or a lone '17", () => {
    const text = [
      "Noor Al-Hashimi",
      "noor@example.com",
      "",
      "EXPERIENCE",
      "Junior Designer, Firebelly Design, Chicago\t'17–'19",
      "Identity and editorial projects for clients of the '90s revival.",
      "",
      "Designer, Studio Blue, Chicago\t’15 – ’17",
      "Posters, and a '17 award.",
      "",
      "Intern, Thirst, Chicago\t2014–'15",
      "Posters.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Junior Designer | Firebelly Design | Chicago | 2017 – 2019",
      "Designer | Studio Blue | Chicago | 2015 – 2017",
      "Intern | Thirst | Chicago | 2014 – 2015",
    ]);
    expect(totalYears(read(text).workRanges)).toBe(5);
  });
});

describe("a gap explained in the summary", () => {
  const resume = (about: string) =>
    [
      "Deshawn Miller",
      "deshawn@example.com",
      "",
      "About me",
      about,
      "",
      "Work Experience",
      "Call Center Representative, Cox Communications, Tulsa, OK\tJan 2021 – May 2022",
      "• Inbound billing calls.",
      "Customer Support Specialist, Hiya Health, Tulsa, OK\tMar 2024 – Present",
      "• Escalated tickets.",
    ].join("\n");

  it("does not count the break as work, even beside a job-title word", () => {
    expect(totalYears(read(resume("Came back to work in 2023 after a year as a full-time caregiver for my mother (2022–23).")).workRanges)).toBe(4.17);
    expect(totalYears(read(resume("Took a sabbatical (2022–2023) and came back as a support specialist.")).workRanges)).toBe(4.17);
  });

  it("still counts a job the summary dates", () => {
    expect(totalYears(read(resume("Support specialist at Acme Corp (2018–2019), willing to travel.")).workRanges)).toBeGreaterThan(4.17);
  });
});

describe("degrees", () => {
  const edu = (body: string) => read(`Jo Smith\njo@example.com\n\nEDUCATION\n${body}\n`).education.map((e) => [e.degree, e.institution]);

  it("knows dotted and German abbreviations, and takes the field after a comma", () => {
    for (const degree of ["B.Eng. Automotive Engineering", "M.Eng. Civil Engineering", "Dipl.-Ing. Maschinenbau", "Pharm.D.", "LL.M. Taxation", "B.Com. Accounting", "A.O.S. Culinary Arts", "Abitur"])
      expect(edu(`${degree}, Esslingen University of Applied Sciences, 2014`), degree).toEqual([[degree, "Esslingen University of Applied Sciences"]]);
    expect(edu("BSN, Nursing, Boise State University, 2012")).toEqual([["BSN in Nursing", "Boise State University"]]);
    expect(edu("M.P.H., Epidemiology, Emory University, 2015")).toEqual([["M.P.H. in Epidemiology", "Emory University"]]);
    expect(edu("MPAcc, Taxation, Texas State University, 2016")).toEqual([["MPAcc in Taxation", "Texas State University"]]);
    expect(edu("Associate of Applied Science, Dental Hygiene, Idaho State University, 2010")).toEqual([["Associate of Applied Science in Dental Hygiene", "Idaho State University"]]);
  });

  it("gives a date-first entry its own school, not the one above", () => {
    expect(edu("10/2014 – 09/2016\tM.Sc. Mechanical Engineering\nUniversity of Stuttgart — final grade 1.4\n10/2010 – 08/2014\tB.Eng. Automotive Engineering\nEsslingen University of Applied Sciences — final grade 1.9")).toEqual([
      ["M.Sc. Mechanical Engineering", "University of Stuttgart"],
      ["B.Eng. Automotive Engineering", "Esslingen University of Applied Sciences"],
    ]);
  });

  it("keeps a state university's campus in its name", () => {
    expect(edu("B.S., Civil Engineering\nCalifornia State University, Sacramento\n2011")).toEqual([["B.S. in Civil Engineering", "California State University, Sacramento"]]);
  });

  it("reads a degree listed under training and certifications as education when there is no education section", () => {
    const text = "Luis Ortega\nluis@example.com\n\nEXPERIENCE\nKitchen Manager\tOct 2021 – Present\nSaffron & Salt, New Orleans, LA\n\nTRAINING & CERTIFICATIONS\nA.O.S. Culinary Arts — The Culinary Institute of America, Hyde Park, NY\t2013\nServSafe Food Protection Manager Certification\nDigital Marketing 2020\n";
    const profile = read(text);
    expect(profile.education.map((e) => [e.degree, e.institution, e.end])).toEqual([["A.O.S. Culinary Arts", "The Culinary Institute of America", "2013"]]);
    expect(profile.certifications).toEqual(["ServSafe Food Protection Manager Certification", "Digital Marketing"]);
    expect(warned(text)).not.toContain("no-education-section");
  });
});

describe("letters after the name", () => {
  it("are credentials, not skills", () => {
    const text = "Daniel Okonkwo-Reyes, PharmD, BCPS\nClinical Pharmacist\nTucson, AZ | d.okonkwo@example.com\n\nSKILLS\nAntimicrobial stewardship · Sterile compounding · Epic Willow\n";
    const names = read(text).skills.map((s) => s.name);
    expect(names).not.toContain("PharmD");
    expect(names).toContain("Sterile compounding");
  });
});

describe("a health system and its hospital", () => {
  it("are one employer over the roles held there, and a store's mall is no part of its chain's name", () => {
    const text = "Jo Smith\njo@example.com\n\nEXPERIENCE\nBanner - University Medical Center Tucson, Tucson, AZ\nCharge Nurse, Sept. 2022 - Present\n* Led shifts.\nStaff Nurse, Sept. 2020 - Aug. 2022\n* Cared for patients.\n\nUlta Beauty - Waterford Lakes Town Center, Orlando, FL\nAssistant Store Manager, Sept. 2018 - Aug. 2020\n* Opened the store.\nBeauty Advisor, Sept. 2016 - Aug. 2018\n* Sold.\n";
    expect(roles(text)).toEqual([
      "Charge Nurse | Banner – University Medical Center Tucson | Tucson, AZ | 2022-09 – Present",
      "Staff Nurse | Banner – University Medical Center Tucson | Tucson, AZ | 2020-09 – 2022-08",
      "Assistant Store Manager | Ulta Beauty | Orlando, FL | 2018-09 – 2020-08",
      "Beauty Advisor | Ulta Beauty | Orlando, FL | 2016-09 – 2018-08",
    ]);
  });

  it("are one employer", () => {
    const text = [
      "Daniel Reyes",
      "daniel@example.com",
      "",
      "EXPERIENCE",
      "Clinical Pharmacist\t03/2019 – present",
      "Banner – University Medical Center Tucson, Tucson, AZ",
      "• Verify and monitor medication orders.",
      "Staff Nurse\t01/2015 – 02/2019",
      "Kaiser Permanente - Oakland Medical Center, Oakland, CA",
      "• Med-surg nursing.",
    ].join("\n");
    expect(roles(text)).toEqual([
      "Clinical Pharmacist | Banner – University Medical Center Tucson | Tucson, AZ | 2019-03 – Present",
      "Staff Nurse | Kaiser Permanente – Oakland Medical Center | Oakland, CA | 2015-01 – 2019-02",
    ]);
  });
});

describe("a firm's legal form before its town", () => {
  it("makes the line under the title the employer, not the qualifier after the title", () => {
    const text = "Tobias W\ntobias@example.com\n\nProfessional Experience\n10/2016 – 09/2020\tDevelopment Engineer, Powertrain Cooling\nMAHLE Behr GmbH & Co. KG, Stuttgart\nDesign of charge-air coolers.\n";
    expect(roles(text)).toEqual(["Development Engineer | MAHLE Behr GmbH & Co. KG | Stuttgart | 2016-10 – 2020-09"]);
  });
});

describe("personal details", () => {
  it("name no skills: a nationality is no spoken language", () => {
    const text = "Tobias W\ntobias@example.com\n\nPersonal Details\nDate of birth:\t14.03.1990 in Ulm\nNationality:\tGerman\nMarital status:\tMarried\n\nLanguages\nEnglish (C1), French (B1)\n";
    expect(read(text).skills.map((s) => s.name)).toEqual(["English", "French"]);
  });
});

describe("a German CV's entries", () => {
  it("keep the title over a 'Thesis:' line, and split a small town off after the firm's legal form", () => {
    const text = "Tobias W\ntobias@example.com\n\nProfessional Experience\n03/2016 – 08/2016\tMaster's Thesis\nDr. Ing. h.c. F. Porsche AG, Weissach\nThesis: \"Transient thermal model of a traction battery\"\n";
    expect(roles(text)).toEqual(["Master's Thesis | Dr. Ing. h.c. F. Porsche AG | Weissach | 2016-03 – 2016-08"]);
  });
});
