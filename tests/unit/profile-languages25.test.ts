// Cases from review 25 (CVs in Estonian, Albanian, Georgian, Armenian, Icelandic, Swahili, Afrikaans, Slovenian and
// Catalan). Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.location, x.start, x.current ? "Present" : x.end]);
const dates = (p: ReturnType<typeof read>) => p.positions.map((x) => `${x.start} – ${x.current ? "Present" : x.end}`);
/** Two jobs under an English heading, dated as written. */
const twoJobs = (first: string, second: string) =>
  read(
    `Anna Example\nanna.example@gmail.com | +44 7700 900123\n\nExperience\n\nSenior Analyst\nNordic Data Ltd, London\n${first}\n- Built monthly reports\n\nAnalyst\nBaltic Soft Ltd, London\n${second}\n- Wrote SQL queries\n\nEducation\n\nMaster of Science, University of Leeds\n2010 – 2012\n`,
  );

describe("month names and 'present' words (F1, F4)", () => {
  const cases: [string, string, string, string[]][] = [
    ["Catalan", "Setembre 2019 – actualitat", "De juny de 2013 a desembre de 2015", ["2019-09 – Present", "2013-06 – 2015-12"]],
    ["Catalan abbreviations (guards)", "gen. 2020 – actualment", "febr. 2016 – des. 2019", ["2020-01 – Present", "2016-02 – 2019-12"]],
    ["Catalan 'd'", "d'abril de 2020 – fins a l'actualitat", "maig 2014 – d'octubre de 2019", ["2020-04 – Present", "2014-05 – 2019-10"]],
    ["Georgian", "მარტი 2019 – დღემდე", "სექტემბერი 2015 – თებერვალი 2019", ["2019-03 – Present", "2015-09 – 2019-02"]],
    ["Georgian, genitive", "ივნისი 2020 – ამჟამად", "იანვრის 2016 – დეკემბრის 2019", ["2020-06 – Present", "2016-01 – 2019-12"]],
    ["Armenian", "հունվար 2021 – առ այսօր", "մայիս 2017 – դեկտեմբեր 2020", ["2021-01 – Present", "2017-05 – 2020-12"]],
    ["Armenian, other words", "Հուլիս 2021 – մինչ օրս", "օգոստոսի 2017 – ներկայումս", ["2021-07 – Present", "2017-08 – Present"]],
    ["Icelandic", "ágúst 2019 – nóvember 2024", "júní 2016 – júlí 2019", ["2019-08 – 2024-11", "2016-06 – 2019-07"]],
    ["Icelandic 'í dag'", "maí 2019 – í dag", "janúar 2016 – febrúar 2019", ["2019-05 – Present", "2016-01 – 2019-02"]],
    ["Estonian", "märts 2020 – praegu", "september 2016 – veebruar 2020", ["2020-03 – Present", "2016-09 – 2020-02"]],
    ["Estonian, more", "jaanuar 2021 – aprill 2022", "juuni 2016 – detsember 2020", ["2021-01 – 2022-04", "2016-06 – 2020-12"]],
    ["Albanian", "shtator 2020 – në vazhdim", "korrik 2015 – shkurt 2017", ["2020-09 – Present", "2015-07 – 2017-02"]],
    ["Albanian, definite forms", "janar 2021 – aktualisht", "qershori 2015 – dhjetor 2020", ["2021-01 – Present", "2015-06 – 2020-12"]],
    ["Swahili", "Machi 2020 – hadi sasa", "Oktoba 2013 – Juni 2016", ["2020-03 – Present", "2013-10 – 2016-06"]],
    ["Swahili, more", "Agosti 2021 – sasa", "Septemba 2014 – Desemba 2020", ["2021-08 – Present", "2014-09 – 2020-12"]],
    ["Afrikaans", "Junie 2020 – Hede", "Januarie 2014 – Julie 2017", ["2020-06 – Present", "2014-01 – 2017-07"]],
    ["Slovenian", "junij 2021 – danes", "julij 2014 – september 2017", ["2021-06 – Present", "2014-07 – 2017-09"]],
    ["Slovenian genitive", "od januarja 2021 do danes", "avgusta 2014 – julija 2017", ["2021-01 – Present", "2014-08 – 2017-07"]],
  ];
  for (const [lang, first, second, want] of cases) {
    it(`${lang}: '${first}', '${second}'`, () => expect(dates(twoJobs(first, second))).toEqual(want));
  }
  it("Spanish 'junio de 2013 – diciembre de 2015' (the 'de' before the year)", () => {
    expect(dates(twoJobs("marzo 2020 – actualidad", "junio de 2013 – diciembre de 2015"))).toEqual(["2020-03 – Present", "2013-06 – 2015-12"]);
  });
  it("guards: 'Siemens AG 2015 – 2019' has no August", () => {
    const p = read("Anna Example\n\nExperience\n\nEngineer\nSiemens AG 2015 – 2019\n- Built things\n");
    expect(dates(p)).toEqual(["2015 – 2019"]);
  });
});

