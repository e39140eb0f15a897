// The worker-side modules on their own (no worker thread): PDF reading order on synthetic pages, hyphen mending,
// text decoding and clean-up, the HTML-to-text step of DOCX.
import { describe, expect, it } from "vitest";
import { capsStyles, htmlToText, placeholders, textBoxes, withCapsApplied, withNotesApart, wordXmlToText } from "~/.server/resumes/extract/docx.mjs";
import { joinWrapped, layoutDocument, type TextItem } from "~/.server/resumes/extract/layout.mjs";
import { decodeQuotedPrintable, decodeText, normalizeText } from "~/.server/resumes/extract/text.mjs";
import { parseProfile } from "~/.server/analysis/profile";

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

const page = (items: TextItem[]) => ({ width: 612, height: 792, items });

describe("layoutDocument: a browser's print header and footer", () => {
  it("are dropped on the first page too: the printing date, the tab's title and the address are no part of the résumé", () => {
    const items: TextItem[] = [
      ...words("11/26/26, 6:58 PM", 20, 20, 8),
      ...words("Resume — Tomás Herrera", 300, 20, 8),
      ...words("Home Blog Resume Talks", 40, 70, 10),
      ...words("Tomás Herrera", 40, 110, 20),
      ...words("Senior DevOps Engineer · Boston, MA", 40, 140, 10),
      ...words("https://tomasherrera.dev/resume", 20, 775, 8),
      ...words("1/2", 560, 775, 8),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).not.toMatch(/6:58 PM|https:\/\/|1\/2/);
    expect(text).toContain("Tomás Herrera");
  });
});

describe("layoutDocument: a date cell too narrow for its range", () => {
  // A 34 mm date column: the range wraps in its cell, and the cell's first line runs into the entry beside it.
  const cell = (first: string, second: string, entry: string) => {
    const items: TextItem[] = [...words("EXPERIENCE", 42, 87, 10), ...words("2019 – 2022", 42, 110, 10), ...words("Marketing Manager — Kraft Heinz, Chicago", 138, 110, 10)];
    items.push(...words(first, 42, 127, 10));
    const end = items.at(-1)!;
    items.push(...words(entry, end.x + end.w + 6, 127, 10), ...words(second, 42, 138, 10));
    return layoutDocument([page(items)]).text;
  };

  it("puts the range back together, with the entry in the next cell", () => {
    expect(cell("February 2015 –", "August 2015", "Product Marketing Intern — L'Oréal USA, New York")).toContain(
      "February 2015 – August 2015\tProduct Marketing Intern — L'Oréal USA, New York",
    );
  });

  it("when the end's first word is on the first line, glued to the entry ('Févr. 2015 – août' over '2015')", () => {
    expect(cell("Févr. 2015 – août", "2015", "Assistante chef de produit — L'Oréal, Clichy")).toContain(
      "Févr. 2015 – août 2015\tAssistante chef de produit — L'Oréal, Clichy",
    );
  });

  it("when the end's month is on the first line with a capital and nothing beside it ('Oct 2014 – Feb' over '2019')", () => {
    const items: TextItem[] = [...words("Health and Safety Advisor", 42, 110, 10), ...words("Oct 2014 – Feb", 42, 124, 10), ...words("2019", 42, 138, 10)];
    const text = layoutDocument([page(items)]).text;
    expect(text).toContain("Oct 2014 – Feb 2019");
    expect(text).not.toContain("\tFeb");
  });
});

