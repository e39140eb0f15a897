// Cases from the eleventh session of 2026-11-27. Each "it" that reads a foreign script failed before its change; the
// others guard what the change must not break.
import { describe, expect, it } from "vitest";
import { benchmarkFor } from "~/.server/analysis/benchmark";
import { computeMetrics } from "~/.server/analysis/metrics";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);

describe("towns written in their own scripts", () => {
  it("a Russian 'Title, ООО «Firm», Москва' line gives the title, the firm and the town, and Москва is the contact's place", () => {
    const p = read(
      "Иван Петров\nivan.petrov@example.ru | +7 916 123-45-67 | Москва\n\nОпыт работы\n\nСтарший инженер-программист, ООО «Яндекс», Москва\nМарт 2019 – настоящее время\n- Разработка сервисов на Go\n\nИнженер-программист, ПАО Сбербанк, Санкт-Петербург\nИюнь 2015 – Февраль 2019\n- Поддержка платёжных систем на Java\n",
    );
    expect(p.contact.location).toBe("Москва");
    expect(jobs(p)).toEqual([
      ["Старший инженер-программист", "ООО «Яндекс»", "Москва", "2019-03", "Present"],
      ["Инженер-программист", "ПАО Сбербанк", "Санкт-Петербург", "2015-06", "2019-02"],
    ]);
  });

  it("a Japanese row parted by two spaces: 株式会社 names the firm, 東京 the town, and 東京都 is the contact's place", () => {
    const p = read(
      "山田 太郎\ntaro.yamada@example.jp | 090-1234-5678 | 東京都\n\n職務経歴\n2019年4月 – 現在  株式会社メルカリ  東京  ソフトウェアエンジニア\n2015年4月 – 2019年3月  楽天株式会社  大阪市  エンジニア\n",
    );
    expect(p.contact.location).toBe("東京都");
    expect(jobs(p)).toEqual([
      ["ソフトウェアエンジニア", "株式会社メルカリ", "東京", "2019-04", "Present"],
      ["エンジニア", "楽天株式会社", "大阪市", "2015-04", "2019-03"],
    ]);
  });

  it("a Latin town the lists know ends a line whose title the title words do not know", () => {
    const p = read("Ivan Petrov\n\nExperience\n\nStarszy analityk, mBank S.A., Łódź\nMarch 2019 – Present\n- Built reports\n");
    expect(jobs(p)).toEqual([["Starszy analityk", "mBank S.A.", "Łódź", "2019-03", "Present"]]);
  });

  it("but an office and its university before the town stay one employer", () => {
    const p = read(
      "Ana Ruiz\n\nHIGHER EDUCATION EXPERIENCE\nOffice of Undergraduate Admissions, Columbia University, New York, NY\nAdmissions Advisor\nJuly 2013 – Present\n- Conduct information sessions\n",
    );
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Admissions Advisor", "Office of Undergraduate Admissions, Columbia University"]);
  });

  it("'MedUnison, L.L.C., Oklahoma City, OK' keeps its legal form", () => {
    const p = read("Sam Lee\n\nEXPERIENCE\nIntern  5/2001 - 12/2001\nMedUnison, L.L.C., Oklahoma City, OK\n- Built web applications\n");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Intern", "MedUnison, L.L.C."]);
  });
});

describe("dates (review 21)", () => {
  it("Notion's '→' joins a range (F02)", () => {
    const p = read(
      "Noor Haddad\n\nExperience\n\nProduct Manager · Fieldnote\nOctober 2, 2023 → Present · Austin, TX\nOwn the roadmap.\n\nBusiness Analyst · Lone Star Credit Union\nJune 1, 2018 → April 30, 2021 · Austin, TX\nBuilt dashboards.\n",
    );
    expect(jobs(p).map((j) => [j[0], j[1], j[3], j[4]])).toEqual([
      ["Product Manager", "Fieldnote", "2023-10", "Present"],
      ["Business Analyst", "Lone Star Credit Union", "2018-06", "2021-04"],
    ]);
  });

  it("an ordinal end day is no two-digit end year: '2nd September 2016 – 28th February 2019' (F01)", () => {
    const p = read("Tom Baker\n\nEMPLOYMENT HISTORY\n\nSenior Buyer\nSevern Foods plc, Newport\n2nd September 2016 – 28th February 2019\n- Ran tenders.\n");
    expect(jobs(p)).toEqual([["Senior Buyer", "Severn Foods plc", "Newport", "2016-09", "2019-02"]]);
  });

  it("but '1985- 86    Set up …' stays a span of two years", () => {
    const p = read("Ann Lee\n\nEXPERIENCE\n\nANZ Bank\n1985- 86    Set up Victorian switch\n");
    expect(p.positions.map((x) => [x.start, x.end])).toEqual([["1985", "1986"]]);
  });

  it("'October 2, 2023 – Present' keeps its month (F03)", () => {
    const p = read("Noor Haddad\n\nExperience\n\nProduct Manager · Fieldnote\nOctober 2, 2023 – Present · Austin, TX\nOwn the roadmap.\n");
    expect(jobs(p)[0]!.slice(3)).toEqual(["2023-10", "Present"]);
  });
});

