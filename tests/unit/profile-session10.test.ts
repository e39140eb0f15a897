// Cases from the tenth session of 2026-11-26 (reviews 17 and 18): each failed before its change.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { countWords } from "~/.server/analysis/rubric/document";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);

describe("a seller's market segment goes with the title (review 17's U11)", () => {
  it("'Senior Account Executive, Enterprise – Salesforce, Dallas, TX'", () => {
    const p = read(
      "Brandon Whitlock\n\nSALES EXPERIENCE\nSenior Account Executive, Enterprise – Salesforce, Dallas, TX\tJan 2021 – Present\n• 132% of quota\nAccount Executive, Mid-Market – Oracle NetSuite, Austin, TX\tApr 2017 – Dec 2020\n• Closed 41 deals\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Account Executive, Enterprise", "Salesforce", "2021-01", "Present"],
      ["Account Executive, Mid-Market", "Oracle NetSuite", "2017-04", "2020-12"],
    ]);
  });

  it("but 'Enterprise' after a title that sells nothing is the employer", () => {
    const p = read("Sam Cole\n\nEXPERIENCE\nManagement Trainee, Enterprise, Dallas, TX\tJun 2019 – May 2021\n• Ran a branch\n");
    expect(jobs(p)).toEqual([["Management Trainee", "Enterprise", "2019-06", "2021-05"]]);
  });
});

describe("education and certificates (review 17's U8, U12, U13)", () => {
  it("a certificate from a technology center under Education is an education entry", () => {
    const p = read(
      "Tyrell Jameson\n\nEXPERIENCE\nAutomotive Technician | Firestone Complete Auto Care, Broken Arrow, OK | 3/19 - 6/21\n- Brakes\n\nEDUCATION\nAutomotive Service Technology Certificate | Tulsa Technology Center | 8/14 - 5/15\nHigh School Diploma | Union High School, Tulsa, OK | 5/14\n\nCERTIFICATIONS\nEPA Section 609 MVAC Certification, 10/17\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution, e.start, e.end])).toEqual([
      ["Automotive Service Technology Certificate", "Tulsa Technology Center", "2014-08", "2015-05"],
      ["High School Diploma", "Union High School", null, "2014-05"],
    ]);
    expect(p.certifications).toEqual(["EPA Section 609 MVAC Certification"]);
  });

  it("an Irish school ('Coláiste') is the Leaving Certificate's institution, not its points", () => {
    const p = read(
      "Aoife Gallagher\n\nEducation\nHigher Certificate in Business (Level 6) – Munster Technological University\n2016 – 2018\nLeaving Certificate – Coláiste Choilm, Ballincollig\n2016 – 485 points (H2 English, H3 Business, H3 Irish, O1 Maths)\n",
    );
    expect(p.education.map((e) => e.institution)).toEqual(["Munster Technological University", "Coláiste Choilm"]);
  });

  it("a certificate with the holder's member number is kept, without the number", () => {
    const p = read(
      "Brian Odhiambo\n\nWork Experience\nSenior Accountant, Twiga Foods Ltd, Nairobi\tJanuary 2021 – Date\n\nEducation Background\n2011 – 2015\tBachelor of Commerce (Accounting Option), University of Nairobi\n\nProfessional Qualifications\n• Certified Public Accountant of Kenya, CPA (K) – KASNEB, 2017; Member No. 21876, ICPAK\n• Certificate in IFRS – ICPAK, 2019\n",
    );
    expect(p.certifications).toEqual(["Certified Public Accountant of Kenya, CPA (K) – KASNEB", "Certificate in IFRS – ICPAK"]);
  });

  it("a certificate's name wrapped before its last word is one certificate; two names one per line stay two", () => {
    const certs = (list: string) => read(`Grace Whitaker\n\nEXPERIENCE\nProject Engineer II, Kimley-Horn, Denver, CO\t08/2020 – Present\n\nLICENSES & CERTIFICATIONS\n${list}`).certifications;
    expect(certs("Professional Engineer (P.E.), Colorado No. 0059123, 2021\nEnvision Sustainability\nProfessional (ENV SP), 2022\nEngineer in Training (EIT), 2016\n")).toEqual([
      "Professional Engineer (P.E.), Colorado No. 0059123",
      "Envision Sustainability Professional (ENV SP)",
      "Engineer in Training (EIT)",
    ]);
    expect(certs("Lean Six Sigma\nProfessional Scrum Master I\n")).toEqual(["Lean Six Sigma", "Professional Scrum Master I"]);
  });
});