describe("layoutDocument: 'since' over its date in a date cell", () => {
  it("joins 'Depuis' and 'septembre 2020', and the entry's lines stay apart", () => {
    const items: TextItem[] = [
      ...words("EXPÉRIENCE", 42, 87, 10),
      ...words("Depuis", 42, 110, 10),
      ...words("Responsable marketing digital — Groupe SEB, Écully", 138, 110, 10),
      ...words("septembre 2020", 42, 121, 10),
      ...words("Pilotage d'un budget média de 2,4 M€ pour les marques", 138, 121, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("Depuis septembre 2020\tResponsable marketing digital — Groupe SEB, Écully\nPilotage d'un budget");
  });
});

describe("layoutDocument: a table row whose cells wrapped", () => {
  const rows = (lines: [string, number][][]) =>
    layoutDocument([page(lines.flatMap((cells, k) => cells.flatMap(([t, x]) => words(t, x, 110 + 11 * k, 10))))]).text;

  it("joins each cell with its second line when the date cell's range closes below ('… – May' over '2018')", () => {
    const text = rows([
      [["Degree", 42], ["School", 240], ["Dates", 420]],
      [["B.B.A. Management Information", 42], ["The University of Texas at", 240], ["August 20, 2014 → May", 420]],
      [["Systems", 42], ["Austin", 240], ["19, 2018", 420]],
    ]);
    expect(text).toContain("B.B.A. Management Information Systems\tThe University of Texas at Austin\tAugust 20, 2014 → May 19, 2018");
  });

  it("and a two-cell row: 'Bachelor …, Universiti⇥2012 –' over 'Teknologi MARA⇥2016'", () => {
    const text = rows([
      [["Bachelor of Human Resource Management (Hons), Universiti", 42], ["2012 –", 480]],
      [["Teknologi MARA", 42], ["2016", 480]],
    ]);
    expect(text).toContain("Bachelor of Human Resource Management (Hons), Universiti Teknologi MARA\t2012 – 2016");
  });

  it("guards: rows that each hold a whole entry stay apart", () => {
    const text = rows([
      [["Analyst", 42], ["Acme Corp", 240], ["2016 – 2018", 420]],
      [["Engineer", 42], ["Globex", 240], ["2018 – 2020", 420]],
    ]);
    expect(text.split("\n").slice(0, 2)).toEqual(["Analyst\tAcme Corp\t2016 – 2018", "Engineer\tGlobex\t2018 – 2020"]);
  });
});

describe("layoutDocument: an education table of five columns with cells centred on their rows", () => {
  // A Pakistani CV's bordered table (review 25): the cells of one line sit half a line below those of two.
  const items = (): TextItem[] => [
    ...words("MUHAMMAD USMAN TARIQ", 57, 71, 14),
    ...words("Model Town, Lahore | Cell: +92 300 1234567 | Email: usman.tariq92@gmail.com", 57, 90, 9),
    ...words("PROFESSIONAL EXPERIENCE", 57, 116, 11),
    ...words("Accounts Officer", 57, 138, 10),
    ...words("Jan 2015 – Jan 2018", 439, 138, 10),
    ...words("Al-Ghazi Tractors Limited, Lahore", 57, 151.5, 10),
    ...words("Accounts payable and vendor payments for the plant", 71, 166.5, 10),
    ...words("ACADEMIC QUALIFICATION", 57, 193.5, 11),
    ...words("Division /", 456, 215.2, 9),
    ...words("Degree", 62, 221.2, 9), ...words("Institute", 136, 221.2, 9), ...words("Board / University", 306, 221.2, 9), ...words("Year", 423, 221.2, 9),
    ...words("CGPA", 456, 226.5, 9),
    ...words("MBA", 62, 243, 9), ...words("Institute of Business", 136, 243, 9), ...words("University of the", 306, 243, 9),
    ...words("2014", 423, 248.2, 9), ...words("3.45 / 4.00", 456, 248.2, 9),
    ...words("(Finance)", 62, 254.2, 9), ...words("Administration", 136, 254.2, 9), ...words("Punjab", 306, 254.2, 9),
    ...words("University of the", 306, 270, 9),
    ...words("B.Com (Hons)", 62, 276, 9), ...words("Hailey College of Commerce", 136, 276, 9), ...words("2012", 423, 276, 9), ...words("1st Division", 456, 276, 9),
    ...words("Punjab", 306, 281.2, 9),
    ...words("CERTIFICATIONS", 57, 309.7, 11),
    ...words("Associate Member, ICMA Pakistan (ACMA), 2019", 71, 329.2, 10),
    ...words("SKILLS", 57, 356.2, 11),
    ...words("SAP FICO, MS Excel, IFRS, Oracle Financials, Taxation", 57, 375.7, 10),
  ];

  it("reads one column, each row of the table on one line, and the job's dates beside its title", () => {
    const { text, columns } = layoutDocument([page(items())]);
    expect(columns).toBe(1);
    expect(text).toContain("Accounts Officer\tJan 2015 – Jan 2018");
    expect(text).toContain("MBA (Finance)\tInstitute of Business Administration\tUniversity of the Punjab\t2014\t3.45 / 4.00");
    expect(text).toContain("B.Com (Hons)\tHailey College of Commerce\tUniversity of the Punjab\t2012\t1st Division");
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect(p.education.map((e) => [e.degree, e.institution, e.end])).toEqual([
      ["MBA (Finance)", "Institute of Business Administration", "2014"],
      ["B.Com (Hons)", "Hailey College of Commerce", "2012"],
    ]);
    expect(p.positions.map((x) => [x.title, x.start, x.end])).toEqual([["Accounts Officer", "2015-01", "2018-01"]]);
  });
});

describe("layoutDocument: FlowCV's date column with the town under each date", () => {
  const items = (): TextItem[] => {
    const out: TextItem[] = [...words("Lena Hartmann", 36, 57, 18), ...words("lena.hartmann@posteo.de · +49 151 2345 6789 · Berlin, Germany", 46, 93, 9)];
    let y = 170;
    out.push(...words("Professional Experience", 36, y, 12));
    for (const [dates, town, title, firm, bullets] of [
      ["03/2021 – present", "Berlin, Germany", "Senior Product Designer", "Zalando SE", ["Lead designer for checkout and payments; conversion up 4.1% after the one-page", "checkout redesign for web and app."]],
      ["09/2018 – 02/2021", "Berlin, Germany", "Product Designer", "N26", ["Designed the onboarding and identity-verification flows in 24 markets.", "Ran 60+ usability tests and set up the research repository."]],
      ["05/2016 – 08/2018", "Hamburg, Germany", "UX/UI Designer", "Jimdo GmbH", ["Redesigned the website editor's mobile experience; built the first icon library."]],
    ] as const) {
      y += 18;
      out.push(...words(dates, 36, y, 9), ...words(title, 183, y, 10));
      y += 11;
      out.push(...words(town, 36, y, 9), ...words(firm, 183, y, 10));
      for (const b of bullets) out.push(...words(b, 194, (y += 12), 9));
    }
    out.push(...words("Education", 36, (y += 22), 12));
    out.push(...words("10/2012 – 03/2016", 36, (y += 18), 9), ...words("B.A. Communication Design", 183, y, 10));
    out.push(...words("Hamburg, Germany", 36, (y += 11), 9), ...words("HAW Hamburg", 183, y, 10));
    return out;
  };

  it("is no column of the page: each date and town stays beside its title and employer", () => {
    const { text, columns } = layoutDocument([page(items())]);
    expect(columns).toBe(1);
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect(p.positions.map((x) => [x.title, x.company, x.location, x.start])).toEqual([
      ["Senior Product Designer", "Zalando SE", "Berlin, Germany", "2021-03"],
      ["Product Designer", "N26", "Berlin, Germany", "2018-09"],
      ["UX/UI Designer", "Jimdo GmbH", "Hamburg, Germany", "2016-05"],
    ]);
    expect(p.education.map((e) => [e.degree, e.institution])).toEqual([["B.A. Communication Design", "HAW Hamburg"]]);
  });
});

describe("layoutDocument: a short sidebar page (a Zety look without labels)", () => {
  it("is read column by column although it fills less than a fifth of the page, and the contact lines stay apart", () => {
    const items: TextItem[] = [
      ...words("Megan", 10, 31.5, 18), ...words("Work History", 209, 31.5, 12),
      ...words("Thibodeaux", 10, 54.7, 18), ...words("2019-08 - Current", 209, 54.7, 9.5), ...words("5th Grade Teacher", 303, 54.7, 10),
      ...words("Westdale Heights Academic Magnet, Baton Rouge, LA", 303, 62.2, 10),
      ...words("Teach ELA and social studies to 52 students in two sections.", 314, 75, 9),
      ...words("Contact", 10, 80.2, 10.5),
      ...words("Baton Rouge, LA 70808", 10, 92.2, 9), ...words("2015-08 - 2019-05", 209, 92.2, 9.5), ...words("3rd Grade Teacher", 303, 92.2, 10),
      ...words("225-555-0187", 10, 103.5, 9), ...words("Highland Elementary School, Baton Rouge, LA", 303, 103.5, 10),
      ...words("mthibodeaux@icloud.com", 10, 116.2, 9), ...words("Self-contained classroom of 24; introduced guided reading", 314, 116.2, 9),
      ...words("groups.", 314, 127.5, 9),
      ...words("Skills", 10, 135.7, 10.5),
      ...words("Differentiated instruction", 10, 149.2, 9),
      ...words("Classroom management", 10, 159.7, 9),
      ...words("Guided reading", 10, 170.2, 9),
    ];
    const { text, columns } = layoutDocument([page(items)]);
    expect(columns).toBe(2);
    expect(text).toContain("Baton Rouge, LA 70808\n225-555-0187\nmthibodeaux@icloud.com");
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect(p.contact).toMatchObject({ name: "Megan Thibodeaux", phone: "225-555-0187", location: "Baton Rouge, LA 70808" });
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([["5th Grade Teacher", "Westdale Heights Academic Magnet"], ["3rd Grade Teacher", "Highland Elementary School"]]);
  });
});

describe("layoutDocument: a right sidebar on page 1, and page 2 going on with the main column", () => {
  // Page 1: jobs in a main column at x 40, a sidebar from x 400 (contact, skills, languages). Page 2: the last job.
  const pageOne = (): TextItem[] => {
    const main: [string, number][] = [
      ["EMPLOYMENT HISTORY", 12],
      ["02/2022 – Present Marketing Manager", 10],
      ["Pebble & Pine, Manchester", 10],
      ["• Lead a team of five covering lifecycle email and paid social.", 9],
      ["• Rebuilt the onboarding journey in Braze.", 9],
      ["05/2018 – 01/2022 Digital Marketing Executive", 10],
      ["Northern Rail Holidays, Leeds", 10],
      ["• Managed Google Ads campaigns with a large budget.", 9],
      ["• Launched the first SEO content programme.", 9],
      ["09/2015 – 04/2018 Marketing Executive", 10],
      ["Bramble Books, Manchester", 10],
      ["• Wrote weekly newsletters to 80,000 subscribers.", 9],
    ];
    const side = ["CONTACT", "aisha.karim@hey.com", "+44 7700 900461", "SKILLS", "SEO", "Copywriting", "LANGUAGES", "English — Native", "HOBBIES", "Ceramics", "Podcasts"];
    return [...main.flatMap(([t, size], k) => words(t, 40, 60 + 16 * k, size)), ...side.flatMap((t, k) => words(t, 400, 66 + 13 * k, 9))];
  };
  const lastJob = ["06/2014 – 08/2015 Marketing Assistant", "Salford Arts Theatre, Salford", "• Produced print and social assets for 30 productions."];

  it("reads page 2 after page 1's main column and before its sidebar, so the last job stays under Employment History", () => {
    const second = lastJob.flatMap((t, k) => words(t, 40, 60 + 16 * k, 10));
    const { text, columns } = layoutDocument([page(pageOne()), page(second)]);
    expect(columns).toBe(2);
    expect(text.indexOf("Salford Arts Theatre")).toBeLessThan(text.indexOf("CONTACT"));
    expect(text.indexOf("Bramble Books")).toBeLessThan(text.indexOf("Salford Arts Theatre"));
    const p = parseProfile(text, { asOf: "2026-11-28" });
    expect(p.positions.map((x) => x.title)).toEqual(["Marketing Manager", "Digital Marketing Executive", "Marketing Executive", "Marketing Assistant"]);
  });

  it("guards: a page 2 written across the whole width follows the sidebar, as before", () => {
    const second = [...words("PROJECTS", 40, 60, 12), ...words("A long line of text that runs right across the page to the far margin of it", 40, 76, 10)];
    const { text } = layoutDocument([page(pageOne()), page(second)]);
    expect(text.indexOf("Podcasts")).toBeLessThan(text.indexOf("PROJECTS"));
  });
});

describe("layoutDocument: a job's header cell wrapped beside its dates", () => {
  // A main column 300 points wide: the header cell ends where the date cell begins (x 226).
  const header = (first: string, second: string) => [
    ...words("WORK EXPERIENCE", 40, 60, 12),
    ...words(first, 40, 80, 10),
    ...words("Jan 2023 – Present", 226, 80, 10),
    ...words(second, 40, 92, 10),
    ...words("• Lead the platform team of six engineers.", 40, 106, 9),
  ];

  it("goes on in the cell when the next line's first word had no room ('…, Fenwick' over 'Cloud, Dublin')", () => {
    const { text } = layoutDocument([page(header("Staff Platform Engineer, Fenwick", "Cloud, Dublin"))]);
    expect(text).toContain("Staff Platform Engineer, Fenwick Cloud, Dublin\tJan 2023 – Present");
  });

  it("guards: a title that left room for the next line's first word stays over its employer's line", () => {
    const { text } = layoutDocument([page(header("Platform Engineer, Team Lead", "Fenwick, Dublin"))]);
    expect(text).toContain("Platform Engineer, Team Lead\tJan 2023 – Present\nFenwick, Dublin");
  });
});

describe("withCapsApplied: Word's All caps (review 53)", () => {
  const styles = capsStyles('<w:styles><w:style w:type="paragraph" w:styleId="Title"><w:rPr><w:caps/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Normal"><w:rPr/></w:style></w:styles>');
  it("puts in capitals a run with w:caps and a paragraph of a caps style, entities kept, a run that turns caps off left", () => {
    const xml =
      '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>liam o&apos;sullivan</w:t></w:r></w:p>' +
      '<w:p><w:r><w:rPr><w:b/><w:caps/></w:rPr><w:t xml:space="preserve">wayfair &amp; co</w:t></w:r><w:r><w:t>, Boston</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:rPr><w:caps w:val="0"/></w:rPr><w:t>small</w:t></w:r></w:p>';
    expect(wordXmlToText(withCapsApplied(xml, styles))).toBe("LIAM O'SULLIVAN\nWAYFAIR & CO, Boston\nsmall");
  });
  it("guards: a document without caps is returned as it is", () => {
    const xml = "<w:p><w:r><w:t>hubspot</w:t></w:r></w:p>";
    expect(withCapsApplied(xml, new Set())).toBe(xml);
  });
});

describe("layoutDocument: a line that ends on a joining word (review 51)", () => {
  it("goes on with the next line ('University of' over 'Washington'); a short line of its own stays", () => {
    const items: TextItem[] = [
      ...words("EDUCATION", 40, 60, 12),
      ...words("B.S. Informatics", 40, 78, 10, "bold"),
      ...words("University of", 40, 90, 10),
      ...words("Washington", 40, 102, 10),
      ...words("2014 – 2018", 40, 114, 10),
      ...words("Relevant coursework in human-computer interaction", 40, 126, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("B.S. Informatics\nUniversity of Washington\n2014 – 2018");
  });
});

describe("layoutDocument: a skills table's name cell wrapped beside its level (review 51)", () => {
  it("goes on in the cell ('Medication therapy⇥Expert' over 'management'), and the rows stay one list", () => {
    const items: TextItem[] = [
      ...words("SKILLS", 40, 60, 12),
      ...words("Medication therapy", 40, 78, 10),
      ...words("Expert", 160, 78, 10),
      ...words("management", 40, 90, 10),
      ...words("Anticoagulation", 40, 104, 10),
      ...words("Expert", 160, 104, 10),
      ...words("Pharmacology", 40, 118, 10),
      ...words("Advanced", 160, 118, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("Medication therapy management\tExpert\nAnticoagulation\tExpert\nPharmacology\tAdvanced");
  });
});

describe("decodeText: a classic Mac OS text file", () => {
  const bytes = (s: string, map: Record<string, number>) => Uint8Array.from([...s].map((c) => map[c] ?? c.charCodeAt(0)));
  const text = "René Côté\rClaims Adjuster – GEICO\r";

  it("reads Mac Roman bytes when its line ends are CR alone", () => {
    const decoded = decodeText(bytes(text, { é: 0x8e, ô: 0x99, "–": 0xd0 }));
    expect(decoded.text).toContain("René Côté");
    expect(decoded.text).toContain("Claims Adjuster – GEICO");
  });

  it("but Windows-1252 bytes with CR line ends stay Windows-1252", () => {
    const decoded = decodeText(bytes(text, { é: 0xe9, ô: 0xf4, "–": 0x96 }));
    expect(decoded.text).toContain("René Côté");
    expect(decoded.encoding).toBe("windows-1252");
  });
});

describe("layoutDocument: labelled rows", () => {
  it("keep a 'Certifications:' row apart from the long row above it, which would otherwise seem to wrap onto it", () => {
    const items: TextItem[] = [
      ...words("SKILLS & CERTIFICATIONS", 36, 139, 10),
      ...words("Technical: Python (pandas), SQL, Tableau, Excel (pivot tables, VLOOKUP), Arena simulation, SAP (basic)", 36, 157, 10),
      ...words("Certifications: Lean Six Sigma Yellow Belt (2025); Tableau Desktop Specialist (2026)", 36, 170, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("SAP (basic)\nCertifications: Lean Six Sigma");
  });
});

describe("layoutDocument: columns", () => {
  // A sidebar (x 40-200) beside a main column (x 240-570), baselines that do not line up, a full-width header.
  function twoColumnPage() {
    const items: TextItem[] = [...words("Alex Example", 40, 60, 24), ...words("alex@example.com Berlin Germany", 40, 90, 9)];
    const side = ["SKILLS", "TypeScript and Node.js", "PostgreSQL databases", "Kubernetes clusters", "LANGUAGES", "German native", "English fluent"];
    side.forEach((line, i) => items.push(...words(line, 40, 140 + i * 17, 9)));
    const main = [
      "EXPERIENCE",
      "Staff Engineer at Example Systems since 2020",
      "Led the payments platform team of eight people",
      "Cut the checkout latency by forty percent overall",
      "Senior Engineer at Sample Labs from 2016 to 2020",
      "Built the data pipeline for the billing reports",
      "EDUCATION",
      "MSc Computer Science Technical University",
    ];
    main.forEach((line, i) => items.push(...words(line, 240, 146 + i * 14, 10)));
    return page(items);
  }

  it("reads a two-column page column by column, never interleaving lines", () => {
    const { text, columns } = layoutDocument([twoColumnPage()]);
    expect(columns).toBe(2);
    const lines = text.split("\n");
    // No line mixes sidebar and main text.
    for (const line of lines) expect(line.includes("Kubernetes") && line.includes("Engineer"), line).toBe(false);
    const order = ["Alex Example", "SKILLS", "Kubernetes clusters", "English fluent", "EXPERIENCE", "Staff Engineer", "EDUCATION"];
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  // Canva's layout: the dates of each job in a sidebar at the height of its title ("2022" over "PRESENT"), and, with
  // `sidebar`, skills lower down in the sidebar beside the main column's later sections (a real second column).
  function canvaPage(sidebar: boolean) {
    const items: TextItem[] = [...words("Lena Brightwater", 40, 50, 22)];
    const side: [string, number][] = [["2022", 150], ["PRESENT", 163], ["2019 2022", 220], ["JUN 2016", 290], ["AUG 2016", 303]];
    if (sidebar) side.push(["SKILLS", 380], ["SEO and SEM campaigns", 397], ["HubSpot automation", 414], ["Google Analytics 4", 431], ["Copywriting for the web", 448], ["Loyola University Chicago", 480], ["2013 – 2017", 493]);
    for (const [line, y] of side) items.push(...words(line, 40, y, 9));
    const main: [string, number][] = [["WORK EXPERIENCE", 120], ["Marketing Manager", 150], ["Sprout Social · Chicago, IL", 163], ["Own lifecycle and product marketing for agencies", 176], ["Digital Marketing Specialist", 220], ["Groupon · Chicago, IL", 233], ["Ran paid search budgets of a million dollars", 246], ["Marketing Intern", 290], ["Goose Island Beer Co. · Chicago, IL", 303], ["Supported event marketing for the block parties", 316]];
    if (sidebar) main.push(["CERTIFICATIONS", 372], ["HubSpot Inbound Marketing Certification", 389], ["Google Ads Search Certification", 406], ["Meta Certified Digital Marketing Associate", 423], ["INTERESTS", 442], ["Food photography and the Chicago Marathon", 459]);
    for (const [line, y] of main) items.push(...words(line, 240, y, 10));
    return page(items);
  }

  it.each([false, true])("gives each job the dates a sidebar holds at its height (Canva; sidebar text below: %s)", (sidebar) => {
    const { text, columns } = layoutDocument([canvaPage(sidebar)]);
    expect(columns).toBe(sidebar ? 2 : 1);
    const profile = parseProfile(text, { asOf: "2026-11-26" });
    expect(profile.positions.map((p) => `${p.title} | ${p.start} – ${p.end ?? "Present"}`)).toEqual(["Marketing Manager | 2022 – Present", "Digital Marketing Specialist | 2019 – 2022", "Marketing Intern | 2016-06 – 2016-08"]);
    // A school's years in the sidebar stay with the school.
    if (sidebar) expect(text.split("\n").indexOf("2013 – 2017")).toBe(text.split("\n").indexOf("Loyola University Chicago") + 1);
  });

  it("keeps a date column beside its entries on the same line (moderncv), and counts one column", () => {
    const items: TextItem[] = [];
    const entries = [
      ["2021 – present", "Staff Engineer, Example Systems – Berlin"],
      ["2016 – 2021", "Senior Engineer, Sample Labs – Hamburg"],
      ["2012 – 2016", "Engineer, Demo GmbH – Munich"],
      ["2010 – 2012", "Intern, Test AG – Cologne"],
    ];
    let y = 100;
    for (const [date, title] of entries) {
      items.push(...words(date!, 60, y, 10), ...words(title!, 180, y, 10));
      items.push(...words("Built and ran services used by millions of people every single day", 180, y + 13, 10));
      items.push(...words("Mentored engineers and improved the review process for the team", 180, y + 26, 10));
      y += 60;
    }
    const { text, columns } = layoutDocument([page(items)]);
    expect(columns).toBe(1);
    for (const [date, title] of entries) expect(text).toContain(`${date}\t${title}`);
  });

  it("keeps places and dates set right of the entries in a smaller font, a point and a half lower, on their rows", () => {
    // HTML builders' flex rows (Awesome-CV's style): employer ⇥ place, then title ⇥ dates, the right part in 9 pt.
    const items: TextItem[] = [];
    const entries = [
      ["Zillow Group", "Seattle, WA", "Senior Data Scientist", "Mar 2021 - Present"],
      ["Expedia Group", "Bellevue, WA", "Data Scientist", "Jun 2017 - Feb 2021"],
      ["Allen Institute for AI", "Seattle, WA", "Research Intern", "May 2016 - Aug 2016"],
      ["Whitman College", "Walla Walla, WA", "Teaching Assistant", "Sep 2013 - May 2015"],
    ];
    let y = 100;
    for (const [employer, place, title, dates] of entries) {
      items.push(...words(employer!, 56, y, 10.5), ...words(place!, 540 - place!.length * 4.5, y + 1.5, 9));
      items.push(...words(title!, 56, y + 14, 9), ...words(dates!, 540 - dates!.length * 4.25, y + 15.5, 8.5));
      items.push(...words("Built the models and the pipelines that priced every listing in the company", 64, y + 28, 9));
      y += 50;
    }
    const { text, columns } = layoutDocument([page(items)]);
    expect(columns).toBe(1);
    for (const [employer, place, title, dates] of entries) {
      expect(text).toContain(`${employer}\t${place}`);
      expect(text).toContain(`${title}\t${dates}`);
    }
  });

  it("counts three columns when a page has three independent ones", () => {
    const items: TextItem[] = [];
    for (let c = 0; c < 3; c++) {
      for (let i = 0; i < 12; i++) items.push(...words(`column${c} line number ${i} text`, 40 + c * 190, 80 + i * (13 + c * 2), 9));
    }
    const { text, columns } = layoutDocument([page(items)]);
    expect(columns).toBe(3);
    expect(text.indexOf("column0 line number 11")).toBeLessThan(text.indexOf("column1 line number 0"));
    expect(text.indexOf("column1 line number 11")).toBeLessThan(text.indexOf("column2 line number 0"));
  });
});

describe("layoutDocument: lines and paragraphs", () => {
  it("joins wrapped lines of a paragraph and keeps headings and paragraph breaks", () => {
    const items = [
      ...words("SUMMARY", 50, 80, 12),
      // A paragraph set in 50-560: the first word of each next line would not have fitted.
      ...words("Engineer with ten years of experience in building reliable distributed systems for", 50, 100),
      ...words("payments and logistics companies across Europe.", 50, 113),
      ...words("EXPERIENCE", 50, 150, 12),
      ...words("• Designed the event pipeline that processes every order of the company in real", 50, 170),
      ...words("time, with exactly-once delivery.", 58, 183),
      ...words("• Hired and mentored six engineers.", 50, 196),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toBe(
      [
        "SUMMARY",
        "Engineer with ten years of experience in building reliable distributed systems for payments and logistics companies across Europe.",
        "",
        "EXPERIENCE",
        "• Designed the event pipeline that processes every order of the company in real time, with exactly-once delivery.",
        "• Hired and mentored six engineers.",
      ].join("\n"),
    );
  });

  it("builds words from glyph-by-glyph items and spaces from gaps", () => {
    const glyphs: TextItem[] = [];
    let x = 50;
    for (const ch of "Kubernetes expert") {
      if (ch === " ") {
        x += 3;
        continue;
      }
      glyphs.push({ str: ch, x, y: 100, w: 5, size: 10, font: "f1" });
      x += 5;
    }
    glyphs.push(...words("and more text so that the page holds enough characters to be read", 50, 120));
    expect(layoutDocument([page(glyphs)]).text.split("\n")[0]).toBe("Kubernetes expert");
  });

  it("puts a tab between fields far apart on a line (a title and its dates)", () => {
    const items = [...words("Senior Engineer, Example Systems", 50, 100), ...words("Jan 2020 – Present", 470, 100)];
    items.push(...words("and a second line long enough to make this a realistic block of text", 50, 114));
    expect(layoutDocument([page(items)]).text.split("\n")[0]).toBe("Senior Engineer, Example Systems\tJan 2020 – Present");
  });

  it("drops running footers and page numbers repeated on every page", () => {
    const body = (n: number) => [
      ...words(`Page ${n} body text about engineering work and other things worth reading`, 50, 100),
      ...words(`Alex Example – ${n}/2`, 260, 770, 8),
    ];
    const { text } = layoutDocument([page(body(1)), page(body(2))]);
    expect(text).not.toContain("Alex Example –");
    expect(text).toContain("Page 2 body text");
  });

  it("keeps a page header printed the same on every page once, at the top (the name and contact of a Word header)", () => {
    const body = (n: number) => [
      ...words("Ethan Caldwell", 50, 30, 12),
      ...words("ethan@example.com · (512) 555-0182 · Austin, TX", 50, 46),
      ...words(`Body text of page ${n} about engineering work and other things worth reading`, 50, 200),
    ];
    const { text } = layoutDocument([page(body(1)), page(body(2))]);
    expect(text.startsWith("Ethan Caldwell\nethan@example.com · (512) 555-0182 · Austin, TX")).toBe(true);
    expect(text.split("ethan@example.com")).toHaveLength(2);
    expect(text.split("Ethan Caldwell")).toHaveLength(2);
  });

  it("drops a later page's header that repeats the name and e-mail in another form", () => {
    const first = [...words("Marcus Delaney", 50, 30, 14), ...words("Westerville, OH · marcus@example.com", 50, 50), ...words("Operations Manager May 2012 – Aug 2016 and more words here", 50, 700)];
    const second = [...words("Marcus Delaney", 50, 30), ...words("marcus@example.com", 400, 30), ...words("DHL Supply Chain · Columbus, OH and the rest of the entry text", 50, 100)];
    const { text } = layoutDocument([page(first), page(second)]);
    expect(text.split("marcus@example.com")).toHaveLength(2);
    expect(text).toContain("Operations Manager May 2012 – Aug 2016 and more words here\n");
  });

  it("drops private-use icon glyphs and keeps real text", () => {
    const items = [{ str: "\uF0E0", x: 50, y: 100, w: 8, size: 10, font: "icons" }, ...words("alex@example.com", 62, 100)];
    items.push(...words("more words so the document is not considered empty at all by anyone", 50, 120));
    expect(layoutDocument([page(items)]).text.startsWith("alex@example.com")).toBe(true);
  });
});

describe("joinWrapped: hyphens at line ends", () => {
  const vocabulary = (words: string[]) => {
    const map = new Map<string, number>();
    for (const w of words) map.set(w, (map.get(w) ?? 0) + 1);
    return map;
  };
  it("keeps a capitalised compound a line end broke at its hyphen, without a space ('Urbana-' / 'Champaign')", () => {
    expect(joinWrapped("University of Illinois Urbana-", "Champaign", vocabulary([]))).toBe("University of Illinois Urbana-Champaign");
    expect(joinWrapped("Senior Manager –", "Operations", vocabulary([]))).toBe("Senior Manager – Operations");
  });
  it("mends a word broken by a line-break hyphen", () => {
    expect(joinWrapped("top 5% of sub-", "missions)", vocabulary([]))).toBe("top 5% of submissions)");
    expect(joinWrapped("Hopeful nov-", "elist by night", vocabulary([]))).toBe("Hopeful novelist by night");
  });
  it("keeps the hyphen of a compound", () => {
    expect(joinWrapped("a self-", "supervised model", vocabulary([]))).toBe("a self-supervised model");
    expect(joinWrapped("community-", "driven work", vocabulary(["driven", "driven"]))).toBe("community-driven work");
    expect(joinWrapped("real-", "time", vocabulary(["real-time"]))).toBe("real-time");
  });
  it("prefers the document's own spelling", () => {
    expect(joinWrapped("data-", "base", vocabulary(["database"]))).toBe("database");
  });
  it("joins with a space otherwise", () => {
    expect(joinWrapped("built with", "TypeScript", vocabulary([]))).toBe("built with TypeScript");
    expect(joinWrapped("2019 -", "present", vocabulary([]))).toBe("2019 - present");
  });
});

describe("text decoding and clean-up", () => {
  const resume = "Zoë Müller – Ingénieure\nCompétences: C++, Python\n";
  it("decodes UTF-8 with and without a byte-order mark", () => {
    expect(decodeText(new Uint8Array(Buffer.from(resume))).text).toBe(resume);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(resume)]))).toMatchObject({ text: resume, encoding: "utf-8" });
  });
  it("decodes UTF-16 with a byte-order mark, both byte orders, and without one", () => {
    const le = Buffer.from(resume, "utf16le");
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...le]))).toMatchObject({ text: resume, encoding: "utf-16le" });
    const be = Buffer.from(le).swap16();
    expect(decodeText(new Uint8Array([0xfe, 0xff, ...be]))).toMatchObject({ text: resume, encoding: "utf-16be" });
    expect(decodeText(new Uint8Array(le))).toMatchObject({ text: resume, encoding: "utf-16le" });
  });
  it("falls back to Windows-1252 for old 8-bit text", () => {
    const cp1252 = new Uint8Array([...Buffer.from("Caf"), 0xe9, 0x20, 0x93, ...Buffer.from("quoted"), 0x94, 0x20, 0x96, 0x20, 0x80, 0x35]);
    expect(decodeText(cp1252)).toMatchObject({ text: "Café “quoted” – €5", encoding: "windows-1252" });
  });
  it("refuses binary bytes", () => {
    expect(() => decodeText(new Uint8Array([0x41, 0x00, 0x42, 0x01, 0x02, 0x03, 0xff, 0x00, 0x10]))).toThrow(/not-text/u);
    expect(() => decodeText(new Uint8Array([0xc3, 0x28, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06]))).toThrow(/not-text/u);
  });
  it("normalises line endings, strips control characters but newline and tab, collapses blank lines, trims", () => {
    const messy = "\uFEFF  Name\r\nLine\u0000two\tcolumn\u0007\r\r\n\n\n\nNext\u000Cpage\u202Ehidden \u00ADsoft\u200B  \n\n";
    expect(normalizeText(messy)).toBe("Name\nLinetwo\tcolumn\n\nNext\npagehidden soft");
  });
});

describe("DOCX helpers", () => {
  it("turns mammoth's HTML into lines: paragraphs, headings, list items, table cells", () => {
    const html =
      "<h1>Ana Lima</h1><p>Engineer &amp; writer</p><table><tr><td><p>Skills</p><p>Go</p></td><td><h2>Experience</h2><ul><li>Built &lt;things&gt;</li><li>Led a team</li></ul></td></tr></table><ol><li>First</li><li>Second</li></ol>";
    expect(htmlToText(html)).toBe("Ana Lima\n\nEngineer & writer\n\nSkills\nGo\n\nExperience\n\n• Built <things>\n• Led a team\n\n1. First\n2. Second");
  });
  it("puts a job's dates from the right cell of its row on the job's first line, and leaves a one-line label's value alone", () => {
    const row = (left: string[], right: string) => `<tr><td>${left.map((l) => `<p>${l}</p>`).join("")}</td><td><p>${right}</p></td></tr>`;
    const html = `<table>${row(["Analyst", "Acme Corp", "• Built reports"], "Jan 2020 – Present")}${row(["Dates"], "01/2019 – Present")}${row(["Skills", "Go"], "SQL, Python")}</table>`;
    expect(htmlToText(html)).toBe("Analyst\tJan 2020 – Present\nAcme Corp\n• Built reports\nDates\n01/2019 – Present\nSkills\nGo\nSQL, Python\n");
  });
  it("drops a footnote's or an endnote's mark and keeps the notes under a Notes heading (review 17's U4)", () => {
    // mammoth's HTML of a DOCX with one footnote and one endnote.
    const html =
      '<p>Senior Environmental Scientist, Jacobs<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>, Sacramento, CA\tFeb 2018 – Present</p>' +
      '<p>B.S., Environmental Science, UC Davis<sup><a href="#endnote-1" id="endnote-ref-1">[1]</a></sup>\t2008 – 2012</p>' +
      '<ol><li id="footnote-1"><p>Jacobs acquired CH2M HILL in December 2017. <a href="#footnote-ref-1">↑</a></p></li></ol>' +
      '<ol><li id="endnote-1"><p>With honours. <a href="#endnote-ref-1">↑</a></p></li></ol>';
    expect(htmlToText(withNotesApart(html))).toBe(
      "Senior Environmental Scientist, Jacobs, Sacramento, CA\tFeb 2018 – Present\nB.S., Environmental Science, UC Davis\t2008 – 2012\nNotes\nJacobs acquired CH2M HILL in December 2017.\nWith honours.",
    );
    const profile = parseProfile(htmlToText(withNotesApart(html)).replace("Senior", "Experience\nSenior").replace("B.S.", "Education\nB.S."), { asOf: "2026-11-26" });
    expect(profile.education).toHaveLength(1);
    expect(profile.positions.map((p) => p.company)).toEqual(["Jacobs"]);
  });
  it("reads the paragraphs of a header part", () => {
    const xml =
      '<w:hdr><w:p><w:r><w:t>Ana Lima</w:t></w:r></w:p><w:p><w:r><w:t xml:space="preserve">ana@example.com </w:t></w:r><w:r><w:tab/><w:t>+1 555 0100</w:t></w:r></w:p></w:hdr>';
    expect(wordXmlToText(xml)).toBe("Ana Lima\nana@example.com \t+1 555 0100");
  });
});

describe("DOCX text boxes and placeholders", () => {
  const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
  it("reads each box once, though Word writes it as a shape and as its fallback", () => {
    const box = `<w:txbxContent>${p("Contact")}${p("Boston, MA")}</w:txbxContent>`;
    expect(textBoxes(`<w:body>${p("Name")}<mc:Choice>${box}</mc:Choice><mc:Fallback>${box}</mc:Fallback></w:body>`)).toEqual(["Contact\nBoston, MA"]);
  });

  it("reads nothing from boxes or controls that are never closed", () => {
    expect(textBoxes("<w:txbxContent>".repeat(50) + p("Text"))).toEqual([]);
    expect(placeholders("<w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent>".repeat(50))).toEqual([]);
  });

  it("reads only the controls that still show their placeholder", () => {
    const control = (text: string, shown: boolean) => `<w:sdt><w:sdtPr>${shown ? "<w:showingPlcHdr/>" : ""}</w:sdtPr><w:sdtContent>${p(text)}</w:sdtContent></w:sdt>`;
    expect(placeholders(control("Degree Title", true) + control("B.S., Biology", false))).toEqual(["Degree Title"]);
  });
});

describe("a résumé pasted from an e-mail reply", () => {
  it("loses the quote marks when most lines carry one, and keeps a lone '>' line otherwise", () => {
    const quoted = "> MARCUS BELL\n> Joliet, IL | (815) 555-0199\n>\n> EXPERIENCE\n>\n> Shift Lead\n>> Target, Joliet, IL | March 2016 - April 2020\n> - Ran a shift\n";
    expect(decodeText(new TextEncoder().encode(quoted)).text).toBe("MARCUS BELL\nJoliet, IL | (815) 555-0199\n\nEXPERIENCE\n\nShift Lead\nTarget, Joliet, IL | March 2016 - April 2020\n- Ran a shift\n");
    const one = "Ann Lee\nSKILLS\n> 10 years of SQL\nExcel\nPython\nTableau\nR\n";
    expect(decodeText(new TextEncoder().encode(one)).text).toBe(one);
  });
});

describe("quoted-printable text", () => {
  it("decodes an e-mail body saved without its transfer decoding", () => {
    const body = "Payroll Specialist, H-E-B, San Antonio, TX\nMarch 2018 =E2=80=93 Present\n=E2=80=A2 Ran payroll for 4,000 staff =\nacross 30 stores.\n";
    expect(decodeQuotedPrintable(body)).toBe("Payroll Specialist, H-E-B, San Antonio, TX\nMarch 2018 – Present\n• Ran payroll for 4,000 staff across 30 stores.\n");
  });
  it("joins a line cut at 76 characters by a soft break", () => {
    const line = "San Antonio, TX 78209 | (210) 555-0193 | rosa.delgado77@yahoo.com | linkedi=\nn.com/in/rosa\n";
    expect(decodeQuotedPrintable(line)).toBe("San Antonio, TX 78209 | (210) 555-0193 | rosa.delgado77@yahoo.com | linkedin.com/in/rosa\n");
  });
  it("reads a long run of escaped bytes that are no UTF-8 without failing", () => {
    const body = `Content-Transfer-Encoding: quoted-printable\n${"=E9".repeat(300_000)}\n`;
    expect(decodeQuotedPrintable(body)?.length).toBe("Content-Transfer-Encoding: quoted-printable\n".length + 300_001);
  });
  it("leaves ordinary text alone", () => {
    expect(decodeQuotedPrintable("x=AB and y=CD, z=EF\nSalary =\n")).toBeNull();
    expect(decodeQuotedPrintable("Revenue = 2 x cost\n")).toBeNull();
  });
});

describe("a Word table with the employer merged down over its roles (review 21's F37)", () => {
  it("repeats the merged employer over each role, and puts each role's dates beside its title", () => {
    const html =
      '<table><tr><td rowspan="2"><p><strong>Harborview Medical Group</strong></p><p>Seattle, WA</p></td><td><p><strong>Practice Manager</strong></p><p>• Run the front office.</p></td><td><p>Jan 2021 – Present</p></td></tr>' +
      "<tr><td><p><strong>Assistant Practice Manager</strong></p><p>• Scheduled 30 staff.</p></td><td><p>Apr 2018 – Dec 2020</p></td></tr>" +
      "<tr><td><p>Cascade Dental Care</p><p>Tacoma, WA</p></td><td><p>Front Desk Coordinator</p><p>• Managed the schedule.</p></td><td><p>Sep 2012 – May 2016</p></td></tr></table>";
    const text = htmlToText(html).trim();
    expect(text).toBe(
      "Harborview Medical Group\nSeattle, WA\nPractice Manager\tJan 2021 – Present\n• Run the front office.\nHarborview Medical Group\nAssistant Practice Manager\tApr 2018 – Dec 2020\n• Scheduled 30 staff.\nCascade Dental Care\nTacoma, WA\nFront Desk Coordinator\tSep 2012 – May 2016\n• Managed the schedule.",
    );
    const p = parseProfile(`Marisol Reyes\n\nEXPERIENCE\n${text}`, { asOf: "2026-11-27" });
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end])).toEqual([
      ["Practice Manager", "Harborview Medical Group", "2021-01", "Present"],
      ["Assistant Practice Manager", "Harborview Medical Group", "2018-04", "2020-12"],
      ["Front Desk Coordinator", "Cascade Dental Care", "2012-09", "2016-05"],
    ]);
  });
});


