// Cases from the eleventh session of 2026-11-27. Each "it" that reads a foreign script failed before its change; the
// others guard what the change must not break.
import { describe, expect, it } from "vitest";
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
