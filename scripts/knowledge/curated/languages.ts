// Spoken languages missing from ESCO's language-skill collection (ESCO lists mostly European languages).
export const EXTRA_LANGUAGES = [
  "Afrikaans", "Amharic", "Assamese", "Bengali", "Bhojpuri", "Cantonese", "Filipino", "Hausa", "Igbo", "Indonesian",
  "Kannada", "Kashmiri", "Khmer", "Konkani", "Lao", "Malayalam", "Mandarin", "Marathi", "Nepali", "Odia", "Oriya",
  "Pashto", "Punjabi", "Sanskrit", "Sindhi", "Sinhala", "Somali", "Swahili", "Tagalog", "Tamil", "Telugu", "Thai",
  "Tulu", "Twi", "Urdu", "Yoruba", "Zulu", "Farsi", "Hebrew", "Arabic", "Chinese", "Japanese", "Korean", "Māori",
  // Languages of African, South Asian and Southeast Asian CVs (review 70).
  "Malay", "Sotho", "Xhosa", "Tswana", "Tsonga", "Venda", "Ndebele", "Swati", "Fante", "Ewe", "Nigerian Pidgin",
  "Cebuano", "Ilocano", "Hiligaynon", "Kalenjin", "Kikuyu", "Luo", "Luganda", "Kinyarwanda", "Shona", "Chichewa", "Tigrinya",
  // Central Asian, Southeast Asian and American languages (reviews 67 and 74).
  "Uzbek", "Kyrgyz", "Tajik", "Turkmen", "Mongolian", "Uyghur", "Dari", "Burmese", "Sundanese", "Javanese", "Hmong",
  "Haitian Creole", "Quechua", "Guarani",
];

/** Languages also written by another name: "te reo Māori" (New Zealand résumés, review 52). */
export const LANGUAGE_ALIASES: [string, string[]][] = [
  ["Māori", ["te reo Māori", "te reo Maori", "Maori"]],
  // Each language by its own name (review 70): "Kiswahili", "Bangla", "Bahasa Melayu", "isiZulu", "Sesotho".
  ["Swahili", ["Kiswahili"]],
  ["Bengali", ["Bangla"]],
  ["Malay", ["Bahasa Melayu", "Bahasa Malaysia"]],
  ["Indonesian", ["Bahasa Indonesia"]],
  ["Zulu", ["isiZulu"]],
  ["Xhosa", ["isiXhosa"]],
  ["Sotho", ["Sesotho", "Southern Sotho"]],
  ["Tswana", ["Setswana"]],
  ["Tsonga", ["Xitsonga"]],
  ["Venda", ["Tshivenda"]],
  ["Ndebele", ["isiNdebele"]],
  ["Swati", ["siSwati"]],
];
