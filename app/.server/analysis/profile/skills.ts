import { ALIAS_FLAGS, knowledge, type KnowledgeSkill, type SkillAlias } from "~/.server/analysis/knowledge";
import type { ProfileSkill, Section, SectionKind, SkillCategory } from "~/lib/schemas/profile";
import { createSkillMatcher, type RawMention } from "./skills-matcher";
import { decodeEmissions, lexiconInfo, tagEmissions, type TaggedSpan, type TaggerModel } from "./skills-tagger";
import { CLIENTS_HEADING, COVER_LETTER, CREDITS_HEADING, foreignHeading, GRANTS_HEADING, headingKind, SIGNATURE, VOLUNTEER_HEADING } from "./sections";
import { normalizeName, type Token } from "./skills-tokenize";
import { monthNumber } from "./dates";
import { cellsOf } from "./text";
import { isRegion } from "./entries";
import { allMatches } from "./regex";

export type SkillExtractor = (text: string, sections: Section[]) => ProfileSkill[];

export type SkillLexiconInput = { skills: KnowledgeSkill[]; aliases: SkillAlias[] };

export type ExtractorOptions = {
  /** Lexicon matches the tagger did not mark are also reported when this says so (besides TRUSTED aliases). */
  keepUntagged?: (alias: SkillAlias, m: RawMention) => boolean;
};

// Words around a skill that do not change which skill it is ("strong Java", "Excel 2010", "knowledge of SQL").
const MODIFIERS = new Set(
  (
    "excellent strong good very basic basics advanced knowledge of in on with and the a an skills skill proficient proficiency " +
    "working expert expertise experience experienced highly effective exceptional outstanding solid sound great ability " +
    "abilities to using use fluent familiar familiarity understanding exposure hands handson practical professional " +
    "level intermediate beginner novice skillful skilful native speaker command conversational written spoken concepts tools tool technologies technology"
  ).split(" "),
);
const VERSION = /^(\d[\d.x+]*[a-z]?|v\d+[\d.]*|xp|vista|nt|[ivx]{1,4})$/;
// A soft skill that names a field of study ("Electronics & Communication Engineering", "Leadership Studies").
const FIELD_OF_STUDY = /^[\s-]*(?:engineering|engg|studies)\b/i;
// Trait adjectives: before a noun they describe that thing ("reliable batch pipelines", "Efficient Inference"),
// not the résumé's owner; before a person ("reliable team player") or a preposition ("passionate about") they do.
const TRAITS = new Set(
  (
    "reliable dependable trustworthy flexible versatile creative innovative motivated diligent dedicated honest ethical " +
    "loyal sincere punctual proactive resourceful optimistic cheerful confident assertive energetic enthusiastic " +
    "passionate tactful discreet observant articulate competent efficient persistent curious resilient adaptable imaginative"
  ).split(" "),
);
const ANALYTICAL_FIELD = /^[^\S\n]+(?:chemist|chemistry|chemists|scientist|scientists|science|sciences|development|characteri[sz]ation|methods?|testing|labs?|laborator(?:y|ies)|services|instruments?|instrumentation|techniques?|R&D|QC|QA|procedures|validation|equipment|balances?|department|division|group|team|support|report(?:s|ing)?|data|results|batches|samples)\b/i;
// "Reliability" on a résumé is a system's ("site reliability", "for reliability and scalability"): five of six uses
// in the dev résumés, and the annotators never label it. Filtered here rather than in the lexicon, where removing
// one alias retrains the tagger and moves hundreds of unrelated predictions.
const SYSTEM_PROPERTY = /^reliability$/i;
const EXTENSION_ALIAS = new Map([["bal", "Ballerina"]]);
/** An acronym of two things, told apart by its line: "EMR" beside AWS, Spark or Hadoop is Amazon EMR, not health records. */
// `unless`: a résumé whose text has the cue elsewhere and not this is read so too (the tools listed apart from the bullet).
const BY_CONTEXT: { written: RegExp; cue: RegExp; name: string; category: SkillCategory; unless?: RegExp }[] = [
  { written: /^EMR$/, cue: /\b(?:AWS|Amazon|Spark|Hadoop|Hive|Presto|S3|Glue|Databricks|EC2|Kafka|MSK)\b/, name: "Amazon EMR", category: "technical" },
  // A colourist's, a photographer's or an editor's colour work, beside their tools; a stylist's is hair colouring (review 61).
  { written: /^colou?r correction$/i, cue: /\b(?:DaVinci|Resolve|Premiere|Final Cut|After Effects|Lightroom|Photoshop|Avid|grading|video|film|photo|editing)\b/i, name: "Color correction", category: "technical", unless: /\b(?:hair|salon|stylist|cosmetolog\w*|barber)\b/i },
  // Redshift the renderer beside 3D tools, not Amazon's data warehouse.
  { written: /^Redshift$/, cue: /\b(?:Cinema 4D|C4D|Houdini|Maya|Blender|Octane|Arnold|V-Ray|3D|render(?:ing)?)\b/i, name: "Redshift (renderer)", category: "technical", unless: /\b(?:AWS|Amazon|Snowflake|BigQuery|SQL|ETL|data warehouse|Glue|S3)\b/i },
];
/**
 * The text before `at` on its line, or null past 300 characters: a label ("Clients:", "Project 1:", a bullet) opens a
 * line, and searching a 90,000-character line back from each of its mentions took seconds.
 */
function lineBefore(text: string, at: number): string | null {
  const from = Math.max(0, at - 300);
  const chunk = text.slice(from, at);
  const nl = chunk.lastIndexOf("\n");
  return nl >= 0 ? chunk.slice(nl + 1) : from === 0 ? chunk : null;
}

