// Cases from the eighth session of 2026-11-26 (earlier reviews' leftovers and the thirteenth to fifteenth reviews): each failed before its change.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { normalizeText } from "~/.server/resumes/extract/text.mjs";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const head = "Kwame Osei\nkwame@example.com\n\nEXPERIENCE\n\nSenior Data Engineer — Klaviyo, Boston, MA\tJan 2019 – Present\n• Own the pipeline.\n\n";
const tail = "\nETL Developer — Liberty Mutual, Boston, MA\tJul 2014 – Jun 2016\n• SSIS jobs.\n\nEDUCATION\nB.S., Computer Science — Northeastern University\t2014\n";
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.end]);

describe("a job dated by one year", () => {
  for (const [name, line] of [
    ["after a tab", "Data Engineer — Toast, Boston, MA\t2017\n"],
    ["after a bar", "Data Engineer | Toast | Boston, MA | 2017\n"],
    ["in brackets", "Data Engineer, Toast (2017)\n"],
    ["on the line under the header", "Data Engineer — Toast, Boston, MA\n2017\n"],
  ] as const) {
    it(`is a position of that year, ${name}`, () => {
      const p = read(`${head}${line}• Built the menu service.\n${tail}`);
      expect(jobs(p)[1]).toEqual(["Data Engineer", "Toast", "2017", "2017"]);
      expect(p.positions).toHaveLength(3);
    });
  }

  it("but a year in a bullet, an award's year and a degree's year are no jobs", () => {
    const p = read(`${head}Data Engineer — Toast, Boston, MA\tJan 2016 – Dec 2017\n• Launched the menu service in 2017\nEmployee of the Year, 2017\n${tail}`);
    expect(p.positions).toHaveLength(3);
    expect(p.education[0]!.end).toBe("2014");
  });
});

describe("a year after a comma", () => {
  it("ending a portfolio's project line is no job", () => {
    const p = read(`${head}SELECTED WORK\n\nChicago Design Week — festival identity and signage, 2022\n${tail}`);
    expect(p.positions.map((x) => x.company)).not.toContain("Chicago Design Week");
  });
});

describe("date forms from the thirteenth review", () => {
  const one = (dates: string) => read(`${head.split("Senior")[0]}Event Coordinator, Badger Catering Co., Madison, WI\t${dates}\n• Ran 300 events a year.\n`).positions;
  for (const [dates, start, end] of [
    ["2019.07 – 2021.06", "2019-07", "2021-06"],
    ["2019.07-2021.06", "2019-07", "2021-06"],
    ["2019/07 – 2021/06", "2019-07", "2021-06"],
    ["2019年7月 – 2021年6月", "2019-07", "2021-06"],
    ["2016-06 -- 2019-02", "2016-06", "2019-02"],
    ["2016-06 ~ 2019-02", "2016-06", "2019-02"],
    ["Mid-2018 – Early 2021", "2018-06", "2021-02"],
    ["Late 2015 – Mid-2018", "2015-10", "2018-06"],
  ] as const) {
    it(`reads '${dates}'`, () => {
      const p = one(dates);
      expect(p.map((x) => [x.company, x.start, x.end])).toEqual([["Badger Catering Co.", start, end]]);
    });
  }
  for (const dates of ["2019.07 – 至今", "Jul 2019 – 至今", "2016-06 -- present", "Late 2019 – now"]) {
    it(`reads '${dates}' as running to the present`, () => {
      const p = one(dates);
      expect(p).toHaveLength(1);
      expect(p[0]!.company).toBe("Badger Catering Co.");
      expect(p[0]!.current).toBe(true);
    });
  }
  it("but an academic year stays one ('2015/16'), and a version is no date", () => {
    expect(one("2015/16")[0]!.start).toBe("2015");
    expect(read(`${head}Data Engineer, Toast\tJan 2016 – Dec 2017\n• Upgraded Python 3.10 and PostgreSQL 12.4\n${tail}`).positions).toHaveLength(3);
  });
});