describe("layoutDocument: a right-aligned contact block beside a tall name (review 28's R10)", () => {
  const items = (phoneX: number) => [
    ...words("Ellie Marsh", 40, 110, 22),
    ...words("Squamish, BC", 500, 104, 9),
    ...words("+1 604 555 0127", phoneX, 116, 9),
    ...words("Adventure Programs Manager", 40, 128, 10),
    ...words("ellie@example.com", 470, 128, 9),
  ];

  it("keeps the town and the phone on lines of their own: both overlap the name's height, but they share their width", () => {
    const { text } = layoutDocument([page(items(484))]);
    expect(text).not.toMatch(/0127[^\S\n]*Squamish|BC[^\S\n]*\+1/);
    const p = parseProfile(text, { asOf: "2026-11-27" });
    expect(p.contact.phone).toBe("+1 604 555 0127");
    expect(p.contact.location).toBe("Squamish, BC");
  });

  it("guards: a glyph drawn twice on its own baseline for bold stays one line", () => {
    const bold = [...words("Ellie Marsh", 40, 110, 22), ...words("Ellie Marsh", 40.4, 110, 22), ...words("Engineer", 40, 140, 10)];
    const { text } = layoutDocument([page(bold)]);
    expect(text.split("\n").filter((l) => /Ellie/.test(l))).toHaveLength(1);
  });
});