describe("Danish, Croatian, Romanian, Ukrainian, Persian and Thai CVs (review 21)", () => {
  it("Danish headings, 'marts', 'A/S' and a Danish address's district letter (F04-F06)", () => {
    const p = read(
      "Mette Sørensen\nVestergade 12, 2. th., 8000 Aarhus C · Tlf. +45 28 41 77 19 · mette.sorensen@mail.dk\n\nERHVERVSERFARING\n\nRegnskabsansvarlig\tmarts 2019 – maj 2021\nVestjysk Emballage A/S, Herning\nAnsvar for bogføring.\n\nUDDANNELSE\n\nHA (Bachelor i erhvervsøkonomi)\t2012 – 2015\nAarhus Universitet\n",
    );
    expect(p.contact.location).toBe("Aarhus");
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "education"]);
    expect(jobs(p)).toEqual([["Regnskabsansvarlig", "Vestjysk Emballage A/S", "Herning", "2019-03", "2021-05"]]);
    expect(p.education.map((e) => [e.degree, e.institution, e.end])).toEqual([["HA (Bachelor i erhvervsøkonomi)", "Aarhus Universitet", "2015"]]);
  });

  it("Croatian months with a dot after the year, 'danas' and 'd.d.' (F08-F10)", () => {
    const p = read(
      "Ivana Horvat\n\nRadno iskustvo\n\n03/2019 – danas\nKoordinatorica logistike, Podravka d.d., Koprivnica\n• Planiranje distribucije.\n\nsvibanj 2016. – veljača 2019.\nReferentica nabave, Konzum plus d.o.o., Zagreb\n• Izrada narudžbenica.\n\nObrazovanje\n\n2010 – 2015\nMagistra ekonomije, Sveučilište u Zagrebu\n",
    );
    expect(jobs(p)).toEqual([
      ["Koordinatorica logistike", "Podravka d.d.", "Koprivnica", "2019-03", "Present"],
      ["Referentica nabave", "Konzum plus d.o.o.", "Zagreb", "2016-05", "2019-02"],
    ]);
  });

  it("Romanian headings in either cedilla, months, 'prezent' and 'România' (F11-F14)", () => {
    const p = read(
      "Andreea Popescu\nBucurești, România • andreea.popescu@yahoo.ro\n\nExperienţă profesională\n\nQA Engineer\tmartie 2020 – prezent\nEndava România | București\n• Testare.\n\nTester software\t07/2017 – 02/2020\nNexus Soft Solutions SRL | Cluj-Napoca\n• Testare funcțională.\n\nEducaţie şi formare\n\nLicență în Informatică Economică\t2013 – 2017\nAcademia de Studii Economice din București\n",
    );
    expect(p.contact.location).toBe("București, România");
    expect(jobs(p)).toEqual([
      ["QA Engineer", "Endava România", "București", "2020-03", "Present"],
      ["Tester software", "Nexus Soft Solutions SRL", "Cluj-Napoca", "2017-07", "2020-02"],
    ]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Licență în Informatică Economică", "Academia de Studii Economice din București"]]);
  });

  it("Ukrainian headings, months, 'дотепер', 'м. Київ' and a title the lists know in Ukrainian (F10b, F15-F19)", () => {
    const p = read(
      "Олена Коваленко\nм. Київ, Україна · olena.kovalenko@ukr.net\n\nДосвід роботи\n\nберезень 2021 – дотепер\nМаркетинг-менеджер, ТОВ «Нова Пошта», Київ\nСтратегія бренду.\n\nвересень 2018 – лютий 2021\nSMM-спеціаліст, Rozetka, м. Київ\nВедення сторінок у Facebook.\n\nОсвіта\n\n2012 – 2016\nБакалавр з маркетингу, Київський національний економічний університет\n",
    );
    expect(p.contact.location).toBe("Київ, Україна");
    expect(jobs(p)).toEqual([
      ["Маркетинг-менеджер", "ТОВ «Нова Пошта»", "Київ", "2021-03", "Present"],
      ["SMM-спеціаліст", "Rozetka", "м. Київ", "2018-09", "2021-02"],
    ]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Бакалавр з маркетингу", "Київський національний економічний університет"]]);
  });

  it("with no heading it knows, a CV's study years are no work: Ukrainian education counts no years (F16)", () => {
    const p = read("Олена Коваленко\n\nОсвіта\n\n2012 – 2016\nБакалавр з маркетингу, Київський національний економічний університет\n");
    expect(p.positions).toEqual([]);
  });

  it("a Persian name, headings, months, 'اکنون' and 'شرکت …، اصفهان' (F20-F23)", () => {
    const p = read(
      "سارا احمدی\nsara.ahmadi.eng@gmail.com\n\nسوابق کاری\nمهندس ارشد سازه\nسپتامبر 2019 – اکنون\nشرکت مهندسین مشاور پارس آب، تهران\n\nمهندس طراح سازه\n07/2016 – 08/2019\nشرکت ساختمانی آرمان سازه، اصفهان\n\nتحصیلات\nکارشناسی مهندسی عمران\n2010 – 2014\nدانشگاه اصفهان\n",
    );
    expect(p.contact.name).toBe("سارا احمدی");
    expect(jobs(p)).toEqual([
      ["مهندس ارشد سازه", "شرکت مهندسین مشاور پارس آب", "تهران", "2019-09", "Present"],
      ["مهندس طراح سازه", "شرکت ساختمانی آرمان سازه", "اصفهان", "2016-07", "2019-08"],
    ]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["کارشناسی مهندسی عمران", "دانشگاه اصفهان"]]);
  });

  it("Thai: a name after its title, Buddhist Era years, months, headings and 'ปัจจุบัน' (F24-F28)", () => {
    const p = read(
      "นางสาวพิมพ์ชนก ศรีสุข\nกรุงเทพฯ · pimchanok.s@hotmail.com\n\nประวัติการทำงาน\n\nFront Office Manager\t06/2563 – ปัจจุบัน\nRiverside Hotel, Bangkok\nLed 18 staff.\n\nFront Desk Supervisor\tพ.ค. 2560 – พ.ค. 2563\nPhuket Beach Resort, Phuket\nScheduled staff.\n\nประวัติการศึกษา\nปริญญาตรี บริหารธุรกิจบัณฑิต\t2553 – 2557\n",
    );
    expect(p.contact.name).toBe("พิมพ์ชนก ศรีสุข");
    expect(p.contact.location).toBe("กรุงเทพฯ");
    expect(jobs(p)).toEqual([
      ["Front Office Manager", "Riverside Hotel", "Bangkok", "2020-06", "Present"],
      ["Front Desk Supervisor", "Phuket Beach Resort", "Phuket", "2017-05", "2020-05"],
    ]);
  });

  it("a Buddhist Era year is read only in a Thai text or after a numeric month: '2560 units' is no year", () => {
    const p = read("Sam Lee\n\nEXPERIENCE\n\nWarehouse Lead\tJan 2019 – Present\nAcme Ltd, Leeds\n- Shipped 2560 units a day in 2020.\n");
    expect(jobs(p)).toEqual([["Warehouse Lead", "Acme Ltd", "Leeds", "2019-01", "Present"]]);
  });
});

