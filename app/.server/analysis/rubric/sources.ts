// The sources the rubric's rules rest on, by the keys of ../shared/research/ats-rubric.md ("Sources"), with the titles
// given there. Every finding names its sources through `cite`, so a reader can follow a rule back to its evidence.
import type { RubricFinding } from "~/lib/schemas/analysis";

export type Evidence = RubricFinding["evidence"];

export const SOURCES = {
  GH1: "Greenhouse Support — Unsuccessful resume parse",
  GH2: "Greenhouse Support — Search candidates using Boolean queries",
  LV1: "Lever Help — Understanding resume parsing",
  TL1: "Oracle Taleo Enterprise 22B — Attachment – Permissions and Settings",
  SR1: "SmartRecruiters Help — Upload resume",
  TK1: "Textkernel Tx v10 — Parser Output / Resume Quality",
  TK2: "Textkernel Tx v10 — Getting Started",
  TK4: "Textkernel .NET SDK — ResumeNormalizedSkill, SkillsSettings",
  TK5: "Textkernel Search!&Match! — Scoring",
  SV3: "Sovren/Textkernel parse responses committed to public repos",
  SV4: "Sovren — Constructing a Parseable Job Order",
  RC1: "RChilli docs — Resume Quality",
  DX1: "Mercury KB KA-01555 — CV formatting for the Daxtra parser",
  HA1: "HireAbility — How to craft a resume that speaks to AI parsers",
  RO1: "Roche Careers — Resume Parsing FAQ",
  OR1: "OpenResume parser — group-lines-into-sections.ts",
  ET12: "TheLadders — Keeping an Eye on Recruiter Behavior (2012)",
  ET18: "HR Daily Advisor — Eye-Tracking: Recruiters Average 7.4 Seconds Reviewing a Résumé (2018)",
  RG1: "ResumeGo — Settling the Debate: One or Two Page Resumes (2018)",
  LI1: "LinkedIn overused-buzzword lists (secondary reports)",
  RD1: "ResumeDoctor survey of 160,000 résumés, as reported",
  JS1: "Jobscan — FAQ and Support",
  VM1: "BU Beyond — Understanding your VMock score (2019)",
  WG1: "write-good / proselint prose linters",
  EH1: "Enhancv recruiter interviews (2025, n = 25), as reported",
} as const;

export type SourceKey = keyof typeof SOURCES;

/** "[GH1] Greenhouse Support — Unsuccessful resume parse; [SV3] ...". */
export function cite(...keys: SourceKey[]): string {
  return keys.map((k) => `[${k}] ${SOURCES[k]}`).join("; ");
}
