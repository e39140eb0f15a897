import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

// Contact blocks written outside the US: names with accented capitals, phone numbers with country codes and trunk
// prefixes, and addresses whose city comes with a postcode and a street (review of 12 new résumés, F10, F12, F13).
const asOf = "2026-11-25";
const contactOf = (top: string) => parseProfile(`${top}\n\nEXPERIENCE\nAnalyst, Acme Corp\nJan 2020 – Dec 2020\n- Ran reports.\n`, { asOf }).contact;

describe("names that begin with an accented capital", () => {
  it.each(["Åsa Lindqvist", "Émilie Roux", "Łukasz Nowak", "Ólafur Arnarson", "Dr. Émilie Roux"])("reads %s, not the line under it", (line) => {
    const c = contactOf(`${line}\nSenior UX Researcher\nStockholm, Sweden · someone@example.com`);
    expect(c.name).toBe(line.replace(/^Dr\. /, ""));
    expect(c.headline).toBe("Senior UX Researcher");
  });
});

describe("international phone numbers", () => {
  it("reads a French number in pairs and gives no 'No phone number found.' warning", () => {
    const p = parseProfile("Camille Dubois\nLyon, France · +33 6 12 34 56 78 · camille@dubois.dev\n\nEXPERIENCE\nWeb Developer — Agence Nova, Lyon · Sep 2014 – May 2018\n", { asOf });
    expect(p.contact.phone).toBe("+33 6 12 34 56 78");
    expect(p.warnings.map((w) => w.message)).not.toContain("No phone number found.");
  });

  it.each([
    "+49 (0) 30 2847551", // German, trunk zero in brackets
    "+44 (0)20 7946 0958", // British, trunk zero against the area code
    "+61 3 9905 4170", // a one-digit area code
    "+91 9845012345", // Indian mobile in one run
    "+65-93804857", // the "+" kept
    "0044 (0) 1236456789", // "00" for "+"
  ])("reads %s whole, with its country code", (phone) => {
    expect(contactOf(`Jo Smith\nPhone: ${phone} · jo@example.com`).phone).toBe(phone);
  });

  it("reads a number in one run after a label ('Mobile: 9845012345', 'M: 9845012345')", () => {
    expect(contactOf("Ramesh Iyer\nMobile: 9845012345\nE-mail: ramesh@example.com").phone).toBe("9845012345");
    expect(contactOf("Ramesh Iyer\nramesh@example.com\nM: 9845012345").phone).toBe("9845012345");
  });

  it("takes the person's number after a long label ('Cell Phone Number :'), not a referee's further down", () => {
    const p = parseProfile(
      "Jane Wanjiru\nRegistered Nurse\n\nPROFILE\nLanguage : English, Swahili\nEmail : jane@example.com\nCell Phone Number :    +254 723 553 385\n\nEXPERIENCE\nNurse, Kenyatta Hospital\nJan 2015 – Dec 2020\n\nREFEREES\nDr. A. Otieno, Kenyatta University\nCell Phone: 0729 469 970\n",
      { asOf },
    );
    expect(p.contact.phone).toBe("+254 723 553 385");
  });
});

describe("what is not a phone number", () => {
  it.each([
    ["a date range", "03.2019-12.2021 · Berlin"],
    ["a range with the year first", "2016.09-2019.02"],
    ["a year list", "2014 2015 2016"],
    ["a US ZIP+4", "Pittsburgh, PA 15261-3048"],
    ["a P.O. box and a postcode", "P.O. Box 12345 00100, Nairobi"],
    ["a flat number and a PIN code", "Flat No. 1402 560102, Bengaluru"],
    ["a street, house number and postcode", "Boxhagener Str. 41, 10245 Berlin, Germany"],
  ])("skips %s written before the phone", (_, line) => {
    expect(contactOf(`Jo Smith\n${line}\n+33 6 12 34 56 78 · jo@example.com`).phone).toBe("+33 6 12 34 56 78");
  });

  it("finds no phone in a contact block of dates, years and postcodes only", () => {
    expect(contactOf("Jo Smith\n03.2019-12.2021 · 2014 2015 2016 · Pittsburgh, PA 15261-3048 · P.O. Box 12345 00100\njo@example.com").phone).toBeNull();
  });
});

describe("referees' contact details", () => {
  it("does not give a referee's phone or city as the person's", () => {
    const c = contactOf("Novella Abshire\njo@example.com\n\nREFEREES\nMs Jane Roe, Deputy Registrar\nFederal Court of Australia, Perth, WA 6000\nContact details:\n(08) 9268 7116 (work)");
    expect(c.phone).toBeNull();
    expect(c.location).toBeNull();
  });
});