describe("a common word as a heading, written like the résumé's other headings (review 16's T5)", () => {
  const cv = (teaching: string) =>
    `Elena Vasquez-Morrow\nstudio@example.com\n\nEducation\n2012\tMFA, Painting, California College of the Arts, San Francisco, CA\n\n${teaching}\n2016–\tLecturer, Studio Art, San Francisco State University, San Francisco, CA\n2013–16\tAdjunct Instructor, Painting & Drawing, California College of the Arts, Oakland, CA\n\nSolo Exhibitions\n2025\tSalt Lines, Anglim/Trimble Gallery, San Francisco, CA\n`;
  it("'Teaching' set apart in title case, as 'Education' and 'Solo Exhibitions' are, heads a section", () => {
    const p = read(cv("Teaching"));
    expect(p.sections.map((s) => s.heading).filter(Boolean)).toEqual(["Education", "Teaching", "Solo Exhibitions"]);
    expect(p.education).toHaveLength(1);
  });
  it("but not when the other headings are in capitals", () => {
    const p = read(cv("Teaching").replace("Education", "EDUCATION").replace("Solo Exhibitions", "SOLO EXHIBITIONS"));
    expect(p.sections.map((s) => s.heading).filter(Boolean)).toEqual(["EDUCATION", "SOLO EXHIBITIONS"]);
  });
});

describe("a solicitor's training contract (review 17's U6, U9)", () => {
  it("a letter-spaced heading of a word no heading has and a core heading's word ('L E G A L E X P E R I E N C E')", () => {
    const p = read(
      "Charlotte Ashworth\n\nL E G A L E X P E R I E N C E\n\nAssociate, Corporate (M&A)\tSeptember 2022 – Present\nAddleshaw Goddard LLP, London\nRun due diligence\n\nE D U C A T I O N\nLLB (Hons) Law – University of Leeds\t2014 – 2017\n",
    );
    expect(p.sections.map((s) => [s.heading, s.kind]).filter(([h]) => h)).toEqual([
      ["LEGAL EXPERIENCE", "experience"],
      ["EDUCATION", "education"],
    ]);
    expect(p.positions).toHaveLength(1);
  });

  it("a seat within the training contract is held at its firm; the line under it is no employer", () => {
    const p = read(
      "Charlotte Ashworth\n\nEXPERIENCE\n\nTrainee Solicitor\tSeptember 2020 – August 2022\nAddleshaw Goddard LLP, Manchester\nCorporate seat\tSep 2020 – Feb 2021\nVerification notes and board minutes for an AIM admission\nCommercial Litigation seat\tMar 2021 – Aug 2021\nDisclosure review in a £12m High Court claim\n",
    );
    expect(jobs(p)).toEqual([
      ["Trainee Solicitor", "Addleshaw Goddard LLP", "2020-09", "2022-08"],
      ["Corporate seat", "Addleshaw Goddard LLP", "2020-09", "2021-02"],
      ["Commercial Litigation seat", "Addleshaw Goddard LLP", "2021-03", "2021-08"],
    ]);
  });
});

