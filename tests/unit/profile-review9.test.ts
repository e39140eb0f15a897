// What a ninth review, and the eighth review's leftovers, found misread: hard-wrapped e-mailed text, and the résumés
// of kinds the earlier reviews had not tried.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const head = "Raymond Sutherland\nColumbus, OH 43229 | ray@example.com\n\nEXPERIENCE\n\n";

describe("a header hard-wrapped onto the date's line", () => {
  it.each([
    "Senior Claims Adjuster, Nationwide Mutual Insurance Company, Columbus,\nOH, March 2019 - Present\n",
    "Senior Claims Adjuster, Nationwide Mutual Insurance Company, Columbus, OH,\nMarch 2019 - Present\n",
  ])("is one line: %s", (entry) => {
    const [p] = read(`${head}${entry}- Investigate and settle homeowners claims.\n`).positions;
    expect([p!.title, p!.company, p!.location, p!.start]).toEqual(["Senior Claims Adjuster", "Nationwide Mutual Insurance Company", "Columbus, OH", "2019-03"]);
  });

  it("but a sentence wrapped onto a dated line is not joined to the line above", () => {
    const text = `${head}Cashier, Kroger, Columbus, OH, 2001 - 2003\n\nVOLUNTEER\n\nCollege Missions Team Leader for Brookwood Baptist Church,\nCoordinate and volunteer to feed the homeless at Linn Park, Birmingham, AL 2003-2004\n`;
    expect(read(text).positions.map((p) => p.title)).not.toContain("College Missions Team Leader for Brookwood Baptist Church, Coordinate and volunteer to feed the homeless");
  });
});

describe("a department between the title and a university with its campus", () => {
  it("joins the title, and the campus stays with the university", () => {
    const text = "Gary King\ngking@example.com\n\nEXPERIENCE\n\nVisiting Assistant Professor, Department of Political Science, University of Wisconsin, Madison, Summer 1985.\n";
    const [p] = read(text).positions;
    expect([p!.title, p!.company]).toEqual(["Visiting Assistant Professor, Department of Political Science", "University of Wisconsin, Madison"]);
  });
});

describe("the same season of several years", () => {
  it("counts each summer listed, not the years between", () => {
    const text = "Jane Doe\njane@example.com\n\nEXPERIENCE\n\nLifeguard, City of Dayton Pools, Dayton, OH, Summers 2016 & 2017\n- Guarded pools.\n\nCamp Counselor, YMCA, Dayton, OH, Summers 2013, 2014 and 2015\n- Led games.\n";
    const profile = read(text);
    expect(profile.workRanges.map((r) => `${r.start}..${r.end}`).sort()).toEqual(["2013-06..2013-08", "2014-06..2014-08", "2015-06..2015-08", "2016-06..2016-08", "2017-06..2017-08"]);
    expect(profile.positions.map((p) => `${p.title} | ${p.company}`)).toContain("Lifeguard | City of Dayton Pools");
  });
});

describe("a Portuguese postal address", () => {
  it("gives the town and the country", () => {
    const text = "Ana Silva\nRua das Flores 112, 4050-265 Porto (Portugal)\nana@example.pt\n\nWORK EXPERIENCE\n\nEngineer, Acme S.A., Porto, 2015 - 2020\n";
    expect(read(text).contact.location).toBe("Porto, Portugal");
  });
});