describe("a title over its date and the employer under it, then a blank line", () => {
  it("the employer under a date is that date's, not the next role's", () => {
    const p = read("Sam Lee\n\nExperience\nSenior Engineer\n09/2019 – Present\nAcme Ltd, Leeds\n\nEngineer\n07/2016 – 08/2019\nBeta Ltd, York\n");
    expect(jobs(p)).toEqual([
      ["Senior Engineer", "Acme Ltd", "Leeds", "2019-09", "Present"],
      ["Engineer", "Beta Ltd", "York", "2016-07", "2019-08"],
    ]);
  });
});

describe("layouts from review 21", () => {
  it("a tab's dot leaders part a line as the tab does (F31)", () => {
    const p = read(
      "Jasmine Whitaker\n\nPROFESSIONAL EXPERIENCE\nOperations Manager, Brightline Logistics, Columbus, OH ............................. March 2019 – Present\nRun a 220,000 sq ft cross-dock.\n\nEDUCATION\nB.S. Supply Chain Management, The Ohio State University ....................... 2013\n\nCERTIFICATIONS\nAPICS Certified Supply Chain Professional (CSCP) ........................ 2020\n",
    );
    expect(jobs(p)).toEqual([["Operations Manager", "Brightline Logistics", "Columbus, OH", "2019-03", "Present"]]);
    expect(p.education.map((e) => [e.degree, e.institution, e.end])).toEqual([["B.S. Supply Chain Management", "The Ohio State University", "2013"]]);
    expect(p.certifications).toEqual(["APICS Certified Supply Chain Professional (CSCP)"]);
  });

  it("an employer written as 'www.domain' is the employer, and no link of the person's (F32)", () => {
    const p = read("Kiran Hale\nkiran.dh@fastmail.com | github.com/kirandh\n\nExperience\nWeb Developer — www.greenleafcoop.org\tJun 2017 – Apr 2019\nPortland, OR\nRebuilt the member site.\n");
    expect(jobs(p)[0]!.slice(0, 2)).toEqual(["Web Developer", "www.greenleafcoop.org"]);
    expect(p.contact.links).toEqual(["github.com/kirandh"]);
  });

  it("a branch in brackets after the town leaves the town the place (F33), but a name's initials stay", () => {
    const p = read("Chloe Brennan\n\nWORK EXPERIENCE\n\nAssistant Store Manager - Boots UK, Leeds (Briggate)\nApril 2021 - Present\n* Run the store.\n");
    expect(jobs(p)).toEqual([["Assistant Store Manager", "Boots UK", "Leeds", "2021-04", "Present"]]);
    const q = read("Ann Lee\n\nEXPERIENCE\nAssistant Professor of Higher Education, University of California, Los Angeles (UCLA), 1988-89\n- Taught.\n");
    expect(jobs(q)[0]!.slice(0, 2)).toEqual(["Assistant Professor of Higher Education", "University of California, Los Angeles (UCLA)"]);
  });

  it("a certificate's rows under 'Education & Certifications' are certificates, not schools (F38)", () => {
    const p = read(
      "Marisol Reyes\n\nEDUCATION & CERTIFICATIONS\nBellevue College\nA.A.S. Healthcare Administration\n2012\nAAPC\nCertified Physician Practice Manager (CPPM)\n2020\nAAPC\nCertified Professional Coder (CPC)\n2017\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["A.A.S. Healthcare Administration", "Bellevue College"]]);
    expect(p.certifications).toEqual(["Certified Physician Practice Manager (CPPM)", "Certified Professional Coder (CPC)"]);
  });
});

describe("review 22: other languages, DD-214 dates and licences", () => {
  it("a DD-214's 'YYYYMMDD' dates are read (F01)", () => {
    const p = read(
      "Marcus Whitfield\n\nEXPERIENCE\n\nOperations Supervisor\nXPO Logistics, Charlotte, NC | Aug 2023 - Present\n- Supervise 35 associates\n\nPlatoon Sergeant (SFC/E-7)\n528th Sustainment Brigade, U.S. Army, Fort Liberty, NC | 20190115 - 20230630\n- Led a 42-Soldier platoon\n",
    );
    expect(p.positions.map((x) => [x.title, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Operations Supervisor", "2023-08", "Present"],
      ["Platoon Sergeant (SFC/E-7)", "2019-01", "2023-06"],
    ]);
  });

  it("Slovak headings, months, 'súčasnosť', 's.r.o.' and 'Ing.' (F02-F04, F22, F25c)", () => {
    const p = read(
      "Zuzana Kováčiková\nŽilina, Slovensko | zuzana.kovacikova@azet.sk\n\nPracovné skúsenosti\n\nVedúca tímu zákazníckej podpory\t03/2020 – súčasnosť\nKia Slovakia s.r.o., Žilina\nVedenie tímu 14 operátorov\n\nŠpecialistka zákazníckej podpory\tmarec 2016 – február 2020\nSlovak Telekom, a.s., Bratislava\nRiešenie reklamácií\n\nVzdelanie\nInžinier (Ing.), Podnikový manažment – Ekonomická univerzita v Bratislave\t2009 – 2014\n",
    );
    expect(jobs(p)).toEqual([
      ["Vedúca tímu zákazníckej podpory", "Kia Slovakia s.r.o.", "Žilina", "2020-03", "Present"],
      ["Špecialistka zákazníckej podpory", "Slovak Telekom, a.s.", "Bratislava", "2016-03", "2020-02"],
    ]);
    expect(p.education.map((e) => e.institution)).toEqual(["Ekonomická univerzita v Bratislave"]);
  });

  it("Lithuanian headings, '2016 m. rugsėjo mėn.', 'dabar', 'Lietuva' and a date-first degree (F05-F07, F20, F24)", () => {
    const p = read(
      "Rūta Kazlauskienė\nVilnius, Lietuva | ruta.kazlauskiene@gmail.com\n\nDARBO PATIRTIS\n\n2020-02 – dabar\nProjektų vadovė\nUAB „Telia Lietuva“, Vilnius\n- Vadovauju IT projektams\n\n2016 m. rugsėjo mėn. – 2020 m. sausio mėn.\nVerslo analitikė\nAB „Swedbank“, Vilnius\n- Rinkau reikalavimus\n\nIŠSILAVINIMAS\n\n2014 – 2016\nMagistras, Verslo analitika\nVilniaus universitetas\n",
    );
    expect(p.contact.location).toBe("Vilnius, Lietuva");
    expect(p.positions.map((x) => [x.title, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Projektų vadovė", "2020-02", "Present"],
      ["Verslo analitikė", "2016-09", "2020-01"],
    ]);
    expect(p.education.map((e) => [e.institution, e.start, e.end])).toEqual([["Vilniaus universitetas", "2014", "2016"]]);
  });

  it("Malay months, 'Kini', headings and a name with 'binti' (F08-F10, F23)", () => {
    const p = read(
      "Nurul Aisyah binti Abdullah\nShah Alam, Selangor | nurulaisyah.abdullah@gmail.com\n\nPENGALAMAN KERJA\n\nEksekutif Sumber Manusia\t03/2021 – Kini\nSime Darby Plantation Berhad, Petaling Jaya, Selangor\nMenguruskan pengambilan pekerja\n\nPembantu Tadbir (Sumber Manusia)\tOgos 2017 – Februari 2021\nUniversiti Teknologi MARA (UiTM), Shah Alam, Selangor\nMenyelenggara rekod\n\nSIJIL PROFESIONAL\nHRDF Train the Trainer (TTT), 2019\n",
    );
    expect(p.contact.name).toBe("Nurul Aisyah binti Abdullah");
    expect(p.contact.location).toBe("Shah Alam, Selangor");
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Eksekutif Sumber Manusia", "Sime Darby Plantation Berhad", "2021-03", "Present"],
      ["Pembantu Tadbir (Sumber Manusia)", "Universiti Teknologi MARA (UiTM)", "2017-08", "2021-02"],
    ]);
    expect(p.certifications).toEqual(["HRDF Train the Trainer (TTT)"]);
  });

  it("Bulgarian headings, months, 'до момента', degrees and a certificate in Cyrillic (F11-F13, F18b, F19)", () => {
    const p = read(
      "Десислава Георгиева\nd.georgieva@abv.bg\n\nПрофесионален опит\n\nСтарши счетоводител\t04.2021 – до момента\n„Лидл България“ ЕООД, София\n• Изготвяне на финансови отчети\n\nСчетоводител\tсептември 2017 – март 2021\n„Аурубис България“ АД, Пирдоп\n• Осчетоводяване в SAP FI\n\nОбразование\n\nМагистър, Счетоводство и контрол\t2013 – 2015\nУниверситет за национално и световно стопанство (УНСС), София\nБакалавър, Финанси\t2009 – 2013\nПловдивски университет „Паисий Хилендарски“, Пловдив\n\nСертификати\n\n• Дипломиран експерт-счетоводител (ИДЕС), 2022\n",
    );
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Старши счетоводител", "„Лидл България“ ЕООД", "2021-04", "Present"],
      ["Счетоводител", "„Аурубис България“ АД", "2017-09", "2021-03"],
    ]);
    expect(p.education.map((e) => e.institution)).toEqual(["Университет за национално и световно стопанство (УНСС)", "Пловдивски университет „Паисий Хилендарски“"]);
    expect(p.certifications).toEqual(["Дипломиран експерт-счетоводител (ИДЕС)"]);
  });

  it("Mexican places: 'Edo. Méx.', 'México' and 'Ciudad de México' (F15, F24b, F25)", () => {
    const p = read(
      "José Luis Hernández\nCiudad de México | Correo: jl.hernandez@outlook.com\n\nExperiencia laboral\n\nJefe de Almacén\tEne. 2020 – a la fecha\nGrupo Bimbo — Tlalnepantla, Edo. Méx.\nResponsable de un almacén\n\nSupervisor de Logística\tAgo. 2016 – Dic. 2019\nDHL Supply Chain — Cuautitlán Izcalli, México\nSupervisé la operación\n",
    );
    expect(p.contact.location).toBe("Ciudad de México");
    expect(jobs(p)).toEqual([
      ["Jefe de Almacén", "Grupo Bimbo", "Tlalnepantla, Edo. Méx.", "2020-01", "Present"],
      ["Supervisor de Logística", "DHL Supply Chain", "Cuautitlán Izcalli, México", "2016-08", "2019-12"],
    ]);
  });

  it("a 'Qualifications' section of licences holds certifications, not schooling (F17); a driver-training course is a programme (F26)", () => {
    const p = read(
      "Travis Hollister\n\nQualifications\nClass A CDL (Missouri) – Endorsements: H, N, T, X – exp. 11/2029\nTWIC Card – exp. 06/2028\n\nTraining & Education\nProfessional Truck Driver Training (160 hours) – Crowder College, Neosho, MO – 2015\n\nExperience\n\nOTR Company Driver\t06/2017 – 02/2021\nPrime Inc., Springfield, MO\nRefrigerated OTR in 48 states\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["certifications", "education", "experience"]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Professional Truck Driver Training (160 hours)", "Crowder College"]]);
  });

  it("but a 'Qualifications' section with a degree stays education", () => {
    const p = read("Ann Lee\n\nQualifications\nBSc (Hons) Business Management, Cardiff University, 2014\nCertificate in Spanish, Instituto Cervantes, 2016\n");
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["education"]);
  });
});