describe("an ended job's unknown abbreviated end month (F3)", () => {
  it("'gen. 2016 – ag. 2019' (Catalan) ends in August 2019, not at present", () => {
    expect(dates(twoJobs("Sept. 2021 – Present", "gen. 2016 – ag. 2019"))).toEqual(["2021-09 – Present", "2016-01 – 2019-08"]);
  });
  it("an unknown two-letter abbreviation with its full stop ends the range in its year", () => {
    expect(dates(twoJobs("Sept. 2021 – Present", "Jan. 2016 – xq. 2019"))).toEqual(["2021-09 – Present", "2016-01 – 2019"]);
  });
});

describe("a 'present' word after a title's tab is no employer (F4)", () => {
  for (const word of ["danes", "Hede", "praegu", "në vazhdim", "actualitat", "í dag"]) {
    it(`'Senior Accountant⇥June 2020 – ${word}'`, () => {
      const p = read(`Anna Example\nanna.example@gmail.com\n\nExperience\n\nSenior Accountant\tJune 2020 – ${word}\nDistell Group Ltd, Stellenbosch\n- Monthly management accounts\n`);
      expect(jobs(p)[0]!.slice(0, 2).concat(jobs(p)[0]!.slice(3))).toEqual(["Senior Accountant", "Distell Group Ltd", "2020-06", "Present"]);
    });
  }
});

describe("section headings (F2)", () => {
  /** An experience heading over two jobs and an education heading over a degree. */
  const withHeadings = (exp: string, edu: string) =>
    read(
      `Anna Example\nanna.example@gmail.com | +44 7700 900123\n\n${exp}\n\nSenior Analyst\nNordic Data Ltd, London\nMarch 2020 – Present\n- Built monthly reports\n\nAnalyst\nBaltic Soft Ltd, London\nSeptember 2016 – February 2020\n- Wrote SQL queries\n\n${edu}\n\nMaster of Science, University of Leeds\n2010 – 2012\n`,
    );
  const cases: [string, string, string][] = [
    ["Estonian", "Töökogemus", "Haridus"],
    ["Albanian", "Përvoja e punës", "Arsimimi"],
    ["Georgian", "სამუშაო გამოცდილება", "განათლება"],
    ["Armenian", "Աշխատանքային փորձ", "Կրթություն"],
    ["Icelandic", "Starfsreynsla", "Menntun"],
    ["Swahili", "Uzoefu wa Kazi", "Elimu"],
    ["Afrikaans", "Werkservaring", "Opleiding"],
    ["Slovenian", "Delovne izkušnje", "Izobrazba"],
    ["Catalan", "Experiència professional", "Formació acadèmica"],
  ];
  for (const [lang, exp, edu] of cases) {
    it(`${lang}: '${exp}', '${edu}'`, () => {
      const p = withHeadings(exp, edu);
      expect(p.sections.filter((s) => s.heading).map((s) => s.kind)).toEqual(["experience", "education"]);
    });
  }
  it("the other headings of the review's CVs", () => {
    const kinds = (h: string) => read(`Anna Example\nanna@example.com\n\n${h}\n\nSomething here\n`).sections.filter((s) => s.heading).map((s) => s.kind);
    const want: [string, string][] = [
      ["Sertifikaadid", "certifications"], ["Oskused", "skills"], ["Keeled", "languages"], ["Profiil", "summary"],
      ["Aftësi", "skills"], ["Gjuhët", "languages"], ["Profili", "summary"],
      ["სერტიფიკატები", "certifications"], ["უნარები", "skills"], ["ენები", "languages"], ["პროფილი", "summary"],
      ["Հավաստագրեր", "certifications"], ["Հմտություններ", "skills"], ["Լեզուներ", "languages"], ["Ամփոփում", "summary"],
      ["Námskeið og réttindi", "certifications"], ["Hæfni", "skills"], ["Tungumál", "languages"], ["Um mig", "summary"],
      ["Vyeti", "certifications"], ["Ujuzi", "skills"], ["Lugha", "languages"], ["Wadhamini", "references"], ["Taarifa Binafsi", "contact"], ["Muhtasari", "summary"],
      ["Sertifikate", "certifications"], ["Vaardighede", "skills"], ["Tale", "languages"], ["Verwysings", "references"],
      ["Znanja in veščine", "skills"], ["Jeziki", "languages"], ["Povzetek", "summary"],
      ["Idiomes", "languages"],
    ];
    expect(want.map(([h]) => [h, kinds(h)[0] ?? null])).toEqual(want);
  });
});