describe("review 18", () => {
  it("V1: the town after the school is no field ('University of Canterbury, Christchurch — Bachelor of Arts, Economics')", () => {
    const degree = (line: string) => read(`Sophie Williams\n\nEDUCATION\n\n${line}\n2012 - 2015\n`).education.map((e) => [e.degree, e.institution]);
    expect(degree("University of Canterbury, Christchurch — Bachelor of Arts, Economics and Political Science")).toEqual([
      ["Bachelor of Arts in Economics and Political Science", "University of Canterbury"],
    ]);
    expect(degree("The Ohio State University, Columbus — Bachelor of Science, Finance")).toEqual([["Bachelor of Science in Finance", "The Ohio State University"]]);
    expect(degree("University of Canterbury, Christchurch — Bachelor of Arts")).toEqual([["Bachelor of Arts", "University of Canterbury"]]);
  });

  it("V2: Italian months ('Gen', 'Mag', 'Set'), 'presso' between title and employer, and the Laurea", () => {
    const p = read(
      "Giulia Rossi\n\nExperience\nResponsabile Controllo di Gestione, Luxottica Group S.p.A.\tGen 2019 – ad oggi\n- Budget e reporting\nAnalista finanziario senior presso Pirelli & C. S.p.A., Milano\tMag 2015 – Dic 2018\n- Analisi di redditività\nRevisore contabile presso PricewaterhouseCoopers S.p.A., Milano\tSet 2012 – Feb 2015\n- Revisione\n\nEducation\nLaurea Magistrale in Economia e Management – Università Bocconi, Milano\t2010 – 2012\n",
    );
    expect(jobs(p)).toEqual([
      ["Responsabile Controllo di Gestione", "Luxottica Group S.p.A.", "2019-01", "Present"],
      ["Analista finanziario senior", "Pirelli & C. S.p.A.", "2015-05", "2018-12"],
      ["Revisore contabile", "PricewaterhouseCoopers S.p.A.", "2012-09", "2015-02"],
    ]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Laurea Magistrale in Economia e Management", "Università Bocconi"]]);
  });

  it("V3: a chartered body's grade under Professional Qualifications is a certification", () => {
    const p = read(
      "ADEYEMI OLUWASEUN ADEBAYO\n\nWORK EXPERIENCE\nAccess Bank Plc, Lagos\tJanuary 2021 – Till Date\nSenior Financial Analyst\n\nPROFESSIONAL QUALIFICATIONS\nAssociate Chartered Accountant (ACA), Institute of Chartered Accountants of Nigeria (ICAN) – 2018\nAssociate, Chartered Institute of Taxation of Nigeria (ACTI) – 2020\n",
    );
    expect(p.education).toEqual([]);
    expect(p.certifications).toEqual(["Associate Chartered Accountant (ACA), Institute of Chartered Accountants of Nigeria (ICAN)", "Associate, Chartered Institute of Taxation of Nigeria (ACTI)"]);
  });

  it("V5: 'since 2022' inside a duty's sentence opens no job, though the line has no bullet", () => {
    const p = read(
      "Michael Donnelly\n\nCLINICAL EXPERIENCE\nAssociate Dentist — Triangle Family Dentistry, Raleigh, NC\tAug 2019 – Present\nComprehensive general dentistry for 20–25 patients a day\nPlaced 150+ implants since 2022; introduced CEREC same-day crowns\n",
    );
    expect(jobs(p)).toEqual([["Associate Dentist", "Triangle Family Dentistry", "2019-08", "Present"]]);
    // A job's own line still opens with 'since'.
    expect(jobs(read("Ann Lee\n\nEXPERIENCE\nConsultant, Acme Ltd since 2019\n- Advised clients\n"))).toEqual([["Consultant", "Acme Ltd", "2019", "Present"]]);
  });

  it("V7: a duty's line with a clause after a semicolon is no employer of the role under it", () => {
    const p = read(
      "Jordan Ellis\njordan@example.com\n\nSenior Mechanical Engineer\tSep 2020 – Present\nCarrier Global Corporation, Syracuse, NY\nLead mechanical design of rooftop units; cut part count 18%\nOwn tolerance stack-ups and GD&T for a 40-part product line; run FEA in ANSYS\nMechanical Design Engineer\tJun 2016 – Aug 2020\nWelch Allyn (Hillrom), Skaneateles Falls, NY\nDesigned housings\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Mechanical Engineer", "Carrier Global Corporation", "2020-09", "Present"],
      ["Mechanical Design Engineer", "Welch Allyn (Hillrom)", "2016-06", "2020-08"],
    ]);
  });

  it("V8: a town the lists know with its postcode, in Italian, New Zealand and Hungarian addresses", () => {
    const place = (line: string) => read(`Ann Lee\n${line}\nann@example.com\n\nEXPERIENCE\nAnalyst, Acme\t2019 – 2021\n`).contact.location;
    expect(place("Via Lorenzo il Magnifico 12, 20128 Milano (MI)  •  +39 347 218 6634")).toBe("Milano");
    expect(place("Te Aro, Wellington 6011")).toBe("Wellington");
    expect(place("Cím: 1117 Budapest, Október huszonharmadika utca 8.")).toBe("Budapest");
    expect(place("Boston 2019")).toBeNull();
  });
});

