// PDF lines that are separate on the page stay separate: one-line entries of a list (a work history, certifications,
// a sidebar's contact lines) are not "wrapped lines" of one paragraph, while a paragraph's or a bullet's wrapped lines
// are still joined. Synthetic pages through layoutDocument, and PDFs made with pdfkit through the real worker.
import { describe, expect, it } from "vitest";
import { detectFileKind, extractText } from "~/.server/resumes/extract";
import { layoutDocument, type TextItem } from "~/.server/resumes/extract/layout.mjs";
import { makePdf } from "./extract-fixtures";

/** Items of one line of text, one item per word (as many PDF generators emit them), 0.5 em per character. */
function words(text: string, x: number, y: number, size = 10, font = "f1"): TextItem[] {
  const items: TextItem[] = [];
  let cursor = x;
  for (const word of text.split(" ")) {
    const w = word.length * size * 0.5;
    items.push({ str: word, x: cursor, y, w, size, font });
    cursor += w + size * 0.3;
  }
  return items;
}

/** Lines set one under the other from (x, y), 14 pt apart. */
function stack(lines: string[], x: number, y: number, size = 10): TextItem[] {
  return lines.flatMap((line, i) => words(line, x, y + i * 14, size));
}

const page = (items: TextItem[]) => ({ width: 612, height: 792, items });
const linesOf = (items: TextItem[]) => layoutDocument([page(items)]).text.split("\n");