describe("names (F8)", () => {
  const nameOf = (first: string) => read(`${first}\nperson@example.com | +34 629 45 78 12\n\nExperience\n\nAnalyst\nBaltic Soft Ltd, London\nMarch 2019 – Present\n- Wrote SQL queries\n`).contact.name;
  it("a Georgian name (Mkhedruli has no capitals)", () => expect(nameOf("ნინო ბერიძე")).toBe("ნინო ბერიძე"));
  it("a Catalan name with 'i' between the surnames", () => expect(nameOf("Jordi Puig i Ferrer")).toBe("Jordi Puig i Ferrer"));
  it("a Spanish name with 'y' between the surnames", () => expect(nameOf("José García y López")).toBe("José García y López"));
  it("guards: a Georgian heading is no name", () => expect(nameOf("სამუშაო გამოცდილება")).toBeNull());
});

describe("places: countries and provinces in their own languages, and a Catalan address (F9)", () => {
  const placeOf = (line: string) => read(`Anna Example\n${line} | +355 69 234 5678 | anna.example@gmail.com\n\nExperience\n\nAnalyst\nBaltic Soft Ltd\nMarch 2019 – Present\n- Wrote SQL queries\n`).contact.location;
  const want: [string, string][] = [
    ["Tirana, Albania", "Tirana, Albania"],
    ["Rruga e Kavajës, Nd. 54, Tiranë, Shqipëri", "Tiranë, Shqipëri"],
    ["Yerevan, Armenia", "Yerevan, Armenia"],
    ["Երևան, Հայաստան", "Երևան, Հայաստան"],
    ["თბილისი, საქართველო", "თბილისი, საქართველო"],
    ["Stellenbosch, Wes-Kaap", "Stellenbosch, Wes-Kaap"],
    ["Arusha, Tanzania", "Arusha, Tanzania"],
    ["Carrer de la Força, 14, 17004 Girona", "Girona"],
  ];
  for (const [line, place] of want) it(`'${line}'`, () => expect(placeOf(line)).toBe(place));
  it("guards: 'Bengaluru, 560102, Karnataka'", () => {
    expect(placeOf("Bengaluru, 560102, Karnataka")).toBe("Bengaluru, Karnataka");
  });
});