describe("a company named by its domain", () => {
  for (const employer of ["Booking.com", "Amazon.com", "bol.com"]) {
    it(`'${employer}' is the employer, not a link`, () => {
      const p = read(`Jan Jansen\njan@example.com\n\nEXPERIENCE\nSoftware Engineer\tJan 2020 – Present\n${employer}, Amsterdam\n• Built the search.\n`);
      expect(jobs(p)[0]).toEqual(["Software Engineer", employer, "2020-01", null]);
      expect(p.positions[0]!.location).toBe("Amsterdam");
    });
  }
  it("but a profile's address stays a link", () => {
    const p = read(`Jan Jansen\njan@example.com\n\nEXPERIENCE\nSoftware Engineer\tJan 2020 – Present\ngithub.com/jan/search, Amsterdam\n• Built the search.\n`);
    expect(p.positions[0]!.company).not.toContain("github");
  });
});

describe("a skill's years", () => {
  it("are no stated total ('SQL — 8 years', 'Tableau: 5 years')", () => {
    const p = read(`Lauren Petrakis\nlauren@example.com\n\nTECHNICAL SKILLS\nSQL — 8 years\nExcel – 10+ years\nTableau: 5 years\n\nEXPERIENCE\nData Analyst, Kindred Healthcare\tJul 2019 – Mar 2022\n- Produced analyses.\n`);
    expect(p.statedYears).toBeNull();
  });
  it("but a label with its experience is ('Software quality assurance: 20+ years of experience', 'Experience: 8 years')", () => {
    expect(read("Pat Lee\n\nSKILLS\nSoftware quality assurance: 20+ years of experience as a tester\n").statedYears).toBe(20);
    expect(read("Pat Lee\nExperience: 8 years\n").statedYears).toBe(8);
  });
});

describe("a credentials heading", () => {
  for (const heading of ["Credentials", "Ordination and Credentials", "Licenses and Credentials", "Certifications and Credentials"]) {
    it(`'${heading}' holds certifications`, () => {
      const p = read(
        `Marcus Ellison\nmarcus@example.org\n\nEXPERIENCE\nSenior Pastor\t2018 – Present\nGrace Community Church, Tulsa, OK\n- Preach weekly.\n\n${heading}\n- Ordained to the Gospel Ministry, First Baptist Church of Broken Arrow, 2012\n- Certified Facilitator, Prepare/Enrich premarital program, 2016\n`,
      );
      expect(p.certifications[0]).toBe("Ordained to the Gospel Ministry, First Baptist Church of Broken Arrow");
    });
  }
});

describe("a German CV in English", () => {
  it("gives the name after a 'Name:' label", () => {
    const p = read("Curriculum Vitae\n\nPersonal Details\nName:\tTobias Brenner\nPhone:\t+49 171 2345678\nE-mail:\ttobias.brenner@web.de\n\nProfessional Experience\n04/2015 – 02/2019\tDevelopment Engineer, MAHLE GmbH, Stuttgart\n");
    expect(p.contact.name).toBe("Tobias Brenner");
  });
  it("reads a civilian or military service year as a position under its own heading", () => {
    const base = "Tobias Brenner\nt.brenner@example.de\n\nProfessional Experience\n04/2015 – 02/2019\tDevelopment Engineer, MAHLE GmbH, Stuttgart\n– Designed coolers.\n\n";
    const civil = read(`${base}Civilian Service\n07/2007 – 06/2008\tCivilian service (Zivildienst), Arbeiter-Samariter-Bund, Esslingen\n`);
    expect(jobs(civil)[1]).toEqual(["Civilian service (Zivildienst)", "Arbeiter-Samariter-Bund, Esslingen", "2007-07", "2008-06"]);
    const military = read(`${base}Military Service\n07/2007 – 06/2008\tBasic military service, Bundeswehr, Ulm\n`);
    expect(jobs(military)[1]).toEqual(["Basic military service", "Bundeswehr", "2007-07", "2008-06"]);
  });
});

