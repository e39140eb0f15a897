import { describe, expect, it } from "vitest";
import { clipMonths, guessDayFirst, numericOrder, parseDateRange, scanDates } from "~/.server/analysis/profile/dates";
import { createView } from "~/.server/analysis/profile/text";

// The rules are those of ../shared/eval/README.md section 2; each row is one rule or one worked example.
const asOf = "2018-06-01";

function months(text: string, options: { asOf?: string; dayFirst?: boolean } = {}) {
  const scan = scanDates(createView(text).text, { asOf: options.asOf ?? asOf, dayFirst: options.dayFirst ?? false });
  return scan.ranges.map((r) => {
    const c = clipMonths(r, options.asOf ?? asOf);
    return c ? `${c.start}..${c.end}` : "dropped";
  });
}

describe("date ranges: months, both ends counted", () => {
  it.each([
    ["May 2016 - Aug 2016", "2016-05..2016-08", "month names: 4 months"],
    ["June 2015 to November 2015", "2015-06..2015-11", "'to'"],
    ["January 2009 - April 2010", "2009-01..2010-04", "full month names"],
    ["Jan 2010-Sept 2013", "2010-01..2013-09", "'Sept' and no spaces"],
    ["Sept 2014 – May 2017", "2014-09..2017-05", "en dash"],
    ["Aug 2012 — May 2013", "2012-08..2013-05", "em dash"],
    ["Nov. 2008 until Feb. 2010", "2008-11..2010-02", "abbreviations with a dot, 'until'"],
    ["April, 2007 - December, 2009", "2007-04..2009-12", "commas"],
    ["Jan-2014 to Jun-2015", "2014-01..2015-06", "month-year with a dash"],
    ["May/2008 - May/2016", "2008-05..2016-05", "month/year with a slash"],
    ["Feb '2011-June 2014", "2011-02..2014-06", "apostrophe"],
    ["September 1st 2014 Until: September 30 2016", "2014-09..2016-09", "days"],
    ["01st Oct 2015 - June 2017", "2015-10..2017-06", "day before month"],
    ["04/2016 - 06/2019", "2016-04..2018-06", "numeric month/year, clipped at asOf"],
    ["08 / 2007 - 09 / 2008", "2007-08..2008-09", "spaced slashes"],
    ["05/13-08/14", "2013-05..2014-08", "two-digit years"],
    ["Jul 11  Sept 13", "2011-07..2013-09", "two-digit years after month names"],
    ["Oct 2012 – Feb 2015 HR Advisor", "2012-10..2015-02", "a title in capitals after a four-digit year ('HR', 'PM') is no hour"],
    ["Jan 2017 – Mar 2018 PM, Acme Corp", "2017-01..2018-03", "'PM' after a four-digit year"],
  ])("%s = %s (%s)", (text, expected) => {
    expect(months(text)).toEqual([expected]);
  });
});

describe("years without months", () => {
  it.each([
    ["2012 - 2014", "2012-07..2014-06", "start July, end June: 24 months"],
    ["2005 to 2008", "2005-07..2008-06", "'to'"],
    ["2015 to 2015", "2015-01..2015-12", "same year: the whole year"],
    ["March 2014 - 2014", "2014-03..2014-12", "same year, end without month"],
    ["2014 - Nov 2014", "2014-01..2014-11", "same year, start without month"],
    ["Oct 2006-2007", "2006-10..2007-06", "month start, year end"],
    ["1998-02", "1998-07..2002-06", "two-digit end year across the century"],
    ["2005-06", "2005-07..2006-06", "two-digit end year"],
    ["1979-92", "1979-07..1992-06", "two-digit end year, long"],
    ["20122016", "2012-07..2016-06", "the dash lost in extraction"],
    ["2015/2016", "2015-07..2016-06", "an academic year"],
  ])("%s = %s (%s)", (text, expected) => {
    expect(months(text)).toEqual([expected]);
  });
});

describe("Present and open ranges (asOf month, counted)", () => {
  it.each([
    ["2012 - Present", "2012-07..2018-06"],
    ["February 2016 to Present", "2016-02..2018-06"],
    ["2016present", "2016-07..2018-06"],
    ["Mar 2014   current", "2014-03..2018-06"],
    ["2013-current", "2013-07..2018-06"],
    ["May 2010 - till date", "2010-05..2018-06"],
    ["Nov. 2008 to date", "2008-11..2018-06"],
    ["2016to date", "2016-07..2018-06"],
    ["Feb 2011/Now", "2011-02..2018-06"],
    ["September 1st 2014 Until: Currently", "2014-09..2018-06"],
    ["(September 2017 onwards)", "2017-09..2018-06"],
    ["since 2015", "2015-07..2018-06"],
    ["Since May 2017", "2017-05..2018-06"],
    ["From September 2016", "2016-09..2018-06"],
    ["from April 2010 to till date", "2010-04..2018-06"],
    ["Software Engineer, Apple  August 2014 —  Working on UIKit", "2014-08..2018-06"],
  ])("%s = %s", (text, expected) => {
    expect(months(text)).toEqual([expected]);
  });

  it("does not open a range at 'from' with a year alone, which is history more often than a job", () => {
    expect(months("the leading port in India from 1962.")).toEqual([]);
  });
});