describe("roles dated by the month each began (review 22's F14)", () => {
  it("'Title · Promoted to Title, March 2021' lines under an employer's dates are one role each, newest first", () => {
    const p = read(
      "Gabriela Montoya\n\nEXPERIENCE\n\nKING SOOPERS (THE KROGER CO.) · Aurora, CO · May 2013 – Present\nStore Manager · Promoted to Store Manager, March 2021\n• Lead a 160-associate store\nCo-Manager · Promoted to Co-Manager, March 2018\n• Ran daily operations\nProduce Department Manager · Promoted to Department Manager, August 2015\n• Ordering and merchandising\nCourtesy Clerk → Produce Clerk · Hired May 2013\n• Bagging and carts\n\nSTARBUCKS · Aurora, CO · Aug 2011 – Apr 2013\nBarista\n• Drinks\n",
    );
    expect(jobs(p)).toEqual([
      ["Store Manager", "KING SOOPERS (THE KROGER CO.)", "Aurora, CO", "2021-03", "Present"],
      ["Co-Manager", "KING SOOPERS (THE KROGER CO.)", "Aurora, CO", "2018-03", "2021-02"],
      ["Produce Department Manager", "KING SOOPERS (THE KROGER CO.)", "Aurora, CO", "2015-08", "2018-02"],
      ["Courtesy Clerk → Produce Clerk", "KING SOOPERS (THE KROGER CO.)", "Aurora, CO", "2013-05", "2015-07"],
      ["Barista", "STARBUCKS", "Aurora, CO", "2011-08", "2013-04"],
    ]);
    expect(p.positions[1]!.bullets).toEqual(["Ran daily operations"]);
  });

  it("'Store Manager (promoted March 2021)' too; one such line alone changes nothing", () => {
    const p = read("Ana Lee\n\nEXPERIENCE\n\nKING SOOPERS · Aurora, CO · May 2013 – Present\nStore Manager (promoted March 2021)\n• Lead a store\nCo-Manager (promoted March 2018)\n• Ran operations\n");
    expect(jobs(p).map((j) => [j[0], j[3], j[4]])).toEqual([
      ["Store Manager", "2021-03", "Present"],
      ["Co-Manager", "2018-03", "2021-02"],
    ]);
    const q = read("Ana Lee\n\nEXPERIENCE\n\nStore Manager\nKING SOOPERS · Aurora, CO · May 2013 – Present\n• Promoted to Store Manager, March 2021\n• Lead a store\n");
    expect(q.positions).toHaveLength(1);
  });
});