describe("layoutDocument: one-line entries of a list stay apart", () => {
  it("a sidebar's list whose bullets are drawn, not written: each short item is a line of its own (review 31's F6)", () => {
    const side = ["EXPERTISE", "Brand identity", "Typography", "Packaging design", "Print production", "Editorial layout", "Illustration"];
    const items = side.flatMap((line, i) => words(line, i ? 34 : 22, 90 + i * 12.7, 9));
    expect(linesOf(items)).toEqual(side);
  });

  it("guards: short lines that start where the heading starts still join when they wrapped", () => {
    const side = ["EXPERIENCE", "Environmental", "Officer", "Manchester City", "Council", "Manchester, UK", "Jul 2011 – Sep 2014"];
    const items = side.flatMap((line, i) => words(line, 22, 90 + i * 10.4, 9));
    expect(linesOf(items)).toEqual(["EXPERIENCE", "Environmental Officer", "Manchester City Council", "Manchester, UK", "Jul 2011 – Sep 2014"]);
  });

  it("a job title in its own font under a long department line is a line of its own; the same font would wrap", () => {
    const lines = (titleFont: string) =>
      linesOf([
        ...words("Work Experience", 57, 60, 12),
        ...words("Power Electronics Design Department, Itami Works", 180, 80, 10, "regular"),
        ...words("Senior Engineer", 180, 94, 10, titleFont),
      ]);
    expect(lines("italic")).toEqual(["Work Experience", "Power Electronics Design Department, Itami Works", "Senior Engineer"]);
    expect(lines("regular")).toEqual(["Work Experience", "Power Electronics Design Department, Itami Works Senior Engineer"]);
  });

  it("an employer over its town in a narrow column beside the description: the town is a line of its own", () => {
    const side = ["EXPERIENCE", "Health and Safety", "Advisor", "United Utilities", "Warrington, UK", "Oct 2014 – Feb 2019"];
    const items = side.flatMap((line, i) => words(line, 22, 90 + i * 10.4, 9));
    expect(linesOf(items)).toEqual(["EXPERIENCE", "Health and Safety Advisor", "United Utilities", "Warrington, UK", "Oct 2014 – Feb 2019"]);
  });

  it("a work history of one-line entries: the longest entry does not swallow the next (it sets the measure itself)", () => {
    const entries = [
      "Brightline Events — Operations Coordinator, 2019–present",
      "City of Sacramento, Department of Parks & Recreation — Program Assistant, 2015–2019",
      "Golden 1 Credit Union — Member Service Representative, 2012–2015",
    ];
    const items = [...words("Work History", 56, 60, 12), ...stack(entries, 56, 80)];
    expect(linesOf(items)).toEqual(["Work History", ...entries]);
  });

  it("an entry that starts with a name like 'eBay' after one that ends with its years", () => {
    const entries = [
      "Brightline Events — Operations Coordinator, 2019–present",
      "City of Sacramento, Parks & Recreation Department — Program Assistant, 2015–2019",
      "eBay Inc. — Customer Support Associate, 2012–2015",
    ];
    const items = [...words("Work History", 56, 60, 12), ...stack(entries, 56, 80)];
    expect(linesOf(items)).toEqual(["Work History", ...entries]);
  });

  it("an entry that ends with an open date range ('2019–present') is not continued by the next entry", () => {
    // Set in a measure of 300 pt: the second entry wraps once (that join stays), the first does not.
    const lines = [
      "Brightline Events — Operations Coordinator, 2019–present",
      "City of Sacramento, Parks & Recreation Department —",
      "Program Assistant, 2015–2019",
      "Golden 1 Credit Union — Member Service Representative,",
      "2012–2015",
    ];
    const items = [...words("Work History", 60, 60, 12), ...stack(lines, 60, 80)];
    expect(linesOf(items)).toEqual([
      "Work History",
      "Brightline Events — Operations Coordinator, 2019–present",
      "City of Sacramento, Parks & Recreation Department — Program Assistant, 2015–2019",
      "Golden 1 Credit Union — Member Service Representative, 2012–2015",
    ]);
  });

  it("certifications under a wide paragraph: a line that ends with its year is not joined to the next certification", () => {
    const summary = [
      "Coordinator moving into project management after a decade of running programs, events and",
      "member services, comfortable owning schedules, budgets and vendors for every project.",
    ];
    const certifications = [
      "Certified Associate in Project Management (CAPM), Project Management Institute, 2022",
      "Google Project Management Professional Certificate, Coursera, 2021",
    ];
    const items = [...stack(summary, 50, 80), ...words("Certifications", 50, 120, 12), ...stack(certifications, 50, 140)];
    expect(linesOf(items)).toEqual([summary.join(" "), "", "Certifications", ...certifications]);
  });

  it("a narrow sidebar's contact lines (e-mail, profile address, town) stay three lines, and the page still reads as two columns", () => {
    const items: TextItem[] = [];
    const side = [
      "CONTACT",
      "+65 9123 4567",
      "meilin.tan@gmail.com",
      "linkedin.com/in/meilintan",
      "Tampines, Singapore",
      "SKILLS",
      "Brand strategy and planning",
      "Consumer insights",
      "Shopper marketing work",
      "Media planning",
      "LANGUAGES",
      "English native",
      "Mandarin fluent",
      "Malay conversational",
    ];
    side.forEach((line, i) => items.push(...words(line, 22, 90 + i * 12.4, 9)));
    const main = [
      "EXPERIENCE",
      "Brand Manager at Unilever Asia in Singapore since 2021",
      "Own the Dove and Vaseline portfolio for two markets",
      "Led the refill launch with cross-functional teams",
      "Assistant Brand Manager at Procter & Gamble from 2018",
      "Ran the Pantene relaunch in Singapore and Indonesia",
      "Built consumer insight decks from retail audit data",
      "Marketing Executive at Fraser and Neave from 2016",
      "Supported two drinks brands with in-store sampling",
      "EDUCATION",
      "Bachelor of Business Administration in Marketing",
      "National University of Singapore from 2011 to 2015",
    ];
    main.forEach((line, i) => items.push(...words(line, 208, 96 + i * 14, 10)));
    const { text, columns } = layoutDocument([page(items)]);
    expect(columns).toBe(2);
    const lines = text.split("\n");
    for (const line of ["+65 9123 4567", "meilin.tan@gmail.com", "linkedin.com/in/meilintan", "Tampines, Singapore"]) expect(lines).toContain(line);
    expect(text.indexOf("Tampines, Singapore")).toBeLessThan(text.indexOf("SKILLS"));
  });
});

