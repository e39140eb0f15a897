// Cases from the ninth session of 2026-11-26 (the sixteenth review): each failed before its change.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);
const months = (r: { start: string; end: string }) => (Number(r.end.slice(0, 4)) - Number(r.start.slice(0, 4))) * 12 + Number(r.end.slice(5)) - Number(r.start.slice(5)) + 1;
const years = (p: ReturnType<typeof read>) => Math.round((p.workRanges.reduce((n, r) => n + months(r), 0) / 12) * 10) / 10;

describe("a year next to a product's word is a date, not a version", () => {
  it("above a line that starts with 'Server' (a title)", () => {
    const p = read("Liam O'Sullivan\n\nEXPERIENCE\n\n2019 – 2022\nServer\nOlive Garden, Denver, CO\n• Served 40 covers a night.\n\n2016 – 2019\nHost\nApplebee's, Denver, CO\n• Seated guests.\n");
    expect(jobs(p)).toEqual([
      ["Server", "Olive Garden", "2019", "2022"],
      ["Host", "Applebee's", "2016", "2019"],
    ]);
  });

  it("after an employer's name that ends in 'Studio', when a range follows", () => {
    const p = read("Maya Lin\n\nEXPERIENCE\n\nYoga Instructor, CorePower Yoga Studio 2016 – 2019\n• Taught 12 classes a week.\n");
    expect(jobs(p)).toEqual([["Yoga Instructor", "CorePower Yoga Studio", "2016", "2019"]]);
  });

  it("but 'SQL Server 2019' and 'Visual Studio 2019' stay versions", () => {
    const p = read("Ann Lee\n\nEXPERIENCE\n\nDBA, Acme\tJan 2020 – Present\n• Upgraded SQL Server 2019 and Visual Studio 2019.\n");
    expect(p.positions).toHaveLength(1);
    expect(p.workRanges).toHaveLength(1);
  });
});

describe("'since' in other languages opens a current job", () => {
  for (const [lang, date] of [
    ["German", "seit 04/2019"],
    ["German, with a month's name", "seit April 2019"],
    ["French", "Depuis avril 2019"],
    ["Spanish", "Desde abril 2019"],
    ["Dutch", "Sinds april 2019"],
  ] as const) {
    it(lang, () => {
      const p = read(`Katharina Weiß\n\nBerufserfahrung\n\n${date}\tProjektleiterin — Siemens AG\n• Leitung von Projekten.\n`);
      expect(p.positions[0]).toMatchObject({ start: "2019-04", current: true });
      expect(p.positions[0]!.title).not.toMatch(/seit|depuis|desde|sinds/i);
    });
  }
});

describe("an open-ended year", () => {
  it("'2016–' before a tab is a current post, as academic and artists' CVs write it", () => {
    const p = read("Elena Vasquez\n\nTeaching Experience\n2016–\tLecturer, Studio Art, San Francisco State University\n2013–16\tAdjunct Instructor, California College of the Arts\n");
    expect(p.positions.map((x) => [x.start, x.current])).toEqual([
      ["2016", true],
      ["2013", false],
    ]);
  });
});

describe("seasons joined by '&' or 'and'", () => {
  it("'Summer 2019 & 2021' is both summers, not the years between", () => {
    const p = read("Liam O'Sullivan\n\nEXPERIENCE\n\nBartender | The Boathouse, Tahoe City, CA\tSummer 2019 & 2021\n• Mixed drinks.\n");
    expect(p.workRanges.map((r) => [r.start, r.end])).toEqual([
      ["2019-06", "2019-08"],
      ["2021-06", "2021-08"],
    ]);
    expect(p.positions).toHaveLength(1);
  });

  it("a position's summers written newest first run from the earliest", () => {
    const p = read("Sean Ryan\n\nEXPERIENCE\n\nSummer 2002 & 2001\tSilver Pail Dairy, Fermoy\n• Packing line.\n");
    expect(p.positions.map((x) => [x.start, x.end])).toEqual([["2001-06", "2002-08"]]);
  });
});