describe("a CV in Dutch or Italian", () => {
  const nl =
    "Sanne de Vries\nOudegracht 112, 3511 AV Utrecht | 06-12345678 | sanne@example.com\n\nWerkervaring\nLogistiek Coördinator\tjanuari 2020 – heden\nbol.com, Utrecht\n- Planning van 40 vrachtwagens per dag.\nTransportplanner\tmrt. 2016 – dec. 2019\nPostNL, Nieuwegein\n- Routes gepland.\nMedewerker Logistiek\tjuli 2014 – februari 2016\nAlbert Heijn, Zaandam\n- Orders verzameld.\n\nOpleiding\nBachelor Logistiek Management, Hogeschool Windesheim\t2010 – 2014\n\nVaardigheden\nSAP EWM · Excel · Power BI\n";
  it("reads its months, 'heden', headings and postcode address", () => {
    const p = read(nl);
    expect(jobs(p)).toEqual([
      ["Logistiek Coördinator", "bol.com", "2020-01", null],
      ["Transportplanner", "PostNL", "2016-03", "2019-12"],
      ["Medewerker Logistiek", "Albert Heijn", "2014-07", "2016-02"],
    ]);
    expect(p.education).toHaveLength(1);
    expect(p.contact.location).toBe("Utrecht");
    expect(p.skills.map((s) => s.name)).not.toContain("Vaardigheden");
  });
  it("reads Italian months and 'ad oggi'", () => {
    const p = read("Giulia Rossi\ngiulia@example.it\n\nEsperienza professionale\nResponsabile Logistica, Esselunga, Milano\tmarzo 2016 – ad oggi\n- Gestione del magazzino.\nImpiegata, Coop, Milano\tgiugno 2012 – dicembre 2015\n- Ordini.\n");
    expect(jobs(p).map((j) => [j[2], j[3]])).toEqual([["2016-03", null], ["2012-06", "2015-12"]]);
  });
  it("ends a range at the year after a month it cannot read, not at the present", () => {
    const p = read("Jan Jansen\njan@example.com\n\nEXPERIENCE\nTransportplanner, PostNL\tjuli 2014 – xyzwober 2016\n- Planned routes.\n");
    expect(jobs(p)[0]!.slice(2)).toEqual(["2014-07", "2016"]);
  });
});

describe("a dated project", () => {
  const cv = (project: string) =>
    read(`Ethan Nakamura\nethan@example.com\n\nEXPERIENCE\nSoftware Engineer\tJul 2020 – Present\nZulily, Seattle, WA\n- Shipped the checkout rewrite.\n\nPROJECTS\n${project}\n\nEDUCATION\nB.S. in Computer Science, University of Washington\tSep 2016 – Jun 2020\n`);
  it("is no work for a job word in what it is", () => {
    expect(cv("TrailMix | React Native, Firebase\tSep 2018 – May 2019\n- Hiking route planner app; 12,000 downloads.").workRanges).toHaveLength(1);
    expect(cv("Vault | Rust\tSep 2018 – May 2019\n- Password manager for families.").workRanges).toHaveLength(1);
  });
  it("but is for a role on its own line or a role line", () => {
    expect(cv("Lead Developer, TrailMix\tSep 2018 – May 2019\n- Hiking app.").workRanges).toHaveLength(2);
    expect(cv("TrailMix\tSep 2018 – May 2019\nRole: Team Lead\n- Hiking app.").workRanges).toHaveLength(2);
  });
});

describe("the employer alone on the line above a title with its unit", () => {
  it("is the employer, and the unit stays with the title", () => {
    const p = read("Natalie Brooks\nnatalie@example.com\n\nEXPERIENCE\nCapital One\tApr 2020 – Present\nFinance Manager, Commercial Banking\tRichmond, VA\n- Lead a team of 6 analysts.\n");
    expect(jobs(p)[0]).toEqual(["Finance Manager, Commercial Banking", "Capital One", "2020-04", null]);
  });
  it("but a one-word name after the title is the employer ('Software Engineer, Apple')", () => {
    const p = read("Sam Lee\nsam@example.com\n\nEXPERIENCE\nCupertino Campus\tAug 2014 – Present\nSoftware Engineer, Apple\n- Built Maps.\n");
    expect(p.positions[0]!.company).toBe("Apple");
  });
});

describe("hours after the place", () => {
  for (const note of ["(20 h/week)", "(20 hours per week)", "(20 h/week, alongside studies)"]) {
    it(`'${note}' is no part of the employer`, () => {
      const p = read(`Tobias Brenner\nt@example.de\n\nProfessional Experience\n10/2012 – 03/2015\tWorking Student, Porsche AG, Weissach ${note}\n– Tested chassis components.\n`);
      expect(jobs(p)[0]).toEqual(["Working Student", "Porsche AG", "2012-10", "2015-03"]);
      expect(p.positions[0]!.location).toBe("Weissach");
    });
  }
});

