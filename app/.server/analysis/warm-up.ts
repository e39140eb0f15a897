import { benchmarkFor } from "./benchmark";
import { detailedAnalysis } from "./engines/detailed";
import { gapAnalysis } from "./engines/gap";
import { compareWithJob } from "./engines/job-comparison";
import { careerRoadmap } from "./engines/roadmap";
import { computeMetrics } from "./metrics";
import { parseProfile } from "./profile";

const RESUME = `Jane Example
jane@example.com

EXPERIENCE
Software Engineer, Acme Inc., Jan 2020 - Present
- Built payment APIs in Python and PostgreSQL; led a team of three

EDUCATION
B.Sc. Computer Science, State University, 2015 - 2019

SKILLS
Python, SQL, Docker, communication
`;

/**
 * Runs the parser and every engine once on a small résumé, before the server listens. Their indexes (the knowledge
 * base, the occupation index, the tagger, the catalogues) are built on first use, which had held the first upload's
 * and the first analysis's thread for up to a second each after a start (review 37's F7); at start nobody waits.
 */
export function warmUpEngine(asOf: string) {
  const text = RESUME;
  const profile = parseProfile(text, { asOf });
  computeMetrics(profile, benchmarkFor(profile), { id: "warm-up", resumeId: "warm-up", createdAt: `${asOf}T00:00:00Z`, asOf });
  detailedAnalysis({ profile, text, fileKind: "txt", columns: 1, pages: 1, fileSize: text.length });
  gapAnalysis({ profile });
  compareWithJob({ profile, jobDescription: "Backend Engineer\nRequirements: 3+ years of Python, SQL and AWS." });
  careerRoadmap({ profile, preferences: {}, asOf });
}
