// Cases from the tenth session of 2026-11-26 (reviews 17 and 18): each failed before its change.
import { describe, expect, it } from "vitest";
import { parseProfile } from "~/.server/analysis/profile";

const asOf = "2026-11-26";
const read = (text: string) => parseProfile(text, { asOf });
const jobs = (p: ReturnType<typeof read>) => p.positions.map((x) => [x.title, x.company, x.start, x.current ? "Present" : x.end]);

describe("a seller's market segment goes with the title (review 17's U11)", () => {
  it("'Senior Account Executive, Enterprise – Salesforce, Dallas, TX'", () => {
    const p = read(
      "Brandon Whitlock\n\nSALES EXPERIENCE\nSenior Account Executive, Enterprise – Salesforce, Dallas, TX\tJan 2021 – Present\n• 132% of quota\nAccount Executive, Mid-Market – Oracle NetSuite, Austin, TX\tApr 2017 – Dec 2020\n• Closed 41 deals\n",
    );
    expect(jobs(p)).toEqual([
      ["Senior Account Executive, Enterprise", "Salesforce", "2021-01", "Present"],
      ["Account Executive, Mid-Market", "Oracle NetSuite", "2017-04", "2020-12"],
    ]);
  });

  it("but 'Enterprise' after a title that sells nothing is the employer", () => {
    const p = read("Sam Cole\n\nEXPERIENCE\nManagement Trainee, Enterprise, Dallas, TX\tJun 2019 – May 2021\n• Ran a branch\n");
    expect(jobs(p)).toEqual([["Management Trainee", "Enterprise", "2019-06", "2021-05"]]);
  });
});

describe("education and certificates (review 17's U8, U12, U13)", () => {
  it("a certificate from a technology center under Education is an education entry", () => {
    const p = read(
      "Tyrell Jameson\n\nEXPERIENCE\nAutomotive Technician | Firestone Complete Auto Care, Broken Arrow, OK | 3/19 - 6/21\n- Brakes\n\nEDUCATION\nAutomotive Service Technology Certificate | Tulsa Technology Center | 8/14 - 5/15\nHigh School Diploma | Union High School, Tulsa, OK | 5/14\n\nCERTIFICATIONS\nEPA Section 609 MVAC Certification, 10/17\n",
    );
    expect(p.education.map((e) => [e.degree, e.institution, e.start, e.end])).toEqual([
      ["Automotive Service Technology Certificate", "Tulsa Technology Center", "2014-08", "2015-05"],
      ["High School Diploma", "Union High School", null, "2014-05"],
    ]);
    expect(p.certifications).toEqual(["EPA Section 609 MVAC Certification"]);
  });

  it("an Irish school ('Coláiste') is the Leaving Certificate's institution, not its points", () => {
    const p = read(
      "Aoife Gallagher\n\nEducation\nHigher Certificate in Business (Level 6) – Munster Technological University\n2016 – 2018\nLeaving Certificate – Coláiste Choilm, Ballincollig\n2016 – 485 points (H2 English, H3 Business, H3 Irish, O1 Maths)\n",
    );
    expect(p.education.map((e) => e.institution)).toEqual(["Munster Technological University", "Coláiste Choilm"]);
  });

  it("a certificate with the holder's member number is kept, without the number", () => {
    const p = read(
      "Brian Odhiambo\n\nWork Experience\nSenior Accountant, Twiga Foods Ltd, Nairobi\tJanuary 2021 – Date\n\nEducation Background\n2011 – 2015\tBachelor of Commerce (Accounting Option), University of Nairobi\n\nProfessional Qualifications\n• Certified Public Accountant of Kenya, CPA (K) – KASNEB, 2017; Member No. 21876, ICPAK\n• Certificate in IFRS – ICPAK, 2019\n",
    );
    expect(p.certifications).toEqual(["Certified Public Accountant of Kenya, CPA (K) – KASNEB", "Certificate in IFRS – ICPAK"]);
  });

  it("a certificate's name wrapped before its last word is one certificate; two names one per line stay two", () => {
    const certs = (list: string) => read(`Grace Whitaker\n\nEXPERIENCE\nProject Engineer II, Kimley-Horn, Denver, CO\t08/2020 – Present\n\nLICENSES & CERTIFICATIONS\n${list}`).certifications;
    expect(certs("Professional Engineer (P.E.), Colorado No. 0059123, 2021\nEnvision Sustainability\nProfessional (ENV SP), 2022\nEngineer in Training (EIT), 2016\n")).toEqual([
      "Professional Engineer (P.E.), Colorado No. 0059123",
      "Envision Sustainability Professional (ENV SP)",
      "Engineer in Training (EIT)",
    ]);
    expect(certs("Lean Six Sigma\nProfessional Scrum Master I\n")).toEqual(["Lean Six Sigma", "Professional Scrum Master I"]);
  });
});

