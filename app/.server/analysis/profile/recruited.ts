// A recruiter's résumé names the technologies of the people they hire ("backend roles: Java, Go, Python and Kubernetes
// engineers", "Screened candidates for React and mobile roles"): those are the roles filled, not the recruiter's skills
// (review 50). Only for a recruiter: a developer's "led a team of five Java engineers" tells of Java too.
import type { Position, ProfileSkill } from "~/lib/schemas/profile";

const RECRUITER = /\b(?:recruiter|recruiting (?:manager|lead|partner|coordinator|specialist|consultant)|recruitment (?:consultant|manager|specialist|partner|lead)|sourcer|sourcing specialist|talent acquisition|talent partner|staffing (?:specialist|manager|consultant|coordinator)|headhunter)\b/i;
/** Whom a recruiter fills roles with, after a run of technologies ("Java, Go and Python engineers"). */
const HIRED = /^(?:[\s,/&+-]|\band\b|\bor\b|[\p{L}\p{N}.#+-]+(?=[\s,/&+-]))*?\b(?:engineers?|developers?|roles?|positions?|candidates?|hires?|talent|openings?|requisitions?|reqs?|architects?|scientists?|specialists?|professionals?|teams?)\b/iu;

/** The skills without those a recruiter names only as the roles they fill. */
export function withoutRolesFilled(skills: ProfileSkill[], positions: Position[], text: string, headline: string | null): ProfileSkill[] {
  // The latest role or the headline says so ("Intern hosting, recruiting, and onboarding" among an engineer's duties does not).
  if (!(positions[0] && RECRUITER.test(positions[0].title)) && !(headline && RECRUITER.test(headline))) return skills;
  // The words after a mention up to the clause's end: only skills, joining words and a few modifiers before the noun.
  const hired = (m: ProfileSkill["mentions"][number]) => {
    if (m.section === "skills") return false;
    const rest = text.slice(m.end, m.end + 80).split(/[.;:\n(]/)[0]!;
    const match = HIRED.exec(rest);
    return !!match && match[0].split(/\s+/).filter(Boolean).length <= 8;
  };
  return skills.filter((s) => s.category !== "technical" || !s.mentions.length || !s.mentions.every(hired));
}