describe("review 23", () => {
  it("a date alone over each one-line entry, no blank lines between: each date's header is the line under it (F3)", () => {
    const p = read(
      "Liga Ozolina\nRiga | liga.ozolina@inbox.lv\n\nWork experience\nMar 2019 – Present\nMarketing Manager, Laima Sweets Ltd, Riga\nSep 2015 – Feb 2019\nMarketing Specialist, Baltic Plywood Ltd, Riga\n\nEducation\nBA Economics, University of Latvia, 2011\n",
    );
    expect(jobs(p)).toEqual([
      ["Marketing Manager", "Laima Sweets Ltd", "Riga", "2019-03", "Present"],
      ["Marketing Specialist", "Baltic Plywood Ltd", "Riga", "2015-09", "2019-02"],
    ]);
  });

  it("Serbian in Cyrillic: headings, months, 'тренутно', 'д.о.о.' (F1)", () => {
    const p = read(
      "Марко Петровић\nmarko.petrovic@gmail.com\n\nРадно искуство\nВиши софтверски инжењер\nНордвест Софтвер д.о.о., Београд\nмарт 2021 – тренутно\nСофтверски инжењер\nДунав Тех д.о.о., Нови Сад\nсептембар 2017 – фебруар 2021\n\nОбразовање\nМастер инжењер рачунарства\nФакултет техничких наука, Универзитет у Новом Саду\n2015 – 2017\n",
    );
    expect(p.positions.map((x) => [x.start, x.current ? "Present" : x.end])).toEqual([
      ["2021-03", "Present"],
      ["2017-09", "2021-02"],
    ]);
  });

  it("Serbian titles in Latin letters over 'Firm d.o.o., Town' (F8)", () => {
    const p = read(
      "Marko Petrovic\nmarko.petrovic@gmail.com\n\nRadno iskustvo\nViši softverski inženjer\nNordvest Softver d.o.o., Beograd\nmart 2021 – trenutno\nProgramer\nDunav Teh d.o.o., Novi Sad\nseptembar 2017 – februar 2021\n",
    );
    expect(jobs(p)).toEqual([
      ["Viši softverski inženjer", "Nordvest Softver d.o.o.", "Beograd", "2021-03", "Present"],
      ["Programer", "Dunav Teh d.o.o.", "Novi Sad", "2017-09", "2021-02"],
    ]);
  });

  it("Latvian '2019. gada marts' and Norwegian 'des.'; 'Handelshøyskole' is a school (F2, F4, F13)", () => {
    const p = read("Liga Ozolina\n\nDARBA PIEREDZE\n\n2019. gada marts – šobrīd\nMarketing Manager, Laima Sweets Ltd, Riga\n- Lead a team.\n");
    expect(jobs(p)).toEqual([["Marketing Manager", "Laima Sweets Ltd", "Riga", "2019-03", "Present"]]);
    const q = read("Ingrid Bakke\n\nARBEIDSERFARING\nKunderådgiver\tsep. 2014 – des. 2016\nSparebanken Vest, Bergen\n\nUTDANNING\nBachelor i økonomi og administrasjon\t2013 – 2016\nNorges Handelshøyskole (NHH), Bergen\n");
    expect(q.positions.map((x) => [x.start, x.end])).toEqual([["2014-09", "2016-12"]]);
    expect(q.education.map((e) => e.institution)).toEqual(["Norges Handelshøyskole (NHH)"]);
  });

  it("'Studio Fjord S.r.l.' in a row's cell keeps the employer and the town (F10)", () => {
    const p = read(
      "Sofia Marchetti\n\nWORK EXPERIENCE\n03/2019 – 08/2021\tProduct Designer\nBerlin, Germany\tLieferhund GmbH\nDesigned the courier app.\n\n10/2016 – 02/2019\tUX/UI Designer\nMilan, Italy\tStudio Fjord S.r.l.\nDesigned web products.\n",
    );
    expect(jobs(p)[1]).toEqual(["UX/UI Designer", "Studio Fjord S.r.l.", "Milan, Italy", "2016-10", "2019-02"]);
  });

  it("a name of five words with an initial and a particle (F11)", () => {
    expect(read("Juan Carlo M. Dela Cruz\nCainta, Rizal\nEmail: jcdelacruz95@yahoo.com\n").contact.name).toBe("Juan Carlo M. Dela Cruz");
  });

  it("an aircraft after the title's comma, then '— Airline, Town' (F9); a place alone after the dash changes nothing", () => {
    const p = read(
      "Rachel Ade\n\nAVIATION EXPERIENCE\nFirst Officer, Embraer E175 — SkyWest Airlines, Phoenix, AZ\tFeb 2021 – Present\nPart 121 operations.\nCertified Flight Instructor — Sonoran Flight Academy, Mesa, AZ\tMar 2016 – Dec 2017\nGave 1,300 hours of instruction.\n",
    );
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([
      ["First Officer, Embraer E175", "SkyWest Airlines", "Phoenix, AZ"],
      ["Certified Flight Instructor", "Sonoran Flight Academy", "Mesa, AZ"],
    ]);
    const q = read("Amy Li\n\nEXPERIENCE\nVolunteer, Cradles to Crayons — Philadelphia, PA\tApril 2015 – Present\n- Sorted donations.\n");
    expect(jobs(q)[0]!.slice(0, 2)).toEqual(["Volunteer", "Cradles to Crayons"]);
  });
});

