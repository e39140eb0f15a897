import { describe, expect, it } from "vitest";
import { parseStructure } from "~/.server/analysis/profile/structure";

const asOf = "2026-11-25";
const edu = (text: string) => parseStructure(text, { asOf }).education.map((e) => [e.degree, e.institution, e.start, e.end]);
const certs = (text: string) => parseStructure(text, { asOf }).certifications;

// The lines come from the review's résumés (/tmp/review, findings F14 and F15), as the text extractors give them.
describe("certifications written several to a line", () => {
  it("splits a line at ' · ' and drops each item's date, a season and a 'renewed' remark included", () => {
    const line = "Chemical Immobilization of Wildlife (Global Wildlife Resources), 2023 · FAA Part 107 Remote Pilot, 2021 · Wilderness First Responder, renewed Spring 2024 · NWCG Wildland Firefighter Type 2 (FFT2), 2019";
    expect(certs(`Tyler Brooks\ntb@gmail.com\n\nCERTIFICATIONS\n\n${line}\n\nSKILLS\n\nR · ArcGIS Pro`)).toEqual([
      "Chemical Immobilization of Wildlife (Global Wildlife Resources)",
      "FAA Part 107 Remote Pilot",
      "Wilderness First Responder",
      "NWCG Wildland Firefighter Type 2 (FFT2)",
    ]);
    expect(certs("Tyler Brooks\n\nCERTIFICATIONS\nWilderness First Responder, renewed Spring 2024\n")).toEqual(["Wilderness First Responder"]);
  });

  it("splits at a semicolon, not inside brackets", () => {
    expect(certs("Additional information\n\nCertificates\nAPICS CPIM – Certified in Planning and Inventory Management (2020); Lean Six Sigma Green Belt (2017)\n")).toEqual([
      "APICS CPIM – Certified in Planning and Inventory Management",
      "Lean Six Sigma Green Belt",
    ]);
    expect(certs("CERTIFICATIONS\nCisco CCNP (Enterprise; Security), 2022\n")).toEqual(["Cisco CCNP (Enterprise; Security)"]);
  });

  it("drops a month.year date whole", () => {
    expect(certs("Skills\nGo, Kotlin\n\nCertificates\nCertified Kubernetes Application Developer (CKAD), 11.2020\nAWS Certified Solutions Architect – Associate, 06.2023\n")).toEqual([
      "Certified Kubernetes Application Developer (CKAD)",
      "AWS Certified Solutions Architect – Associate",
    ]);
  });

  it("splits two certifications a PDF line joined after the first one's year", () => {
    expect(
      certs("Certifications\nCertified Associate in Project Management (CAPM), Project Management Institute, 2022 Google Project Management Professional Certificate, Coursera, 2021\n\nEducation\n"),
    ).toEqual(["Certified Associate in Project Management (CAPM), Project Management Institute", "Google Project Management Professional Certificate, Coursera"]);
  });

  it("stops at a heading it does not know and does not read the talks under it", () => {
    const text = [
      "CERTIFICATIONS AND AFFILIATIONS",
      "Fellow, American College of Healthcare Executives (FACHE) · NACD Directorship Certified · Lean Six Sigma Black Belt (2009)",
      "",
      "SELECTED SPEAKING",
      "“Running a merger while running hospitals,” AHA Leadership Summit, 2022 · “Labor productivity without burnout,” HFMA Annual Conference, 2019",
    ].join("\n");
    expect(certs(text)).toEqual(["Fellow, American College of Healthcare Executives (FACHE)", "NACD Directorship Certified", "Lean Six Sigma Black Belt"]);
  });
});