describe("seasons", () => {
  it.each([
    ["Summer 2013", "2013-06..2013-08"],
    ["Spring 2014", "2014-03..2014-05"],
    ["Fall 2013", "2013-09..2013-11"],
    ["Autumn 2012", "2012-09..2012-11"],
    ["Winter 2013", "2013-12..2014-02"],
    ["Fall 2004 - Spring 2005", "2004-09..2005-05"],
    ["Summer 2011  Present", "2011-06..2018-06"],
  ])("%s = %s", (text, expected) => {
    expect(months(text)).toEqual([expected]);
  });

  // The evaluation's mechanical rule reads this as one range (Jun 2009 – Jun 2011); a reader counts three summers
  // (decision 0041).
  it("Summers 2009-2011 = the summers of 2009, 2010 and 2011", () => {
    expect(months("Summers 2009-2011")).toEqual(["2009-06..2009-08", "2010-06..2010-08", "2011-06..2011-08"]);
  });
});

describe("a month without a year takes the other end's year", () => {
  it.each([
    ["Jun - Sept 2009", "2009-06..2009-09"],
    ["November to December 2007", "2007-11..2007-12"],
    ["January  August 2012", "2012-01..2012-08"],
    ["Jan  May 06", "2006-01..2006-05"],
    ["Nov - Feb 2010", "2009-11..2010-02"],
    ["2009 Oct - Dec", "2009-10..2009-12"],
    ["2007 June -Oct 2008", "2007-06..2008-10"],
  ])("%s = %s", (text, expected) => {
    expect(months(text)).toEqual([expected]);
  });
});

describe("numeric day/month order, decided per CV", () => {
  it("reads a first part over 12 as day-first, a second part over 12 as month-first", () => {
    expect(numericOrder("04-09-2003 to 19-12-2007")).toBe("day-first");
    expect(numericOrder("12/25/2010 - 01/05/2011")).toBe("month-first");
    expect(numericOrder("04/05/2010")).toBeNull();
  });

  it("applies the CV's order to every date (train-137: 04-09-2003 is 4 September)", () => {
    const text = "04-09-2003 to 19-12-2007";
    expect(months(text, { dayFirst: guessDayFirst(text) })).toEqual(["2003-09..2007-12"]);
  });

  it("reads a part that is 1 in both dates of a range as the day", () => {
    expect(months("01/08/2007 01/12/2007", { dayFirst: false })).toEqual(["2007-08..2007-12"]);
    expect(months("8/1/2008 - 1/1/2012", { dayFirst: true })).toEqual(["2008-08..2012-01"]);
  });

  it("falls back on the CV's origin: day-first for India and most of the world, month-first for North America", () => {
    expect(guessDayFirst("Pune, Maharashtra - Email me on Indeed\n02/07/2009 - 01/10/2010")).toBe(true);
    expect(guessDayFirst("Baltimore, MD 21211  (410) 555-5555  02/07/2009 - 01/10/2010")).toBe(false);
    const us = "Baltimore, MD 21211  02/07/2009 - 01/10/2010";
    expect(months(us, { dayFirst: guessDayFirst(us) })).toEqual(["2009-02..2010-01"]);
  });
});

describe("clipping at asOf", () => {
  it("clips an end after asOf and drops a range that starts after it", () => {
    expect(months("2016 - 2019", { asOf: "2017-01-01" })).toEqual(["2016-07..2017-01"]);
    expect(months("2017 - 2019", { asOf: "2017-01-01" })).toEqual(["dropped"]);
    // A job not yet begun keeps its start (a position shows it) and is dropped from the years as the others are.
    expect(months("September 2017 onwards", { asOf: "2017-01-01" })).toEqual(["dropped"]);
  });
});

describe("what is not a range", () => {
  it.each([
    ["SQL Server 2005/2008", "product versions"],
    ["Windows 2003 2008", "product versions"],
    ["2012    2011    2010", "a list of years, not in order"],
    ["AWARDS  2014  2014  2013", "the same year twice, side by side"],
    ["Graduated May 2016", "a lone date"],
    ["2014", "a year beside a title"],
    ["Java (3 years), 123-345-7890, GPA 3.97/4.00", "durations, phones and grades"],
  ])("%s (%s)", (text) => {
    expect(months(text)).toEqual([]);
  });
});

describe("flattened texts and escape sequences", () => {
  it("reads a left column of dates printed before the titles (moderncv, flattened)", () => {
    expect(months("Work experience  Since 2013  Apr 2012 - Nov 2013  July 2010 - July 2012    Freelance developer", { asOf: "2017-01-01" })).toEqual([
      "2013-07..2017-01",
      "2012-04..2013-11",
      "2010-07..2012-07",
    ]);
  });

  it("keeps a month and a year two spaces apart together unless the year starts a range", () => {
    expect(months("April  2010  March 2013")).toEqual(["2010-04..2013-03"]);
    expect(months("2009 Oct - Dec  2004 - 2009  2003 - 2004")).toEqual(["2009-10..2009-12", "2004-07..2009-06", "2003-07..2004-06"]);
  });

  it("decodes literal escape sequences in place of dashes", () => {
    expect(months(String.raw`2010\xe2\x80\x942012`)).toEqual(["2010-07..2012-06"]);
    expect(months(String.raw`Aug 2013 \xe2\x80\x94 present`)).toEqual(["2013-08..2018-06"]);
    expect(months(String.raw`2010 \xc3\xa2\xc2\x80\xc2\x93 Present`)).toEqual(["2010-07..2018-06"]);
  });
});

describe("parseDateRange", () => {
  it("gives the range's parts, for a position's dates", () => {
    const r = parseDateRange("Jan 2019 – Present", { asOf: "2024-03-15" })!;
    expect(r).toMatchObject({ current: true, startMonth: "2019-01", endMonth: "2024-03", hasMonths: true, from: { year: 2019, month: 1 } });
    expect(parseDateRange("no dates here", { asOf })).toBeNull();
  });
});
