// Curated soft skills: the canonical name (the way résumés most often write it) and the many other ways it is
// written. Matching is on whole words, case-insensitive; modifiers such as "excellent" or "strong" need no entry
// because the core words match on their own. Hand-written from general résumé usage, O*NET skills and work styles
// and the ESCO transversal skills; not copied from any labelled résumé.

export type CuratedSoftSkill = { name: string; aliases: string[]; category?: "soft" | "other" };

/**
 * Soft skills come in families: one concept ("Communication") written in several ways that a reader keeps apart
 * ("effective communicator", "communicate clearly"). Each variant is a skill named the way résumés write it, and
 * points to its family (the first variant) so that reports and benchmarks can treat the family as one skill.
 * One line per variant: "Name | alias | alias ..." (the name is an alias too); families separated by blank lines.
 */
export const SOFT_FAMILIES = `
Communication | communication skills | communication skill | communications | communications skills | communication abilities | effective communication | good communication | strong communication | excellent communication | communicative | communication and interpersonal
Communicator | effective communicator | excellent communicator | good communicator | strong communicator | confident communicator
Communicate | communicate effectively | communicates effectively | communicating effectively | communicate clearly | communicate well | communicating | communicated
Written communication | written communications | writing skills | written skills | business writing
Verbal communication | verbal communications | oral communication | oral communications | verbal skills | oral skills

Interpersonal skills | interpersonal | interpersonal skill | interpersonal abilities | inter personal skills | inter-personal skills | interpersonal relationships | interpersonal communication
People skills | people skills

Leadership | leadership skills | leadership skill | leadership qualities | leadership ability | leadership abilities | team leadership | lead by example | leading by example | leadership experience
Leader | natural leader | strong leader | effective leader | born leader
Leading teams | lead teams | leading teams | lead a team | leading a team | led a team | led teams | team leading

Teamwork | team work | team working | team-work | team collaboration | collaboration skills | collaborative | work in a team | work well in a team | working in a team | work as a team | work in team | working in teams | ability to work in a team | work well with others | works well with others | work well as part of a team | works well as part of a team | work well as a team | works well in a team | working well in a team | works well in teams | work well in teams
Team player | team-player | good team player | great team player | strong team player
Team spirit | team ethics | team ethic
Team oriented | team-oriented | team orientated

Team building | team-building | building teams
Team builder | build teams | team builder

Team management | managing teams | manage teams | managed a team | managed teams | managing a team
People management | people manager
Staff management | staff supervision

Problem solving | problem-solving | problem solving skills | problem-solving skills | solve problems | solving problems | complex problem solving | creative problem solving
Problem solver | problem-solver | creative problem solver
Solution oriented | solution-oriented | solutions oriented | solutions-oriented

Analytical skills | analytical | analytical skill | analytical thinking | analytical mind | analytical ability | analytical abilities | analytical and problem solving
Analytic | analytic skills | analytic ability

Critical thinking | critical thinker | critical-thinking
Logical thinking | logical reasoning | logical thinker
Strategic thinking | strategic thinker | strategic mindset | strategic vision

Time management | time-management | time management skills | manage time | managing time | manage my time
Prioritization | prioritisation | prioritizing | prioritising | prioritize tasks | organize and prioritize

Organizational skills | organizational | organization skills | organizing skills | well organized | well-organized | highly organized | organizational abilities | organized
Organisational skills | organisational | organisation skills | organising skills | well organised | well-organised | highly organised | organisational abilities | organised

Planning skills | planning and organizing | planning and organising | planning and organization

Multitasking | multi-tasking | multi tasking | multitasker | multi-tasker | multiple priorities | juggle multiple
Multitask | multi-task | multi task | handle multiple tasks | handling multiple tasks | manage multiple tasks

Attention to detail | attention to details | attention for detail | attentive to detail | attention to detail skills
Detail oriented | detail-oriented | details oriented | detail orientated | detail-orientated
Eye for detail | good eye for detail | keen eye for detail | eye for details
Meticulous | meticulousness

Presentation skills | presentation | presentation skill | presenting skills | presentations skills

Public speaking | speaking in public
Public speaker | accomplished speaker | confident speaker

Negotiation | negotiations | negotiation skills | negotiating | negotiating skills | negotiate
Negotiator | skilled negotiator | effective negotiator

Persuasion | persuasive | persuasive skills
Influencing | influencing skills | ability to influence

Conflict resolution | conflict management | resolve conflicts | resolving conflicts | conflict-resolution | mediation skills

Decision making | decision-making | judgment and decision making | judgement
Decision maker | decision-maker
Decisive | decisiveness

Customer service | customer services | customer service skills | client service
Customer care | customer care skills
Customer focus | customer focused | customer-focused | customer oriented | customer-oriented | client focused | client-focused
Customer handling | customer handling skills

Relationship building | relationship-building | building relationships | build relationships | relationship builder | natural relationship builder
Rapport building | build rapport | building rapport
Relationship management | relationship manager skills
Customer relationships | client relationships | customer relations | good relationship
Client interaction | client interactions | customer interaction

Active listening | listening skills
Good listener | active listener

Empathy | empathetic | empathic
Compassion | compassionate
Bedside manner | bedside manner

Emotional intelligence | emotionally intelligent

Patience

Adaptability | adaptable | adapt quickly | adapt to change | adapt to new | adaptive
Flexible | flexibility
Versatile | versatility

Creative | creative thinking | creative thinker | creative mind | creative skills | imaginative
Creativity

Innovative | innovative thinking | innovative thinker
Innovation
Innovator
Forward thinking | forward-thinking | out of the box | outside the box | progressive thinker

Quick learner | quick learning | learn quickly | learns quickly | quick to learn | rapid learner | learning ability | ability to learn
Fast learner | learn fast | fast learning
Eager to learn | willingness to learn | willing to learn | passion for learning | keen learner | continuous learning
Self learner | self-learner | self-taught

Self-motivated | self motivated | selfmotivated | self-motivation | self motivation
Motivated | highly motivated
Self-driven | self driven
Self-starter | self starter

Hard-working | hard working | hardworking | hard worker | hard work
Diligent | industrious | diligence
Smart work | smart working | smart worker

Work ethic | strong work ethic | work ethics | good work ethic | professional ethics

Dedicated | dedication | devoted

Reliable | reliability
Dependable | dependability
Trustworthy | trustworthiness
Sense of responsibility | responsible attitude

Integrity
Honest | honesty
Ethical
Loyal | loyalty
Sincere | sincerity

Punctual | punctuality

Result-oriented | result oriented | result driven | result-driven
Results-oriented | results oriented | results driven | results-driven
Goal-oriented | goal oriented | goals oriented | goal orientated | goals orientated | goal driven
Target-oriented | target oriented | target driven
Achievement-oriented | achievement oriented | performance driven
Career-oriented | career oriented

Proactive | pro-active | pro active
Initiative | take initiative | takes initiative | taking initiative | self-initiative | self initiative
Resourceful | resourcefulness

Positive attitude | can-do attitude | can do attitude | positive thinking | positive thinker | good attitude | positive outlook
Optimistic | optimism
Cheerful | pleasant personality

Confident
Self-confidence | self confidence | self-confident | self confident | confidence
Assertive | assertiveness

Energetic
Enthusiastic | enthusiasm
Passionate

Work under pressure | working under pressure | under pressure | handle pressure | calm under pressure | pressure situations | fast-paced environment | fast paced environment
Stress management | handle stress | stress tolerance

Meeting deadlines | meet deadlines | meets deadlines | tight deadlines | deadline-driven | deadline driven | deadline oriented

Mentoring | mentorship
Mentored
Coaching
Coached

Motivating | motivate others | motivate teams | motivate staff | motivational | motivator | motivating others

Delegation | delegating | delegate tasks

Accountability | accountable

Diplomacy | diplomatic
Tactful | tact
Discretion | discreet

Intercultural | cross-cultural | cross cultural | multicultural | intercultural communication
Cultural awareness | cultural sensitivity | diversity awareness

Consensus building | reach consensus | build consensus | building consensus

Observant | observation skills | observational skills | keen observer
Articulate | well-spoken | well spoken | eloquent
Competent
Efficient
Perseverance | determination | persistent | persistence | tenacious
Work independently | working independently | independent worker | minimal supervision | work with minimal supervision
Professionalism | professional attitude | professional demeanor | professional manner
Bilingual | multilingual | trilingual
Problem resolution | issue resolution | resolve issues | resolving issues
Curious | curiosity | inquisitive
Resilience | resilient
Sense of humor | sense of humour
`;