describe("layoutDocument: two bdjobs.com tables on a one-column page (review 30's R18)", () => {
  // Academic Qualification and Training Summary, as bdjobs.com's CV sets them: header rows "Exam Title⇥Concentration/
  // Major⇥Institute⇥Result⇥Pas.Year Duration" and "Training Title⇥Topic⇥Institute⇥Country⇥Location Year Duration".
  const cells: [number, number, number, number, string][] = [
  [51.0, 156.3, 114.5, 11.0, "Academic Qualification:"],
  [81.2, 176.6, 44.7, 9.5, "Exam Title"],
  [169.2, 176.6, 87.0, 9.5, "Concentration/Major"],
  [316.3, 176.6, 34.3, 9.5, "Institute"],
  [416.0, 176.6, 25.8, 9.5, "Result"],
  [463.0, 176.6, 35.6, 9.5, "Pas.Year"],
  [503.8, 176.6, 36.9, 9.5, "Duration"],
  [65.3, 200.6, 76.4, 9.5, "B.Sc in Electrical &"],
  [59.7, 213.3, 87.8, 9.5, "Electronic Engineering"],
  [168.9, 200.6, 87.5, 9.5, "Electrical & Electronic"],
  [189.5, 213.3, 46.4, 9.5, "Engineering"],
  [293.2, 194.6, 80.7, 9.5, "Khulna University of"],
  [282.0, 206.6, 103.0, 9.5, "Engineering & Technology"],
  [317.7, 219.3, 31.6, 9.5, "(KUET)"],
  [407.0, 200.6, 43.7, 9.5, "CGPA:3.41"],
  [414.1, 213.3, 29.5, 9.5, "out of 4"],
  [471.3, 206.6, 19.0, 9.5, "2014"],
  [508.3, 206.6, 28.0, 9.5, "4 Years"],
  [94.3, 243.3, 18.5, 9.5, "HSC"],
  [197.9, 243.3, 29.5, 9.5, "Science"],
  [294.2, 243.3, 78.5, 9.5, "Notre Dame College"],
  [402.9, 236.6, 51.9, 9.5, "GPA:5.00 out"],
  [421.4, 249.3, 15.0, 9.5, "of 5"],
  [471.3, 243.3, 19.0, 9.5, "2009"],
  [508.3, 243.3, 28.0, 9.5, "2 Years"],
  [95.1, 272.6, 16.9, 9.5, "SSC"],
  [197.9, 272.6, 29.5, 9.5, "Science"],
  [280.7, 266.6, 105.6, 9.5, "Motijheel Govt. Boys' High"],
  [320.3, 279.3, 26.4, 9.5, "School"],
  [402.9, 266.6, 51.9, 9.5, "GPA:5.00 out"],
  [421.4, 279.3, 15.0, 9.5, "of 5"],
  [471.3, 272.6, 19.0, 9.5, "2007"],
  [508.3, 272.6, 28.0, 9.5, "2 Years"],
  [51.0, 304.8, 93.5, 11.0, "Training Summary:"],
  [71.7, 325.1, 56.2, 9.5, "Training Title"],
  [196.2, 325.1, 22.3, 9.5, "Topic"],
  [309.3, 325.1, 34.3, 9.5, "Institute"],
  [393.9, 325.1, 34.3, 9.5, "Country"],
  [438.5, 325.1, 35.9, 9.5, "Location"],
  [479.6, 325.1, 19.0, 9.5, "Year"],
  [503.8, 325.1, 36.9, 9.5, "Duration"],
  [64.5, 343.1, 70.6, 9.5, "SPPA-T3000 DCS"],
  [80.8, 355.1, 38.0, 9.5, "Operation"],
  [170.0, 349.1, 74.9, 9.5, "Power plant control"],
  [302.6, 349.1, 47.7, 9.5, "Siemens AG"],
  [393.4, 349.1, 35.3, 9.5, "Germany"],
  [439.3, 349.1, 34.3, 9.5, "Erlangen"],
  [479.6, 349.1, 19.0, 9.5, "2019"],
  [506.3, 349.1, 32.0, 9.5, "3 Weeks"],
  ];
  const items: TextItem[] = cells.map(([x, y, w, size, str]) => ({ str, x, y, w, size, font: "f1" }));

  it("reads the tables across, not as two page columns split between their cells", () => {
    const { text, columns } = layoutDocument([page(items)]);
    expect(columns).toBe(1);
    expect(text).toContain("Siemens AG\tGermany");
    expect(text).toMatch(/B\.Sc in Electrical &\tElectrical & Electronic\tKhulna University/);
  });
});