describe("review 23, names, issuers, districts and fields", () => {
  it("a name written in two scripts gives the Latin one (F7)", () => {
    expect(read("राहुल वर्मा / Rahul Verma\nEmail: rahul.verma88@gmail.com | Lucknow, Uttar Pradesh\n").contact.name).toBe("Rahul Verma");
  });

  it("an organisation alone under a certificate is its issuer (F14)", () => {
    expect(read("Sofia Marchetti\n\nCERTIFICATES\nUX Certification (UXC), 2020\nNielsen Norman Group\n").certifications).toEqual(["UX Certification (UXC) — Nielsen Norman Group"]);
  });

  it("a district named as such before the town is the place's (F12)", () => {
    const p = read("Juan Cruz\n\nWORK EXPERIENCE\nCustomer Service Representative\nConcentrix Philippines, Eastwood City, Quezon City\nJune 2019 – Present\n- Took calls.\n");
    expect(jobs(p)[0]!.slice(1, 3)).toEqual(["Concentrix Philippines", "Eastwood City, Quezon City"]);
  });

  it("'Diploma, Tourism and Hospitality Management' over its college keeps the field (F15), and a Bulgarian degree its comma", () => {
    const p = read("Aoife Brennan\n\nEDUCATION\nDiploma, Tourism and Hospitality Management\nNova Scotia Community College, Halifax, NS | 2012 – 2014\n");
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["Diploma in Tourism and Hospitality Management", "Nova Scotia Community College"]]);
    const q = read("Десислава Георгиева\n\nОбразование\n\nМагистър, Счетоводство и контрол\t2013 – 2015\nУниверситет за национално и световно стопанство (УНСС), София\n");
    expect(q.education.map((e) => e.degree)).toEqual(["Магистър, Счетоводство и контрол"]);
  });
});

