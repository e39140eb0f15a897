import { describe, expect, it } from "vitest";
import { allMatches, groupByFirstLetter } from "~/.server/analysis/profile/regex";
import { MONTH_SRC } from "~/.server/analysis/profile/dates";
import { linesWithin } from "~/.server/analysis/profile/entries";
import { intervalFinder } from "~/.server/analysis/profile/intervals";
import { createView } from "~/.server/analysis/profile/text";

const matches = (source: string, text: string, flags = "gi") => [...text.matchAll(new RegExp(source, flags))].map((m) => `${m.index}:${m[0]}`);

describe("an alternation grouped by first letter", () => {
  it("groups the alternatives and keeps their order within a group", () => {
    expect(groupByFirstLetter("(?:jan|feb|june?|j[úu]l|[áa]pr|ag(?=\\.))")).toBe("(?:j(?:an|une?|[úu]l)|f(?:eb)|á(?:pr)|a(?:pr|g(?=\\.)))");
  });

  it("matches what the alternation matched, the first alternative that fits winning as before", () => {
    const source = "(?:dets|detsember|des|desember|mar(?:ch|s)?|march|maart|[áa]prilis|sept?|september)";
    const text = "Dets 2019, detsember 2020; desember. March / mars - Maart, április aprilis sept Sep September";
    for (const flags of ["gi", "giu"]) {
      expect(matches(groupByFirstLetter(source), text, flags)).toEqual(matches(source, text, flags));
      expect(matches(`\\b${groupByFirstLetter(source)}\\b`, text, flags)).toEqual(matches(`\\b${source}\\b`, text, flags));
    }
  });

  it("leaves an alternation it cannot group as it is", () => {
    for (const source of ["(?:(?:la\\s)?actualidad|presente)", "(?:\\d+|jan)", "(?:a?b|c)", "jan|feb", "(?:σεπ|ςx)", "(?:[a-c]x|y)"])
      expect(groupByFirstLetter(source)).toBe(source);
  });

  it("the months' pattern is grouped and reads every month name as before", () => {
    expect(MONTH_SRC.startsWith("(?:m(?:achi|")).toBe(true);
    const text = "January 2019 – Sept. 2020, 3 février 2015, Mai 2012, agosto de 2014, ag. 2011, 2019. gada marts, сентябрь 2010, Ιανουάριος";
    const words = [...text.matchAll(new RegExp(`(?<!\\p{L})${MONTH_SRC}(?!\\p{L})`, "giu"))].map((m) => m[0]);
    expect(words).toEqual(["January", "Sept", "février", "Mai", "agosto", "ag", "marts", "сентябрь", "Ιανουάριος"]);
  });
});

describe("allMatches", () => {
  const same = (re: RegExp, text: string) => {
    const want = [...text.matchAll(new RegExp(re.source, re.flags))].map((m) => [m.index, ...m]);
    const before = re.lastIndex;
    expect(allMatches(re, text).map((m) => [m.index, ...m])).toEqual(want);
    expect(re.lastIndex).toBe(before);
  };

  it("gives what matchAll gives, empty matches and astral characters included", () => {
    same(/(\d{4})\s*[-–]\s*(\d{4}|present)/gi, "2015 - 2018, 2019 – Present");
    same(/x*/g, "axxb");
    same(/\p{L}*/gu, "a😀bc😀");
    same(/^\S+/gm, "one\ntwo three\n\nfour");
    same(/z/g, "no match");
  });

  it("starts where the pattern's lastIndex stands, as matchAll does, and leaves it there", () => {
    const re = /\d/g;
    re.lastIndex = 2;
    expect(allMatches(re, "1234").map((m) => m[0])).toEqual(["3", "4"]);
    expect(re.lastIndex).toBe(2);
  });

  it("refuses a pattern that is not global", () => {
    expect(() => allMatches(/a/, "a")).toThrow(TypeError);
  });
});

describe("intervalFinder", () => {
  const slow = (intervals: [number, number][]) => (x: number) => intervals.findIndex(([a, b]) => x >= a && x < b);

  it("answers as findIndex does, for roles in order and for any others", () => {
    const cases: [number, number][][] = [
      [],
      [[0, 10], [10, 20], [25, 30]],
      [[0, 10], [5, 20]],
      [[20, 30], [0, 10]],
      [[5, 5], [5, 9], [12, 11], [20, 25]],
      [[3, 8]],
    ];
    for (const intervals of cases) {
      const fast = intervalFinder(intervals);
      for (let x = -2; x <= 32; x++) expect(fast(x), `${JSON.stringify(intervals)} at ${x}`).toBe(slow(intervals)(x));
    }
  });
});

describe("linesWithin", () => {
  it("gives the lines that start at or after the start and end at or before the end", () => {
    const view = createView("one\ntwo two\n\nthree\nfour");
    const slow = (from: number, to: number) => view.lines.filter((l) => l.start >= from && l.end <= to);
    for (let from = 0; from <= view.text.length; from++)
      for (let to = from; to <= view.text.length + 1; to++) expect(linesWithin(view.lines, from, to)).toEqual(slow(from, to));
    expect(linesWithin([], 0, 10)).toEqual([]);
  });
});
