// Spoken languages missing from ESCO's language-skill collection (ESCO lists mostly European languages).
export const EXTRA_LANGUAGES = [
  "Afrikaans", "Amharic", "Assamese", "Bengali", "Bhojpuri", "Cantonese", "Filipino", "Hausa", "Igbo", "Indonesian",
  "Kannada", "Kashmiri", "Khmer", "Konkani", "Lao", "Malayalam", "Mandarin", "Marathi", "Nepali", "Odia", "Oriya",
  "Pashto", "Punjabi", "Sanskrit", "Sindhi", "Sinhala", "Somali", "Swahili", "Tagalog", "Tamil", "Telugu", "Thai",
  "Tulu", "Twi", "Urdu", "Yoruba", "Zulu", "Farsi", "Hebrew", "Arabic", "Chinese", "Japanese", "Korean", "Māori",
];

/** Languages also written by another name: "te reo Māori" (New Zealand résumés, review 52). */
export const LANGUAGE_ALIASES: [string, string[]][] = [["Māori", ["te reo Māori", "te reo Maori", "Maori"]]];