describe("'Highlights' after a job (review 23's F16)", () => {
  it("is the job's, inside the experience section, not a summary", () => {
    const p = read(
      "Daniel Okafor\n\nEXPERIENCE\nOperations Analyst, Frontier Logistics Group, Denver, CO\tJun 2019 – Present\n\nHighlights\n- Built a carrier scorecard in SQL and Tableau.\n\nEDUCATION\nB.S. in Business Administration, University of Colorado Boulder, 2016\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "experience", "education"]);
    expect(read("Dan Lee\n\nHighlights\n- Ten years in logistics.\n\nEXPERIENCE\nAnalyst, Acme Ltd\tJun 2019 – Present\n").sections.filter((s) => s.heading)[0]!.kind).toBe("summary");
  });
});

describe("an employer's years over month-dated roles (review 23's F5)", () => {
  it("add no month the roles do not have", () => {
    const p = read(
      "Marcus Hayes\n\nPROFESSIONAL EXPERIENCE\nPIEDMONT COMMUNITY BANK, GREENSBORO, NC\t2011 – 2014\nCredit Analyst\tJul 2012 – May 2014\nWrote credit memos.\nTeller\tAug 2011 – Jun 2012\nBalanced a cash drawer.\n",
    );
    expect(p.positions.map((x) => [x.title, x.start, x.end])).toEqual([
      ["Credit Analyst", "2012-07", "2014-05"],
      ["Teller", "2011-08", "2012-06"],
    ]);
    const m = computeMetrics(p, benchmarkFor(p), { id: "m", resumeId: "r", createdAt: `${asOf}T00:00:00.000Z`, asOf });
    expect(m.totalExperience).toBe("2.8 years");
  });
});

describe("skills of CVs in other languages", () => {
  it("no dates, no words of a description in another script, no small words of another language, and languages as languages", () => {
    const p = read(
      "Олена Коваленко\nolena.kovalenko@ukr.net\n\nДосвід роботи\n\nвересень 2018 – лютий 2021\nSMM-спеціаліст, Rozetka, Київ\nВедення сторінок у Facebook та Instagram.\n\nНавички\nGoogle Analytics, контент-маркетинг, HubSpot, Excel\n\nМови\nУкраїнська — рідна, English — B2\n",
    );
    const names = p.skills.map((s) => s.name);
    expect(names.some((n) => /2018|2021|вересень|Ведення|^у /.test(n))).toBe(false);
    expect(names).toEqual(expect.arrayContaining(["Google Analytics", "HubSpot", "Excel"]));
    expect(p.skills.find((s) => s.name === "Українська")?.category ?? "other").toBe("other");
  });
});

describe("review 24", () => {
  it("'Key achievements:' and 'Tools: …' inside a job are its labels, not sections; the jobs after them are read (F1)", () => {
    const p = read(
      "JANE DOE\njane.doe@gmail.com\n\nPROFESSIONAL EXPERIENCE\nSenior Financial Analyst\nCarrow Logistics plc, Leicester | Feb 2022 – Present\nKey achievements:\n- Cut month-end close from 9 to 5 days.\nTools: SAP, Power BI, Excel\n\nFinancial Analyst\nMidshire Building Society, Nottingham | Jul 2018 – Jan 2022\n- Prepared management accounts.\n\nEDUCATION\nBSc Accounting, University of Leicester, 2015\n",
    );
    expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "education"]);
    expect(jobs(p).map((j) => j.slice(0, 2))).toEqual([
      ["Senior Financial Analyst", "Carrow Logistics plc"],
      ["Financial Analyst", "Midshire Building Society"],
    ]);
  });

  it("a labelled project or contract line under a job, its years after a comma, dates no job (F3, F4)", () => {
    const p = read(
      "CODY BRANNIGAN\n\nWORK EXPERIENCE\nPipeline Welder — Sunbelt Pipeline Constructors, Odessa, TX\tApr 2019 – Present\nPermian Highway Pipeline: 42-inch mainline tie-ins, 2019–2020.\nStructural Welder — Permian Steel Fabricators, Midland, TX\tJan 2016 – Mar 2019\nFabricated pipe racks.\n",
    );
    expect(jobs(p).map((j) => j[0])).toEqual(["Pipeline Welder", "Structural Welder"]);
    const q = read(
      "MARCUS WHITLOCK\n\nPROFESSIONAL EXPERIENCE\nSenior Systems Engineer | Leidos | Huntsville, AL    Oct 2020 – Present\nContract: Missile Defense Agency IWAS, $1.2B IDIQ, 2020–2030\n- Own requirements traceability.\n\nSystems Engineer II | SAIC | Huntsville, AL    Jun 2016 – Sep 2020\n- Built SysML models.\n",
    );
    expect(jobs(q).map((j) => j[0])).toEqual(["Senior Systems Engineer", "Systems Engineer II"]);
  });

  it("an employer named for a job's word, written with its town, stays the employer (F6)", () => {
    const p = read("HARRIET BELL\n\nEXPERIENCE\nDayton Daily Courier, Dayton, OH — Digital Content Intern\nJUNE 2016 - AUGUST 2016\nWrote web stories.\n");
    expect(jobs(p)[0]!.slice(0, 3)).toEqual(["Digital Content Intern", "Dayton Daily Courier", "Dayton, OH"]);
  });

  it("GCSEs are a qualification over their school (F9); a certificate's name wrapped after 'of' joins with a space (F11)", () => {
    const p = read("Rhys Evans\n\nEDUCATION\nYsgol Gyfun Ystalyfera\nGCSEs in English and Maths\n2006 – 2011\n\nCERTIFICATIONS\n\nCertified Public Accountant (CPA), California Board of\nAccountancy, 2017\n");
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["GCSEs in English and Maths", "Ysgol Gyfun Ystalyfera"]]);
    expect(p.certifications).toEqual(["Certified Public Accountant (CPA), California Board of Accountancy"]);
  });
});