describe("review 18: CVs in Hungarian and Chinese", () => {
  it("V10: Hungarian headings, months written after the year ('2021. június') and 'jelenleg'", () => {
    const p = read(
      "Kovács Eszter\nE-mail: kovacs.eszter@gmail.com\n\nSzakmai tapasztalat\n\n2021. június – jelenleg\nVezető adatelemző\nOTP Bank Nyrt., Budapest\n- SQL és Power BI riportok\n\n2018. március – 2021. május\nAdatelemző\nMagyar Telekom Nyrt., Budapest\n- Ügyfélszegmentáció\n\nTanulmányok\n\n2014. szeptember – 2016. június\nBudapesti Corvinus Egyetem – gazdaságinformatikus MSc\n\nTanúsítványok\nMicrosoft Certified: Power BI Data Analyst Associate (2022)\n\nNyelvismeret\nangol – felsőfok (C1)\n\nSzámítógépes ismeretek\nSQL, Python, Power BI\n",
    );
    expect(p.sections.map((s) => s.kind).filter((k) => k !== "contact")).toEqual(["experience", "education", "certifications", "languages", "skills"]);
    expect(p.positions.map((x) => [x.title, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Vezető adatelemző", "2021-06", "Present"],
      ["Adatelemző", "2018-03", "2021-05"],
    ]);
    expect(p.certifications).toEqual(["Microsoft Certified: Power BI Data Analyst Associate"]);
  });

  it("V9: Chinese headings, a Chinese name, rows of date, employer and title, and a certificate's year in full-width brackets", () => {
    const p = read(
      "李静怡\n电话：138 1234 5678  |  邮箱：li.jingyi@163.com\n\n工作经历\n2019年3月 – 至今\t字节跳动\t高级产品经理\n• 负责抖音电商商家后台的产品规划\n2016年7月 – 2019年2月\t携程旅行网\t产品经理\n• 负责酒店预订App的会员体系\n\n教育背景\n2011年9月 – 2015年6月\t复旦大学\t计算机科学与技术  学士\n\n证书\nPMP项目管理专业人士认证（2020年）\n",
    );
    expect(p.contact.name).toBe("李静怡");
    expect(p.sections.map((s) => s.kind).filter((k) => k !== "contact")).toEqual(["experience", "education", "certifications"]);
    expect(jobs(p)).toEqual([
      ["高级产品经理", "字节跳动", "2019-03", "Present"],
      ["产品经理", "携程旅行网", "2016-07", "2019-02"],
    ]);
    expect(p.education.map((e) => e.institution)).toEqual(["复旦大学"]);
    expect(p.certifications).toEqual(["PMP项目管理专业人士认证"]);
    // Words are counted at about two characters each, not one per run without spaces.
    expect(countWords("负责抖音电商商家后台的产品规划")).toBe(8);
    // "个人简历" (personal résumé) over the name is the document's title.
    expect(read("个人简历\n李静怡\nli.jingyi@163.com\n").contact.name).toBe("李静怡");
  });
});

describe("review 19", () => {
  const simple = (dates: [string, string], heads = ["EXPERIENCE", "EDUCATION"]) =>
    read(
      `Jane Example\njane.example@gmail.com\n\n${heads[0]}\n\nSenior Analyst\nAcme Corp, Springfield\n${dates[0]}\n\nAnalyst\nGlobex Ltd, Springfield\n${dates[1]}\n\n${heads[1]}\n\nB.Sc. Economics\nState University\n2011 – 2015\n`,
    );
  const ranges = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.start, x.current ? "Present" : x.end]);
  const expected = [
    ["2019-01", "Present"],
    ["2015-09", "2018-12"],
  ];

  it("W4: months and 'present' in Russian, Turkish, Czech and Finnish; a Japanese wave dash", () => {
    expect(ranges(simple(["янв. 2019 — по настоящее время", "сент. 2015 — дек. 2018"]))).toEqual(expected);
    expect(ranges(simple(["Ocak 2019 – Halen", "Eylül 2015 – Aralık 2018"]))).toEqual(expected);
    expect(ranges(simple(["leden 2019 – dosud", "září 2015 – prosinec 2018"]))).toEqual(expected);
    expect(ranges(simple(["tammikuu 2019 – nyt", "syyskuu 2015 – joulukuu 2018"]))).toEqual(expected);
    expect(ranges(simple(["Januari 2019 – Sekarang", "September 2015 – Desember 2018"]))).toEqual(expected);
    expect(ranges(simple(["2019年1月～現在", "2015年9月～2018年12月"]))).toEqual(expected);
  });

  it("W3: headings in Russian, Turkish, Czech, Indonesian, Vietnamese, Finnish and Japanese", () => {
    for (const heads of [
      ["Опыт работы", "Образование"],
      ["İş Deneyimi", "Eğitim"],
      ["Pracovní zkušenosti", "Vzdělání"],
      ["Pengalaman Kerja", "Pendidikan"],
      ["Kinh nghiệm làm việc", "Học vấn"],
      ["TYÖKOKEMUS", "KOULUTUS"],
      ["■職務経歴", "■学歴"],
    ]) {
      const p = simple(["Jan 2019 – Present", "Sep 2015 – Dec 2018"], heads);
      expect(p.sections.map((s) => s.kind).filter((k) => k !== "contact"), heads[0]).toEqual(["experience", "education"]);
      expect(p.education, heads[0]).toHaveLength(1);
    }
  });

  it("W7: a Vietnamese row names the company by its legal form, and the title under it by the word for the post", () => {
    const p = read("TRẦN THỊ MINH ANH\nminhanh.tran@gmail.com\n\nEXPERIENCE\n\nCông ty TNHH Shopee Việt Nam\t04/2019 - Hiện tại\nChuyên viên Nhân sự cấp cao\n- Phụ trách tuyển dụng\n");
    expect(jobs(p)).toEqual([["Chuyên viên Nhân sự cấp cao", "Công ty TNHH Shopee Việt Nam", "2019-04", "Present"]]);
  });

  it("W9: a Japanese form's labelled name, with a space between the names; '以上' closing the document is no name", () => {
    const p = read("職務経歴書\n2026年11月20日現在\n氏名　佐藤 健太\nメール：kenta.sato.0612@gmail.com\n\nEXPERIENCE\nBackend Engineer\nMercari, Inc.\nApr 2019 – Present\n\n以上\n");
    expect(p.contact.name).toBe("佐藤 健太");
  });

  it("W1: a duty told in the past without its bullet is no employer of the role under it", () => {
    const p = read(
      "Daniela Garcia\n\nEmployment History\n\nSenior Accountant at Deloitte, Chicago\nMARCH 2019 — PRESENT\nLead month-end close for three Fortune 500 clients on NetSuite and SAP\nCut close time from 9 to 6 business days by automating 40 reconciliations\n\nStaff Accountant at Grant Thornton, Chicago\nJULY 2015 — FEBRUARY 2019\nPrepared financial statements for 25 clients\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Accountant", "Deloitte", "2019-03", "Present"],
      ["Staff Accountant", "Grant Thornton", "2015-07", "2019-02"],
    ]);
    // A title in the past participle stays a title.
    expect(jobs(read("Ann Lee\n\nEXPERIENCE\nRegistered Nurse at Mercy Hospital of St. Louis\nJUNE 2018 — PRESENT\n- Cared for patients\n"))).toEqual([
      ["Registered Nurse", "Mercy Hospital of St. Louis", "2018-06", "Present"],
    ]);
  });

  it("W2: a template's 'Details' block is the contact, its town over its country the place; Kadıköy, İstanbul is İstanbul", () => {
    const p = read(
      "Daniela Garcia\n\nSENIOR ACCOUNTANT\n\nEmployment History\n\nSenior Accountant, Deloitte\nMarch 2019 — Present\n\nLicenses\n\nCertified Public Accountant (CPA), Illinois Department of Financial and Professional Regulation\nNOVEMBER 2016\n\nDetails\nChicago\nUnited States\n(312) 555-0186\ndaniela.garcia.cpa@gmail.com\n\nLinks\nLinkedIn\n",
    );
    expect(p.contact.location).toBe("Chicago, United States");
    expect(p.certifications).toEqual(["Certified Public Accountant (CPA), Illinois Department of Financial and Professional Regulation"]);
    expect(read("Jane Example\nAdres: Kadıköy, İstanbul\njane@example.com\n").contact.location).toBe("İstanbul");
    expect(read("Jane Example\nJakarta Selatan, DKI Jakarta\njane@example.com\n").contact.location).toBe("Jakarta");
  });

  it("W6: the dates of the courses a teacher taught are no jobs", () => {
    const p = read(
      "Megan O'Brien\n\nTEACHING EXPERIENCE\n\nScience Teacher, Worthington Kilbourne High School\tAugust 2019 – Present\nWorthington City Schools, Columbus, OH\nCourses taught: AP Biology (Fall 2019 – Spring 2026); Honors Chemistry (Fall 2021, Spring 2022); Biology (2015–2019)\n• Raised the AP Biology pass rate\n",
    );
    expect(jobs(p)).toEqual([["Science Teacher", "Worthington Kilbourne High School", "2019-08", "Present"]]);
    expect(p.workRanges).toHaveLength(1);
  });

  it("W8: 'Co., Ltd.' ends an employer's name; it is no place", () => {
    const p = read("Jane Example\n\nEXPERIENCE\n\nEngineer\nLG Display Co., Ltd.\nSep 2015 – Dec 2018\n");
    expect(p.positions.map((x) => [x.company, x.location])).toEqual([["LG Display Co., Ltd.", null]]);
  });
});