describe("headings of artists' and data scientists' CVs", () => {
  it("'COMPETITIONS' holds awards, no jobs", () => {
    const p = read("Tunde Oyelaran\n\nEXPERIENCE\n\nData Scientist, Allstate\tAug 2017 – Feb 2021\n• Models.\n\nCOMPETITIONS\nGold medal, 7th / 8,751 — Santander Customer Transaction Prediction (2019)\nSilver medal — Jigsaw Toxic Comments (2022)\n");
    expect(p.positions).toHaveLength(1);
    expect(p.sections.map((s) => [s.heading, s.kind])).toContainEqual(["COMPETITIONS", "awards"]);
  });

  it("exhibitions and residencies are no jobs; a teaching post under 'TEACHING' is", () => {
    const p = read(
      "Elena Vasquez\n\nTEACHING\n2016 – present\tLecturer, Studio Art, San Francisco State University\n\nSelected Group Exhibitions\n2009–10\tPaper Weather, traveling exhibition, Pomona College Museum of Art\n\nResidencies & Fellowships\n2023\tArtist in Residence, Headlands Center for the Arts\n",
    );
    expect(p.positions.map((x) => x.title)).toEqual(["Lecturer, Studio Art"]);
    expect(p.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["publications", "awards"]));
  });

  it("but the courses an academic lists under 'TEACHING' stay no jobs", () => {
    const p = read("Dr. Ann Lee\n\nTEACHING\nECON 101 Principles of Economics, Fall 2019\nECON 305 Econometrics, 2020 – 2022\n");
    expect(p.positions).toEqual([]);
    expect(p.workRanges).toEqual([]);
  });
});

describe("a German CV", () => {
  it("'Persönliche Daten' heads the contact block, and a town after a street and a postcode is the place", () => {
    const p = read("Lebenslauf\n\nPersönliche Daten\nName\tKatharina Weiß\nAnschrift\tLeopoldstraße 112, 80802 München\nE-Mail\tkatharina.weiss@gmx.de\n\nBerufserfahrung\nseit 04/2019\tProjektleiterin — Siemens AG\n");
    expect(p.contact.name).toBe("Katharina Weiß");
    expect(p.contact.location).toBe("München");
  });

  it("'Weiterbildung und Zertifikate' heads the certificates", () => {
    const p = read("Katharina Weiß\n\nWeiterbildung und Zertifikate\nProject Management Professional (PMP), PMI\t2018\nIPMA Level D, GPM\t2016\n");
    expect(p.certifications).toHaveLength(2);
    expect(p.education).toEqual([]);
  });
});

describe("a German education section read down from each date", () => {
  it("gives each entry the degree on its 'Abschluss:' line, not the next entry", () => {
    const p = read(
      "Katharina Weiß\n\nAusbildung\n\n10/2012 – 07/2014\nMasterstudium Elektrotechnik\nTechnische Universität München\nAbschluss: Master of Science (M.Sc.), Note 1,4\n\n10/2008 – 09/2012\nBachelorstudium Elektrotechnik\nTechnische Universität München\nAbschluss: Bachelor of Science (B.Sc.), Note 1,9\n\n06/2008\nAbitur\nAlbertus-Magnus-Gymnasium, Regensburg\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution, e.start])).toEqual([
      ["Master of Science (M.Sc.)", "Technische Universität München", "2012-10"],
      ["Bachelor of Science (B.Sc.)", "Technische Universität München", "2008-10"],
      ["Abitur", "Albertus-Magnus-Gymnasium", null],
    ]);
  });
});

describe("a subject between the title and a school", () => {
  it("goes with the title, and the school is the employer", () => {
    const p = read("Elena Vasquez\n\nTeaching Experience\n2016 – present\tLecturer, Studio Art, San Francisco State University, San Francisco, CA\n2013 – 2016\tAdjunct Instructor, Painting & Drawing, California College of the Arts, Oakland, CA\n");
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["Lecturer, Studio Art", "San Francisco State University"],
      ["Adjunct Instructor, Painting & Drawing", "California College of the Arts"],
    ]);
  });

  it("but an office of the university stays with it", () => {
    const p = read("Ann Lee\n\nEXPERIENCE\nAdmissions Advisor, Office of Undergraduate Admissions, Columbia University\tJul 2013 – Present\n• Read files.\n");
    expect(p.positions[0]!.company).toMatch(/Columbia University/);
  });
});

describe("titles and degrees", () => {
  it("'Bookseller' is a title", () => {
    const p = read("Nora Hale\n\nEXPERIENCE\n\nBookseller (part-time), Longfellow Books, Portland, ME\tJun 2005 – Dec 2007\n• Shelved.\n");
    expect(jobs(p)).toEqual([["Bookseller", "Longfellow Books", "2005-06", "2007-12"]]);
  });

  it("France's 'Licence' with its field is a degree", () => {
    const p = read("Claire Lefèvre\n\nFORMATION\n2010 – 2013\tLicence Information-Communication — Université Lumière Lyon 2\n");
    expect(p.education[0]).toMatchObject({ degree: "Licence Information-Communication", institution: "Université Lumière Lyon 2" });
  });
});