/** A line "Selected Clients" (alone) above the mention's line, with no blank line between. */
function underClientsLine(text: string, at: number): boolean {
  const before = lineBefore(text, at);
  if (before === null) return false;
  let end = at - before.length - 1;
  for (let k = 0; k < 6 && end > 0; k++) {
    // A line over 300 characters is no heading.
    const line = lineBefore(text, end);
    if (line === null) return false;
    const start = end - line.length;
    // A blank line or another entry's dated line ends the list.
    if (!line.trim() || /\b(?:19|20)\d\d\b/.test(line)) return false;
    if (CLIENTS_HEADING.test(line)) return true;
    end = start - 1;
  }
  return false;
}
/** Software vendors whose name opens their products' ("SAP Concur", "IBM Maximo"): alone, the name may be a skill. */
const VENDOR = /^(?:SAP|IBM|Microsoft|MS|Adobe|Autodesk|Atlassian|Google|Oracle)$/;
/** A skills row's label written without a colon before its first item ("Languages Go", "Platforms Kubernetes"). */
const BARE_ROW_WORDS = "Languages|Programming Languages|Programming|Machine Learning|Machine learning|Deep Learning|Deep learning|Analytics|Visualization|Visualisation|Platforms|Technical|Frameworks|Tools|Databases|Cloud|Libraries|Testing|DevOps|Infrastructure|Web|Mobile|Backend|Frontend|Technologies|Methodologies|Data|Observability|Delivery|Security|Messaging|Other";
const BARE_ROW_LABEL = new RegExp(`^(?:${BARE_ROW_WORDS})[^\\S\\n]+(?=\\p{Lu}|\\.|\\d)`, "u");
// The labels among them that name no skill of their own ("Databases", "Machine learning" may be one).
const ROW_LABEL_ALONE = /^(?:Programming|Programming Languages|Languages|Platforms|Technical|Tools|Frameworks|Libraries|Technologies|Methodologies|Other)$/;
/** The name of a site a contact line links to. */
const SITE_NAME = /^(?:LinkedIn|GitHub|GitLab|Behance|Dribbble|Kaggle|Medium|Stack Overflow|Twitter|Portfolio|Website)$/;
/** A label of clients or brands served, at the start of the line, before a mention. */
const CLIENTS_LABEL = /^[^\S\n]*(?:[-•*▪◦·][^\S\n]*)?(?:key |selected |notable |major |past )?(?:clients?|customers|brands|accounts)(?: (?:include|served|included))?[^\S\n]*:[^\n]*$/i;
/** The label before a project's name, at the start of its line. */
const PROJECT_NAME_LABEL = /^[^\S\n]*(?:[-•*▪◦·][^\S\n]*)?(?:(?:academic|mini|major|minor|final year|key)[^\S\n]+)?project(?:[^\S\n]*(?:#|no\.?)?[^\S\n]*\d{1,2})?(?:[^\S\n]*(?:name|title))?[^\S\n]*[:–—-][^\S\n]*$/i;
/** How a job was held. */
const EMPLOYMENT_WORD = /^(?:contract|contract[- ]to[- ]hire|contractor|temp|temp[- ]to[- ]hire|temporary|1099|w-?2|c2c|corp[- ]to[- ]corp|full[- ]time|part[- ]time|per[- ]diem|prn|seasonal)$/i;
/** A label inside a job's or a project's entry ("Client: AT&T", "Team Size: 6"). */
const ENTRY_LABEL = /^(?:client|clients|customer|role|roles|duration|environment|team size|team|project|project name|location|designation|company|employer|organization|organisation|position|title|period|via|agency|assignment|end client)$/i;
/** The list after "N years across" or "spanning": industries or kinds of employer, not skills. */
const SECTOR = /^(?:government|healthcare|health care|banking|fintech|retail|hospitality|insurance|telecoms?|telecommunications|pharma(?:ceuticals?)?|automotive|manufacturing|non-?profits?|public sector|financial services|logistics|real estate|energy|utilities)$/i;
const SERVED_BEFORE = /\b(?:in|for|across|serving|within|to)\s+(?:[\w-]+\s+(?:and|&|,)\s+|the\s+)?$/i;
const ACROSS_DOMAINS = /\b(?:years?|decades?|career)\b[^.\n]{0,30}?\b(?:across|spanning)\s+([^.\n;:]+)/gi;
// The head noun of a job title, ending a phrase of two words or more ("Network administrator") or alone ("Engineer").
// "Lead" alone is a soft skill the annotators label ("lead", "leading").
const TITLE_HEAD = /(?:^|\s)(?:(?:rep|reps|representative|manager|engineer|developer|analyst|consultant|specialist|officer|assistant|director|coordinator|administrator|architect|technician|executive|intern|associate)s?|(?<=\S\s+)lead)$/i;
// A vendor's name makes it a product ("Microsoft Test Manager", "Azure Traffic Manager", "Rational Software Architect").
export const PRODUCT_VENDOR = /\b(?:microsoft|ms|azure|aws|amazon|google|meta|facebook|adobe|oracle|ibm|rational|sap|mule|mulesoft|cisco|vmware|salesforce|atlassian|apache|citrix|tivoli|websphere|jboss)\b/i;
const TITLE_LEVEL = /^(?:chief|senior|sr|junior|jr|head|principal|staff|assistant|associate|deputy|lead|vice|executive)\b/i;
/** The level a résumé builder prints after a skill ("Google Ads — Expert", "SQL - Intermediate"). */
const LEVEL_TAIL = /\s[-–—:]\s*(?:beginner|novice|elementary|intermediate|advanced|expert|proficient|skill?ful|experienced|fluent|native|basic|good|very good|excellent)$/i;
// A typing speed after the skill ("Typing 75 wpm", "Typing (60 WPM)"): the measure is no part of its name (review 94).
const SPEED_TAIL = /\s[-–—:(]?\s*\d{2,3}\+?\s*(?:wpm|words per minute)\)?$/i;
/** A certificate's level after a dash ("Security - Specialty", "Solutions Architect – Professional"). */
const CERT_LEVEL = /\s[-–—]\s*(?:specialty|professional|associate|practitioner|foundation|expert|fundamentals)$/i;
const PERSONS = new Set(
  (
    "team player individual person professional worker leader learner employee member candidate colleague teammate " +
    "engineer developer designer analyst manager communicator thinker solver self starter"
  ).split(" "),
);
const TRAIT_NEXT = new Set([..."and or nor about in at with to under for of by when while hard quick fast detail results result goal".split(" "), ...PERSONS]);

/**
 * Builds an extractor over a lexicon and, optionally, a tagger model (the knowledge base's by default; tests and
 * measurement scripts pass their own). Without a tagger every lexicon match counts. Pure and deterministic: skills
 * come out in the order of their first mention, mentions in text order.
 */
export function createSkillExtractor(lexicon: SkillLexiconInput, tagger?: TaggerModel | null, options: ExtractorOptions = {}): SkillExtractor {
  const matcher = createSkillMatcher(lexicon.aliases);
  const lexInfo = lexiconInfo(lexicon);
  const byName = new Map<string, number>();
  lexicon.skills.forEach((s, i) => {
    const k = normalizeName(s.name);
    if (!byName.has(k)) byName.set(k, i);
  });
  // Each alias's skill by its key ("sap concur" → Concur), to tell a vendor's name before its product (below).
  const aliasSkill = new Map<string, number>();
  for (const a of lexicon.aliases) if (!aliasSkill.has(a.key)) aliasSkill.set(a.key, a.skill);

  return (text, sections) => {
    const sectionAt = sectionLookup(sections);
    // The sections a mention may sit in the heading of, each list searched for the one starting last at or before an
    // offset: a heading lies inside its own section, so no earlier one can hold the offset. Scanning every section for
    // every mention made a text of 4,500 one-line sections take seconds (review 37).
    const foreignAt = lastStarting(sections.filter((s) => foreignHeading(s.heading)));
    const volunteerAt = lastStarting(sections.filter((s) => VOLUNTEER_HEADING.test(s.heading)));
    const workHeadingAt = lastStarting(sections.filter((s) => s.kind === "experience" && s.heading));
    // A section of jobs: its first lines hold a date (a list of skills taken for a work section holds none).
    const datedSection = (s: Section) => /\b(?:19|20)\d\d\b/.test(text.slice(s.start + s.heading.length, Math.min(s.end, s.start + s.heading.length + 300)));
    const skillsHeadingAt = lastStarting(sections.filter((s) => s.kind === "skills" && s.heading));
    // The heading in capitals of a section that lists no skills ("DECLARATION", "TRAINING & CERTIFICATES").
    // "Referees" and "Contact" in any case.
    const otherHeadingAt = lastStarting(sections.filter((s) => s.heading && ((s.heading === s.heading.toUpperCase() && (s.kind === "other" || s.kind === "certifications" || s.kind === "interests")) || s.kind === "contact" || s.kind === "references")));
    const matches = matcher.match(text);
    const found: { name: string; category: SkillCategory; start: number; end: number }[] = [];

    if (!tagger) {
      for (const m of matches) {
        const s = lexicon.skills[m.skill]!;
        found.push({ name: s.name, category: s.category, start: m.start, end: m.end });
      }
    } else {
      const doc = tagEmissions(tagger, text, matches, lexInfo);
      const tagged = decodeEmissions(tagger, doc.emissions, doc.tokens.length);
      const rows = completeRows(cutAtSections(splitAtLineBreaks(acrossEntities(tagged, doc.tokens, text), doc.tokens, text), doc.tokens, sections), doc.tokens, text);
      const spans = completeSkillsLists(rows, doc.tokens, text, (offset) => sectionAt(offset) === "skills");
      const covered = new Uint8Array(matches.length);
      let mi = 0;
      for (const whole of spans) {
        const span = { ...whole, last: lastWord(doc.tokens, whole.first, whole.last, text) };
        let start = doc.tokens[span.first]!.start;
        // "Meta Ads Manager — Advanced", "A/B testing — Expert": a builder's level after a dash is no part of the skill.
        const level = LEVEL_TAIL.exec(text.slice(start, doc.tokens[span.last]!.end)) ?? SPEED_TAIL.exec(text.slice(start, withClosingBracket(text, start, doc.tokens[span.last]!.end)));
        if (level && level.index > 0) while (span.last > span.first && doc.tokens[span.last]!.start >= start + level.index) span.last--;
        const end = doc.tokens[span.last]!.end;
        while (mi < matches.length && matches[mi]!.end <= start) mi++;
        const inside: number[] = [];
        for (let k = mi; k < matches.length && matches[k]!.start < end; k++) inside.push(k);
        const canonical = canonicalMatches(doc.tokens, span.first, span.last, inside.map((k) => matches[k]!));
        // "Big Data: Apache Spark, Kafka", "Databases: PostgreSQL": a row's label names the kind of what follows, even
        // when the lexicon knows it as a skill.
        if (canonical && isRowLabel(text, start, end, inside.length ? lexicon.skills[matches[inside[0]!]!.skill]!.category : undefined)) {
          for (const k of inside) covered[k] = 1;
        } else if (canonical) {
          for (const k of inside) {
            covered[k] = 1;
            const m = matches[k]!;
            const s = lexicon.skills[m.skill]!;
            // "TypeScript" / "Cloud" over "AWS, GCP" (a table's cells a line each): a span run from a list's last item
            // into the next row's label keeps the item only.
            if (inside.length > 1 && m.start > start && isRowLabel(text, m.start, m.end, s.category)) continue;
            found.push({ name: s.name, category: s.category, start: m.start, end: m.end });
          }
        } else {
          let surface = cleanSurface(text.slice(start, withClosingBracket(text, start, end)));
          // "Research & testing:   usability testing" (a row's label padded to a column, the tagger's span run over it):
          // the label, at the start of its line, is no part of the first item (review 84).
          const labelled0 = /^[^:\n]{2,40}?:[^\S\n]+(?=\S)/.exec(text.slice(start, end));
          if (labelled0 && /^[^\S\n]*(?:[•·*▪-][^\S\n]*)?[^,;:\n]{0,30}$/.test(text.slice(text.lastIndexOf("\n", start - 1) + 1, start))) {
            start += labelled0[0].length;
            surface = cleanSurface(text.slice(start, withClosingBracket(text, start, end)));
          }
          // A piece cut off a span that holds only a version or a modifier ("(2010)", "Strong") names nothing.
          // A lone letter the lexicon does not name ("P" of "P&L ownership") is no skill; C and R are.
          // A date the tagger marked ("Feb 2022" of "Jul 2019 – Feb 2022") is no skill.
          if (DATE_SURFACE.test(surface) || foreignDate(surface)) continue;
          // "Ведення сторінок" (managing pages) in a Ukrainian job's description: words of another script that no list
          // knows name a skill only in a list of skills ("контент-маркетинг" under "Навички").
          if (/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(surface) && !byName.has(normalizeName(surface)) && !LISTED.has(sectionAt(start) ?? "other")) continue;
          // "în" (in), a Romanian word the tagger marked alone: a short word in small letters that no list knows.
          if (/^\p{Ll}{2,3}$/u.test(surface) && /[^\x00-\x7f]/.test(surface) && !byName.has(normalizeName(surface))) continue;
          // A span across two lines of the contact block ("Orthopaedics" / "Montréal, QC · 514-…"): the headline's end
          // and the town under it are two fields, and neither part is a skill claimed.
          if (text.slice(start, end).includes("\n") && (sectionAt(start) ?? "contact") === "contact") continue;
          // A span from a duty into the next job's dated header ("… write PostgreSQL migrations" over "Server — Olive & Thyme
          // Bistro⇥2019 – 2025") names nothing (review 55).
          if (text.slice(start, end).includes("\n") && /\b(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|present|current)\b/i.test(text.slice(end, (text.indexOf("\n", end) + 1 || text.length + 1) - 1))) continue;
          // "Networking: Software" of "Operating Systems:  Networking:  Software:": a span across a grid's label.
          const labelled = /^([\p{L} ]+):\s/u.exec(surface);
          if (labelled && CATEGORY_LABEL.test(labelled[1]!)) continue;
          // A span across a sentence's end ("once. 6" of "... at once. 6,200+ trips") names nothing.
          if (/\p{Ll}{2}\.\s+\S/u.test(surface)) continue;
          if (!surface || (/^\p{L}$/u.test(surface) && !byName.has(normalizeName(surface))) || onlyModifiers(doc.tokens, span.first, span.last) || isHeading(text, doc.tokens, span.first, span.last) || isRowLabel(text, start, end)) continue;
          // "References available upon request" under a skills list names no skill (review 66).
          if (/\b(?:upon|on) request\b|^references?\b/i.test(surface)) continue;
          // "Driving Data-Informed Decisions", "Brand Storyteller" in a headline under the name: a slogan in capitals that
          // no list knows, among the headline's skills (review 79). Known skills there stay ("SQL | Python | Tableau").
          if ((sectionAt(start) ?? "contact") === "contact" && !byName.has(normalizeName(surface)) && /^(?:\p{Lu}[\p{L}'’-]*\s+){1,5}\p{Lu}[\p{L}'’-]*$/u.test(surface) && /^(?:Driving|Turning|Building|Delivering|Transforming|Empowering|Helping|Creating|Making|Bringing|Connecting|Shaping|Powering|Scaling|Growing|Leading|Inspiring|Bridging|Unlocking)\s|\s(?:Storyteller|Enthusiast|Champion|Advocate|Evangelist|Ninja|Guru|Rockstar)$/u.test(surface)) continue;
          // "Amsterdam" alone (a sidebar's town): a city no list names as a skill is no skill, outside a skills list
          // ("Aurora" under Databases is Amazon's).
          // So is a country or a region ("UAE", "Qatar", "Kenya"; review 89).
          if (sectionAt(start) !== "skills" && /^\p{Lu}[\p{L} .'-]{1,30}$/u.test(surface) && !byName.has(normalizeName(surface)) && (knowledge.isCity(surface) || isRegion(surface))) continue;
          // The tail of a certificate's name ("Advanced Networking - Specialty"): the certificate is listed as one.
          if (CERT_LEVEL.test(surface)) continue;
          // "L management" of "P&L management": a span starting inside a word joined by "&" is a piece of it.
          if (/\p{L}&$/u.test(text.slice(Math.max(0, start - 2), start))) continue;
          // "£2m+ budgets", "CGPA 8.1/10", "grade 1.9": an amount or a grade names no skill (review 52).
          if (!byName.has(normalizeName(surface)) && (/^[£$€]?\d+(?:[.,]\d+)?\s?(?:[kmb]n?|million|billion)?\+?(?:\s|$)/i.test(surface) || /\b(?:c?gpa|grade|percentage|aggregate)\s*:?\s*\d/i.test(surface))) continue;
          // "у Facebook", "și Java": a small word of another language before a name the lists know is no part of it.
          const lead = FOREIGN_LEAD.exec(surface);
          // "enjoys mentoring": the verb that says the writer likes it is no part of the skill.
          const likes = LIKES_LEAD.exec(surface);
          const skip = lead && byName.has(normalizeName(lead[2]!)) ? surface.length - lead[2]!.length : likes ? surface.length - likes[1]!.length : 0;
          // A phrase the lexicon knows under another spelling keeps the lexicon's name.
          const known = byName.get(normalizeName(surface.slice(skip)));
          const s = known !== undefined ? lexicon.skills[known]! : undefined;
          // "StudyBuddy (React, Firebase)", "Personal Website (HTML, CSS)": under Projects, a name no list knows that opens
          // its line before a bracket of tools is the project's, not a skill (review 55).
          // So is what it is, between its name and the bracket ("RecipeBox — recipe sharing site (HTML, CSS, JavaScript)").
          if (!s && sectionAt(start) === "projects" && projectHeader(text, start, end)) continue;
          // "Social Media Manager", "sales rep", "Team Lead": a job title the lexicon does not name is the role held,
          // not a skill. Its field ("Social Media") is the skill when it is a phrase of its own.
          const title = s || PRODUCT_VENDOR.test(surface) ? null : TITLE_HEAD.exec(surface.slice(skip));
          if (title) {
            const field = surface.slice(skip, skip + title.index).trim();
            if (field.split(/\s+/).length < 2 || TITLE_LEVEL.test(field)) continue;
            const fieldKnown = byName.get(normalizeName(field));
            const f = fieldKnown !== undefined ? lexicon.skills[fieldKnown]! : undefined;
            found.push({ name: f?.name ?? field, category: f?.category ?? span.category, start: start + skip, end: start + skip + field.length });
            for (const k of inside) covered[k] = 1;
            continue;
          }
          // "Chichewa (basic)" under Languages: a language no list knows, given with its level, is a language (review 67).
          // So is a language's name in its own script there ("العربية", "粤语"; review 73: they had been technical or soft).
          const spoken = !s && sectionAt(start) === "languages" && ((/^\p{Lu}\p{Ll}+$/u.test(surface) && LANGUAGE_LEVEL_AFTER.test(text.slice(end, end + 40))) || (!/\p{Script=Latin}/u.test(surface) && /\p{L}/u.test(surface) && surface.split(/\s+/).length <= 2));
          found.push({ name: s?.name ?? surface, category: s?.category ?? (spoken ? "other" : span.category), start: start + skip, end });
          for (const k of inside) covered[k] = 1;
        }
      }
      // Lexicon matches the tagger left: kept when trusted (curated, never seen in the labelled résumés).
      matches.forEach((m, k) => {
        if (covered[k]) return;
        const alias = lexicon.aliases[m.alias]!;
        // So is one that opens an item of a skills list ("- Customer service by phone, e-mail and face to face" under
        // "Key Skills"), the phrase its writer led with (review 60).
        // And a certification's own name opening its line under Certifications ("- Cisco Certified Network Associate
        // (CCNA) – CSCO12873401", its credential's number after it; review 59).
        const lineOpen = /^[^\S\n]*(?:[-•*▪◦·][^\S\n]*)?$/.test(lineBefore(text, m.start) ?? "x");
        const opensItem = lineOpen && ((sectionAt(m.start) === "skills" && /^[^\S\n]+\p{Ll}/u.test(text.slice(m.end, m.end + 3))) || (sectionAt(m.start) === "certifications" && /\bcertifi/i.test(text.slice(m.start, m.end))));
        if (!(alias.flags & ALIAS_FLAGS.TRUSTED) && !options.keepUntagged?.(alias, m) && !opensItem) return;
        const s = lexicon.skills[m.skill]!;
        if (isRowLabel(text, m.start, m.end, s.category)) return;
        found.push({ name: s.name, category: s.category, start: m.start, end: m.end });
      });
      found.sort((a, b) => a.start - b.start);
    }
    joinToCompounds(found, text, (surface) => {
      const known = byName.get(normalizeName(surface));
      return known !== undefined ? lexicon.skills[known]!.name : undefined;
    });
    joinUnknownModifiers(found, text, (surface) => byName.has(normalizeName(surface)));
    addCoordinatedModifiers(found, text);
    shareHeadsAndTails(found, text, (surface) => {
      const k = aliasSkill.get(normalizeName(surface)) ?? byName.get(normalizeName(surface));
      return k !== undefined ? lexicon.skills[k]! : undefined;
    });

    const bySkill = new Map<string, ProfileSkill>();
    const lines = lineFacts(text);
    const formWords = (offset: number) => {
      const l = lines.at(offset);
      return l.address || l.europassCells || l.tableHeader || (l.europassRow >= 0 && (offset < l.start + l.europassRow || l.europassRest));
    };
    const domains = allMatches(ACROSS_DOMAINS, text).map((m) => ({ start: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length }));
    // A cover letter before the résumé names the tools the writer hopes to learn, and its reader's department: its
    // words are no skills claimed (review 72).
    const letters = sections.filter((s) => s.heading === COVER_LETTER);
    for (const [i, f] of found.entries()) {
      if (letters.some((s) => f.start >= s.start && f.start < s.end)) continue;
      // A referee's title and hospital ("Head of Critical Care, Moi Teaching and Referral Hospital"), a school
      // certificate's subjects and results ("Subjects: Mathematics, Physical Science", "Accounting⇥C"), and the "QC" of a
      // builder's "QA/QC" (quality control, not HP Quality Center) name no skill of the writer's (review 70).
      if (sectionAt(f.start) === "references") continue;
      // "10+ Years GCC Experience in UAE, Qatar": the Gulf's states, not the compiler (review 89).
      if (/^GCC$/.test(text.slice(f.start, f.end)) && (/^\s*(?:experience|countries|region|markets?|states|nations|nationals?|projects?)\b/i.test(text.slice(f.end, f.end + 20)) || /\b(?:UAE|Qatar|Saudi|KSA|Kuwait|Oman|Bahrain|Gulf|Dubai|Riyadh|Doha|Abu Dhabi)\b/.test(text.slice(Math.max(0, f.start - 80), f.end + 80)))) continue;
      const own = lines.at(f.start).line;
      if (/^[^\S\n]*(?:(?:major |core )?subjects?(?: (?:taken|studied|passed|offered))?|results|grades?)[^\S\n]*[:\t]/i.test(own)) continue;
      if (sectionAt(f.start) === "education" && /^[^\t\n]{2,60}\t[^\S\n]*(?:[A-F][+-]?|A\*|[1-9])[^\S\n]*$/.test(own)) continue;
      if (text.slice(f.start, f.end) === "QC" && text.slice(Math.max(0, f.start - 3), f.start) === "QA/") continue;
      // A language's level ("Polish — Elementary (A2)", LinkedIn's "Native or Bilingual", "JLPT N4"), Europass's grid
      // ("SPEAKING", "WRITING") and the Java of "West Java" are no skills (review 74).
      const said = text.slice(f.start, f.end);
      if (/^(?:Elementary|Pre-Intermediate|Intermediate|Upper-Intermediate|Advanced|Proficient|Fluent|Native|Conversational|Basic|N[1-5]|HSK\s?[1-6]|TOPIK\s?[1-6]|[ABC][12])$/i.test(said) && (sectionAt(f.start) === "languages" || /\b(?:jlpt|hsk|topik)\s*$/i.test(text.slice(Math.max(0, f.start - 12), f.start)) || /[—–:-]\s*$/.test(text.slice(Math.max(0, f.start - 3), f.start)))) continue;
      // ("Bilingual" alone is a claim the annotators count; LinkedIn's "Native or Bilingual" proficiency is a level.)
      if (/^bilingual$/i.test(said) && /\bnative or\s*$/i.test(text.slice(Math.max(0, f.start - 12), f.start))) continue;
      if (/^(?:SPEAKING|WRITING|LISTENING|READING|UNDERSTANDING|SPOKEN INTERACTION|SPOKEN PRODUCTION)$/.test(said)) continue;
      if (said === "Java" && /\b(?:West|East|Central)\s+$/.test(text.slice(Math.max(0, f.start - 8), f.start))) continue;
      // "expense reporting in SAP Concur": the vendor before its product, where the two name the product, is no skill of
      // its own (in a list the whole item gives Concur alone; review 60).
      const next = found[i + 1];
      if (next && VENDOR.test(text.slice(f.start, f.end)) && text.slice(f.end, next.start) === " " && aliasSkill.get(normalizeName(text.slice(f.start, next.end))) === byName.get(normalizeName(next.name)) && byName.get(normalizeName(f.name)) !== byName.get(normalizeName(next.name))) continue;
      // "Languages Go, Python", "Platforms Kubernetes, Nomad" (Awesome-CV's rows, the label in bold with no colon): the
      // row's label is no part of its first skill (review 62).
      const rowLabel = BARE_ROW_LABEL.exec(text.slice(f.start, f.end));
      if (rowLabel && sectionAt(f.start) === "skills" && /^[^\S\n]*$/.test(lineBefore(text, f.start) ?? "x") && text.slice(f.start, f.end) === f.name && /^[^\S\n]*,/.test(text.slice(f.end, f.end + 3))) {
        const rest = text.slice(f.start + rowLabel[0].length, f.end);
        const known = byName.get(normalizeName(rest));
        Object.assign(f, { start: f.start + rowLabel[0].length, name: known !== undefined ? lexicon.skills[known]!.name : rest, category: known !== undefined ? lexicon.skills[known]!.category : f.category });
      }
      // "Programming" of "Programming Python, SQL, R" (the row's label cell read into its items; review 72): the label
      // alone, opening a row of a skills list, is no skill.
      if (sectionAt(f.start) === "skills" && /^[^\S\n]*$/.test(lineBefore(text, f.start) ?? "x") && ROW_LABEL_ALONE.test(text.slice(f.start, f.end)) && /^[^\S\n]+\p{Lu}[^\n]*,/u.test(text.slice(f.end, f.end + 200))) continue;
      // A site's name among the contact items ("(415) 555-0193 | a@example.com | LinkedIn | GitHub | Portfolio"), its
      // address only in the link: no skill.
      if (SITE_NAME.test(text.slice(f.start, f.end)) && lines.at(f.start).line.length <= 200 && /[\w.+-]+@[\w-]+\.\w|\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}/.test(lines.at(f.start).line)) continue;
      // "A/B testing": a letter and a slash before the mention are its first word (review 62: "B testing").
      if (/(?:^|[^\p{L}\p{N}])\p{Lu}\/$/u.test(text.slice(Math.max(0, f.start - 3), f.start)) && /^\p{Lu}[\s-]\p{L}/u.test(text.slice(f.start, f.end)) && text.slice(f.start, f.end) === f.name) {
        const known = byName.get(normalizeName(text.slice(f.start - 2, f.end)));
        Object.assign(f, { start: f.start - 2, name: known !== undefined ? lexicon.skills[known]!.name : text.slice(f.start - 2, f.end) });
      }
      // "Interests: Marathon running, Korean cooking, jazz piano" as a row of a skills section: pastimes, no skills (review 64).
      // (The line looked at within 300 characters before the mention: a 90,000-character line was sliced for each.)
      if (INTERESTS_ROW.test(lineBefore(text, f.start) ?? "")) continue;
      // "Twelve years across marketing tech, restaurant tech, insurance and a children's hospital": the industries worked in.
      if (domains.some((d) => f.start < d.end && f.end > d.start)) continue;
      // "8 years in cloud infrastructure for fintech and government digital services", "clients in banking": the sector
      // served, not a skill (review 54).
      if (SECTOR.test(text.slice(f.start, f.end)) && SERVED_BEFORE.test(text.slice(Math.max(0, f.start - 40), f.start))) continue;
      if (formWords(f.start)) continue;
      // The end of a hyphenated name ("Jenkins" of the employer "Morris-Jenkins", "Bradley …" of "Allen-Bradley …",
      // "Hour Construction" of "OSHA 30-Hour Construction") names nothing; after a skill ("React-Redux") it is one.
      // Only after a name or a number: "x-HTML", "NASM-CPT", "two-photon microscopy" keep theirs.
      const joined = /(?:^|[^\p{L}\p{N}])(\p{Lu}\p{Ll}+|\p{N}+)-$/u.exec(text.slice(Math.max(0, f.start - 30), f.start));
      if (joined && !byName.has(normalizeName(joined[1]!))) continue;
      // "C-level executives", "C-suite", "R-value": a letter joined to a word names a rank or a measure, no language.
      if (/^[A-Z]$/.test(text.slice(f.start, f.end)) && /^-(?:level|suite|section|value|class|band|grade|shift|corp)\b/i.test(text.slice(f.end, f.end + 8))) continue;
      // A file extension used as a language's alias that is also a common abbreviation ("BAL": bronchoalveolar lavage,
      // balance): written alone, it names nothing. Filtered here, not in the lexicon, whose changes retrain the tagger.
      if (EXTENSION_ALIAS.get(text.slice(f.start, f.end).toLowerCase()) === f.name) continue;
      // The kind of a list named by its heading ("Soft" of "Soft Skills") is no skill.
      if (/^(?:soft|hard)$/i.test(f.name)) continue;
      if (f.category === "soft" && FIELD_OF_STUDY.test(text.slice(f.end, f.end + 16))) continue;
      // "Spanish — Reading: Intermediate, Writing: Novice": how well a language is read or written, not the skill.
      if (LANGUAGE_ABILITY.test(text.slice(f.start, f.end)) && (sectionAt(f.start) === "languages" || ABILITY_LEVEL.test(text.slice(f.end, f.end + 24)))) continue;
      // "Maths (C)", "English (B)": a school grade in brackets after a subject, no language C (review 52).
      if (/^[A-G]$/.test(text.slice(f.start, f.end)) && sectionAt(f.start) === "education" && text[f.start - 1] === "(" && /^\*?\)/.test(text.slice(f.end, f.end + 2)) && /\p{L}{3,}\s+$/u.test(text.slice(Math.max(0, f.start - 20), f.start - 1))) continue;
      // "English — C2": a level of the Common European Framework after a language, no skill (review 51).
      if (/^[ABC][12]$/.test(text.slice(f.start, f.end)) && (sectionAt(f.start) === "languages" || /[—–:(-]\s*$/.test(text.slice(Math.max(0, f.start - 4), f.start)))) continue;
      if (f.category === "soft" && (describesAThing(text, f.start, f.end) || SYSTEM_PROPERTY.test(text.slice(f.start, f.end)))) continue;
      // "Analytical Chemist", "analytical development", "analytical characterisation": a laboratory's analysis, not a
      // habit of mind (review 99).
      if (f.category === "soft" && /^analytical$/i.test(text.slice(f.start, f.end)) && ANALYTICAL_FIELD.test(text.slice(f.end, f.end + 30))) continue;
      const context = BY_CONTEXT.find((c) => c.written.test(text.slice(f.start, f.end)) && (c.cue.test(lines.at(f.start).line) || (!!c.unless && c.cue.test(text) && !c.unless.test(text))));
      if (context) Object.assign(f, { name: context.name, category: context.category });
      // "VOLUNTEERING" over its entries: the heading of unpaid roles names no skill (annotators do label headings such
      // as "Leadership" or "PROJECT MANAGEMENT" that are skills).
      const volunteer = volunteerAt(f.start);
      if (volunteer && f.end <= volunteer.start + volunteer.heading.length + 2) continue;
      // Nor does a work heading's own wording no list knows ("Contract Engagements", "Gig Work").
      const work = workHeadingAt(f.start);
      if (work && f.end <= work.start + work.heading.length + 2 && !byName.has(normalizeName(f.name)) && datedSection(work)) continue;
      // "Apr 2021 – Present" over a duty, "Project 1 –" (the alias of MS Project): a date's word and a project's number
      // name no skill (review 59).
      if (/^(?:present|current|till date|to date)$/i.test(text.slice(f.start, f.end)) || (/^project$/i.test(text.slice(f.start, f.end)) && /^[^\S\n]*(?:#|no\.?)?[^\S\n]*\d/i.test(text.slice(f.end, f.end + 6)))) continue;
      // Clients listed under their own heading or after a label ("Clients: Shopify, Zapier") are names (review 61).
      if (CLIENTS_LABEL.test(lineBefore(text, f.start) ?? "") || underClientsLine(text, f.start)) continue;
      // "FY2024", "Q3 2023": a fiscal year or a quarter (review 60).
      if (/^(?:FY|CY)[\s'-]?\d{2,4}$|^[QH][1-4][\s'-]?(?:\d{2}|\d{4})?$/i.test(text.slice(f.start, f.end))) continue;
      // "Project 1: Billing Data Migration", "Project #2 – Order Management": a project's name, no skill (review 59).
      if (PROJECT_NAME_LABEL.test(lineBefore(text, f.start) ?? "")) continue;
      // "(Contract)", "(Contract-to-hire)", "Client:": how a job was held and a label, no skill (review 57).
      if (EMPLOYMENT_WORD.test(text.slice(f.start, f.end)) || (ENTRY_LABEL.test(text.slice(f.start, f.end)) && /^[^\S\n]*:/.test(text.slice(f.end, f.end + 3)))) continue;
      // A skills list's own heading ("Clinical Skills", "LABORATORY TECHNIQUES", "Instrumentation") names the list,
      // not an item of it. A soft skill's name as the heading ("Interpersonal Skills", "Leadership") is one the
      // annotators of the dev résumés label, and stays.
      // A word of the heading the tagger took for a soft skill that no list knows ("Clinical" of "Clinical Skills") goes too.
      // Nor does such a heading, unless the lists know it as a skill (review 52: "DECLARATION" a soft skill).
      const other = !byName.has(normalizeName(f.name)) ? otherHeadingAt(f.start) : undefined;
      if (other && f.start < other.start + other.heading.trimEnd().length) continue;
      const list = f.category === "technical" || !byName.has(normalizeName(f.name)) ? skillsHeadingAt(f.start) : undefined;
      if (list && f.end <= list.start + list.heading.trimEnd().length) continue;
      // A heading in another language ("Vaardigheden", "Competenze"), whole or a word of it ("veščine" of "Znanja in
      // veščine"), or run into the line under it ("RÉTTINDI Hjúkrunarleyfi"): the title of a list, not an item of it.
      const foreign = foreignAt(f.start);
      if (foreign && f.start < foreign.start + foreign.heading.trim().length) continue;
      const key = normalizeName(f.name);
      let entry = bySkill.get(key);
      // A name the lists keep in lower case ("openapi") is shown as the résumé writes it ("OpenAPI").
      const written = text.slice(f.start, f.end);
      const name = f.name === f.name.toLowerCase() && written.toLowerCase() === f.name && written !== f.name ? written : f.name;
      if (!entry) bySkill.set(key, (entry = { name, category: f.category, mentions: [] }));
      entry.mentions.push({ start: f.start, end: f.end, text: text.slice(f.start, f.end), section: sectionAt(f.start) });
    }
    // Words of a paper's or a talk's title ("Lessons in ML Systems — NeurIPS Workshop") are not skills claimed: on the
    // labelled dev résumés none of the 16 skills found only under a publications heading was labelled. A bare
    // "Research" heading may hold research work, so its skills stay. A grant is written like a paper (authors, year,
    // the funded project's title, the funder), so a grants heading is read the same way.
    // A performer's credits name productions and characters ("Salt", "Tomás Rivera"), not skills.
    // "Українська", "Engleză" under a languages heading of another language ("Мови", "Limbi străine"): a language no
    // list names is a language, not a technology.
    for (const skill of bySkill.values())
      if (skill.category === "technical" && skill.mentions.every((m) => sections.some((x) => x.kind === "languages" && foreignHeading(x.heading) && x.start <= m.start && m.start < x.end)) && !byName.has(normalizeName(skill.name))) skill.category = "other";
    // "Profiles" over "twng" / "GitHub" (Reactive Resume): user names and the sites they are on, no skills.
    const titles = sections.filter((s) => (s.kind === "publications" && !/^\W*research\W*$/i.test(s.heading)) || (s.kind === "awards" && GRANTS_HEADING.test(s.heading)) || s.heading === SIGNATURE || CREDITS_HEADING.test(s.heading) || PROFILES_HEADING.test(s.heading));
    const inTitles = (offset: number) => titles.some((s) => s.start <= offset && offset < s.end);
    return [...bySkill.values()].filter((s) => !s.mentions.every((m) => inTitles(m.start)));
  };
}

const PROFILES_HEADING = /^\W*(?:(?:online|social)\s+)?(?:profiles|links|find me online|links and profiles|websites|social links)\W*$/i;

/**
 * "Go-to-market planning", "peer-to-peer networking": a compound of the "X-to-Y" kind is one word, not the skill "Go"
 * beside "market planning". Pieces found inside one are joined into the whole phrase (in place).
 */
function joinToCompounds(found: { name: string; category: SkillCategory; start: number; end: number }[], text: string, knownName: (surface: string) => string | undefined) {
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!;
    const before = /[\p{L}\d]+-to-$/iu.exec(text.slice(Math.max(0, f.start - 24), f.start));
    const after = /^-to-[\p{L}\d]+/iu.exec(text.slice(f.end, f.end + 24));
    if (!before && !after) continue;
    const start = before ? f.start - before[0].length : f.start;
    let end = after ? f.end + after[0].length : f.end;
    // The pieces after it inside the compound or right after it on the line ("market planning").
    let j = i + 1;
    while (j < found.length && found[j]!.start <= end + 1 && !/\n/.test(text.slice(end, found[j]!.start))) end = Math.max(end, found[j++]!.end);
    const surface = text.slice(start, end);
    found.splice(i, j - i, { name: knownName(surface) ?? surface, category: f.category === "soft" && found.slice(i, j).every((x) => x.category === "soft") ? "soft" : "technical", start, end });
  }
}

/**
 * "Parent communication", "Stakeholder communication": a word no list knows, read as a skill of its own just before a
 * soft skill the lists know, is whom that skill serves. The two are one soft skill (in place): "Parent" alone was
 * counted as a technical skill (review 47).
 */
function joinUnknownModifiers(found: { name: string; category: SkillCategory; start: number; end: number }[], text: string, known: (surface: string) => boolean) {
  for (let i = 0; i + 1 < found.length; i++) {
    const f = found[i]!;
    const g = found[i + 1]!;
    const word = text.slice(f.start, f.end);
    // Only a word read as it is written ("Analytical" read as "Analytical skills" is a skill of its own), and not an
    // adjective read as a soft skill ("holistic leader").
    if (g.category !== "soft" || f.category !== "technical" || f.name !== word || text.slice(f.end, g.start) !== " " || !/^\p{L}+$/u.test(word) || known(word)) continue;
    const surface = text.slice(f.start, g.end);
    found.splice(i, 2, { name: surface.charAt(0).toUpperCase() + surface.slice(1), category: "soft", start: f.start, end: g.end });
  }
}

/**
 * "written and verbal communication", "technical and analytical skills", "research and analytical skills": the first of
 * two words that share one head ("skills", "abilities", "communication") is a soft skill of its own, which the
 * annotators label apart ("written", "technical", "research") and the tagger, seeing no head after it, leaves out. When
 * a soft skill is written as one word and such a head ("verbal communication", "analytical skills"; not "excellent
 * communication") and the word before it is coordinated with it by "and", "&" or "/", that word is added as a soft
 * skill (in place). Held out (4 folds), all-skill F1 0.674 -> 0.676, soft F1 0.556 -> 0.569, soft recall 0.548 ->
 * 0.568, no fold down (research by a helper, /tmp/review42).
 */
function addCoordinatedModifiers(found: { name: string; category: SkillCategory; start: number; end: number }[], text: string) {
  const added: typeof found = [];
  for (const f of found) {
    if (f.category !== "soft") continue;
    const head = COORDINATED_HEAD.exec(text.slice(f.start, f.end));
    if (!head || NOT_A_SKILL_WORD.has(head[1]!.toLowerCase())) continue;
    const before = COORDINATED_BEFORE.exec(text.slice(Math.max(0, f.start - 40), f.start));
    if (!before) continue;
    const word = before[1]!;
    if (NOT_A_SKILL_WORD.has(word.toLowerCase())) continue;
    const end = f.start - before[0].length + before[0].indexOf(word) + word.length;
    const start = end - word.length;
    // Named with the head it shares, as a person would list it ("Written communication", "Interpersonal skills"); the
    // mention keeps the word as written.
    const noun = /^communications?$/iu.test(head[2] ?? "") ? "communication" : "skills";
    const name = `${word[0]!.toUpperCase()}${word.slice(1)} ${noun}`;
    // The word read alone, as written ("written"), takes that name too.
    const alone = found.find((g) => g.start === start && g.end === end && g.name.toLowerCase() === word.toLowerCase());
    if (alone) {
      Object.assign(alone, { name, category: "soft" });
      continue;
    }
    if (found.some((g) => g.start < end && start < g.end) || added.some((g) => g.start === start)) continue;
    added.push({ name, category: "soft", start, end });
  }
  if (!added.length) return;
  found.push(...added);
  found.sort((a, b) => a.start - b.start);
}
/**
 * Two skills that share their first words or their last ("Accounts payable / receivable", "Diary and travel
 * management", "front and back end development") are two skills, as their writer means them: the pieces had been
 * read as one skill named by both ("Accounts payable / receivable"), or as a word alone ("Diary") and a skill
 * ("travel management"), or as a fragment ("end development"). In place (review 94).
 */
function shareHeadsAndTails(found: { name: string; category: SkillCategory; start: number; end: number }[], text: string, known: (surface: string) => { name: string; category: SkillCategory } | undefined) {
  // "Front and back end development", "front-end/back-end development", "Front- and back-end": both ends named.
  const ends = new Set<object>();
  for (const m of allMatches(FRONT_AND_BACK, text)) {
    const start = m.index;
    const end = m.index + m[0].length;
    const tail = m[1] ? ` ${m[1].toLowerCase()}` : "";
    const inside = found.filter((f) => f.start < end && start < f.end);
    if (!inside.length) continue;
    const category = inside[0]!.category === "soft" ? "technical" : inside[0]!.category;
    // The second end's word, and the first's words before the "and", "&" or "/" that joins them.
    const second = start + m[0].toLowerCase().lastIndexOf(m[0].toLowerCase().startsWith("front") ? "back" : "front");
    const firstEnd = start + text.slice(start, second).replace(/[\s/&,-]*(?:and|&|\/)?[\s-]*$/i, "").length;
    const pieces = [
      { name: `Front-end${tail}`, category, start, end: firstEnd },
      { name: `Back-end${tail}`, category, start: second, end },
    ];
    if (m[0].toLowerCase().startsWith("back")) [pieces[0]!.name, pieces[1]!.name] = [pieces[1]!.name, pieces[0]!.name];
    found.splice(found.indexOf(inside[0]!), inside.length, ...pieces);
    for (const p of pieces) ends.add(p);
  }
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!;
    if (ends.has(f)) continue;
    const said = text.slice(f.start, f.end);
    // A shared start inside one span: "Accounts payable / receivable", "Accounts payable and receivable".
    // (Not a phrase the lists know whole: "financial planning and analysis" is FP&A.)
    const head = SHARED_START.exec(said);
    if (head && !known(said)) {
      const first = known(`${head[1]} ${head[2]}`);
      const second = known(`${head[1]} ${head[3]}`);
      if (first && second && first.name !== second.name) {
        const cut = f.start + head[1]!.length + 1 + head[2]!.length;
        found.splice(i, 1, { ...f, name: first.name, category: first.category, end: cut }, { ...f, name: second.name, category: second.category, start: f.end - head[3]!.length });
        i++;
        continue;
      }
    }
    // "HPLC/UPLC": two instruments, methods or tools parted by a slash, one of them known (not "GC-MS/MS", "UV/Vis": a
    // part of two letters is no name of its own; review 99).
    const pair = /^([\p{L}][\p{L}\d+#.-]{2,20})\s*\/\s*([\p{L}][\p{L}\d+#.-]{2,20})$/u.exec(said);
    // (The other, unknown, is a name: "UPLC", not "concepts" of "concepts/testing".)
    if (pair && !known(said) && (known(pair[1]!) ? known(pair[2]!) || /\p{Lu}/u.test(pair[2]!) : known(pair[2]!) && /\p{Lu}/u.test(pair[1]!)) && pair[1]!.toLowerCase() !== pair[2]!.toLowerCase()) {
      const [a, b] = [known(pair[1]!), known(pair[2]!)];
      const cut = f.start + pair[1]!.length;
      found.splice(i, 1, { ...f, name: a?.name ?? pair[1]!, category: a?.category ?? f.category, end: cut }, { ...f, name: b?.name ?? pair[2]!, category: b?.category ?? f.category, start: f.end - pair[2]!.length });
      i++;
      continue;
    }
    // A shared end: one word before "and", "&" or "/" and a phrase that ends in what both are ("Diary and travel
    // management", "budget & risk management").
    const g = found[i + 1];
    // Only a word read as written, not an acronym ("DOT/FMCSA compliance": DOT is a skill alone), and not the last of a
    // list of single words ("led Finance, Legal and strategic planning").
    if (!g || f.name.toLowerCase() !== said.toLowerCase() || !/^\p{L}[\p{Ll}'-]*$/u.test(said) || NOT_A_SKILL_WORD.has(said.toLowerCase()) || !SHARED_JOIN.test(text.slice(f.end, g.start)) || /(?:^|[,;:(]|\n)[^\S\n]*\p{L}+,[^\S\n]*$/u.test(text.slice(Math.max(0, f.start - 40), f.start))) continue;
    const words = text.slice(g.start, g.end).split(/\s+/);
    const last = words.at(-1)!;
    if (words.length < 2 || !/^\p{L}+$/u.test(last)) continue;
    // (A word that is a skill alone stays one: "Recruitment and talent management".)
    const alone = known(said);
    const whole = known(`${said} ${last}`);
    if (whole && !alone) Object.assign(f, { name: whole.name, category: whole.category });
    // (So is a word that names an activity itself: "Scheduling and event management".)
    else if (!whole && !alone && !ACTIVITY_WORD.test(said) && GENERIC_TAIL.test(last) && f.category === g.category) f.name = `${said[0]!.toUpperCase()}${said.slice(1)} ${last.toLowerCase()}`;
  }
}
const ACTIVITY_WORD = /(?:ment|tion|sion|ing|ance|ence|sis|ity|ics|ure|ogy|ship)$/i;
const FRONT_AND_BACK = /\b(?:front|back)(?:[- ]?end)?[- ]?\s*(?:and|&|\/)\s*(?:front|back)[- ]?end\b(?:\s+(development|engineering|testing|design))?/giu;
const SHARED_START = /^(\p{L}[\p{L} -]*?)\s+(\p{L}+)\s*(?:\/|&|,?\s+and|,?\s+or)\s*(\p{L}+)$/u;
const SHARED_JOIN = /^(?:[^\S\n]*[/&][^\S\n]*|[^\S\n]+(?:and|or)[^\S\n]+)$/;
// The last words that name what a field of work does, shared by the word coordinated before it.
const GENERIC_TAIL = /^(?:management|development|planning|analysis|design|testing|reporting|control|engineering|accounting|marketing|support|services?|writing|research|administration|maintenance|coordination|scheduling|budgeting|auditing|compliance|operations|processing|modell?ing|training|recruitment|procurement|installation|repair|optimi[sz]ation|automation|integration|monitoring|documentation|reconciliation|forecasting|negotiation|sales)$/i;

// A modifier and the head it shares with a word before it ("verbal communication", "analytical skills").
const COORDINATED_HEAD = /^(\p{L}[\p{L}-]*)\s+(skills?|abilities|ability|communications?)$/iu;
// The word coordinated with it, right before it: "written and ", "technical & ", "research, and ", "oral/".
const COORDINATED_BEFORE = /(?:^|[^\p{L}\p{N}&;-])(\p{L}[\p{L}-]*)(?:,?\s+(?:and|&)\s+|\s*[&/]\s*)$/u;
// Words that intensify or join rather than name a skill ("excellent communication", "skills and abilities").
const NOT_A_SKILL_WORD = new Set(
  (
    "excellent strong good very great effective exceptional outstanding superb solid sound highly proven demonstrated advanced basic " +
    "the a an of in with and or to for my his her their our your as at on by is are have has skills skill ability abilities amp"
  ).split(" "),
);

const LANGUAGE_ABILITY = /^(?:reading|writing|speaking|listening|comprehension|written|spoken|oral)$/i;
const ABILITY_LEVEL = /^\s*[:(–—-]\s*(?:basic|beginner|novice|elementary|intermediate|advanced|fluent|native|proficient|good|very good|excellent|fair|limited|professional|full professional|[ABC][12])\b/i;

// A postal address ("Route 2, Box 118", "P.O. Box 55", "1420 Oak Street"): its words name no skill.
// A European one names the street first ("Boxhagener Str. 41, 10245 Berlin", "ul. Legnicka 48/12", "Via Roma 12").
const ADDRESS_LINE =
  /^[^\S\n]*(?:(?:rural )?route|rr|p\.?[^\S\n]?o\.?[^\S\n]*box|box)[^\S\n]+\d+\b|^[^\S\n]*\d{1,6}[^\S\n]+(?:[A-Z][\w.'-]*[^\S\n]+){1,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|highway|hwy)\b|^[^\S\n]*(?:\p{Lu}[\p{L}.'-]*[^\S\n]+){0,3}\p{L}*(?:str\.|straße|strasse|gasse|weg|allee|platz|straat|laan|gatan|vej|veien)[^\S\n]+\d{1,5}\b|^[^\S\n]*(?:ul\.|al\.|via|viale|rue|avenue|avenida|calle|rua|carrer)[^\S\n]+(?:\p{Lu}[\p{L}.'-]*[^\S\n]+){1,3}\d{1,5}\b/iu;

/** A line of personal details ("Nationality: German", "Place of birth: Ulm"): no skill, whatever word it holds. */
const PERSONAL_DETAIL = /^[^\S\n]*(?:race|ethnicity|state of origin|civil status|iqama|emirates id|nric|cnic|nationality|citizenship|place of birth|date of birth|born|marital status|visa status|work permit|religion|gender|sex|father'?s name|mother'?s name|husband'?s name|spouse'?s? name|passport(?: no\.?| number)?|pan(?: no\.?| number)?|aadhaa?r(?: no\.?| number)?|permanent address|present address|current address|place|date)(?:[^\S\n]*[:\t]|[^\S\n]{2,})/i;

/**
 * The Europass CV's self-assessment grids ("Listening⇥Reading⇥Spoken interaction", "Information processing⇥
 * Communication⇥Content creation⇥Safety⇥Problem solving", "Proficient user") and its row labels ("Mother tongue(s)",
 * "Job-related skills", "Digital skills", "Driving licence"): the form's words, not skills claimed.
 */
const EUROPASS_CELL =
  /^(?:mother tongue\(?s?\)?|other language\(?s?\)?|understanding|speaking|writing|listening|reading|spoken(?: interaction| production)?|interaction(?: production)?|production|self-assessment|european level(?: \(\*\))?|information processing|communication|content creation|safety|problem[- ]solving|(?:basic|independent|proficient) user|[ABC][12])$/i;
const EUROPASS_ROW =
  /^[^\S\n]*(?:mother tongue\(?s?\)?|other language\(?s?\)?|self-assessment|european level(?:[^\S\n]*\(\*\))?|(?:technical|computer|social|organi[sz]ational|artistic|personal|other|language) skills and competences|communication skills|organi[sz]ational(?: ?\/ ?managerial)? skills|managerial skills|job[- ]related skills|digital skills|driving licen[cs]e)(?=\t|[^\S\n]{2,}|[^\S\n]*:|[^\S\n]*$)|^[^\S\n]*(?:levels?:|common european framework)[^\n]*/i;
type LineFacts = {
  start: number;
  line: string;
  /** An address or a personal detail (date of birth, nationality). */
  address: boolean;
  /** Every cell a Europass grid's word. */
  europassCells: boolean;
  /** The length of a Europass row label opening the line, or -1; and whether the rest is the grid's words. */
  europassRow: number;
  europassRest: boolean;
  tableHeader: boolean;
};

/**
 * What each line of the text is, worked out once a line: a skill's mentions are many on a long line (a pasted keyword
 * column of 60,000 characters), and testing the whole line again for each had made reading such a text take seconds
 * on the server's one thread (review 34's F2).
 */
function lineFacts(text: string) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const memo = new Map<number, LineFacts>();
  const lineText = (k: number) => text.slice(starts[k]!, k + 1 < starts.length ? starts[k + 1]! - 1 : text.length);
  return {
    at(offset: number): LineFacts {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      const known = memo.get(lo);
      if (known) return known;
      const line = lineText(lo);
      const cells = cellsOf(line);
      const row = EUROPASS_ROW.exec(line);
      const rest = row ? cellsOf(line.slice(row[0].length)) : [];
      const facts: LineFacts = {
        start: starts[lo]!,
        line,
        address: ADDRESS_LINE.test(line) || PERSONAL_DETAIL.test(line),
        europassCells: cells.length >= 2 && cells.every((c) => EUROPASS_CELL.test(c)),
        europassRow: row ? row[0].length : -1,
        europassRest: rest.length > 0 && rest.every((c) => EUROPASS_CELL.test(c)),
        tableHeader: tableHeader(cells, lo + 1 < starts.length ? cellsOf(lineText(lo + 1)) : []),
      };
      memo.set(lo, facts);
      return facts;
    },
  };
}

/**
 * A table's header row over rows of figures ("Category⇥Hours⇥Aircraft⇥Total⇥PIC" over "Total Time⇥11,420⇥Airbus A320
 * ⇥6246⇥3190"): three or more cells of a word or two, names of columns, not skills.
 */
function tableHeader(cells: string[], next: string[]): boolean {
  if (cells.length < 3 || !cells.every((c) => /^\p{L}[\p{L}.&/-]*(?: \p{L}[\p{L}.&/-]*)?$/u.test(c))) return false;
  return next.length >= 3 && next.filter((c) => /^[\d.,%$]+$/.test(c)).length >= 2;
}

/**
 * A trait adjective written straight before (one space) a word that is not a preposition, a verb in -ing
 * ("confident communicating") or the start of a phrase naming a person within four words ("reliable Entry Level
 * Java Developer").
 */
function describesAThing(text: string, start: number, end: number): boolean {
  if (!TRAITS.has(text.slice(start, end).toLowerCase())) return false;
  const phrase = /^ ([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*){0,3})/.exec(text.slice(end, end + 60));
  if (!phrase) return false;
  const words = phrase[1]!.toLowerCase().split(" ").map((w) => w.split("-")[0]!);
  if (words[0]!.endsWith("ing")) return false;
  return !(TRAIT_NEXT.has(words[0]!) || words.some((w) => PERSONS.has(w)));
}

/**
 * A skill as the résumé writes it: the canonical name when it names the words as written (equal, or one containing
 * the other as whole words: "Excel" for "MS Excel"), else the words as written ("Subversion" for "SVN"). A profile
 * names each skill once, by the knowledge base ("AWS" for "AWS" and "Amazon Web Services", so that it counts once
 * and meets the benchmarks); the evaluation's gold keeps the résumé's spellings, so its predictions list these.
 */
export function writtenName(canonical: string, written: string): string {
  const c = normalizeName(canonical);
  const w = normalizeName(written);
  if (!w || c === w || c.replace(/ /g, "") === w.replace(/ /g, "") || containsWords(c, w) || containsWords(w, c)) return canonical;
  return cleanSurface(written) || canonical;
}

/**
 * The distinct spellings of a skill in a résumé, in the order of their first mention. A technical skill (or another
 * non-soft one) is listed as each mention writes it ("Azure", not the knowledge base's "Microsoft Azure"; "Core Java"
 * and "Java"): the annotators labelled the words in the text. Given the résumé's `text`, a version written right after
 * a mention is part of its spelling ("Java 1.8" beside "Java", "SQL Server 2005", "Informatica 8.6/9.0"), which the
 * lexicon's match leaves out: annotators label "Java" and "Java 1.8" both (held out, all-skill F1 0.669 -> 0.674,
 * every fold up). Soft skills keep `writtenName`: their spellings are wordings of one family ("communication skills",
 * "communicate"), labelled once.
 */
export function writtenNames(skill: ProfileSkill, text?: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of skill.mentions) {
    const n = skill.category === "soft" ? writtenName(skill.name, m.text) : cleanSurface(m.text + (text ? versionAfter(text, m.end) : "")) || skill.name;
    const key = normalizeName(n).replace(/ /g, "");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(n);
  }
  return out.length ? out : [skill.name];
}

// A version right after a name: "1.8", "2005", "8.6/9.0", "XP", "11i", "v2", "-11" (not "3 years").
const VERSION_AFTER = /^[ -]?(?:[vV]\.? ?)?(?:\d+(?:\.\d+)*(?:\.[xX])?[a-zA-Z]?|I{2,3}|IV|VI{1,3}|IX|XI{0,2}|XP|xp|NT|[Vv]ista|EE|[Cc][Ss]\d)(?: ?\/ ?\d+(?:\.\d+)*[a-zA-Z]?)*(?![\p{L}\p{N}])(?!\s*\+?\s*(?:[Yy](?:ea)?rs?|[Mm]onths?|YEARS?|MONTHS?)\b)/u;

function versionAfter(text: string, end: number): string {
  if (end > 0 && /[\p{L}\p{N}]/u.test(text[end - 1]!) && /[\p{L}\p{N}]/u.test(text[end] ?? "")) return "";
  return VERSION_AFTER.exec(text.slice(end, end + 24))?.[0] ?? "";
}

function containsWords(long: string, short: string): boolean {
  return ` ${long} `.includes(` ${short} `);
}

/**
 * A skill never runs into the next list item: the tagger's spans are cut where a new line starts with a bullet
 * ("ETL" / "- Bachelor's degree"), at a blank line (the next heading: "Marketing" / "LANGUAGES"), at a tab (the
 * cells of a skills grid), at the start of a line that holds a tab or starts with a label (the grid's next row:
 * "CircleCI" / "Back-end\tKoa", "ONNX" / "Infrastructure: Ray"), at every line break of a one-per-line list and, when
 * its brackets do not pair up, at a bracket ("Electronics Engineering (EE"). Other line breaks stay: wrapped text
 * splits phrases ("Business\nAnalytics").
 */
// (A middle dot, a bullet or a bar between spaces parts the items of a list on one line: "strategy · enterprise sales".)
const NEW_ITEM = /\n\s*(?:[-*•▪●◦–—]|\\x[0-9a-fA-F]{2})|\n[^\S\n]*\n|\t|\s[·•▪●|]\s/;
const BRACKET = /[()[\]]/;
/** The label of a row of pastimes, and the row up to a mention ("Interests: Marathon running, "). */
const INTERESTS_ROW = /^[^\S\n]*(?:[-•*▪◦·][^\S\n]*)?(?:personal )?(?:interests|hobbies|hobbies (?:&|and) interests|interests (?:&|and) hobbies|pastimes|leisure|outside interests)[^\S\n]*:/i;
/** What a bracket after a skill tells of it rather than naming another: a level, a length of time, a year. */
const BRACKET_LEVEL = /^(?:basic|beginner|intermediate|advanced|expert|proficient|fluent|native|working|good|excellent|strong|familiar|certified|\d+\+?\s*(?:years?|yrs?|months?|wpm)|(?:19|20)\d\d)\b/i;
/** Items whose bracket lists kinds of a thing, not tools: accents, document types. */
const BRACKET_KINDS = /\b(?:accents?|dialects?|types|kinds|categories)$/i;
// A colon that ends a line: what comes before it is a label, what comes after is the next line's list.
const LABEL_END = /^[^\S\n]*:[^\S\n]*\n/;
/** A row of a table set out with spaces: a short label, three spaces or more, then its items. */
const PADDED_ROW = /^[^\S\n]*\p{L}[\p{L}&/ -]{0,30}?\S[^\S\n]{3,}[^\n,]*,(?![^\n]*\S[^\S\n]{3,}\S)/u;
// A row of a grid that starts with its label ("Infrastructure: Kubernetes, Ray").
const LABELLED_ROW = /^[^\S\n]*(?:[-*•▪●◦–—·][^\S\n]+)?\p{L}[\p{L}&/ -]{0,40}:[^\S\n]*\S/u;

/**
 * A span never runs into the next section: "HTML and CSS" over the heading "Languages" (a Word file without blank
 * lines) is the skill CSS and a heading, not a skill "CSS Languages".
 */
function cutAtSections<S extends { first: number; last: number }>(spans: S[], tokens: Token[], sections: Section[]): S[] {
  const starts = sections
    .map((s) => s.start)
    .filter((x) => x > 0)
    .sort((a, b) => a - b);
  if (!starts.length) return spans;
  // Whether a section starts in (from, to].
  const startsWithin = (from: number, to: number) => countAtOrBefore(starts.length, (i) => starts[i]!, to) > countAtOrBefore(starts.length, (i) => starts[i]!, from);
  // The piece cut off at a heading is the heading's words ("EDUCATION", "Technology Proficiencies"): no skill.
  const inHeading = (p: S) => sections.some((s) => s.start <= tokens[p.first]!.start && tokens[p.last]!.end <= s.start + s.heading.length);
  return spans.flatMap((span) => {
    const out: S[] = [];
    let first = span.first;
    for (let k = span.first; k < span.last; k++) {
      if (!startsWithin(tokens[k]!.start, tokens[k + 1]!.start)) continue;
      out.push({ ...span, first, last: k });
      first = k + 1;
    }
    if (!out.length) return [span];
    out.push({ ...span, first, last: span.last });
    return out.filter((p) => !inHeading(p));
  });
}

/**
 * Text copied from a web page keeps its HTML entities ("Process setup &amp; implementation"): a span that ends at the
 * entity goes on through it into the span after it, or loses the entity's word when none follows.
 */
function acrossEntities<S extends { first: number; last: number }>(spans: S[], tokens: Token[], text: string): S[] {
  const atEntity = (k: number) => text[tokens[k]!.end] === ";" && /&#?\w{1,8}$/.test(text.slice(Math.max(0, tokens[k]!.start - 2), tokens[k]!.end));
  const out: S[] = [];
  for (const span of spans) {
    const previous = out.at(-1);
    if (previous && atEntity(previous.last) && span.first === previous.last + 1) out[out.length - 1] = { ...previous, last: span.last };
    else out.push(span);
  }
  return out.flatMap((span) => (atEntity(span.last) ? (span.last > span.first ? [{ ...span, last: span.last - 1 }] : []) : [span]));
}

function splitAtLineBreaks<S extends { first: number; last: number }>(spans: S[], tokens: Token[], text: string): S[] {
  const cut = (list: S[], at: (gap: string, span: S, k: number) => boolean) => {
    const out: S[] = [];
    for (const span of list) {
      let first = span.first;
      for (let k = span.first; k < span.last; k++) {
        if (!at(text.slice(tokens[k]!.end, tokens[k + 1]!.start), span, k)) continue;
        out.push({ ...span, first, last: k });
        first = k + 1;
      }
      out.push({ ...span, first, last: span.last });
    }
    return out;
  };
  const unbalanced = (span: S) => {
    // A closing bracket right after the last word belongs to the span ("Business Administration (IBA)").
    const end = tokens[span.last]!.end;
    const words = text.slice(tokens[span.first]!.start, end + (text[end] === ")" || text[end] === "]" ? 1 : 0));
    return (words.match(/[([]/g) ?? []).length !== (words.match(/[)\]]/g) ?? []).length;
  };
  // A span made of whole lines ("API Design\nDatabase Optimization" in a one-per-line list) is a list, not a
  // wrapped phrase: wrapped text starts or ends mid-line.
  const wholeLines = (span: S) => {
    const before = span.first > 0 ? text.slice(tokens[span.first - 1]!.end, tokens[span.first]!.start) : "\n";
    const after = span.last + 1 < tokens.length ? text.slice(tokens[span.last]!.end, tokens[span.last + 1]!.start) : "\n";
    return before.includes("\n") && after.includes("\n");
  };
  // A line that holds a tab or starts with a label is a row of a grid ("Back-end\tKoa, Express", "Infrastructure:
  // Kubernetes, Ray"): a span does not wrap into it.
  // Nor out of a row: "Kafka" ending "TypeScript⇥Node.js⇥Kafka" is a cell, not a phrase going on in "Frontend" below.
  const intoRow = (gap: string, k: number) => {
    if (!gap.includes("\n")) return false;
    const line = lineAt(text, tokens[k + 1]!.start);
    const here = lineAt(text, tokens[k]!.start);
    // A plain-text table sets its label apart with spaces ("Analysis                ANSYS, FEA"; review 65).
    return line.includes("\t") || LABELLED_ROW.test(line) || PADDED_ROW.test(line) || here.includes("\t") || PADDED_ROW.test(here);
  };
  // A semicolon parts items too ("Google Classroom; Seesaw;" over "interactive whiteboard"), not an entity's ("&amp;").
  const semicolon = (gap: string, k: number) => gap.includes(";") && !/&#?\w+$/.test(text.slice(Math.max(0, tokens[k]!.end - 10), tokens[k]!.end + gap.indexOf(";")));
  // "Conduit bending, Wire pulling" / "Controls" / "PLCs, Motor controls": a list's last item does not run through a line
  // of its own (a group's label) into the next list. (A wrapped item of a list goes on on the next line and its list
  // with it: "Wire" / "pulling, VFDs".)
  const throughLabel = (gap: string, span: S, k: number) => {
    if (!gap.includes("\n")) return false;
    const here = lineAt(text, tokens[k]!.start);
    const next = lineAt(text, tokens[k + 1]!.start);
    const lineEnd = text.indexOf("\n", tokens[k + 1]!.start);
    // The label's whole line is in the span: the span goes on past it, or ends with it ("Section 504" / "Behavior").
    const whole = lineEnd > 0 && tokens[span.last]!.end >= text.slice(0, lineEnd).trimEnd().length;
    const after = whole ? lineAt(text, lineEnd + 1) : "";
    return here.includes(",") && !/[,;]\s*$/.test(here) && whole && !next.includes(",") && next.trim().split(/\s+/).length <= 3 && after.split(",").length >= 2 && !/^\s*[-•*·▪◦]/.test(after);
  };
  // A comma list wrapped at an item's comma ("…, Terraform, AWS," / "Prometheus"): the item ends at the comma.
  const wrappedList = (gap: string, k: number) => /,[^\S\n]*\n/.test(gap) && (lineAt(text, tokens[k]!.start).match(/,/g) ?? []).length >= 3;
  // A line ending on a closed bracket ends its item ("Caption writing and metadata (IPTC)" over "Accessibility (WCAG 2.1)";
  // review 82).
  const closedLine = (gap: string) => /^\)[^\S\n]*\n/.test(gap);
  // "Hazmat transport - Tanker - ELD (Omnitracs) - Troubleshooting": a dash between spaces parts a list's items on a line
  // that has two of them at least (review 96).
  const dashList = (gap: string, k: number) => /^[^\S\n]+[-–][^\S\n]+$/.test(gap) && (lineAt(text, tokens[k]!.start).match(/\s[-–]\s/g) ?? []).length >= 2;
  const pieces = cut(spans, (gap, span, k) => NEW_ITEM.test(gap) || dashList(gap, k) || wrappedList(gap, k) || LABEL_END.test(gap) || intoRow(gap, k) || semicolon(gap, k) || throughLabel(gap, span, k) || closedLine(gap));
  // A span that starts a line of a one-per-line list ("User research" / "Figma" / "Accessibility (WCAG 2.2)" under
  // "Skills") is cut at each line break; one that starts a line after a line that flows on (ending in a comma, or
  // long: "... Mule ESB development (3.7v & 3.8v)," / "Mule" / "ESB administration") is a wrapped phrase.
  const startsList = (span: S) => {
    const start = tokens[span.first]!.start;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    if (text.slice(lineStart, start).trim()) return false;
    const previous = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, Math.max(0, lineStart - 1)).trim();
    return !/[,;&/+-]$/.test(previous) && previous.length <= 60;
  };
  // The last words of a label ending its line ("Training" of "Job Related Training:" over "CISSP (ISC2), 2016; …") name
  // no skill; a whole label may ("B. Access management:" over what the work in it was).
  const labelLine = (span: S) => {
    if (!LABEL_END.test(span.last + 1 < tokens.length ? text.slice(tokens[span.last]!.end, tokens[span.last + 1]!.start) : `${text.slice(tokens[span.last]!.end)}\n`)) return false;
    return !/^[^\S\n]*(?:[-*•▪●◦–—·]|\w{1,2}[.)])?[^\S\n]*$/.test(lineBefore(text, tokens[span.first]!.start) ?? "x");
  };
  return cut(cut(pieces, (gap, span) => gap.includes("\n") && (wholeLines(span) || startsList(span))), (gap, span) => BRACKET.test(gap) && unbalanced(span)).filter(
    (span) => !groupLabel(span, tokens, text) && !labelLine(span),
  );
}

/**
 * A group's name alone on its line over a row of chips ("Backend" over "TypeScript⇥Node.js⇥Go", as JSON Resume themes
 * print skills) or over a list ("Controls" over "PLCs, Motor controls, VFDs", a Word table's cells a line each): a
 * label, not a skill.
 */
function groupLabel(span: { first: number; last: number; category?: TaggedSpan["category"] }, tokens: Token[], text: string): boolean {
  // "Negotiation" over "Excel⇥SQL⇥Tableau": a soft skill names no group of tools.
  if (span.category === "soft") return false;
  const start = tokens[span.first]!.start;
  // Only a span that opens its line: looked at first, before the line is cut out, which costs a long line's length.
  if (!opensLine(text, start)) return false;
  const line = lineAt(text, start);
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (line.includes("\t") || /[:,;]/.test(line) || line.trim().split(/\s+/).length > 3 || text.slice(lineStart, start).trim() || tokens[span.last]!.end < lineStart + line.trimEnd().length) return false;
  const next = lineAt(text, lineStart + line.length + 1);
  // A row of chips, or a list between commas ("Controls" over "PLCs, Motor controls, VFDs") under a line that does not
  // flow on into it ("… XML," / "XSLT" is a wrapped list's last item).
  if (lineStart + line.length >= text.length || !(chipRow(next) || labelOverList(next, lineAbove(text, lineStart)))) return false;
  // The last item of a one-per-line list ("Communication" / "Negotiation" over the row): the line above it is an item
  // too, not a heading nor the row of the group before.
  return !listItem(lineAbove(text, lineStart));
}

/** The line before the one starting at `lineStart`, trimmed ("" at the text's start). */
function lineAbove(text: string, lineStart: number): string {
  return lineStart > 0 ? lineAt(text, text.lastIndexOf("\n", lineStart - 2) + 1).trim() : "";
}

/** A row of three chips or more, parted by tabs ("TypeScript⇥Node.js⇥Go"). */
function chipRow(line: string): boolean {
  return line.split("\t").filter((c) => c.trim()).length >= 3;
}

/**
 * A short line over `next`, a list of three items or more between commas or semicolons, under a line (`above`) that
 * does not flow on into it: the list's group name ("Controls" over "PLCs, Motor controls, VFDs"), not the wrapped end
 * of the list above ("… XML," / "XSLT").
 */
function labelOverList(next: string, above: string): boolean {
  return !next.includes("\t") && next.split(/[,;]/).filter((c) => c.trim()).length >= 3 && !flowsOn(above);
}

/** A line that goes on on the next: it ends in a comma, a joining mark or a small word ("… (Web, Mobile) and"). */
function flowsOn(line: string): boolean {
  return /[,;:&/+-]$|\b(?:and|or|of|in|for|with|to|the|a|an)$/i.test(line);
}

/** A line that is one item of a one-per-line list: short, no tab, colon, comma or semicolon, and no heading. */
function listItem(line: string): boolean {
  return !!line && !/[:,;\t]/.test(line) && line.split(/\s+/).length <= 3 && !headingKind(line);
}

/**
 * A labelled row of short items ("Research Areas: Neural architecture search, model compression, efficient
 * inference, multi-agent RL") where the tagger marked at least one item: every item is a skill, whole. The tagger
 * reads word by word and leaves lower-case phrases it has not seen, though the row lists them alike (RenderCV's
 * résumé: technical F1 0.889 -> 0.974; dev and held out unchanged).
 */
function completeRows<S extends TaggedSpan>(spans: S[], tokens: Token[], text: string): S[] {
  const out = [...spans];
  let ti = 0;
  for (const m of allMatches(/[^\n]+/g, text)) {
    const line = m[0];
    // One label per row: "Environment: Bada, Eclipse Languages: C++" runs two rows together; "&amp;" is not a list.
    if (!LABELLED_ROW.test(line) || line.indexOf(":") !== line.lastIndexOf(":") || /&#?\w+;/.test(line)) continue;
    const colon = m.index + line.indexOf(":");
    const lineEnd = m.index + line.length;
    while (ti < tokens.length && tokens[ti]!.start < colon) ti++;
    // The items: runs of words between commas or semicolons, without what a bracket adds ("Tableau (2 years)").
    const bracketed = allMatches(/\([^()]*\)?|\[[^\]]*\]?/g, line).map((b) => [m.index + b.index, m.index + b.index + b[0].length] as const);
    const inBracket = (k: number) => bracketed.some(([a, b]) => tokens[k]!.start >= a && tokens[k]!.end <= b);
    const items: [number, number][] = [];
    for (let k = ti; k < tokens.length && tokens[k]!.start < lineEnd; ) {
      if (inBracket(k)) {
        k++;
        continue;
      }
      let e = k;
      while (e + 1 < tokens.length && tokens[e + 1]!.start < lineEnd && !inBracket(e + 1) && !/[,;]/.test(text.slice(tokens[e]!.end, tokens[e + 1]!.start))) e++;
      items.push([k, e]);
      k = e + 1;
    }
    if (items.length < 3 || items.some(([a, b]) => b - a > 3)) continue;
    const within = (a: number, b: number) => out.filter((sp) => sp.first <= b && sp.last >= a);
    const marked = spans.find((sp) => sp.first >= items[0]![0] && sp.last <= items[items.length - 1]![1]);
    if (!marked) continue;
    for (const [a, b] of items) {
      const hit = within(a, b);
      if (!hit.length) out.push({ ...marked, first: a, last: b });
      else if (hit.length === 1 && (hit[0]!.first > a || hit[0]!.last < b)) out[out.indexOf(hit[0]!)] = { ...hit[0]!, first: Math.min(a, hit[0]!.first), last: Math.max(b, hit[0]!.last) };
    }
  }
  return out.sort((x, y) => x.first - y.first);
}

/** "вересень 2018", "2019. gada marts": a month of any language the dates know, and a year. */
function foreignDate(surface: string): boolean {
  const m = /^(\S+?)\.?[\s,'’]*((?:19|20)\d\d)$|^((?:19|20)\d\d)\.?\s+(\S+)$/u.exec(surface);
  return !!m && monthNumber((m[1] ?? m[4])!) !== null;
}
/** Sections whose items are listed one by one: skills, languages, certifications. */
const LISTED = new Set<string>(["skills", "languages", "certifications"]);
/** A small word of another language before a name ("у Facebook", "și Java", "з Excel"). */
const LIKES_LEAD = /^(?:enjoys?|enjoying|loves?|loving|likes?|passionate about|keen on)\s+(\S.*)$/i;
const FOREIGN_LEAD = /^(у|в|з|і|и|та|на|с|și|în|cu|de|la|en|con|und|mit|og|och|i|ve|ile|za|e|y)\s+(\S.*)$/u;
const DATE_SURFACE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[\s,'’]*\d{2,4}$/i;

// An item that opens like a sentence about a skill ("Good understanding of multimedia concepts", "worked on bill plans").
const PROSE_START = /^(?:good|strong|excellent|sound|solid|basic|extensive|deep|working|worked|work|knowledge|exposure|understanding|experience|expertise|familiar(?:ity)?|proficien(?:t|cy)|hands[- ]on|involved|responsible|ability|able)\b/i;
const DURATION = /^(?:\d+(?:\.\d+)?\+?\s*)?(?:years?|yrs?|months?|mos?)\b/i;

/**
 * The lists under a skills heading ("- Blueprint reading" / "- Conduit bending (EMT, rigid, PVC)", "Brand identity,
 * typography, packaging design, prepress", "Manufacturing: CNC machining, stamping, welding") where the tagger
 * marked at least one item of the block: every short item is a skill claimed. The tagger learned from résumés in
 * software, and leaves a trade's or a profession's phrases it has not seen. Items the tagger read keep that reading,
 * and an item the lexicon names resolves to the lexicon's name; a sentence or a long item is no list item, and a
 * row's label ("Manufacturing:") is none either.
 */
/** A list's own subheading ("Soft Skills", "Tools", "Technical"), not one of its items. */
const SUBHEADING =
  /^(?:(?:technical|soft|other|core|key|hard|interpersonal|professional|personal|transferable|computer|it|digital|language|software)\s+)?(?:skills?|competenc(?:y|ies)|tools|technologies|expertise|platforms|software|languages|knowledge|abilities|strengths)$|^(?:technical|soft|other|general|additional)$/i;

/** A long item that reads as a clause ("Providing integrated approach to CMMI", "virtualization using the ACE"). */
const LONG_PROSE = /^\p{L}+ing\b|\b(?:using|with|for|to|by|from|into|through)\b/iu;

/**
 * Items short enough for a list: four words at most, or, in a list of four or more parted by dots, bars, bullets or
 * semicolons (prose is parted by commas) or of products' names, up to seven words for half of them ("Mechanical ventilation and ventilator
 * liberation · ECMO (VV and VA) candidacy and management · critical care ultrasound · ...").
 */
function listOfPhrases(items: { words: number; text: string }[], parted: boolean): boolean {
  const long = items.filter((it) => it.words > 4);
  // A product's name in capitals may be long in a list parted by commas ("SAP SuccessFactors Employee Central Payroll").
  const named = long.every((it) => it.text.split(/\s+/).every((w) => /^[\p{Lu}\d(]/u.test(w)));
  // One long item in a long list is a long name ("corporate tax (T2) and HST filings"), not prose.
  return !long.length || ((parted || named) && items.length >= 4 && long.length * 2 <= items.length && long.every((it) => it.words <= 7)) || (items.length >= 5 && long.length === 1 && long[0]!.words <= 7 && !LONG_PROSE.test(long[0]!.text));
}

/**
 * A line of one short item: capitalised, one to five words, no sentence's or list's marks, no date ("November 2015 to
 * Present") and no word in capitals that a heading has ("GROUPS").
 */
const chipLine = (line: string) =>
  /^\s*\p{Lu}[\p{L}\d&/+#.'’ -]{1,40}$/u.test(line) && !/[.:;,]\s*$/.test(line) && line.trim().split(/\s+/).length <= 5 && !/\b(?:19|20)\d\d\b/.test(line) && !(line.trim() === line.trim().toUpperCase() && /\p{L}{5}/u.test(line));

function completeSkillsLists(spans: TaggedSpan[], tokens: Token[], text: string, inSkills: (offset: number) => boolean): TaggedSpan[] {
  const blocks: { start: number; end: number }[][] = [[]];
  let offset = 0;
  let before = { text: "", at: -1 };
  const all = text.split("\n");
  for (const [li, line] of all.entries()) {
    const at = offset;
    offset += line.length + 1;
    // "Backend" over "TypeScript⇥Node.js⇥Go": a group's name over its row of chips is no item (groupLabel); so is
    // "Controls" over "PLCs, Motor controls, VFDs" under a list, not the last of a one-per-line list.
    if (line.trim() && !line.includes("\t") && !/[:,;]/.test(line) && line.trim().split(/\s+/).length <= 3) {
      const next = all[li + 1] ?? "";
      if (chipRow(next)) continue;
      const above = (all[li - 1] ?? "").trim();
      if (labelOverList(next, above) && !listItem(above)) continue;
    }
    // A list may open in lower case ("enterprise sales, pricing, SQL") on the line under the heading, not on one going
    // on from the list above (a PDF may wrap a row with a blank line between).
    const last = before.text.trim();
    // The skills heading itself is above, in any case ("Core Competencies" over "cGMP, QMS, change control, …"; review 63).
    const opens = before.at < 0 || last === last.toUpperCase() || /:$/.test(last) || !inSkills(before.at + before.text.search(/\S|$/)) || headingKind(last) === "skills";
    if (line.trim()) before = { text: line, at };
    // "GPS grade control" / "" / "Pre-use inspections" / "": a grid of chips comes out of a PDF an item a line with blank
    // lines between; a blank line between two lines of one short item each goes on with the list (review 69).
    if (!line.trim() && inSkills(at) && chipLine(last) && chipLine(all.slice(li + 1).find((l) => l.trim()) ?? "")) continue;
    if (!line.trim() || !inSkills(at + line.search(/\S|$/))) {
      blocks.push([]);
      continue;
    }
    // Past a bullet and a row's label; then the items between commas and semicolons, out of brackets.
    const head = /^[^\S\n]*(?:[-*•▪●◦–—·][^\S\n]+)?(?:[\p{L}][\p{L}&/ -]{0,40}:[^\S\n]*)?/u.exec(line)![0].length;
    const body = line.slice(head);
    const bullet = /^[^\S\n]*[-*•▪●◦–—·]/.test(line);
    const items: { start: number; end: number; words: number; text: string }[] = [];
    let depth = 0;
    let from = 0;
    for (let k = 0; k <= body.length; k++) {
      const c = body[k];
      if (c === "(" || c === "[") depth++;
      else if (c === ")" || c === "]") depth = Math.max(0, depth - 1);
      // Commas and semicolons part items; so do a second bullet or a wide gap on the line (a list in two columns), and
      // a middle dot or a bar between spaces ("US GAAP · IFRS · SOX 404", "Python | SQL").
      const gap = c === "\t" || (c === " " && body.startsWith("   ", k)) || c === "•" || c === "▪" || c === "●" || ((c === "·" || c === "|") && body[k - 1] === " " && body[k + 1] === " ");
      if (k < body.length && !(depth === 0 && (c === "," || c === ";" || gap))) continue;
      const raw = body.slice(from, k);
      from = k + 1;
      const item = raw.replace(/\s*\([^()]*\)?\s*$/, "").replace(/^[\s•▪●]*(?:(?:and|or)\s+)?/i, "").trim();
      if (!item) continue;
      const start = at + head + body.indexOf(item, k - raw.length);
      items.push({ start, end: start + item.length, words: item.split(/\s+/).length, text: item });
      // "PLC fault finding (Siemens S7, Allen-Bradley)", "BMS/BAS (Niagara, Metasys)": the tools a bracket lists after
      // an item are items too (review 63). Two or more, each a name of a few words; not levels or years.
      const inner = /\(([^()]*)\)\s*$/.exec(raw);
      const parts = inner ? inner[1]!.split(/\s*[,;]\s*/) : [];
      // A plain word alone ("Orders, Returns" of "Sales document types", "Pivot" of "Excel") only when a list knows it.
      const named = (p: string) => !/^\p{Lu}\p{Ll}+$/u.test(p) || !!knowledge.skills.byName(p);
      // One tool the lists know as technical counts too ("R (Bioconductor)", "Accessibility (WCAG)"; review 72).
      const oneKnown = parts.length === 1 && knowledge.skills.byName(parts[0]!)?.category === "technical";
      if ((parts.length >= 2 || oneKnown) && !BRACKET_KINDS.test(item) && parts.every((p) => /^(?:\p{Lu}|\d+\p{L})[\p{L}\d.+#&/ -]{0,30}$/u.test(p) && p.split(/\s+/).length <= 3 && !BRACKET_LEVEL.test(p))) {
        let from = at + head + (k - raw.length) + inner!.index + 1;
        for (const p of parts) {
          const s = text.indexOf(p, from);
          if (s < 0) break;
          if (named(p)) items.push({ start: s, end: s + p.length, words: p.split(/\s+/).length, text: p });
          from = s + p.length;
        }
      }
    }
    // A list line: up to three short items after a bullet, or three or more items between commas, every one short,
    // on a line of a list's length that does not go on from the line before (lower case). Prose with commas is none.
    // A line of its own with one short item (a one-per-line list without bullets: "Crisis intervention"), or a row of a
    // grid of two or three ("Usability testing⇥Contextual inquiry"), counts when its block has three items or more.
    // An item may open with a number that is part of its name ("12-lead ECG interpretation", "3D modelling").
    const single = !bullet && items.length <= 3 && items.every((it) => it.words <= 5 || (items.length === 1 && it.words <= 7 && !LONG_PROSE.test(it.text))) && /^(?:\p{Lu}|\d+[-‑]?\p{L})/u.test(body.trim()) && !/[.!?:]$/.test(body.trim());
    // ("Hardscaping, …, lawn care," over "snow removal, plant identification, crew leadership": a list of three items or
    // more wrapped at a comma goes on in lower case; review 87.)
    const continues = /[,;][^\S\n]*$/.test(last) && blocks.at(-1)!.length >= 3 && items.every((it) => it.words <= 3 && !/^\p{Ll}+ing\b/u.test(it.text));
    const list = bullet && items.length <= 3 ? items.every((it) => it.words <= 5) : single || (items.length >= 3 && (line.length <= 240 || items.length >= 6) && (opens || continues || /^\P{Ll}/u.test(body.trim())) && listOfPhrases(items, /\s[·|]\s|[•▪●;]/.test(body)));
    if (!list) {
      blocks.push([]);
      continue;
    }
    for (const it of items) {
      const item = text.slice(it.start, it.end);
      // Words in capitals are a heading ("TECHNICAL SKILLS"), unless all short: acronyms and numbers ("US GAAP", "SOX 404").
      if (/[:.!?]$|:\s/.test(item) || !/\p{L}{2}|\p{Lu}&\p{Lu}/u.test(item) || DURATION.test(item) || PROSE_START.test(item) || SUBHEADING.test(item) || (item === item.toUpperCase() && it.words > 1 && /\p{L}{6}/u.test(item))) continue;
      blocks.at(-1)!.push(it);
    }
  }
  const out = [...spans];
  const spanOffsets = spans.map((sp) => ({ start: tokens[sp.first]!.start, end: tokens[sp.last]!.end }));
  // The spans that overlap a stretch of text. When the spans come in text order without overlapping (checked), their
  // ends rise too, and a binary search finds the first that ends after the stretch starts: a scan of every span per
  // list item made a text of 4,500 one-line lists quadratic. Otherwise every span is looked at.
  const ordered = spanOffsets.every((o, k) => k === 0 || o.start >= spanOffsets[k - 1]!.end);
  const overlapping = (it: { start: number; end: number }) => {
    let lo = 0;
    let hi = ordered ? spanOffsets.length : 0;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (spanOffsets[mid]!.end <= it.start) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let k = lo; k < spanOffsets.length; k++) {
      const o = spanOffsets[k]!;
      if (o.start >= it.end) {
        if (ordered) break;
        continue;
      }
      if (o.end > it.start) found.push(k);
    }
    return found;
  };
  const meets = (it: { start: number; end: number }) => overlapping(it).length > 0;
  for (const block of blocks) {
    // Under a skills heading a list of three short items or more is the skills claimed, whether or not the tagger
    // read one of them (a physiotherapist's "Dry needling", "Vestibular rehabilitation").
    if (block.length < 3) continue;
    for (const it of block) {
      // An item the lexicon names but the tagger left ("HubSpot" at the end of a list) is taken whole too: the span
      // resolves to the lexicon's name.
      if (meets(it)) {
        // "SPACE GASS", "12d Model" where the tagger read only the first word: the rest of the item, in capitals or
        // title case, is the rest of one product's name.
        const inner = overlapping(it);
        if (inner.length === 1) {
          const k = inner[0]!;
          const covered = spanOffsets[k]!;
          const rest = text.slice(covered.end, it.end);
          if (covered.start === it.start && covered.end < it.end && /^\s+(?:\p{Lu}[\p{L}\d-]*)(?:\s+\p{Lu}[\p{L}\d-]*)?$/u.test(rest) && !/\b(?:and|or)\b/i.test(rest)) {
            const whole = tokensWithin(tokens, it);
            // `out` begins as a copy of `spans`, so the span's own index holds it.
            if (whole) out[k] = { ...spans[k]!, first: whole.first, last: whole.last };
            continue;
          }
          // "board management" where the tagger read "management": a word or two before the item's last words, and
          // no intensifier ("strong communication" stays as read), are the rest of the item's name.
          const lead = text.slice(it.start, covered.start);
          // Not the first item of its line, where a row's label stands without a colon ("Languages Java, C#").
          const leadsRow = !/[,;]/.test(text.slice(text.lastIndexOf("\n", it.start - 1) + 1, it.start));
          if (!leadsRow && covered.end === it.end && covered.start > it.start && /^[\p{L}-]+(?:\s+[\p{L}-]+)?\s+$/u.test(lead) && !lead.trim().split(/\s+/).some((w) => MODIFIERS.has(w.toLowerCase()) || HEADING_WORDS.has(w.toLowerCase()) || ROW_LABEL_WORD.test(w) || /^(?:and|or|&)$/i.test(w))) {
            const whole = tokensWithin(tokens, it);
            if (whole) out[k] = { ...spans[k]!, first: whole.first, last: whole.last };
            continue;
          }
        }
        // "Mechanical ventilation and ventilator liberation" where only the first was read: the item's other half, after
        // "and", "&" or "/", is the second skill of the item.
        const rest = /^(.*\S)\s*(?:\band\b|&|\/)\s*(\S.*)$/iu.exec(text.slice(it.start, it.end));
        // Two to four words: a single word there is as often the start of a wrapped name ("Organization" / "Development").
        if (rest && rest[2]!.split(/\s+/).length >= 2 && rest[2]!.split(/\s+/).length <= 4 && !/\bskills?\b/i.test(rest[2]!)) {
          const half = { start: it.end - rest[2]!.length, end: it.end };
          const before = { start: it.start, end: it.start + rest[1]!.length };
          const span = !meets(half) && meets(before) ? tokensWithin(tokens, half) : null;
          if (span) out.push({ ...span, category: "technical" });
          // "Medicaid and Medicare navigation" where only the second half was read: the first half is a skill too.
          const firstHalf = meets(half) && !meets(before) && rest[1]!.split(/\s+/).length <= 4 ? tokensWithin(tokens, before) : null;
          if (firstHalf) out.push({ ...firstHalf, category: "technical" });
        } else if (rest && rest[2]!.split(/\s+/).length <= 6 && rest[1]!.split(/\s+/).length <= 3 && !/\bskills?\b/i.test(rest[0]!)) {
          // "Cost control and budgeting": the first half, when the tagger read the second half only, is a skill too, however
          // long the second half (review 54).
          const half = { start: it.end - rest[2]!.length, end: it.end };
          const before = { start: it.start, end: it.start + rest[1]!.length };
          const firstHalf = meets(half) && !meets(before) ? tokensWithin(tokens, before) : null;
          if (firstHalf) out.push({ ...firstHalf, category: "technical" });
        }
        continue;
      }
      const span = tokensWithin(tokens, it);
      if (span) out.push({ ...span, category: "technical" });
    }
  }
  return out.sort((x, y) => x.first - y.first);
}

/** The tokens that lie wholly within a stretch of the text, as a span; null when none does. */
function tokensWithin(tokens: Token[], range: { start: number; end: number }): { first: number; last: number } | null {
  // The first token ending after the range's start, found by halves (tokens are in order): counted from the first
  // token for each list item, a 90,000-character list took most of its parse here.
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.end <= range.start) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  let last = first;
  while (last + 1 < tokens.length && tokens[last + 1]!.end <= range.end) last++;
  return first < tokens.length && tokens[first]!.start >= range.start && tokens[last]!.end <= range.end ? { first, last } : null;
}

/**
 * A span on a project's header line before its bracket of tools: the line opens with a capital, not a bullet, and a
 * bracket follows the span on it.
 */
function projectHeader(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  // Not a labelled row ("Environment: Windows XP, IAR Workbench … (Provided by WRE)").
  return /^[^\S\n]*\p{Lu}/u.test(text.slice(lineStart, start + 1)) && /^[^()[\]:]*[([]/.test(rest) && !/[([:]/.test(text.slice(lineStart, start));
}

/** Whether only spaces (and up to `marks` other characters, a bullet) stand between the line's start and `at`. */
function opensLine(text: string, at: number, marks = 0): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === "\n") return true;
    if (c !== " " && c !== "\t" && c !== "\u00a0" && --marks < 0) return false;
  }
  return true;
}

function lineAt(text: string, offset: number): string {
  const end = text.indexOf("\n", offset);
  return text.slice(text.lastIndexOf("\n", offset - 1) + 1, end < 0 ? text.length : end);
}

/** A spoken language's level after its name: "(basic)", " – fluent", ": native". */
const LANGUAGE_LEVEL_AFTER = /^\s*(?:\(|[-–—:]\s*)(?:basic|beginner|elementary|intermediate|advanced|fluent|native|bilingual|conversational|proficient|professional|working|limited|mother tongue|[ABC][12])\b/i;

/** True when the lexicon matches inside a tagged span account for all its words but modifiers and versions. */
function canonicalMatches(tokens: Token[], first: number, last: number, inside: RawMention[]): boolean {
  if (!inside.length) return false;
  let mi = 0;
  for (let k = first; k <= last; k++) {
    const t = tokens[k]!;
    while (mi < inside.length && inside[mi]!.end <= t.start) mi++;
    const m = inside[mi];
    if (m && m.start <= t.start && t.end <= m.end) continue;
    if (MODIFIERS.has(t.key) || VERSION.test(t.key)) continue;
    return false;
  }
  return true;
}

// Words of a section heading ("LANGUAGES", "Technical Skills", "Tools & Technologies").
const HEADING_WORDS = new Set(
  (
    "languages language skills skill strengths interests hobbies education experience projects summary profile objective " +
    "certifications awards achievements references publications competencies expertise qualifications tools technologies " +
    "and key core other personal technical soft spoken programming computer it additional areas of systems platforms " +
    "equipment machinery software"
  ).split(" "),
);

/** A span that is a line of its own made only of heading words: the next section's title, not a skill. */
function isHeading(text: string, tokens: Token[], first: number, last: number): boolean {
  for (let k = first; k <= last; k++) if (!HEADING_WORDS.has(tokens[k]!.key)) return false;
  const before = first > 0 ? text.slice(tokens[first - 1]!.end, tokens[first]!.start) : "\n";
  const after = last + 1 < tokens.length ? text.slice(tokens[last]!.end, tokens[last + 1]!.start) : "\n";
  return /\n/.test(before) && /^[\s:]*\n/.test(after);
}

/** A span that is the label of a row of a skills grid ("Infrastructure" in "Infrastructure: Kubernetes, Ray"). */
/**
 * The last token a span keeps: not the label of the next row that a PDF line ran into ("Kafka, Confluence Libraries:
 * pandas"), nor a figure in per cent ("ARPU 22%").
 */
const ROW_LABEL_WORD = /^(?:Libraries|Frameworks|Languages|Databases|Platforms|Technologies|Tools|Skills|Methodologies|Methods|Concepts|Packages|Services|Testing|Cloud|DevOps|Data|Other)$/;

function lastWord(tokens: Token[], first: number, last: number, text: string): number {
  const t = tokens[last]!;
  const word = text.slice(t.start, t.end);
  // Only within a list: the span's first item follows a comma ("Web Technologies:" at a line's start is labelled whole).
  const listed = /[,;]\s*$/.test(text.slice(Math.max(0, tokens[first]!.start - 3), tokens[first]!.start));
  if (last > first && ((listed && text[t.end] === ":" && ROW_LABEL_WORD.test(word)) || (/^\d+(?:[.,]\d+)?$/.test(word) && /^\s?%/.test(text.slice(t.end, t.end + 2))))) return last - 1;
  return last;
}

/** The name of a kind of skill, that heads a row of a skills grid ("Operating Systems", "Web Servers", "RDBMS"). */
const CATEGORY_LABEL =
  /^(?:operating systems?|(?:relational )?databases?|database (?:management(?: systems?)?|technologies|servers?)|r?dbms|programming(?: languages?)?|(?:scripting|high[- ]level|query) languages?|web servers?|application servers?|app servers?|servers|ides?|web technolog(?:y|ies)|software(?: applications| tools)?|network(?:ing)? protocols|version control(?: systems?)?|orm tools?|testing tools|reporting tools|bi tools|design tools|tools|platforms|frameworks|methodologies|utilities|hardware|languages|networking)$/i;

/**
 * "Database Management: SQL, MySQL.   Operating Systems: Mac OSX, Windows XP", "-Web Server : Tomcat, Jboss", "§
 * Programming  Oracle, Java": a skills grid flattened into one line by a PDF's text, each row's label where its cell
 * began (after a gap, a tab or a mark), before its colon or its list; or a row of the grid's column labels
 * ("Operating Systems:  Networking:  Software:", "Utilities   Languages   Software   Databases").
 */
function flattenedLabel(text: string, start: number, end: number): boolean {
  if (!CATEGORY_LABEL.test(text.slice(start, end).trim())) return false;
  if (!/(?:^|\n|\t|[^\S\n]{2}|[-•▪●◦·|§][^\S\n]*)$/.test(text.slice(Math.max(0, start - 4), start))) return false;
  const lineEnd = text.indexOf("\n", end);
  const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  if (/^[^\S\n]*:/.test(rest)) return true;
  // Its list after a gap of two spaces or more, with a comma before the next cell's gap.
  if (/^[^\S\n]{2,}\S(?:(?![^\S\n]{3})[^\n])*,/.test(rest)) return true;
  // Another label of the grid after a gap.
  const next = /^[^\S\n]{2,}([\p{L}][\p{L} ]{1,30}?)(?=[^\S\n]*:|[^\S\n]{2}|$)/u.exec(rest);
  return !!next && CATEGORY_LABEL.test(next[1]!.trim());
}

function isRowLabel(text: string, start: number, end: number, category?: string): boolean {
  if (flattenedLabel(text, start, end)) return true;
  // A label opens its line (after a bullet at most): anything further in is no label, and is not looked at further.
  if (!opensLine(text, start, 4)) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const line = lineAt(text, start);
  if (!/^[^\S\n]*(?:[-*•▪●◦–—·][^\S\n]+)?$/.test(text.slice(lineStart, start))) return false;
  // ("Spanish: native | English: advanced": a language and its level, no label of what follows; review 74.)
  if (LABELLED_ROW.test(line) && end <= lineStart + line.indexOf(":") && !LANGUAGE_LEVEL_AFTER.test(line.slice(end - lineStart))) return true;
  // "Specialist knowledge⇥REACH, CLP, GLP": a table's first cell, whole, before a list in the next (review 52).
  if (/^\t+[^,\t\n]+,/.test(line.slice(end - lineStart)) && !line.slice(0, start - lineStart).trim()) return true;
  // The same set out with spaces in plain text ("Analysis                ANSYS, FEA, MATLAB"; review 65).
  if (PADDED_ROW.test(line) && /^[^\S\n]{3,}[^,()\t\n]+,/.test(line.slice(end - lineStart)) && !line.slice(0, start - lineStart).trim()) return true;
  // The forms below only for a name the lexicon knows (`category`): the tagger leaves such labels alone.
  if (!category) return false;
  // "Databases — PostgreSQL, MongoDB, Redis", "Databases⇥PostgreSQL, MySQL": a label before a dash or a table's tab
  // and its list.
  const rest = line.slice(end - lineStart);
  if (/^(?:[^\S\n]+[—–-][^\S\n]+|\t+)[^,\n]+,/.test(rest)) return true;
  // "Databases:" or "Databases" alone on its line (a table's cell, a bold line) over its list or its bullets. Not a soft
  // skill, nor the last item of a one-per-line list (the line above an item too, not a heading or another list).
  if (category === "soft" || text.slice(lineStart, start).trim() || !/^[^\S\n]*:?[^\S\n]*$/.test(rest)) return false;
  const lineEnd = lineStart + line.length;
  const next = lineEnd < text.length ? lineAt(text, lineEnd + 1) : "";
  if (!next.trim()) return false;
  const listNext = /:\s*$/.test(line) || /^[^\S\n]*[-*•▪●◦–—·][^\S\n]/.test(next) || (next.match(/[,;|]/g) ?? []).length >= 2;
  if (!listNext) return false;
  const above = lineAbove(text, lineStart);
  // The end of a list or a sentence wrapped onto its own line ("HTML, XML," / "XSLT", "deep learning with" / "Python").
  // So is a long line's end ("… UAT scripts and regression" / "Testing").
  if (/[,;&/+-]$|\b(?:with|and|or|of|in|for|to|using|including|like|the|a|an)$/i.test(above) || (above.split(/\s+/).length > 6 && !/[.!?:)]$/.test(above))) return false;
  return !(listItem(above) && !above.includes("|") && !/^[-*•▪●◦–—·]/.test(above));
}

/** The end of a span, past a closing bracket that pairs an opening one inside it ("Sales (B2B)"). */
function withClosingBracket(text: string, start: number, end: number): number {
  const close = text[end] === ")" ? "(" : text[end] === "]" ? "[" : "";
  return close && text.lastIndexOf(close, end) >= start ? end + 1 : end;
}

function onlyModifiers(tokens: Token[], first: number, last: number): boolean {
  for (let k = first; k <= last; k++) {
    const key = tokens[k]!.key;
    // "Written" (communication) is a skill annotators count; the other modifiers alone are not.
    if (key === "written" || (!MODIFIERS.has(key) && !VERSION.test(key))) return false;
  }
  return true;
}

/** The words of a span as a name: escapes and stray punctuation removed, spaces collapsed. */
function cleanSurface(s: string): string {
  return (
    s
      .replace(/\\x[0-9a-fA-F]{2}/g, " ")
      .replace(/\s+/g, " ")
      .replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}+#)]+$/gu, "")
      // "Excel incl. Power Query": the word that opens what a name includes is no part of the name.
      .replace(/\s+(?:incl|including|e\.g|i\.e|esp|especially|such as|like|etc)\.?$/iu, "")
      // "SQL – 7 yrs", "5+ yrs": how long the skill was used is no part of its name.
      .replace(/(?:^|\s*[–—-]?\s*)\d+(?:\.\d+)?\+?\s*(?:yrs?|years?|mos?|months?)\.?$/iu, "")
      .trim()
  );
}

/** How many of `n` items, sorted by key, have a key at or before `x`: a search, not a scan (review 37). */
function countAtOrBefore(n: number, keyAt: (i: number) => number, x: number) {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keyAt(mid) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The section of `list` starting last at or before an offset. */
function lastStarting(list: Section[]): (offset: number) => Section | undefined {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  return (offset) => sorted[countAtOrBefore(sorted.length, (i) => sorted[i]!.start, offset) - 1];
}

function sectionLookup(sections: Section[]): (offset: number) => SectionKind | null {
  const sorted = [...sections].sort((a, b) => a.start - b.start || b.end - a.end);
  return (offset) => {
    // The innermost (last starting) section holding the offset wins: the last to start at or before it, or the nearest
    // before that which still holds it.
    for (let i = countAtOrBefore(sorted.length, (k) => sorted[k]!.start, offset) - 1; i >= 0; i--) if (offset < sorted[i]!.end) return sorted[i]!.kind;
    return null;
  };
}

let defaultExtractor: SkillExtractor | undefined;

/** Skills named in a résumé, normalised to the knowledge base, with where each was found. */
export function extractSkills(text: string, sections: Section[]): ProfileSkill[] {
  defaultExtractor ??= createSkillExtractor(knowledge.skills, knowledge.skillTagger);
  return defaultExtractor(text, sections);
}