/**
 * Phrases that show a skill in action ("Led a team of 40 engineers"). Annotators rarely label them as skills, so the
 * learning would leave them to the tagger, which seldom marks them; they are reported wherever they occur, because
 * the analyses tell users to show leadership through what they did rather than claim it as an adjective.
 */
export const EVIDENCE_PHRASES = ["led a team", "led teams", "lead a team", "leading a team", "leading teams", "lead teams", "managed a team", "managed teams", "managing a team"];

// Certifications and similar credentials a résumé names: category "other".
export const OTHER_SKILLS: CuratedSoftSkill[] = [
  { name: "First aid", aliases: ["first aid", "first-aid", "first aider", "first aid certified", "first aid certificate"], category: "other" },
  // "CPR-C" (Canada's level C), not the language C after a hyphen (review 96).
  { name: "CPR", aliases: ["cpr", "cardiopulmonary resuscitation", "cpr certified", "bls certified", "basic life support", "cpr-c", "cpr level c", "cpr-hcp"], category: "other" },
  // A personal trainer's certificate, not the assembler NASM of the programming lists (review 76).
  { name: "NASM-CPT", aliases: ["nasm-cpt", "nasm cpt", "nasm certified personal trainer", "nasm-certified personal trainer", "nasm certified", "nasm certification"], category: "other" },
  // "Mandarin Chinese" is one language, not Mandarin and Chinese.
  { name: "Mandarin", aliases: ["mandarin chinese"], category: "other" },
  { name: "Cantonese", aliases: ["cantonese chinese"], category: "other" },
  // "Welsh speaker (conversational)": the language, written as its speaker (review 86).
  { name: "Welsh", aliases: ["welsh speaker", "welsh-speaking", "welsh language"], category: "other" },
  { name: "Driving licence", aliases: ["driving licence", "driving license", "driver's license", "drivers license", "driver license", "clean driving licence"], category: "other" },
  { name: "PMP", aliases: ["pmp", "project management professional", "pmp certified", "pmp certification"], category: "other" },
  { name: "CCNA", aliases: ["ccna", "cisco certified network associate"], category: "other" },
  { name: "CCNP", aliases: ["ccnp", "cisco certified network professional"], category: "other" },
  { name: "CCIE", aliases: ["ccie", "cisco certified internetwork expert"], category: "other" },
  { name: "MCSE", aliases: ["mcse", "microsoft certified systems engineer"], category: "other" },
  { name: "MCSA", aliases: ["mcsa", "microsoft certified solutions associate"], category: "other" },
  { name: "MCP", aliases: ["microsoft certified professional"], category: "other" },
  { name: "CompTIA A+", aliases: ["comptia a+", "a+ certification", "a+ certified"], category: "other" },
  { name: "CompTIA Network+", aliases: ["comptia network+", "network+"], category: "other" },
  { name: "CompTIA Security+", aliases: ["comptia security+", "security+"], category: "other" },
  { name: "CISSP", aliases: ["cissp", "certified information systems security professional"], category: "other" },
  { name: "CISA", aliases: ["cisa", "certified information systems auditor"], category: "other" },
  { name: "CEH", aliases: ["certified ethical hacker"], category: "other" },
  { name: "CPA", aliases: ["cpa", "certified public accountant"], category: "other" },
  { name: "CFA", aliases: ["cfa", "chartered financial analyst"], category: "other" },
  { name: "ACCA", aliases: ["acca"], category: "other" },
  { name: "CSM", aliases: ["certified scrummaster", "certified scrum master", "csm"], category: "other" },
  { name: "PRINCE2", aliases: ["prince2", "prince 2"], category: "other" },
  // AXELOS's programme-management method and certificate, beside PRINCE2; "MSP" alone is also a managed service provider.
  { name: "Managing Successful Programmes", aliases: ["managing successful programmes", "managing successful programs", "msp practitioner", "msp foundation"], category: "other" },
  { name: "AWS Certified", aliases: ["aws certified", "aws certified solutions architect", "aws certified developer"], category: "other" },
  { name: "OCJP", aliases: ["ocjp", "scjp", "oracle certified java programmer", "sun certified java programmer"], category: "other" },
  { name: "ISTQB", aliases: ["istqb", "istqb certified"], category: "other" },
  // UK road transport's two certificates of professional competence: the operator's and the driver's (review 96).
  { name: "Transport Manager CPC", aliases: ["transport manager cpc", "tm cpc", "cpc for transport managers", "transport manager certificate of professional competence", "certificate of professional competence in road haulage"], category: "other" },
  { name: "Driver CPC", aliases: ["driver cpc", "driver qualification card", "dqc", "driver certificate of professional competence"], category: "other" },
  { name: "RN license", aliases: ["rn license", "registered nurse license"], category: "other" },
];
