// Small hand-written résumés shared by unit tests.

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