describe("the employer with the place on the line under a title and its unit", () => {
  it("is the employer ('Finance Manager, Card Partnerships FP&A' over 'Capital One, Richmond, VA')", () => {
    const p = read("Natalie Brooks\nn@example.com\n\nEXPERIENCE\nFinance Manager, Card Partnerships FP&A\tApr 2020 – Present\nCapital One, Richmond, VA\n- Lead a team of 6 analysts.\n");
    expect(jobs(p)[0]).toEqual(["Finance Manager, Card Partnerships FP&A", "Capital One", "2020-04", null]);
    expect(p.positions[0]!.location).toBe("Richmond, VA");
  });
});

describe("forms from the fourteenth review", () => {
  it("joins two dates with a word of another language ('a', 'até', 'à', 'bis', 'hasta')", () => {
    for (const dates of ["jan/2017 a fev/2021", "01/2017 a 02/2021", "de jan/2017 até fev/2021", "enero 2017 hasta febrero 2021", "janv. 2017 à févr. 2021", "Jan. 2017 bis Feb. 2021"]) {
      const p = read(`Ana Souza\nana@example.com\n\nEXPERIENCE\nMarketing Manager, Siemens AG\t${dates}\n- Campaigns.\n`);
      expect(p.positions.map((x) => [x.start, x.end])).toEqual([["2017-01", "2021-02"]]);
    }
  });
  it("reads a labelled block: 'Company:', 'Position:', 'Period:'", () => {
    const p = read(
      "Sipho Nkosi\nsipho@example.co.za\n\nEMPLOYMENT HISTORY\nCompany:\tAurecon South Africa (Pty) Ltd\nPosition:\tCivil Engineering Technologist\nPeriod:\tMarch 2019 – Present\n\nCompany:\tMurray & Roberts Construction\nPosition:\tSite Engineer\nPeriod:\tJanuary 2014 – February 2019\n",
    );
    expect(jobs(p)).toEqual([
      ["Civil Engineering Technologist", "Aurecon South Africa (Pty) Ltd", "2019-03", null],
      ["Site Engineer", "Murray & Roberts Construction", "2014-01", "2019-02"],
    ]);
  });
  it("takes the value after a title's label as the title ('Cargo:')", () => {
    const p = read("Ana Souza\nana@example.com\n\nEXPERIÊNCIA PROFISSIONAL\nMagazine Luiza – São Paulo, SP\nCargo: Analista de Marketing Digital Pleno\nPeríodo: jan/2017 – fev/2021\n- Campanhas.\n");
    expect(jobs(p)[0]).toEqual(["Analista de Marketing Digital Pleno", "Magazine Luiza", "2017-01", "2021-02"]);
  });
  it("reads a labelled degree without taking its labels for the school", () => {
    const p = read("Sipho Nkosi\nsipho@example.co.za\n\nTERTIARY EDUCATION\nInstitution:\tTshwane University of Technology\nQualification:\tNational Diploma: Civil Engineering\nPeriod:\t2011 – 2013\n");
    expect(p.education.map((e) => e.institution)).toEqual(["Tshwane University of Technology"]);
  });
  it("gives the name after a 'Name' cell and skips a greeting to the reader", () => {
    expect(read("Name\tKenta Takahashi\nE-mail\tkenta@example.jp\n").contact.name).toBe("Kenta Takahashi");
    expect(read("Hi Linda,\n\nThanks for your call today.\n\nROSA M. DELGADO\nrosa.delgado77@yahoo.com\n").contact.name).toBe("ROSA M. DELGADO");
  });
});

describe("Philippine and South African headings, places and a move between offices", () => {
  it("reads 'Educational Attainment', 'Eligibility' and 'Professional Registration'", () => {
    const p = read(
      "Maria Villanueva\nCainta, Rizal | maria@example.com\n\nEDUCATIONAL ATTAINMENT\nBachelor of Science in Business Administration, Polytechnic University of the Philippines, 2014 – 2018\n\nELIGIBILITY\nCivil Service Eligibility – Professional Level (2018)\n\nPROFESSIONAL REGISTRATION\nProfessional Engineering Technologist (Pr Tech Eng), ECSA\n",
    );
    expect(p.education).toHaveLength(1);
    expect(p.certifications).toEqual(["Civil Service Eligibility – Professional Level", "Professional Engineering Technologist (Pr Tech Eng), ECSA"]);
    expect(p.contact.location).toBe("Cainta, Rizal");
    expect(read("Sipho Nkosi\n14 Jacaranda Street, Noordwyk, Midrand, Gauteng, 1685\nsipho@example.co.za\n").contact.location).toBe("Midrand, Gauteng");
  });
  it("takes 'London → Singapore' after the employer for places, not a job", () => {
    const p = read(
      "Priya Iyer\npriya@example.com\n\nEXPERIENCE\nAccenture — London → Singapore\tSep 2012 – Present\nSenior Manager\tJan 2021 – Present\nSingapore\n- Led strategy.\nConsultant\tSep 2012 – Dec 2020\nLondon, UK\n- Delivered.\n",
    );
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["Senior Manager", "Accenture"],
      ["Consultant", "Accenture"],
    ]);
  });
});

