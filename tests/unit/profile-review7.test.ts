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