describe("titles in Swahili, Icelandic, Georgian and Armenian (F6, F7)", () => {
  /** Title / employer, town / dates, twice. */
  const stacked = (t1: string, c1: string, t2: string, c2: string) =>
    read(`Anna Example\nanna.example@gmail.com\n\nExperience\n\n${t1}\n${c1}\nMarch 2020 – Present\n- Built monthly reports\n\n${t2}\n${c2}\nJuly 2016 – February 2020\n- Wrote SQL queries\n`);
  it("Swahili: 'Afisa Mikopo Mwandamizi' over 'Benki ya CRDB Plc, Arusha' is the title, not the town", () => {
    expect(jobs(stacked("Afisa Mikopo Mwandamizi", "Benki ya CRDB Plc, Arusha", "Afisa Mikopo", "NMB Bank Plc, Moshi")).map((j) => j.slice(0, 2))).toEqual([
      ["Afisa Mikopo Mwandamizi", "Benki ya CRDB Plc"],
      ["Afisa Mikopo", "NMB Bank Plc"],
    ]);
  });
  it("Icelandic: 'Sjúkraliði (hlutastarf)' over 'Hrafnista, Hafnarfjörður'; the part-time remark goes", () => {
    expect(jobs(stacked("Hjúkrunarfræðingur", "Landspítali, Reykjavík", "Sjúkraliði (hlutastarf)", "Hrafnista, Hafnarfjörður")).map((j) => j.slice(0, 2))).toEqual([
      ["Hjúkrunarfræðingur", "Landspítali"],
      ["Sjúkraliði", "Hrafnista"],
    ]);
  });
  it("Georgian and Armenian: the last description line of a job is not the next job's title", () => {
    const ka = read(
      "Anna Example\nanna.example@gmail.com\n\nExperience\n\nმარკეტინგის მენეჯერი\tMarch 2019 – Present\nსს „საქართველოს ბანკი“, თბილისი\nციფრული მარკეტინგის გუნდის ხელმძღვანელობა\nწლიური ბიუჯეტის მართვა\n\nმარკეტინგის სპეციალისტი\tSeptember 2015 – February 2019\nშპს „მაგთიკომი“, თბილისი\nსოციალური მედიის კამპანიები და SEO\n",
    );
    expect(jobs(ka)[1]![0]).toBe("მარკეტინგის სპეციალისტი");
    const hy = read(
      "Anna Example\nanna.example@gmail.com\n\nExperience\n\nՄարկետինգի մենեջեր\tMarch 2019 – Present\n«Սինոփսիս Արմենիա» ՓԲԸ, Երևան\nԹվային մարքեթինգի թիմի ղեկավարում\nՏարեկան բյուջեի կառավարում\n\nՄարկետինգի մասնագետ\tSeptember 2015 – February 2019\n«Փիքսարթ» ՍՊԸ, Երևան\nՍոցիալական մեդիայի արշավներ և SEO\n",
    );
    expect(jobs(hy)[1]![0]).toBe("Մարկետինգի մասնագետ");
  });
});

describe("the employer under a dated title line in Georgian or Armenian (F7)", () => {
  it("is the line under the title, not the last duty of the job before", () => {
    const ka = read(
      "Anna Example\nanna.example@gmail.com\n\nExperience\n\nმარკეტინგის მენეჯერი\tMarch 2019 – Present\nსს „საქართველოს ბანკი“, თბილისი\nციფრული მარკეტინგის გუნდის ხელმძღვანელობა\nწლიური ბიუჯეტის მართვა\n\nმარკეტინგის სპეციალისტი\tSeptember 2015 – February 2019\nშპს „მაგთიკომი“, თბილისი\nსოციალური მედიის კამპანიები და SEO\n",
    );
    expect(jobs(ka).map((j) => j.slice(0, 3))).toEqual([
      ["მარკეტინგის მენეჯერი", "სს „საქართველოს ბანკი“", "თბილისი"],
      ["მარკეტინგის სპეციალისტი", "შპს „მაგთიკომი“", "თბილისი"],
    ]);
    const hy = read(
      "Anna Example\nanna.example@gmail.com\n\nExperience\n\nՄարկետինգի մենեջեր\tMarch 2019 – Present\n«Սինոփսիս Արմենիա» ՓԲԸ, Երևան\nԹվային մարքեթինգի թիմի ղեկավարում\nՏարեկան բյուջեի կառավարում\n\nՄարկետինգի մասնագետ\tSeptember 2015 – February 2019\n«Փիքսարթ» ՍՊԸ, Երևան\nՍոցիալական մեդիայի արշավներ և SEO\n",
    );
    expect(jobs(hy)[1]!.slice(0, 3)).toEqual(["Մարկետինգի մասնագետ", "«Փիքսարթ» ՍՊԸ", "Երևան"]);
  });
});