describe("titles and employers that look like something else", () => {
  it("keeps a title written with a small first letter ('iOS Engineer', 'eCommerce Manager') under the employer", () => {
    for (const title of ["iOS Engineer", "eCommerce Manager"]) {
      const p = read(`Jane Doe\njane@example.com\n\nEXPERIENCE\nAirbnb\tFeb 2018 – Mar 2021\n${title}\tSan Francisco, CA\n- Shipped.\n`);
      expect(jobs(p)[0]).toEqual([title, "Airbnb", "2018-02", "2021-03"]);
    }
  });
  it("keeps an employer named like a field of work when its place follows ('Waste Management, Phoenix, AZ')", () => {
    const p = read("Jane Doe\njane@example.com\n\nEXPERIENCE\n\n2012 – 2016     Apprentice Mechanic, then Mechanic\n                Waste Management, Phoenix, AZ\n                - Serviced refuse trucks.\n");
    expect(p.positions[0]!.company).toBe("Waste Management");
  });
});

describe("a one-word team after the title", () => {
  it("stays with the title when the employer is on the line above ('Software Engineer, Mobile')", () => {
    const p = read("Jane Doe\njane@example.com\n\nEXPERIENCE\nIntuit\tJun 2016 – Jan 2018\nSoftware Engineer, Mobile\tMountain View, CA\n- Shipped.\n");
    expect(jobs(p)[0]).toEqual(["Software Engineer, Mobile", "Intuit", "2016-06", "2018-01"]);
  });
});

describe("families as employers", () => {
  it("keep the neighbourhood with the place, and a platform in the employer", () => {
    const family = read("Ana Alvarez\nana@example.com\n\nEXPERIENCE\nHousehold Manager & Nanny\tSeptember 2020 – Present\nThe Whitfield Family, Upper East Side, New York, NY\n- Ran the household.\n");
    expect([family.positions[0]!.company, family.positions[0]!.location]).toEqual(["The Whitfield Family", "Upper East Side, New York, NY"]);
    const various = read("Ana Alvarez\nana@example.com\n\nEXPERIENCE\nBabysitter (part-time)\t2012 – 2015\nVarious families through Care.com, Brooklyn, NY\n- Evenings.\n");
    expect(various.positions[0]!.company).toBe("Various families through Care.com");
  });
});

describe("a job's own projects", () => {
  it("do not end the experience: the next job is a position, the projects are not", () => {
    const p = read(
      "Jane Doe\njane@example.com\n\nEXPERIENCE\nSuperintendent, Turner Construction Company, Seattle, WA\tJune 2014 – Present\n• Run the field.\nSelected projects\nSwedish Medical Center – Cherry Hill Expansion  |  $112M\t2019 – 2022\nBellevue Square – North Parking Garage  |  $22M\t2014 – 2016\n\nAssistant Superintendent, Sellen Construction, Seattle, WA\tMarch 2009 – May 2014\n• Ran concrete trades.\n\nEDUCATION\nA.A.S. in Construction Management Technology, Renton Technical College\t2003\n",
    );
    expect(p.positions.map((x) => x.company)).toEqual(["Turner Construction Company", "Sellen Construction"]);
  });
});

describe("on-the-job training", () => {
  it("is a position, its hours in brackets no part of the place", () => {
    const p = read("Maria Villanueva\nmaria@example.com\n\nON-THE-JOB TRAINING\nOJT Trainee\nSM Supermalls – Pasay City (300 hours)\nApril – May 2017\n");
    expect(jobs(p)[0]).toEqual(["OJT Trainee", "SM Supermalls", "2017-04", "2017-05"]);
  });
});