describe("a date-first layout without descriptions", () => {
  it("gives each date the lines right under it, when a blank line parts them from the next date", () => {
    const p = read("Anna Berger\n\nExperience\n\n04/2019 – Present\nProject Manager\nSiemens AG, Munich\n\n08/2014 – 03/2019\nDevelopment Engineer\nRobert Bosch GmbH, Stuttgart\n");
    expect(jobs(p)).toEqual([
      ["Project Manager", "Siemens AG", "2019-04", "Present"],
      ["Development Engineer", "Robert Bosch GmbH", "2014-08", "2019-03"],
    ]);
  });

  it("but a title-first layout keeps its header above the date", () => {
    const p = read("Anna Berger\n\nExperience\n\nProject Manager\nSiemens AG, Munich\n04/2019 – Present\n\nDevelopment Engineer\nRobert Bosch GmbH, Stuttgart\n08/2014 – 03/2019\n");
    expect(jobs(p)).toEqual([
      ["Project Manager", "Siemens AG", "2019-04", "Present"],
      ["Development Engineer", "Robert Bosch GmbH", "2014-08", "2019-03"],
    ]);
  });
});

describe("certificates and schools", () => {
  it("LinkedIn's 'Name · Issuer · Issued Mar 2021' is one certificate", () => {
    const p = read("Priya Raman\n\nLicenses & certifications\nAWS Certified Solutions Architect – Professional · Amazon Web Services (AWS) · Issued Mar 2021\n\nSkills\nJava · Go\n");
    expect(p.certifications).toEqual(["AWS Certified Solutions Architect – Professional, Amazon Web Services (AWS)"]);
  });

  it("'Rutgers, The State University of New Jersey' keeps Rutgers; a degree before ', The University of …' stays apart", () => {
    const p = read("Jordan Whitfield\n\nEDUCATION\nB.S. in Environmental Science\tMay 2020\nRutgers, The State University of New Jersey, New Brunswick, NJ\n\nB.S. Computer Science, The University of Texas at Austin\t2011\n");
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([
      ["B.S. in Environmental Science", "Rutgers, The State University of New Jersey"],
      ["B.S. Computer Science", "The University of Texas at Austin"],
    ]);
  });
});

describe("employers with accents or a national arm", () => {
  it("'L'Oréal' is an employer, and 'L'Oréal USA, New York' an employer and its town", () => {
    const p = read("Anna Berger\n\nEXPERIENCE\n\nFeb 2015 – Aug 2015\tProduct Marketing Intern — L'Oréal USA, New York\n\nFeb 2011 – Aug 2012\tAssistante chef de produit — L'Oréal, Clichy\n");
    expect(p.positions.map((x) => [x.company, x.location])).toEqual([
      ["L'Oréal USA", "New York"],
      ["L'Oréal", "Clichy"],
    ]);
  });

});

describe("roles given with their length and no dates", () => {
  const text = "Priya Raman\n\nExperience\nSenior Software Engineer, Expedia Group\tOct 2016 – Dec 2018\n• Payments.\nSoftware Engineer, Acme Logistics — 3 years\nJunior Developer, Bluefin Labs (1 yr 6 mos)\n";

  it("are positions without dates, whose months count, placed before the dated work", () => {
    const p = read(text);
    expect(jobs(p)).toEqual([
      ["Senior Software Engineer", "Expedia Group", "2016-10", "2018-12"],
      ["Software Engineer", "Acme Logistics", null, null],
      ["Junior Developer", "Bluefin Labs", null, null],
    ]);
    expect(p.positions.map((x) => x.dateText)).toEqual(["Oct 2016 – Dec 2018", "3 years", "1 yr 6 mos"]);
    expect(years(p)).toBe(6.8);
    expect(p.warnings.map((w) => w.message).join(" ")).toMatch(/“Software Engineer, Acme Logistics” gives its length \(3 years\) but no dates/);
  });

  it("but a team's size or a skill's years are no roles", () => {
    const p = read("Priya Raman\n\nExperience\nSenior Software Engineer, Expedia Group\tOct 2016 – Dec 2018\nTeam of 8 — 3 years\nPython — 5 years\n");
    expect(p.positions).toHaveLength(1);
    expect(years(p)).toBe(2.3);
  });
});

describe("totals", () => {
  it("count the German current job", () => {
    expect(years(read("Katharina Weiß\n\nBerufserfahrung\n\nseit 04/2019\tProjektleiterin — Siemens AG\n"))).toBe(7.7);
  });
});

