// Cases from the fifteenth session of 2026-11-27. Each "it" failed before its change unless it says it guards.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";
import { scanDates } from "~/.server/analysis/profile/dates";

const asOf = "2026-11-27";
const read = (text: string) => parseProfile(text, { asOf });
const months = (text: string) => scanDates(text, { asOf }).ranges.map((r) => `${r.startMonth}..${r.endMonth}`);
const job = (dates: string) =>
  `Ann Lee\nann@example.com\n\nEXPERIENCE\nAnalyst — Acme Corp, Boston, MA\nJun 2020 – Present\n- Built reports.\n\nCamp Counselor — Camp Pinewood, Hartland, VT\n${dates}\n- Led activities.\n`;

describe("seasonal work: the months of each year, not every month between the first year and the last (review 28's R07–R09)", () => {
  it("'Summers 2016 – 2019' is four summers", () => {
    expect(months("Summers 2016 – 2019")).toEqual(["2016-06..2016-08", "2017-06..2017-08", "2018-06..2018-08", "2019-06..2019-08"]);
  });

  it("a season over the New Year starts in every year but the last: 'Winter seasons 2014/15 – 2018/19 (Dec – Apr)'", () => {
    expect(months("Winter seasons 2014/15 – 2018/19 (Dec – Apr)")).toEqual(["2014-12..2015-04", "2015-12..2016-04", "2016-12..2017-04", "2017-12..2018-04", "2018-12..2019-04"]);
  });

  it("months in brackets after years make them seasons without a season word: '2015 – 2019 (May – Sep)', 'Tax seasons 2019 – 2022 (Jan – Apr)'", () => {
    expect(months("Seasonal, 2015 – 2019 (May – Sep)")).toHaveLength(5);
    expect(months("Tax seasons 2019 – 2022 (Jan – Apr)")).toEqual(["2019-01..2019-04", "2020-01..2020-04", "2021-01..2021-04", "2022-01..2022-04"]);
  });

  it("'Winter 2014/15' is Dec 2014 – Feb 2015, not until June 2015", () => {
    expect(months("Ski Patrol, Winter 2014/15")).toEqual(["2014-12..2015-02"]);
  });

  it("the total counts each season once; the position runs from the first to the last", () => {
    const p = read(job("Summers 2016 – 2019"));
    expect(p.positions[1]).toMatchObject({ title: "Camp Counselor", start: "2016-06", end: "2019-08" });
    // Jun 2020 – Nov 2026 is 78 months; four summers add 12.
    expect(p.workRanges.map((r) => [r.start, r.end]).sort()).toEqual([["2016-06", "2016-08"], ["2017-06", "2017-08"], ["2018-06", "2018-08"], ["2019-06", "2019-08"], ["2020-06", "2026-11"]]);
  });

  it("a date cell's season words are no employer, and the months may open the next line", () => {
    const p = read(
      "Ellie Marsh\nellie@example.com\n\nEXPERIENCE\nNov 2019 – Present\tAdventure Programs Manager\nSquamish, BC\tEvolve Adventures\nRun year-round guided programs.\n\nNZ winter seasons 2015 – 2019\tSki Instructor\n(Jun – Oct)\tCardrona Alpine Resort\nWanaka, New Zealand\nAdaptive-ski lessons.\n",
    );
    expect(p.positions[1]).toMatchObject({ title: "Ski Instructor", company: "Cardrona Alpine Resort", start: "2015-06", end: "2019-10" });
  });

  it("a wrapped cell of split years ('Winter seasons 2014/15 –' over '2018/19') is one position with its title", () => {
    const p = read(
      "Ellie Marsh\nellie@example.com\n\nEXPERIENCE\nNov 2019 – Present\tAdventure Programs Manager\nSquamish, BC\tEvolve Adventures\nRun year-round guided programs.\n\nWinter seasons 2014/15 –\tSki Instructor (CSIA Level 3)\n2018/19\tWhistler Blackcomb Snow School\n(Dec – Apr)\nPrivate and group lessons.\n",
    );
    expect(p.positions).toHaveLength(2);
    expect(p.positions[1]).toMatchObject({ title: "Ski Instructor (CSIA Level 3)", company: "Whistler Blackcomb Snow School", start: "2014-12", end: "2019-04" });
  });

  it("guards: plain year ranges, a literal season range and a range with a job's length stay whole", () => {
    expect(months("2015 – 2019")).toEqual(["2015-07..2019-06"]);
    expect(months("Summer 2016 – Summer 2019")).toEqual(["2016-06..2019-08"]);
    expect(months("2015 – 2019 (6 months a year)")).toEqual(["2015-07..2019-06"]);
    expect(months("2012 – 2016\tSeasonal work")).toEqual(["2012-07..2016-06"]);
  });
});

describe("a contact line's last item a link's site name (review 38's F12)", () => {
  it("keeps the place before it", () => {
    const place = (line: string) => read(`Jane Q. Doe\nSenior Software Engineer\n${line}\n\nEXPERIENCE\nEngineer, Acme\nJan 2020 – Present\n`).contact.location;
    expect(place("jane.doe@example.com | (555) 123-4567 | Portland, OR | LinkedIn")).toBe("Portland, OR");
    expect(place("jane.doe@example.com • Portland, OR • GitHub")).toBe("Portland, OR");
    expect(place("jane.doe@example.com | (555) 123-4567 | Portland, OR")).toBe("Portland, OR");
  });
});