describe("a gutter heading the PDF joined to its first entry", () => {
  it("is a heading ('CERTIFICATES AWS Certified Developer – Associate')", () => {
    const p = read("Jane Doe\njane@example.com\n\nEDUCATION\nBachelor of Science in Computer Science, University of Lagos\t2014\n\nCERTIFICATES AWS Certified Developer – Associate\tOct 2022\n");
    expect(p.certifications[0]).toBe("AWS Certified Developer – Associate");
    expect(p.education).toHaveLength(1);
  });
  it("but a title in capitals is no heading ('SOFTWARE ENGINEER June 2010')", () => {
    expect(read("Jane Doe\njane@example.com\n\nCAREER HISTORY\nSOFTWARE ENGINEER June 2010 – Present\nIT Company - Coventry\n").sections.map((s) => s.heading).filter(Boolean)).toEqual(["CAREER HISTORY"]);
  });
});

describe("a rirekisho's event rows", () => {
  const rk =
    "Name\tTAKAHASHI Kenta\nE-mail\tkenta@example.jp\nYear\tMonth\tEducation and Employment History\nEmployment History\n2017\t4\tJoined Panasonic Corporation (Kadoma, Osaka)\nEmbedded Software Engineer, Air Conditioner Control Software Development Department\n2022\t3\tResigned from Panasonic Corporation for personal reasons\n2022\t4\tJoined Preferred Networks, Inc. (Chiyoda-ku, Tokyo)\nMachine Learning Engineer, Robotics Business Division\nCurrently employed\nEnd\n";
  it("make a job from the month joined to the month left, or to the present", () => {
    const p = read(rk);
    expect(p.positions.map((x) => [x.start, x.end, x.current])).toEqual([
      ["2017-04", "2022-03", false],
      ["2022-04", null, true],
    ]);
    expect(p.positions.map((x) => x.company)).toEqual(["Panasonic Corporation (Kadoma, Osaka)", "Preferred Networks, Inc. (Chiyoda-ku, Tokyo)"]);
  });
});

describe("forms from the fifteenth review", () => {
  it("reads an ATS export's current job, whose end cell is empty, and its 'Skills⇥…' row", () => {
    const p = read(
      "Marcus Lindgren\nmarcus@example.com\n\nEmployment History\nCompany\tTitle\tStart Date\tEnd Date\tCurrent\tLocation\nMedtronic\tSenior Quality Engineer\t2020-06-01\t\tYes\tMinneapolis, MN\nBoston Scientific\tQuality Engineer II\t2016-09-12\t2020-05-29\tNo\tMaple Grove, MN\n\nCertifications\nCertified Quality Engineer (CQE)\tASQ\nSkills\tISO 13485; CAPA; FMEA; Minitab\n",
    );
    expect(p.positions.map((x) => [x.company, x.start, x.end])).toEqual([
      ["Medtronic", "2020-06", null],
      ["Boston Scientific", "2016-09", "2020-05"],
    ]);
    expect(p.certifications).toEqual(["Certified Quality Engineer (CQE) · ASQ"]);
  });
  it("keeps a LinkedIn entry's 'Skills: … · +3 skills' line in the entry", () => {
    const p = read(
      "Lauren Mitchell\nlauren@example.com\n\nExperience\nSenior Account Executive\nSalesforce\nOct 2023 - Present\nOwn a territory.\nSkills: Solution Selling · Salesforce.com · +3 skills\nSales Development Representative\nOracle · Full-time\nJun 2019 - Sep 2021\nOutbound prospecting.\n",
    );
    expect(p.positions).toHaveLength(2);
  });
  it("reads a LinkedIn copy whose every line is doubled once", () => {
    const lines = ["Sales Development Representative", "Oracle · Full-time", "Jun 2019 - Sep 2021 · 2 yrs 4 mos", "Austin, Texas, United States · On-site"];
    const doubled = `Lauren Mitchell\nlauren@example.com\n\nExperience\n${lines.flatMap((l) => [l, l]).join("\n")}\nOutbound prospecting.\n`;
    expect(normalizeText(doubled)).toContain("Sales Development Representative\nOracle · Full-time\n");
    expect(jobs(read(normalizeText(doubled)))[0]).toEqual(["Sales Development Representative", "Oracle", "2019-06", "2021-09"]);
  });
  it("takes 'Skills & Activities' for activities: a sport's years are no job", () => {
    const p = read("Ava Thornquist\nava@example.com\n\nWork Experience\nSwim Instructor\tSep 2024 – Present\nBritish Swim School, Naperville, IL\n- Teach lessons.\n\nSkills & Activities\n- Water rescue, first aid, CPR/AED\n- Varsity swimming (2020–2024), team captain senior year\n");
    expect(p.workRanges).toHaveLength(1);
  });
});