describe("review 20", () => {
  it("X1: a town too small for the lists, after a title and an employer, is the place", () => {
    const p = read("James Whitaker\njames@example.com\n\nExperience\n2015–2019  Data Engineer, Ocado Technology, Hatfield.\nBuilt Spark pipelines.\nOct 2013–Jun 2015  Graduate Analyst, Aviva, Norwich.\nSQL reporting.\n");
    expect(p.positions.map((x) => [x.title, x.company, x.location])).toEqual([
      ["Data Engineer", "Ocado Technology", "Hatfield"],
      ["Graduate Analyst", "Aviva", "Norwich"],
    ]);
  });

  it("X2: a certificate's name over its issuer and year is one certificate, not a heading", () => {
    const p = read(
      "Chiamaka Okafor\nchiamaka@example.com\n\nEXPERIENCE\nSenior Marketing Manager, HubSpot | 01/2021 - Present\n\nCERTIFICATION\nGoogle Analytics Certification\nGoogle, 2022\nHubSpot Content Marketing Certification\nHubSpot Academy, 2020\n\nSKILLS\nSEO, HubSpot\n",
    );
    expect(p.sections.map((s) => s.heading).filter(Boolean)).toEqual(["EXPERIENCE", "CERTIFICATION", "SKILLS"]);
    expect(p.certifications).toEqual(["Google Analytics Certification — Google", "HubSpot Content Marketing Certification — HubSpot Academy"]);
    // Each with its own year, one per line: two certificates.
    expect(read("Ann Lee\n\nEXPERIENCE\nAnalyst, Acme\t2019 – Present\n\nCERTIFICATIONS\nCertified ScrumMaster, 2018\nPMP, 2019\n").certifications).toEqual(["Certified ScrumMaster", "PMP"]);
  });

  it("X3: 'B.A. Communications' is a degree's field, no employer: its years are no work", () => {
    const p = read("Chiamaka Okafor\nchiamaka@example.com\n\nEXPERIENCE\nSenior Marketing Manager, HubSpot | 01/2021 - Present\n\nEDUCATION\nB.A. Communications\nBoston University\n09/2011 - 05/2015\n");
    expect(p.workRanges).toEqual([{ start: "2021-01", end: "2026-11" }].map((r) => expect.objectContaining(r)));
  });

  it("X8: a résumé all in lower case is read as written", () => {
    const p = read(
      "sofia rivera\nregistered nurse\nsan antonio, tx · 210-555-0178 · sofia.rivera.rn@gmail.com\n\nexperience\nicu registered nurse — methodist hospital, san antonio, tx\njan 2020 – present\n- care for 2–3 critically ill adults per shift, titrating drips and running the unit's sepsis bundle audits\n\nmed-surg registered nurse — christus santa rosa hospital, san antonio, tx\njul 2016 – dec 2019\n- cared for 5–6 post-surgical patients per shift and precepted new graduate nurses\n\neducation\nbachelor of science in nursing — ut health san antonio, 2012 – 2016\n",
    );
    expect([p.contact.name, p.contact.location, p.contact.email]).toEqual(["sofia rivera", "san antonio, tx", "sofia.rivera.rn@gmail.com"]);
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end])).toEqual([
      ["icu registered nurse", "methodist hospital", "2020-01", "Present"],
      ["med-surg registered nurse", "christus santa rosa hospital", "2016-07", "2019-12"],
    ]);
  });

  it("X13: a contractor's client is no place, and '(W2 Contractor through …)' is how the job was held", () => {
    const p = read(
      "Rahul Patel\nrahul@example.com\n\nExperience\nSoftware Engineer (W2 Contractor through Insight Global) — Client: Dominion Energy\tMar 2019 – Dec 2021\n• Developed APIs\nJava Developer, Robert Half Technology | Client: CarMax\tJun 2017 – Feb 2019\n• Maintained the appraisal service\n",
    );
    expect(p.positions.map((x) => [x.title, x.location])).toEqual([
      ["Software Engineer", null],
      ["Java Developer", null],
    ]);
  });
});