describe("locations", () => {
  // The city with its region or country, not the street, house number or a postcode before the city.
  it.each([
    ["Boxhagener Str. 41, 10245 Berlin, Germany", "Berlin, Germany"],
    ["33 Colchester Avenue, Burlington, VT 05405", "Burlington, VT 05405"],
    ["Address: Flat No. 302, Sai Krupa Apartments, 27th Main, HSR Layout, Bengaluru - 560102, Karnataka", "Bengaluru, Karnataka"],
    ["ul. Legnicka 48/12, 54-202 Wrocław, Poland", "Wrocław, Poland"],
    ["10245 Berlin, Germany", "Berlin, Germany"],
    ["1012 AB Amsterdam, Netherlands", "Amsterdam, Netherlands"],
    ["12 Oxford Street, London, UK", "London, UK"],
    ["Södermalm, Stockholm, Sweden · +46 70 123 45 67 · asa@example.com", "Stockholm, Sweden"],
    ["Rotebühlstraße 88, 70178 Stuttgart, Germany Mobile: +49 160 9381 2274", "Stuttgart, Germany"],
  ])("reads the city of the address %s", (line, place) => {
    expect(contactOf(`Jo Smith\n${line}\njo@example.com`).location).toBe(place);
  });

  it.each(["Wrocław, Poland", "Gdańsk, Poland", "Łódź, Poland", "Århus, Denmark", "Reykjavík, Iceland"])("reads %s, a city with letters beyond Latin-1", (place) => {
    expect(contactOf(`Jo Smith\n${place}\njo@example.com`).location).toBe(place);
  });

  it("reads the city after an e-mail and a link a PDF joined onto its line", () => {
    expect(contactOf("CONTACT\n+65 9123 4567\nmeilin.tan@gmail.com linkedin.com/in/meilintan Tampines, Singapore").location).toBe("Tampines, Singapore");
  });

  it("splits such a city off a job's employer too", () => {
    const p = parseProfile("Jo Smith\njo@example.com\n\nEXPERIENCE\nSupply Chain Analyst, Raben Logistics, Gdańsk, Poland\nJan 2020 – Dec 2022\n- Planned loads.\n", { asOf });
    expect(p.positions[0]).toMatchObject({ company: "Raben Logistics", location: "Gdańsk, Poland" });
  });
});

describe("a sidebar printed before the name", () => {
  const skills = ["Brand strategy", "Consumer insights", "Go-to-market planning", "P&L management", "Media planning", "Shopper marketing", "Nielsen & Kantar data", "Google Analytics 4", "Meta Ads Manager", "Salesforce Marketing Cloud", "Canva & Adobe Photoshop", "Agency management"];
  const sidebar = (email: string) =>
    `CONTACT\n+65 9123 4567\n${email} linkedin.com/in/meilintan Tampines, Singapore\n\nSKILLS\n${skills.map((s) => `• ${s}`).join("\n")}\n\nLANGUAGES\nEnglish – native\nMandarin – fluent\nMalay – conversational\n\nCERTIFICATIONS\nGoogle Ads Search Certification (2022)\nCertified Digital Marketing Professional, Digital Marketing Institute (2019)\n\nINTERESTS\nCommunity running club captain; food photography\n\n`;

  it("takes the name the e-mail spells, past the sidebar, and the headline under it; not a skill bullet", () => {
    const p = parseProfile(`${sidebar("meilin.tan@gmail.com")}MEI LIN TAN\n\nBrand Manager, FMCG\n\nPROFILE\nBrand manager.\n\nEXPERIENCE\nBrand Manager\nUnilever Asia Pte Ltd, Singapore | Jul 2021 – Present\n`, { asOf, columns: 2 });
    expect(p.contact).toMatchObject({ name: "MEI LIN TAN", headline: "Brand Manager, FMCG", location: "Tampines, Singapore" });
  });

  it("gives no name rather than a skill bullet, or a line the e-mail does not spell as a name", () => {
    // "brand.lead" spells the first word of "Brand Strategy" only, and not "Goldman Sachs".
    const p = parseProfile(`${sidebar("brand.lead@example.com")}Brand Strategy\n\nEXPERIENCE\nGoldman Sachs\nAnalyst | Jul 2021 – Present\n`, { asOf, columns: 2 });
    expect(p.contact.name).toBeNull();
  });
});