describe("the seventeenth review", () => {
  it("reads a job-board form's labelled jobs, name, school and certificates", () => {
    const p = read(
      "Contact Information\nFirst Name: Tanya\nLast Name: Whitfield-Moore\nEmail Address: tanya@example.com\n\nWork History\n\nCompany Name: OhioHealth\nJob Title: Medical Billing Specialist\nStart Date: 03/2019\nEnd Date: Current\nCity/State: Columbus, OH\nDescription: Submit claims to payers.\n\nCompany Name: Mount Carmel Health System\nJob Title: Patient Account Representative\nStart Date: 06/2016\nEnd Date: 02/2019\nCity/State: Columbus, OH\n\nEducation\n\nSchool Name: Columbus State Community College\nDegree: Associate of Applied Science\nGraduation Date: 05/2014\n\nCertifications\n\nCertification Name: Certified Professional Biller (CPB)\nIssuing Organization: AAPC\nDate Obtained: 10/2018\n",
    );
    expect(p.contact.name).toBe("Tanya Whitfield-Moore");
    expect(jobs(p)).toEqual([
      ["Medical Billing Specialist", "OhioHealth", "2019-03", "Present"],
      ["Patient Account Representative", "Mount Carmel Health System", "2016-06", "2019-02"],
    ]);
    expect(p.education[0]!.institution).toBe("Columbus State Community College");
    expect(p.certifications).toEqual(["Certified Professional Biller (CPB), AAPC"]);
  });

  it("reads a Swedish CV's headings, months, 'nu' and 'pågående', and its titles", () => {
    const p = read(
      "Elin Lindqvist\nVasagatan 14, 411 24 Göteborg • elin@example.com\n\nArbetslivserfarenhet\nSenior systemutvecklare, Volvo Cars, Göteborg\tmaj 2019 – nu\n• Tjänster i Kotlin.\nTimlärare, Chalmers tekniska högskola\tjan. 2021 – pågående\n• Kurs i Java.\nSystemutvecklare, Ericsson AB\tokt. 2015 – apr. 2019\n• Java.\n\nUtbildning\nCivilingenjör, Datateknik, Chalmers tekniska högskola\t2008 – 2013\n\nKompetenser\nJava, Kotlin\n",
    );
    expect(p.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(["experience", "education", "skills"]));
    expect(jobs(p)).toEqual([
      ["Senior systemutvecklare", "Volvo Cars", "2019-05", "Present"],
      ["Timlärare", "Chalmers tekniska högskola", "2021-01", "Present"],
      ["Systemutvecklare", "Ericsson AB", "2015-10", "2019-04"],
    ]);
    expect(p.contact.location).toBe("Göteborg");
  });

  it("reads Norway's 'd.d.' as to date", () => {
    const p = read("Ola Nordmann\n\nArbeidserfaring\nSenior Software Engineer, Equinor ASA, Bergen\t2018–d.d.\n• Plattform.\n");
    expect(p.positions[0]).toMatchObject({ start: "2018", current: true });
  });

  it("reads an Irish address's town before an Eircode, after a house number, or a Dublin district", () => {
    const at = (line: string) => read(`Aoife Gallagher\n${line}\nMobile: 087 123 4567\n\nEXPERIENCE\nNurse, CUH\tJan 2019 – Present\n`).contact.location;
    expect([at("12 Ashgrove Park, Ballincollig, Co. Cork, P31 X2Y4"), at("12 Ashgrove Park, Ballincollig, Cork"), at("Dublin 8, D08 T6X4")]).toEqual(["Cork", "Cork", "Dublin"]);
  });

  it("takes a name with a country's credential ('CPA (K)'), never 'ID No.'", () => {
    const p = read("CURRICULUM VITAE\nBRIAN OTIENO ODHIAMBO, CPA (K)\nP.O. Box 45123-00100, Nairobi, Kenya\n\nPersonal Details\nID No.:\n28765432\n");
    expect(p.contact.name).toBe("BRIAN OTIENO ODHIAMBO");
  });
});

describe("the seventeenth review, continued", () => {
  it("a client list beside the dates names no employer", () => {
    const p = read("Mia Ellery\n\nEXPERIENCE\nUX Designer — Instrument\nPortland, OR · June 2019 – February 2022 · Clients: Nike, Airbnb\n• Designed Nike Run Club challenges.\n");
    expect(jobs(p)).toEqual([["UX Designer", "Instrument", "2019-06", "2022-02"]]);
  });

  it("a course a TA teaches ('ISyE 3133') goes with the title, and the school above is the employer", () => {
    const p = read("Jordan Brooks\n\nEXPERIENCE\nH. Milton Stewart School of Industrial & Systems Engineering\tAtlanta, GA\nUndergraduate Teaching Assistant, ISyE 3133\tJan 2025 – May 2025\n• Held weekly office hours.\n");
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([["Undergraduate Teaching Assistant, ISyE 3133", "H. Milton Stewart School of Industrial & Systems Engineering"]]);
  });

  it("case studies are projects, and the LPC is a degree", () => {
    const p = read("Mia Ellery\n\nSELECTED CASE STUDIES\nSephora checkout, 2018 – 2019 — try-on to cart in one step\n\nEDUCATION\nLegal Practice Course (LPC) – Distinction, The University of Law\t2017 – 2018\n");
    expect(p.sections.map((s) => [s.heading, s.kind])).toContainEqual(["SELECTED CASE STUDIES", "projects"]);
    expect(p.education[0]!.degree).toMatch(/^Legal Practice Course/);
  });
});