describe("review 20: Korean, Greek, Hebrew and Arabic", () => {
  const cv = (name: string, heads: [string, string], dates: [string, string]) =>
    read(`${name}\nname@example.com | 010-2345-6789\n\n${heads[0]}\nSenior Analyst, Acme Corp\n${dates[0]}\n- Built reports\n\nAnalyst, Beta Ltd\n${dates[1]}\n- Wrote SQL\n\n${heads[1]}\nB.Sc. Economics, State University\n2011 – 2015\n`);
  it("X5, X6, X7: headings, months, 'present', Arabic-Indic digits and names without capitals", () => {
    for (const [name, heads, dates] of [
      ["김민준", ["경력", "학력"], ["2019.03 ~ 현재", "2015.09 ~ 2018.12"]],
      ["Γεώργιος Παπαδόπουλος", ["Επαγγελματική Εμπειρία", "Εκπαίδευση"], ["Μάρτιος 2019 – Σήμερα", "Σεπτέμβριος 2015 – Δεκέμβριος 2018"]],
      ["נועה כהן", ["ניסיון תעסוקתי", "השכלה"], ["03/2019 – היום", "09/2015 – 12/2018"]],
      ["أحمد خالد الحداد", ["الخبرات العملية", "التعليم"], ["مارس ٢٠١٩ – حتى الآن", "سبتمبر ٢٠١٥ – ديسمبر ٢٠١٨"]],
    ] as [string, [string, string], [string, string]][]) {
      const p = cv(name, heads, dates);
      expect(p.contact.name, name).toBe(name);
      expect(p.sections.map((s) => s.kind).filter((k) => k !== "contact"), name).toEqual(["experience", "education"]);
      expect(p.positions.map((x) => [x.start, x.current ? "Present" : x.end]), name).toEqual([
        ["2019-03", "Present"],
        ["2015-09", "2018-12"],
      ]);
      expect(p.education, name).toHaveLength(1);
    }
  });

  it("X11: a Korean row of employer and dates, the title under it", () => {
    const p = read("김민준\nminjun@example.com\n\nExperience\n(주)카카오\t2019.03 ~ 2021.02\n백엔드 개발자 (결제플랫폼팀)\n• 결제 승인 API 재구축\n네이버(주)\t2015.07 ~ 2019.02\n소프트웨어 엔지니어\n• 상품 검색 색인 서버 개발\n");
    expect(jobs(p)).toEqual([
      ["백엔드 개발자 (결제플랫폼팀)", "(주)카카오", "2019-03", "2021-02"],
      ["소프트웨어 엔지니어", "네이버(주)", "2015-07", "2019-02"],
    ]);
  });
});
