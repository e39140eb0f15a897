// What a seventh review found misread in multi-page PDFs, in résumés written in English in other countries' styles,
// and in unusual career shapes.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });

describe("a credential after the name that is also a state's code", () => {
  it.each([
    ["Farah Qureshi, MD, FACC\nAssistant Professor of Medicine\nMinneapolis, MN 55455 · (612) 555-0164 · fqureshi@umn.edu", "Farah Qureshi", "Minneapolis, MN 55455"],
    ["Farah Qureshi, MD\n420 Delaware Street SE, Minneapolis, MN 55455 · fqureshi@umn.edu", "Farah Qureshi", "Minneapolis, MN 55455"],
    ["Rachel Lindqvist, MA\nSpeech-Language Pathologist · (651) 555-0111 · rachel@example.com", "Rachel Lindqvist", null],
  ])("is no place: %s", (top, name, location) => {
    expect(read(`${top}\n\nEXPERIENCE\nPhysician, Acme Clinic\t2019 – Present\n- Saw patients.\n`).contact).toMatchObject({ name, location });
  });

  it("leaves a town with its state a place", () => {
    expect(read("Jo Smith\nBaltimore, MD · jo@example.com\n\nEXPERIENCE\nNurse, Acme Clinic\t2019 – Present\n").contact.location).toBe("Baltimore, MD");
  });
});

describe("an Indian résumé's labelled entries", () => {
  it("keeps every job whose only date is under 'Duration :'", () => {
    const text = "Sneha Kulkarni\nsneha@example.com\n\nWork Experience\n1) Bajaj Finserv Ltd., Pune\nDesignation\t: Senior Executive\nDuration\t: Jun'18 – Till Date\nRoles & Responsibilities:\n• Filing of GST returns.\n2) Thermax Limited, Pune\nDesignation\t: Accounts Executive\nDuration\t: Aug'15 – May'18\nRoles & Responsibilities:\n• Accounts payable.\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Senior Executive | Bajaj Finserv Ltd. | 2018-06 – Present",
      "Accounts Executive | Thermax Limited | 2015-08 – 2018-05",
    ]);
  });
});

describe("Canadian and Australian addresses", () => {
  it.each([
    ["Calgary, AB T3J 4K8", "Calgary, AB"],
    ["Toronto, ON M5V 2T6", "Toronto, ON"],
    ["Parramatta NSW 2150", "Parramatta NSW"],
    ["11 Cruz Avenue  Clayton VIC 3204", "Clayton VIC"],
  ])("%s gives %s", (line, place) => {
    expect(read(`Jordan Ellis\n${line} | jordan@example.com\n\nEXPERIENCE\nMechanic, Acme\t2019 – Present\n`).contact.location).toBe(place);
  });
});

describe("a date cell wrapped in two", () => {
  it("ends on the date alone on the next line, not at the present", () => {
    const text = "Farah Qureshi\nfqureshi@umn.edu\n\nAPPOINTMENTS\n07/2021 – present\tAssistant Professor of Medicine, University of Minnesota Medical School, Minneapolis, MN\n07/2015 –\tResearch Associate, Northwestern University, Chicago, IL\n06/2018\n";
    expect(read(text).positions.map((p) => `${p.title} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Assistant Professor of Medicine | 2021-07 – Present",
      "Research Associate | 2015-07 – 2018-06",
    ]);
  });
});

describe("a physician's training and specialty", () => {
  it("reads residency and fellowship under 'Postgraduate Training' as positions, and a specialty as a title", () => {
    const text = "Farah Qureshi\nfqureshi@umn.edu\n\nCURRENT APPOINTMENTS\n07/2021 – present\tStaff Cardiologist, M Health Fairview, Minneapolis, MN\n\nPOSTGRADUATE TRAINING\n07/2018 – 06/2021\tFellow, Cardiovascular Disease, Mayo Clinic, Rochester, MN\n06/2015 – 06/2018\tResident, Internal Medicine, Northwestern McGaw Medical Center, Chicago, IL\n";
    const profile = read(text);
    expect(profile.positions.map((p) => `${p.title} | ${p.start} – ${p.end ?? "Present"}`)).toEqual([
      "Staff Cardiologist | 2021-07 – Present",
      "Fellow | 2018-07 – 2021-06",
      "Resident | 2015-06 – 2018-06",
    ]);
    expect(profile.certifications).toEqual([]);
  });
});

describe("an executive's employer headings", () => {
  const head = "Susan Thackeray\nBrentwood, TN · (615) 555-0176 · susan.thackeray@icloud.com\n\nEXECUTIVE EXPERIENCE\n";
  const show = (text: string) => read(text).positions.map((p) => `${p.title} | ${p.company} | ${p.location ?? ""} | ${p.start} – ${p.end ?? "Present"}`);

  it("keeps the employer above its roles when a later entry writes its employer below the title", () => {
    const text = `${head}LUMEN HEALTH SYSTEMS, INC.\t2019 – Present\nNashville, TN\nChief Financial Officer\t2019 – Present\nLead finance, accounting, tax and treasury.\n\nHCA HEALTHCARE\n2012 – 2019\nNashville, TN\nSenior Vice President, Finance & Treasurer\t2015 – 2019\nManaged the $30B debt portfolio and cash management.\n\nVice President, Corporate FP&A\t2012 – 2015\nLed the annual operating plan for 180 hospitals.\n\nSenior Auditor\t1999 – 2012\nErnst & Young LLP · Atlanta, GA\nAudits of public healthcare and retail clients.\n`;
    expect(show(text)).toEqual([
      "Chief Financial Officer | LUMEN HEALTH SYSTEMS, INC. | Nashville, TN | 2019 – Present",
      "Senior Vice President, Finance & Treasurer | HCA HEALTHCARE | Nashville, TN | 2015 – 2019",
      "Vice President, Corporate FP&A | HCA HEALTHCARE | Nashville, TN | 2012 – 2015",
      "Senior Auditor | Ernst & Young LLP | Atlanta, GA | 1999 – 2012",
    ]);
  });

  it("reads a line describing the employer, and its ticker, as no part of the job", () => {
    const text = `${head}LUMEN HEALTH SYSTEMS, INC. (NYSE: LMH)\t2019 – Present\nNashville, TN · outpatient surgery and imaging centers, 14,000 employees\nExecutive Vice President & Chief Financial Officer\t2019 – Present\nLead finance, accounting, tax and treasury (420 staff).\n`;
    expect(show(text)).toEqual(["Executive Vice President & Chief Financial Officer | LUMEN HEALTH SYSTEMS, INC. | Nashville, TN | 2019 – Present"]);
  });
});

describe("a grant's years", () => {
  it("are no job, whatever role its holder had", () => {
    const text = "Farah Qureshi\nMinneapolis, MN · (612) 555-0164 · fqureshi@umn.edu\n\nAPPOINTMENTS\n07/2021 – present\tAssistant Professor of Medicine, University of Minnesota Medical School, Minneapolis, MN\n\nRESEARCH FUNDING\n2015 – 2018\tAmerican Heart Association Predoctoral Fellowship 17PRE3312. Role: Principal Investigator. $78,000.\n";
    const profile = read(text);
    expect(profile.positions.map((p) => p.title)).toEqual(["Assistant Professor of Medicine"]);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`)).toEqual(["2021-07..2026-11"]);
  });
});