describe("layoutDocument: wrapped lines are still joined", () => {
  it("a bullet whose first line ends with a year continues in lower case: one line", () => {
    const items = [
      ...words("EXPERIENCE", 50, 60, 12),
      ...words("• Grew the marketplace revenue from one million dollars in 2019 to five million in 2022", 50, 80),
      ...words("across three markets and two product lines.", 58, 94),
      ...words("• Hired and mentored six engineers.", 50, 108),
    ];
    expect(linesOf(items)).toEqual([
      "EXPERIENCE",
      "• Grew the marketplace revenue from one million dollars in 2019 to five million in 2022 across three markets and two product lines.",
      "• Hired and mentored six engineers.",
    ]);
  });

  it("a summary whose line ends with a sentence about a year ('… since 2015.') stays one paragraph", () => {
    const summary = [
      "Engineer with a decade of experience in payments, leading the platform team at Example since 2015.",
      "Before that I built logistics software for retailers across Europe and Asia.",
    ];
    const items = [...words("SUMMARY", 50, 60, 12), ...stack(summary, 50, 80)];
    expect(linesOf(items)).toEqual(["SUMMARY", summary.join(" ")]);
  });

  it("a bullet that wraps after a web address continues in lower case: one line", () => {
    const items = [
      ...words("PROJECTS", 50, 60, 12),
      ...words("• Wrote and maintained the documentation site of the payments team at docs.example.com", 50, 80),
      ...words("and the public API reference.", 58, 94),
      ...words("• Ran the on-call rotation.", 50, 108),
    ];
    expect(linesOf(items)).toContain(
      "• Wrote and maintained the documentation site of the payments team at docs.example.com and the public API reference.",
    );
  });

  it("a certification wrapped in a narrow column keeps its year on its line", () => {
    const side = [
      "CERTIFICATIONS",
      "Google Ads Search Certification",
      "(2022)",
      "Certified Digital Marketing",
      "Professional, Digital Marketing",
      "Institute (2019)",
    ];
    const items = side.flatMap((line, i) => words(line, 22, 90 + i * 10.4, 9));
    expect(linesOf(items)).toEqual([
      "CERTIFICATIONS",
      "Google Ads Search Certification (2022)",
      "Certified Digital Marketing Professional, Digital Marketing Institute (2019)",
    ]);
  });
});

describe("PDFs made with pdfkit: separate lines on the page are separate lines of text", () => {
  const TIMEOUT = 60_000;
  const read = async (bytes: Uint8Array) => extractText(bytes, detectFileKind(bytes, "resume.pdf"));
  const WORK_HISTORY = [
    "Brightline Events — Operations Coordinator, 2019–present",
    "City of Sacramento, Department of Parks & Recreation — Program Assistant, 2015–2019",
    "Golden 1 Credit Union — Member Service Representative, 2012–2015",
  ];

  it(
    "a work history of three one-line entries reads as three lines; set in a narrower measure, each wrapped entry is one line again",
    async () => {
      for (const width of [520, 300]) {
        const bytes = await makePdf((doc) => {
          doc.font("Helvetica").fontSize(11);
          doc.text("Daniel Moreno", 60, 60).text("daniel@outlook.com");
          doc.moveDown();
          doc.font("Helvetica-Bold").text("Work History").font("Helvetica");
          for (const entry of WORK_HISTORY) doc.text(entry, { width });
        });
        const lines = (await read(bytes)).text.split("\n");
        for (const entry of WORK_HISTORY) expect(lines, `measure ${width}`).toContain(entry);
      }
    },
    TIMEOUT,
  );

  it(
    "a sidebar's contact lines stay apart, and the page is two columns",
    async () => {
      const bytes = await makePdf(
        (doc) => {
          const sidebar = (text: string, y: number) => doc.font("Helvetica").fontSize(9).text(text, 22, y, { width: 140 });
          doc.font("Helvetica-Bold").fontSize(10.5).text("CONTACT", 22, 60, { width: 140 });
          const contact = ["+65 9123 4567", "meilin.tan@gmail.com", "linkedin.com/in/meilintan", "Tampines, Singapore"];
          contact.forEach((t, i) => sidebar(t, 76 + i * 12.4));
          doc.font("Helvetica-Bold").fontSize(10.5).text("SKILLS", 22, 140, { width: 140 });
          const skills = ["Brand strategy", "Consumer insights", "Go-to-market planning", "Media planning", "Shopper marketing", "Google Analytics 4"];
          skills.forEach((t, i) => sidebar(`•  ${t}`, 156 + i * 12.4));
          doc.font("Helvetica-Bold").fontSize(24).text("MEI LIN TAN", 208, 48, { width: 350 });
          doc.font("Helvetica-Bold").fontSize(12).text("EXPERIENCE", 208, 100, { width: 350 });
          doc.font("Helvetica").fontSize(9.5);
          for (const bullet of [
            "Own the S$38M Dove and Vaseline portfolio for Singapore and Malaysia, including pricing, promotions and brand P&L.",
            "Led the 2023 Dove refill launch: +2.1 pts value share in 12 months, Effie Silver award.",
            "Manage creative, media and shopper agencies; shifted 45% of media budget to performance channels.",
            "Ran the Pantene relaunch in Singapore and Indonesia with R&D, sales and supply chain.",
            "Built consumer insight decks from Nielsen retail audit and Kantar household panel data.",
            "Planned e-commerce campaigns on Shopee and Lazada; ROAS improved from 3.2 to 5.4.",
          ]) {
            doc.text(`•  ${bullet}`, 214, doc.y + 2, { width: 344 });
          }
        },
        { size: "A4", margin: 0 },
      );
      const { text, columns } = await read(bytes);
      expect(columns).toBe(2);
      const lines = text.split("\n");
      for (const line of ["meilin.tan@gmail.com", "linkedin.com/in/meilintan", "Tampines, Singapore"]) expect(lines).toContain(line);
      // The main column's wrapped bullets are still one line each.
      expect(lines).toContain("• Own the S$38M Dove and Vaseline portfolio for Singapore and Malaysia, including pricing, promotions and brand P&L.");
    },
    TIMEOUT,
  );
});