describe("review 24, employers' lines", () => {
  it("a company's description under its name and place is no employer (F5); 'Remote' after a tab is the place (F8)", () => {
    const p = read(
      "DEVON ACHTERBERG\n\nEXPERIENCE\nLumen Ledger\tSan Francisco, CA\nBookkeeping API for small businesses\nStaff Software Engineer\tMar 2021 – Present\nLed the ledger-service rewrite in Go.\n\nParcelbird (YC W17)\tRemote\nSoftware Engineer\tAug 2017 – Feb 2021\nBuilt routing.\n",
    );
    expect(jobs(p).map((j) => j.slice(0, 3))).toEqual([
      ["Staff Software Engineer", "Lumen Ledger", "San Francisco, CA"],
      ["Software Engineer", "Parcelbird (YC W17)", "Remote"],
    ]);
  });
});

describe("a UK application form's table, read cell by cell (review 24's F2)", () => {
  it("each label alone on its line, its value on the next", () => {
    const p = read(
      "GARETH PENNINGTON\ngareth.p@hotmail.co.uk\n\nEmployment History\nEmployer\nTy Gwyn Care Home\nJob title\nSenior Care Assistant\nLocation\nSketty, Swansea\nFrom\n04/2020\nTo\nPresent\nMain duties\nAdminister medication; write care plans.\nReason for leaving\nN/A – current post\n\nEmployer\nTesco Stores Ltd\nJob title\nCustomer Assistant\nLocation\nNeath\nFrom\n06/2013\nTo\n03/2020\nMain duties\nCheckouts and stock.\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Care Assistant", "Ty Gwyn Care Home", "Sketty, Swansea", "2020-04", "Present"],
      ["Customer Assistant", "Tesco Stores Ltd", "Neath", "2013-06", "2020-03"],
    ]);
  });
});