describe("a common word as a heading, written like the résumé's other headings (review 16's T5)", () => {
  const cv = (teaching: string) =>
    `Elena Vasquez-Morrow\nstudio@example.com\n\nEducation\n2012\tMFA, Painting, California College of the Arts, San Francisco, CA\n\n${teaching}\n2016–\tLecturer, Studio Art, San Francisco State University, San Francisco, CA\n2013–16\tAdjunct Instructor, Painting & Drawing, California College of the Arts, Oakland, CA\n\nSolo Exhibitions\n2025\tSalt Lines, Anglim/Trimble Gallery, San Francisco, CA\n`;
  it("'Teaching' set apart in title case, as 'Education' and 'Solo Exhibitions' are, heads a section", () => {
    const p = read(cv("Teaching"));
    expect(p.sections.map((s) => s.heading).filter(Boolean)).toEqual(["Education", "Teaching", "Solo Exhibitions"]);
    expect(p.education).toHaveLength(1);
  });
  it("but not when the other headings are in capitals", () => {
    const p = read(cv("Teaching").replace("Education", "EDUCATION").replace("Solo Exhibitions", "SOLO EXHIBITIONS"));
    expect(p.sections.map((s) => s.heading).filter(Boolean)).toEqual(["EDUCATION", "SOLO EXHIBITIONS"]);
  });
});

describe("a solicitor's training contract (review 17's U6, U9)", () => {
  it("a letter-spaced heading of a word no heading has and a core heading's word ('L E G A L E X P E R I E N C E')", () => {
    const p = read(
      "Charlotte Ashworth\n\nL E G A L E X P E R I E N C E\n\nAssociate, Corporate (M&A)\tSeptember 2022 – Present\nAddleshaw Goddard LLP, London\nRun due diligence\n\nE D U C A T I O N\nLLB (Hons) Law – University of Leeds\t2014 – 2017\n",
    );
    expect(p.sections.map((s) => [s.heading, s.kind]).filter(([h]) => h)).toEqual([
      ["LEGAL EXPERIENCE", "experience"],
      ["EDUCATION", "education"],
    ]);
    expect(p.positions).toHaveLength(1);
  });

  it("a seat within the training contract is held at its firm; the line under it is no employer", () => {
    const p = read(
      "Charlotte Ashworth\n\nEXPERIENCE\n\nTrainee Solicitor\tSeptember 2020 – August 2022\nAddleshaw Goddard LLP, Manchester\nCorporate seat\tSep 2020 – Feb 2021\nVerification notes and board minutes for an AIM admission\nCommercial Litigation seat\tMar 2021 – Aug 2021\nDisclosure review in a £12m High Court claim\n",
    );
    expect(jobs(p)).toEqual([
      ["Trainee Solicitor", "Addleshaw Goddard LLP", "2020-09", "2022-08"],
      ["Corporate seat", "Addleshaw Goddard LLP", "2020-09", "2021-02"],
      ["Commercial Litigation seat", "Addleshaw Goddard LLP", "2021-03", "2021-08"],
    ]);
  });
});
