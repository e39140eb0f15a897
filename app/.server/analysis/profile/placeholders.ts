// Template text left in a résumé: a builder's or an AI assistant's placeholders ("[Company Name]", "XX%", "Month YYYY –
// Present", "(insert metric)"). They are blanked for the parser, character for character, so that none is read as an
// employer, a date or a skill, and the user is told which were found (review 79: "[Company Name]" had been an employer,
// "[Add a relevant skill]" a skill, and "Month YYYY – Present" had dropped the current job without a word).

const WORDS =
  "company|employer|organi[sz]ation|client|job title|title|position|role|name|full name|city|state|country|location|date|dates|start date|end date|month|year|university|college|school|degree|major|field|phone|phone number|email|e-mail|address|linkedin|website|url|certification|certificate|license|skill|skills|tool|tools|metric|number|percentage|amount|achievement|result|project|team size|industry|product";
const PLACEHOLDER = new RegExp(
  [
    // "Fall [year]", "June [Year]": the month or season written before a year left out goes with it.
    "(?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)\\s+)\\[(?:year|yyyy|date)\\]",
    // "[Company Name]", "[Your Phone Number]", "[Add a relevant skill]", "[X]", "[City, State]".
    `\\[(?:(?:your|insert|add|enter|the|an?|relevant|specific|additional|another|issuing|start|end|full|job|company|school|license|licence|contact) ){0,3}(?:${WORDS}|x+)(?: (?:name|here|number|title|date|size|\\d))?(?:,? (?:${WORDS}))?\\]`,
    // "XX%", "X%", "$XX,XXX", "XX+".
    "(?<![\\p{L}\\d])\\$?X{1,3}(?:[,.]X{2,3})?(?:%|\\+|k\\b|K\\b)",
    // "(insert metric)", "(add result)".
    "\\((?:insert|add|enter|include) [^)\\n]{1,40}\\)",
    // "Month YYYY", "MM/YYYY", "YYYY" written as the date.
    "\\b(?:Month|MM),? ?/? ?(?:YYYY|Year)\\b|\\bYYYY\\b",
  ].join("|"),
  "giu",
);

/** The placeholders a text holds, as written, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[0]))];
}

/** The text with its placeholders blanked, one space for each character (a line's breaks kept). */
export function placeholdersBlanked(text: string): string {
  if (!/[[(Xx]|yyyy/i.test(text)) return text;
  return text.replace(PLACEHOLDER, (m) => m.replace(/[^\n]/g, " "));
}