describe("Catalan and Albanian CVs' titles, towns and a wrapped 'present' (review 25's files)", () => {
  it("Catalan: 'Enginyer de dades sènior⇥Setembre 2019 – actualitat' over 'Glovo, Barcelona'", () => {
    const p = read(
      "Jordi Puig i Ferrer\njordi@example.cat\n\nExperiència professional\n\nEnginyer de dades sènior\tSetembre 2019 – actualitat\nGlovo, Barcelona\nDisseny de pipelines amb Apache Airflow, dbt i BigQuery\nReducció del cost de càlcul en un 30 %\n\nAnalista de dades\tgen. 2016 – ag. 2019\nCaixaBank, S.A., Barcelona\nModels de risc de crèdit i quadres de comandament en Power BI\n\nTècnic informàtic\tDe juny de 2013 a desembre de 2015\nAjuntament de Girona, Girona\nSuport a usuaris i manteniment de bases de dades municipals\n",
    );
    expect(jobs(p)).toEqual([
      ["Enginyer de dades sènior", "Glovo", "Barcelona", "2019-09", "Present"],
      ["Analista de dades", "CaixaBank, S.A.", "Barcelona", "2016-01", "2019-08"],
      ["Tècnic informàtic", "Ajuntament de Girona", "Girona", "2013-06", "2015-12"],
    ]);
  });
  it("Albanian: a date column whose 'në vazhdim' wrapped; 'Tiranë' is a town", () => {
    const p = read(
      "Arbër Hoxha\narber@example.al\n\nPërvoja e punës\n\nshtator 2020 – në\tKontabilist i Lartë\nvazhdim\tRaiffeisen Bank Sh.A., Tiranë\nPërgatitja e pasqyrave financiare mujore\n\nmars 2017 – gusht 2020\tKontabilist\nAlbtelecom Sh.A., Tiranë\nRakordimi i llogarive dhe mbyllja mujore\n",
    );
    expect(jobs(p)).toEqual([
      ["Kontabilist i Lartë", "Raiffeisen Bank Sh.A.", "Tiranë", "2020-09", "Present"],
      ["Kontabilist", "Albtelecom Sh.A.", "Tiranë", "2017-03", "2020-08"],
    ]);
  });
  it("Georgian: 'შპს „ზუმერი“, ბათუმი' gives Batumi as the place", () => {
    const p = read(
      "Anna Example\nanna@example.ge\n\nსამუშაო გამოცდილება\n\nმარკეტინგის მენეჯერი\tMarch 2019 – Present\nსს „საქართველოს ბანკი“, თბილისი\nგუნდის ხელმძღვანელობა\n\nგაყიდვების კონსულტანტი\tJune 2013 – August 2015\nშპს „ზუმერი“, ბათუმი\nმომხმარებლების კონსულტაცია\n",
    );
    expect(jobs(p)[1]!.slice(0, 3)).toEqual(["გაყიდვების კონსულტანტი", "შპს „ზუმერი“", "ბათუმი"]);
  });
  it("Icelandic: 'Hringbraut 54, 101 Reykjavík' (a three-digit postcode) gives Reykjavík", () => {
    expect(read("Sigríður Jónsdóttir\nHringbraut 54, 101 Reykjavík\nsigga@example.is\n\nExperience\n\nNurse\nLandspítali, Reykjavík\nAugust 2019 – Present\n").contact.location).toBe("Reykjavík");
  });
});

describe("a foreign heading's words are no skills (after F2)", () => {
  const skillsOf = (heading: string, list: string) => read(`Anna Example\nanna@example.com\n\n${heading}\n\n${list}\n`).skills.map((s) => s.name);
  it("'veščine' of 'Znanja in veščine' (Slovenian) is no skill", () => {
    const names = skillsOf("Znanja in veščine", "MS Project, SAP PP/QM, GMP, validacija procesov, Minitab, vodenje projektov");
    expect(names).not.toContain("veščine");
    expect(names).toContain("Minitab");
  });
  it("'NÁMSKEIÐ OG RÉTTINDI' (Icelandic) runs into no skill with the line under it", () => {
    const names = skillsOf("NÁMSKEIÐ OG RÉTTINDI", "Hjúkrunarleyfi, Embætti landlæknis (2016)\nACLS – sérhæfð endurlífgun, Endurlífgunarráð Íslands (2020)");
    expect(names.filter((n) => /RÉTTINDI|NÁMSKEIÐ/i.test(n))).toEqual([]);
  });
});