describe("more forms from the fifteenth review", () => {
  it("reads titles the lists lacked ('Tax Preparer', 'Cabin Crew') and a firm named by a short mark ('3M')", () => {
    expect(jobs(read("Hal Pemberton\nhal@example.com\n\nEXPERIENCE\nSeasonal Tax Preparer (part-time), H&R Block, Tucson, AZ\tJan 2024 – Present\n- Returns.\n"))[0]!.slice(0, 2)).toEqual(["Seasonal Tax Preparer", "H&R Block"]);
    expect(jobs(read("Ana Baptiste\nana@example.com\n\nEXPERIENCE\nEmirates — Dubai, UAE\tMar 2014 – Jun 2018\nCabin Crew, Grade II → First Class\n- Served.\n"))[0]!.slice(0, 2)).toEqual(["Cabin Crew, Grade II → First Class", "Emirates"]);
    expect(read("Marcus Lindgren\nmarcus@example.com\n\nEXPERIENCE\nQuality Technician, 3M, St. Paul, MN\tJan 2013 – Aug 2016\n- Tested.\n").positions[0]!.company).toBe("3M");
  });
  it("gives the name before a credential's standing, and the place after labelled contact items", () => {
    expect(read("HAROLD J. PEMBERTON, CPA (inactive)\nhal@example.com\n").contact.name).toBe("HAROLD J. PEMBERTON");
    expect(read("AHMED SAMIR HASSAN\nMobile: +966 55 123 4567 | E-mail: ahmed@example.com | Riyadh, Saudi Arabia\n").contact.location).toBe("Riyadh, Saudi Arabia");
  });
});

describe("a job held each summer", () => {
  it("is one position from the first summer to the last, each summer counted alone", () => {
    const p = read("Ava Thornquist\nava@example.com\n\nWORK EXPERIENCE\nLifeguard\tSummers 2023, 2024, 2025\nNaperville Park District, Naperville, IL\n- Guarded.\n");
    expect(jobs(p)).toEqual([["Lifeguard", "Naperville Park District", "2023-06", "2025-08"]]);
    expect(p.workRanges).toHaveLength(3);
  });
});

describe("the last forms from the fifteenth review", () => {
  it("reads 'Title at Company (years), clause.' without the clause", () => {
    const p = read("Rosa Castillo\nrosa@example.com\n\nExperience\nShift Lead at Amazon (2019–2022), leading 25 pickers and packers at the CMH1 fulfillment center.\nSales Associate at Dick's Sporting Goods (2014–2016), part-time while in school.\n");
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([
      ["Shift Lead", "Amazon"],
      ["Sales Associate", "Dick's Sporting Goods"],
    ]);
  });
  it("reads Quebec's DEC as a degree", () => {
    const p = read("Ana Baptiste\nana@example.com\n\nEDUCATION\nDEC in Tourism Techniques, Collège LaSalle — Montréal, QC\t2011\n");
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["DEC in Tourism Techniques", "Collège LaSalle"]]);
  });
});

describe("education and certificates from the fifteenth review", () => {
  it("does not give a high school the degree of the college above it", () => {
    const p = read("Ava Thornquist\nava@example.com\n\nEducation\nNorth Central College, Naperville, IL\tExpected May 2028\nB.S. in Kinesiology (Exercise Science) · GPA 3.7\nNaperville North High School, Naperville, IL\tGraduated June 2024\n");
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([
      ["B.S. in Kinesiology (Exercise Science)", "North Central College"],
      ["", "Naperville North High School"],
    ]);
  });
  it("parts certificates written as sentences on one line", () => {
    const p = read("Rosa Castillo\nrosa@example.com\n\nCertifications\nOSHA 10-Hour General Industry (2018). Certified Forklift Operator (2016). APICS CSCP (2023).\n");
    expect(p.certifications).toEqual(["OSHA 10-Hour General Industry", "Certified Forklift Operator", "APICS CSCP"]);
  });
});