describe("contact lines the third review found", () => {
  const contact = (lines: string) => parseProfile(`${lines}\n\nExperience\nHR Advisor, Asda Stores Ltd   Mar 2012 – Present\n`, { asOf: "2026-11-26" }).contact;

  it("reads the place of a US address with its country after the ZIP code, and of a British one by its postcode", () => {
    expect(contact("Marcus Whitfield\n1420 Oak Ridge Drive\nHuntsville, AL 35806 US\nmarcus@example.com").location).toBe("Huntsville, AL 35806");
    expect(contact("Eleanor Whitcombe\n14 Cardigan Road, Headingley, Leeds LS6 3AB\neleanor@example.com").location).toBe("Leeds");
  });

  it("takes a personal site from the top, on the e-mail's line or its own, with newer endings ('.design', '.github.io')", () => {
    expect(contact("Naomi Fletcher\nUX Designer · Portland, OR · naomi@example.com · naomifletcher.design").links).toEqual(["naomifletcher.design"]);
    expect(contact("Clara Vidal\nclara.vidal@bluewin.ch\nclaravidal.github.io").links).toEqual(["claravidal.github.io"]);
  });
});

describe("a town alone among the contact items", () => {
  it("is the location when the lists know it, and a word such as 'Mobile' or 'Male' is not", () => {
    expect(contactOf("Jan Novak\nBerlin | jan@example.com | +49 30 1234567").location).toBe("Berlin");
    expect(contactOf("Priya Nair\nCoimbatore - priya@example.com").location).toBe("Coimbatore");
    expect(contactOf("Sam Lee\nMale | sam@example.com\nMobile | +44 7700 900123").location).toBeNull();
    // A fuller place written later wins over a town alone.
    expect(contactOf("Ana Ruiz\nMadrid\nana@example.com · Madrid, Spain").location).toBe("Madrid, Spain");
  });
});

describe("the top of a résumé as people write it (review 46)", () => {
  it.each([
    ["Jane Doe — Senior Data Analyst", "Senior Data Analyst"],
    ["Jane Doe - Senior Data Analyst", "Senior Data Analyst"],
    ["Jane Doe, Senior Data Analyst", "Senior Data Analyst"],
    ["Jane Doe (she/her)", null],
    ["Sam Lee (they/them)", null],
  ])("reads the name on '%s', and its headline", (line, headline) => {
    const c = contactOf(`${line}\njane.doe@example.com | (512) 555-0147 | Austin, TX`);
    expect(c.name).toBe(line.startsWith("Sam") ? "Sam Lee" : "Jane Doe");
    expect(c.headline).toBe(headline);
  });

  it.each([
    ["E: jane.doe@example.com | T: (512) 555-0147 | A: Austin, TX", "Austin, TX"],
    ["Mobile: (512) 555-0147 Email: jane.doe@example.com Location: Austin, TX", "Austin, TX"],
    ["Mobile: (512) 555-0147   Email: jane.doe@example.com   Location: Austin, TX", "Austin, TX"],
    ["jane.doe@example.com | (512) 555-0147 | Austin, TX |", "Austin, TX"],
    ["Remote — based in Lisbon | jane.doe@example.com", "Lisbon"],
    ["San Francisco Bay Area | jane.doe@example.com", "San Francisco Bay Area"],
    ["Greater Boston Area | jane.doe@example.com", "Greater Boston Area"],
    ["Washington, D.C. | jane.doe@example.com", "Washington, D.C."],
  ])("reads the place in '%s'", (line, place) => {
    expect(contactOf(`Jane Doe\nSenior Data Analyst\n${line}`).location).toBe(place);
  });

  it("reads the place on the contact line of a PDF's page footer, read after everything else", () => {
    const text = "Jane Doe\n\nSenior Data Analyst\n\nEXPERIENCE\nAnalyst, Acme Corp\nJan 2020 – Dec 2020\n- Ran reports.\n\nSKILLS\nSQL, Python\n\nAustin, TX | jane.doe@example.com | (512) 555-0147 | github.com/janedoe";
    expect(parseProfile(text, { asOf }).contact).toMatchObject({ name: "Jane Doe", email: "jane.doe@example.com", location: "Austin, TX" });
  });

  it("keeps a Medium profile's '@' and reads a graduate's headline", () => {
    const c = contactOf("Jane Doe\nRecent Statistics Graduate\njane.doe@example.com | medium.com/@janedoe | behance.net/janedoe");
    expect(c.links).toEqual(["medium.com/@janedoe", "behance.net/janedoe"]);
    expect(c.headline).toBe("Recent Statistics Graduate");
  });
});
