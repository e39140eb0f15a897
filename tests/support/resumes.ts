// Résumés (and the job posting they are compared with) shared by tests: small hand-written ones, and development résumés of ../shared/eval when present.
import { existsSync, readFileSync } from "node:fs";

/** The labelled development résumés (absent in a clone without ../shared beside it). */
export const DEV_RESUMES = new URL("../../../shared/eval/dev/resumes.jsonl", import.meta.url);
/** Development résumés of different fields: software, medical assistant, teacher, sales, marketing. */
export const DEV_FIELD_IDS = ["dotin-train-2", "dotin-train-247", "dotin-train-254", "dotin-train-68", "dotin-train-101"];

/** The development résumés with the given ids, in file order; none when the file is absent. */
export function devResumes(ids: string[]): { id: string; text: string; asOf: string }[] {
  if (!existsSync(DEV_RESUMES)) return [];
  return readFileSync(DEV_RESUMES, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { id: string; text: string; asOf: string })
    .filter((r) => ids.includes(r.id));
}

/** A short, complete résumé: contact, summary, two dated roles with measured bullets, education and skills. */
export const GOOD = `Jordan Lee
jordan.lee@mail.com | +1 617 555 0143 | Boston, MA

Summary
Backend engineer with seven years of experience building payment and data services.

Experience

Senior Software Engineer, Harbor Payments
Mar 2021 – Present
• Built a Python fraud-scoring service handling 3,000 requests per second.
• Cut card-decline disputes by 22% by redesigning the PostgreSQL reconciliation jobs.
• Led a team of 4 engineers through the migration to Kubernetes.

Software Engineer, Northwind Retail
Jun 2018 – Feb 2021
• Developed 12 REST APIs in Python for the inventory platform.
• Reduced nightly batch time from 5 hours to 40 minutes with PostgreSQL indexing.
• Automated deployments with Docker, saving 6 hours of manual work per week.

Education
BSc Computer Science, University of Massachusetts, 2014 – 2018

Skills
Python, PostgreSQL, Docker, Kubernetes
`;

/** A software engineer with two dated roles, education and a skills line: the deeper analyses' test résumé. */
export const SOFTWARE_ENGINEER = `Priya Raman
priya.raman@example.com | (555) 201-3344 | Chicago, IL

SUMMARY
Software engineer with 7 years of experience building web services in Java and Python.

EXPERIENCE
Senior Software Engineer, Northwind Traders — Chicago, IL
March 2019 – Present
• Led a team of 5 engineers building order APIs in Java and Spring Boot, cutting latency by 35%.
• Responsible for the CI/CD pipeline with Jenkins and Docker.
• Migrated 12 services to AWS and Kubernetes.

Software Engineer, Contoso — Evanston, IL
June 2015 – February 2019
• Built reporting dashboards with Python, SQL and PostgreSQL.
• Helped with code reviews and mentoring interns.

EDUCATION
B.S. Computer Science, University of Illinois, 2011 – 2015

SKILLS
Java, Python, Spring Boot, SQL, PostgreSQL, AWS, Docker, Kubernetes, Jenkins, Git, Agile, communication, leadership
`;

/** A backend posting with required and nice-to-have skills, for the job comparison. */
export const BACKEND_JOB = `Senior Backend Engineer
We are hiring a senior backend engineer.
Requirements:
- 5+ years of experience in software development
- Strong Java and Spring Boot
- Experience with AWS and Kubernetes
- Bachelor's degree in Computer Science or related field
Nice to have:
- Kafka
- Go
`;