describe("layoutDocument: a job's line after the section's longest bullet (review 35's F6)", () => {
  const lines = (next: string) =>
    layoutDocument([
      page([
        ...words("EXPERIENCE", 40, 100, 10),
        ...words("Senior Accountant, Ledger LLP, 2020 - Present", 40, 115, 10),
        ...words("- Prepared financial statements and tax returns using Excel and QuickBooks", 40, 128, 10),
        ...words(next, 40, 141, 10),
        ...words("- Reconciled accounts in SAP", 40, 154, 10),
      ]),
    ]).text.split("\n");

  it("opens the next entry when it is dated at its end, as the text and Word copies read it", () => {
    expect(lines("Staff Accountant, Balance Co, 2018 - 2019")).toContain("Staff Accountant, Balance Co, 2018 - 2019");
  });

  it("guards: a bullet's wrapped words go on the bullet's line", () => {
    expect(lines("reconciliations, 2018 - 2019")).toContain("- Prepared financial statements and tax returns using Excel and QuickBooks reconciliations, 2018 - 2019");
  });
});

describe("layoutDocument: a skills grid's rows", () => {
  it("keep a labelled row apart from the labelled row above it, which would otherwise seem to wrap onto it", () => {
    const items: TextItem[] = [
      ...words("SKILLS", 36, 139, 10),
      ...words("Clinical: IV therapy, Wound care, Telemetry, Phlebotomy, Medication administration, Patient education", 36, 157, 10),
      ...words("Systems: Epic, Cerner, Pyxis", 36, 170, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("Patient education\nSystems: Epic");
  });
});

describe("layoutDocument: a narrow column's broken lines (review 51)", () => {
  it("joins a date range a gutter broke after its connector ('Jan 2022 to' over 'Present')", () => {
    const items: TextItem[] = [
      ...words("EXPERIENCE", 36, 120, 10),
      ...words("Jan 2022 to", 36, 140, 10),
      ...words("Senior Data Scientist", 140, 140, 10),
      ...words("Present", 36, 153, 10),
      ...words("Hudson & Vine Retail", 140, 153, 10),
      ...words("02/2019 to", 36, 180, 10),
      ...words("Data Scientist", 140, 180, 10),
      ...words("12/2021", 36, 193, 10),
      ...words("Meridian Streaming", 140, 193, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("Jan 2022 to Present\tSenior Data Scientist");
    expect(text).toContain("02/2019 to 12/2021\tData Scientist");
  });

  it("joins a month alone over its year and range, on two or three lines of the gutter", () => {
    const items: TextItem[] = [
      ...words("EMPLOYMENT HISTORY", 36, 120, 10),
      ...words("November", 36, 140, 10),
      ...words("Senior Internal Auditor", 140, 140, 10),
      ...words("2021 – Present", 36, 153, 10),
      ...words("Potomac Energy Corp.", 140, 153, 10),
      ...words("September", 36, 180, 10),
      ...words("Audit Associate", 140, 180, 10),
      ...words("2018 – June", 36, 193, 10),
      ...words("KPMG", 140, 193, 10),
      ...words("2019", 36, 206, 10),
    ];
    const { text } = layoutDocument([page(items)]);
    expect(text).toContain("November 2021 – Present\tSenior Internal Auditor");
    expect(text).toContain("September 2018 – June 2019\tAudit Associate");
  });

  it("joins an e-mail address and a link broken at the column's edge without a space", () => {
    expect(joinWrapped("daniel.kim.dev@gmail.c", "om", new Map())).toBe("daniel.kim.dev@gmail.com");
    expect(joinWrapped("GitHub: github.com/dkim-", "fe", new Map())).toBe("GitHub: github.com/dkim-fe");
    // A whole address and the next line's word stay apart.
    expect(joinWrapped("Write to jane@example.com", "or call", new Map())).toBe("Write to jane@example.com or call");
  });

  it("joins a profile's handle broken at the column's edge, the rest alone on the next line (review 51)", () => {
    expect(joinWrapped("linkedin.com/in/thomasbecker", "cpa", new Map())).toBe("linkedin.com/in/thomasbeckercpa");
    // Guards: more on the line, or more words after, stay apart.
    expect(joinWrapped("LinkedIn: linkedin.com/in/jane", "doe", new Map())).toBe("LinkedIn: linkedin.com/in/jane doe");
    expect(joinWrapped("github.com/jane", "and more", new Map())).toBe("github.com/jane and more");
  });
});

describe("layoutDocument: letter-spacing (review 65)", () => {
  it("guards: a spaced name alone in its item keeps its spaces (its word break is lost), and short words with spaces after them stay words", () => {
    const items: TextItem[] = [
      { str: "J A N E D O E", x: 50, y: 50, w: 154, size: 24 },
    ];
    let x = 50;
    for (const str of ["I", "am", "a", "to", "be", "in", "it"]) {
      items.push({ str, x, y: 100, w: str.length * 5, size: 10, spaceAfter: true });
      x += str.length * 5 + 3;
    }
    const { text } = layoutDocument([page(items)]);
    expect(text.split("\n")[0]).toBe("J A N E D O E");
    expect(text).toContain("I am a to be in it");
  });
});