describe("a header under a bullet that did not end its sentence (review 55)", () => {
  it("'• Redesigned … rose from 71% to' / '90%' over 'Library Assistant, Coleman Public Library⇥2022 – 2025': the dates stay on the header", () => {
    const items = [
      ...words("EXPERIENCE", 40, 60, 14),
      ...words("UX Design Intern, Meridian Health Apps", 40, 80),
      ...words("June 2025 – Dec 2025", 420, 80),
      // A typed bullet in a paragraph that wraps to its left edge, not to the bullet's text.
      { str: "• Redesigned the appointment flow; task success rose from 71% to", x: 40, y: 96, w: 300, size: 10, font: "f1" },
      ...words("90%", 40, 108),
      ...words("Library Assistant, Coleman Public Library", 40, 126),
      ...words("2022 – 2025", 470, 126),
    ];
    const text = layoutDocument([{ width: 612, height: 792, items }]).text;
    expect(text).toContain("Library Assistant, Coleman Public Library\t2022 – 2025");
  });
});

describe("an employer's line that ends on its town and state (review 56)", () => {
  it("'Great Lakes Community Bank, Milwaukee, WI' over 'Lead a $4.1B community bank with 38 branches.' stay two lines", () => {
    const items = [
      ...words("EXPERIENCE", 40, 60, 14),
      ...words("President and Chief Executive Officer", 40, 80),
      ...words("Great Lakes Community Bank, Milwaukee, WI", 40, 92),
      ...words("Lead a $4.1B community bank with 38 branches.", 40, 104),
      ...words("Executive Vice President", 40, 122),
    ];
    const text = layoutDocument([{ width: 612, height: 792, items }]).text;
    expect(text).toContain("Great Lakes Community Bank, Milwaukee, WI\nLead a $4.1B");
  });
});

describe("a sidebar's e-mail address run into the gutter (review 55)", () => {
  it("the two columns are still read one after the other, the name and the phone with the sidebar", () => {
    const left = ["Lena", "Hoffmann", "UX Designer", "lena.hoffmann.ux@gmail.com", "+1 (206) 555-0148", "Seattle, WA", "SKILLS", "Figma", "Adobe XD", "User research", "Usability testing", "LANGUAGES", "German (native)", "English (fluent)"];
    const right = ["EXPERIENCE", "UX Design Intern, Meridian Health Apps", "• Redesigned the appointment flow", "Library Assistant, Coleman Public Library", "• Ran teen coding club for patrons", "EDUCATION", "B.A. Interaction Design, Puget Sound College", "Senior thesis: Designing calm notifications"];
    const items: TextItem[] = [
      // The address is one word: the browser lets it run 6 points past the sidebar's edge (x 40 to 186) into the gutter.
      ...left.flatMap((t, i) => (t.includes("@") ? [{ str: t, x: 40, y: 80 + i * 14, w: 152, size: 10, font: "f1" }] : words(t, 40, 80 + i * 14))),
      ...right.flatMap((t, i) => words(t, 196, 74 + i * 18)),
    ];
    const text = layoutDocument([{ width: 612, height: 792, items }]).text;
    expect(text.indexOf("+1 (206) 555-0148")).toBeLessThan(text.indexOf("EXPERIENCE"));
    expect(text).toContain("UX Design Intern, Meridian Health Apps\n");
  });
});