describe("education entries the review found wrong", () => {
  it("does not take a university followed by its country for a place, and gives a bare degree with an honour its field", () => {
    expect(edu("EDUCATION\nM.S.E., Civil Engineering, University of Michigan, Ann Arbor, MI\t2013\nB.Sc. (First Class Honours), Chemical Engineering, University of Lagos, Nigeria\t2010\n")).toEqual([
      ["M.S.E. in Civil Engineering", "University of Michigan", null, "2013"],
      ["B.Sc. in Chemical Engineering", "University of Lagos", null, "2010"],
    ]);
    // Nor "Karnataka University, India"; and a degree line that names its own school does not take the next line's.
    expect(edu("Jo\n\nEDUCATION\nM.Tech. Visveswariah Technogical University, India.\nB.E. (Electronics and Communication), Karnataka University, India.\n\nSKILLS\nUML")).toEqual([
      ["M.Tech. Visveswariah Technogical University", "", null, null],
      ["B.E. (Electronics and Communication)", "Karnataka University", null, null],
    ]);
  });

  it("reads a school board in a table as the school, not the university of the row above", () => {
    const text = [
      "EDUCATIONAL QUALIFICATION",
      "Qualification          Board/University                     Year    Percentage",
      "B.E. (Computer Sci.)   Anna University, Chennai             2011    78.4%",
      "HSC                    Tamil Nadu State Board               2007    89.2%",
      "SSC                    Tamil Nadu State Board               2005    91.0%",
    ].join("\n");
    expect(edu(text).map(([d, i]) => [d, i])).toEqual([
      ["B.E. (Computer Sci.)", "Anna University"],
      ["HSC", "Tamil Nadu State Board"],
      ["SSC", "Tamil Nadu State Board"],
    ]);
  });

  it("reads the degree on the long line under the school and its expected date", () => {
    const text = [
      "EDUCATION",
      "Georgia Institute of Technology, Atlanta, GA\tExpected May 2027",
      "B.S. in Computer Science (Threads: Intelligence & Information Internetworks) · GPA 3.78/4.00 · Dean’s List (6 semesters)",
      "Relevant coursework: Data Structures & Algorithms, Machine Learning, Database Systems, Computer Networking, Operating Systems",
      "",
      "EXPERIENCE",
    ].join("\n");
    expect(edu(text)).toEqual([["B.S. in Computer Science (Threads: Intelligence & Information Internetworks)", "Georgia Institute of Technology", null, "2027-05"]]);
  });

  it("reads French degrees and schools", () => {
    expect(edu("Education\n\nLicence professionnelle, Web Development — Université Claude Bernard Lyon 1, 2014\nDUT Informatique — IUT Lyon 1, 2013\n\nLanguages\n\nFrench (native)")).toEqual([
      ["Licence professionnelle in Web Development", "Université Claude Bernard Lyon 1", null, "2014"],
      ["DUT Informatique", "IUT Lyon 1", null, "2013"],
    ]);
  });

  it("keeps a field of study that holds a comma, and no separator after the school", () => {
    expect(edu("EDUCATION\n\nB.S., Fish, Wildlife and Conservation Biology, Colorado State University, Fort Collins · 2017\n")).toEqual([
      ["B.S. in Fish, Wildlife and Conservation Biology", "Colorado State University", null, "2017"],
    ]);
    expect(edu("EDUCATION\nMaster of Business Administration, The Wharton School, University of Pennsylvania · 2000\nB.A., Economics, magna cum laude, Dartmouth College · 1996\n")).toEqual([
      ["Master of Business Administration", "The Wharton School, University of Pennsylvania", null, "2000"],
      ["B.A. in Economics", "Dartmouth College", null, "1996"],
    ]);
  });

  it("reads Europass label and value rows", () => {
    const text = [
      "Education and training",
      "",
      "Dates",
      "10/2011 – 06/2013",
      "Title of qualification awarded",
      "Master of Science in Logistics",
      "Principal subjects / occupational skills covered",
      "Supply chain management, operations research, inventory theory, transport economics",
      "Name and type of organisation providing education and training",
      "Wrocław University of Economics and Business",
      "Level in national or international classification",
      "ISCED 7",
      "Dates",
      "10/2008 – 06/2011",
      "Title of qualification awarded",
      "Bachelor of Engineering in Transport",
      "Name and type of organisation providing education and training",
      "Wrocław University of Science and Technology",
      "Level in national or international classification",
      "ISCED 6",
      "",
      "Personal skills and competences",
    ].join("\n");
    expect(edu(text)).toEqual([
      ["Master of Science in Logistics", "Wrocław University of Economics and Business", "2011-10", "2013-06"],
      ["Bachelor of Engineering in Transport", "Wrocław University of Science and Technology", "2008-10", "2011-06"],
    ]);
  });
});

describe("a high school", () => {
  it("is the school when it has a name ('Colonial High School, Orlando, FL - High School Diploma, 2016')", () => {
    const text = "Kayla Whitmore\nkayla@example.com\n\nEducation\nValencia College, Orlando, FL - A.A., General Studies, 2019\nColonial High School, Orlando, FL - High School Diploma, 2016\n";
    expect(edu(text).map(([degree, school]) => `${degree} | ${school}`)).toEqual(["A.A. | Valencia College", "High School Diploma | Colonial High School"]);
  });
});

describe("education and certificates as people write them (review 48)", () => {
  it("reads a GED as the degree, and the end a running programme expects", () => {
    expect(edu("EDUCATION\nGED, Austin Learning Center, Austin, TX, 2010\n")[0]!.slice(0, 2)).toEqual(["GED", "Austin Learning Center"]);
    const running = edu("EDUCATION\nM.S. Computer Science (in progress), Georgia Institute of Technology, Aug 2024 – Present (expected Dec 2026)\nB.S. Computer Science, University of Texas at Austin, 2014\n");
    expect(running[0]!.slice(2)).toEqual(["2024-08", "2026-12"]);
  });

  it("reads certifications known by name under 'Education & Certifications' as certifications", () => {
    const text = "EDUCATION & CERTIFICATIONS\nB.S. Computer Science, University of Texas at Austin, 2014\nAWS Certified Cloud Practitioner, 2022\nProfessional Scrum Master I (PSM I), Scrum.org, 2021\nCompTIA Security+, 2020\n";
    expect(edu(text).map((e) => e[0])).toEqual(["B.S. Computer Science"]);
    expect(certs(text)).toHaveLength(3);
    expect(certs(text).join(" | ")).toMatch(/AWS Certified Cloud Practitioner.*Professional Scrum Master I \(PSM I\).*CompTIA Security\+/);
  });

  it("reads a bootcamp as the programme and its school", () => {
    expect(edu("EDUCATION\nFull-Stack Web Development Bootcamp, General Assembly, 2019\nB.A. History, Boston College, 2016\n").map((e) => e.slice(0, 2))).toEqual([
      ["Full-Stack Web Development Bootcamp", "General Assembly"],
      ["B.A. History", "Boston College"],
    ]);
  });

  it("reads LinkedIn's issuer line under a certificate as its issuer, not another certificate", () => {
    const text =
      "LICENSES & CERTIFICATIONS\nAWS Certified Developer – Associate\nAmazon Web Services · Issued Mar 2022 · Credential ID 7XK2P9QW\nCertified Kubernetes Administrator (CKA)\nThe Linux Foundation · Issued Jan 2023 · Credential ID LF-8b3kq1zz\n";
    expect(certs(text)).toEqual(["AWS Certified Developer – Associate — Amazon Web Services", "Certified Kubernetes Administrator (CKA) — The Linux Foundation"]);
  });
});
