// Kinds of employers, industries and how remote-friendly a field is. Hand-curated (not derived from a dataset): the
// OEWS national file the product ships has no industry breakdown. Employer kinds are written in the language of
// NAICS industry titles ("Hospitals", "Software publishers"), never as company names, and are keyed by SOC code
// prefix (the longest matching prefix wins). Reviewed by hand; extend here, not in the engines.

/** SOC prefix -> kinds of employers that hire for the occupations under it, the most typical first. */
const EMPLOYERS: Record<string, string[]> = {
  "11-1": ["Management of companies and enterprises", "Manufacturing", "Finance and insurance", "Professional, scientific, and technical services", "Government"],
  "11-2": ["Advertising, public relations, and related services", "Management of companies and enterprises", "Software publishers", "Wholesale trade", "Manufacturing"],
  "11-3012": ["Management of companies and enterprises", "Government", "Health care and social assistance", "Manufacturing"],
  "11-3013": ["Colleges, universities, and professional schools", "Hospitals", "Government", "Real estate"],
  "11-3021": ["Computer systems design and related services", "Software publishers", "Finance and insurance", "Management of companies and enterprises", "Government"],
  "11-3031": ["Finance and insurance", "Management of companies and enterprises", "Government", "Professional, scientific, and technical services"],
  "11-3051": ["Manufacturing", "Management of companies and enterprises", "Utilities"],
  "11-3061": ["Manufacturing", "Wholesale trade", "Management of companies and enterprises", "Government"],
  "11-3071": ["Warehousing and storage", "Truck transportation", "Wholesale trade", "Manufacturing"],
  "11-31": ["Management of companies and enterprises", "Professional, scientific, and technical services", "Government", "Health care and social assistance", "Manufacturing"],
  "11-3": ["Management of companies and enterprises", "Manufacturing", "Government", "Professional, scientific, and technical services"],
  "11-9021": ["Construction of buildings", "Specialty trade contractors", "Heavy and civil engineering construction", "Government"],
  "11-903": ["Elementary and secondary schools", "Colleges, universities, and professional schools", "Child care services", "Government"],
  "11-9041": ["Architectural, engineering, and related services", "Manufacturing", "Scientific research and development services", "Government"],
  "11-9111": ["Hospitals", "Offices of physicians", "Nursing and residential care facilities", "Outpatient care centers", "Government"],
  "11-9121": ["Scientific research and development services", "Manufacturing", "Colleges, universities, and professional schools", "Government"],
  "11-9141": ["Real estate", "Lessors of real estate", "Activities related to real estate"],
  "11-9151": ["Individual and family services", "Government", "Nursing and residential care facilities", "Outpatient care centers"],
  "11-9": ["Professional, scientific, and technical services", "Government", "Health care and social assistance", "Manufacturing"],
  "13-1071": ["Employment services", "Government", "Professional, scientific, and technical services", "Health care and social assistance"],
  "13-1111": ["Management, scientific, and technical consulting services", "Government", "Finance and insurance", "Management of companies and enterprises"],
  "13-1161": ["Management, scientific, and technical consulting services", "Management of companies and enterprises", "Advertising, public relations, and related services", "Finance and insurance"],
  "13-1": ["Professional, scientific, and technical services", "Management of companies and enterprises", "Government", "Finance and insurance", "Manufacturing"],
  "13-2011": ["Accounting, tax preparation, bookkeeping, and payroll services", "Finance and insurance", "Government", "Management of companies and enterprises", "Manufacturing"],
  "13-2": ["Finance and insurance", "Accounting, tax preparation, bookkeeping, and payroll services", "Government", "Management of companies and enterprises"],
  "15-1": ["Computer systems design and related services", "Software publishers", "Finance and insurance", "Manufacturing", "Management of companies and enterprises", "Government"],
  "15-2": ["Scientific research and development services", "Finance and insurance", "Government", "Computer systems design and related services", "Colleges, universities, and professional schools"],
  "17-1": ["Architectural, engineering, and related services", "Government", "Construction"],
  "17": ["Architectural, engineering, and related services", "Manufacturing", "Scientific research and development services", "Government", "Construction"],
  "19": ["Scientific research and development services", "Colleges, universities, and professional schools", "Government", "Hospitals", "Manufacturing"],
  "21-2": ["Religious organizations"],
  "21": ["Individual and family services", "Government", "Hospitals", "Outpatient care centers", "Nursing and residential care facilities"],
  "23-1": ["Legal services", "Government", "Management of companies and enterprises", "Finance and insurance"],
  "23-2": ["Legal services", "Government", "Finance and insurance", "Management of companies and enterprises"],
  "25-1": ["Colleges, universities, and professional schools", "Junior colleges", "Technical and trade schools"],
  "25-2": ["Elementary and secondary schools", "Child care services", "Government"],
  "25-3": ["Educational support services", "Elementary and secondary schools", "Individual and family services", "Colleges, universities, and professional schools"],
  "25-4": ["Libraries and archives", "Museums, historical sites, and similar institutions", "Colleges, universities, and professional schools", "Government"],
  "25-9": ["Elementary and secondary schools", "Colleges, universities, and professional schools", "Educational support services"],
  "27-1": ["Specialized design services", "Advertising, public relations, and related services", "Publishing industries", "Manufacturing"],
  "27-2": ["Performing arts companies", "Spectator sports", "Motion picture and sound recording industries", "Amusement and recreation industries"],
  "27-3": ["Advertising, public relations, and related services", "Newspaper, periodical, book, and directory publishers", "Broadcasting", "Colleges, universities, and professional schools", "Government"],
  "27-4": ["Motion picture and video industries", "Broadcasting", "Performing arts companies", "Colleges, universities, and professional schools"],
  "29-1021": ["Offices of dentists", "Outpatient care centers", "Government"],
  "29-1051": ["Pharmacies and drug retailers", "Hospitals", "General merchandise retailers", "Outpatient care centers"],
  "29-1131": ["Veterinary services", "Government", "Colleges, universities, and professional schools"],
  "29-12": ["Hospitals", "Offices of physicians", "Outpatient care centers", "Colleges, universities, and professional schools", "Government"],
  "29-2": ["Hospitals", "Medical and diagnostic laboratories", "Offices of physicians", "Outpatient care centers", "Pharmacies and drug retailers"],
  "29": ["Hospitals", "Offices of physicians", "Outpatient care centers", "Nursing and residential care facilities", "Home health care services", "Government"],
  "31": ["Hospitals", "Nursing and residential care facilities", "Home health care services", "Offices of physicians", "Offices of dentists"],
  "33": ["Government", "Investigation and security services", "Hospitals", "Colleges, universities, and professional schools"],
  "35": ["Restaurants and other eating places", "Special food services", "Accommodation", "Elementary and secondary schools"],
  "37": ["Services to buildings and dwellings", "Elementary and secondary schools", "Accommodation", "Hospitals"],
  "39": ["Personal care services", "Individual and family services", "Amusement and recreation industries", "Child care services"],
  "41-3031": ["Securities, commodity contracts, and other financial investments", "Credit intermediation and related activities"],
  "41-3021": ["Insurance agencies and brokerages", "Insurance carriers"],
  "41-4": ["Wholesale trade", "Manufacturing", "Computer systems design and related services"],
  "41-2": ["General merchandise retailers", "Clothing and accessories retailers", "Food and beverage retailers", "Motor vehicle and parts dealers"],
  "41": ["Wholesale trade", "Retail trade", "Manufacturing", "Finance and insurance", "Professional, scientific, and technical services"],
  "43": ["Health care and social assistance", "Professional, scientific, and technical services", "Government", "Finance and insurance", "Administrative and support services"],
  "45": ["Crop production", "Animal production", "Forestry and logging", "Support activities for agriculture and forestry"],
  "47": ["Specialty trade contractors", "Construction of buildings", "Heavy and civil engineering construction", "Government"],
  "49": ["Repair and maintenance", "Manufacturing", "Government", "Wholesale trade", "Specialty trade contractors"],
  "51": ["Manufacturing", "Food manufacturing", "Fabricated metal product manufacturing", "Employment services"],
  "53": ["Truck transportation", "Warehousing and storage", "Air transportation", "Transit and ground passenger transportation", "Couriers and messengers"],
  "55": ["U.S. Armed Forces"],
};

/** Kinds of employers for an O*NET-SOC or SOC code, the most typical first. */
export function employerKindsFor(code: string): string[] {
  const soc = code.slice(0, 7);
  for (let n = soc.length; n >= 2; n--) {
    const kinds = EMPLOYERS[soc.slice(0, n)];
    if (kinds) return [...kinds];
  }
  return ["Private companies and organisations in your field", "Government"];
}

/** Kinds of employers where much of the work can be done away from a fixed site. */
const REMOTE_FRIENDLY = new Set([
  "Software publishers", "Computer systems design and related services", "Data processing, hosting, and related services",
  "Management, scientific, and technical consulting services", "Advertising, public relations, and related services",
  "Publishing industries", "Newspaper, periodical, book, and directory publishers", "Finance and insurance", "Insurance carriers",
  "Educational support services", "Professional, scientific, and technical services", "Management of companies and enterprises",
  "Accounting, tax preparation, bookkeeping, and payroll services", "Specialized design services", "Employment services",
  "Securities, commodity contracts, and other financial investments", "Credit intermediation and related activities",
  "Web search portals, libraries, archives, and other information services", "Telecommunications",
]);
export const isRemoteFriendlyEmployer = (kind: string) => REMOTE_FRIENDLY.has(kind);

export type RemoteFeasibility = "high" | "some" | "low";
/** How much of a field's work can usually be done remotely: SOC prefix -> rule of thumb (longest prefix wins). */
const REMOTE: Record<string, RemoteFeasibility> = {
  "11": "some", "11-2": "high", "11-3021": "high", "11-3031": "high", "11-9111": "low", "11-903": "low", "11-9021": "low",
  "13": "high", "15": "high", "17": "some", "19": "some", "21": "some", "23": "some", "25": "low", "25-1": "some", "25-3": "some",
  "27-1": "high", "27-2": "low", "27-3": "high", "27-4": "low", "29": "low", "31": "low", "33": "low", "35": "low", "37": "low",
  "39": "low", "41": "some", "41-2": "low", "41-9041": "high", "43": "some", "45": "low", "47": "low", "49": "low", "51": "low",
  "53": "low", "55": "low",
};
export function remoteFeasibility(code: string): RemoteFeasibility {
  const soc = code.slice(0, 7);
  for (let n = soc.length; n >= 2; n--) {
    const r = REMOTE[soc.slice(0, n)];
    if (r) return r;
  }
  return "some";
}

export type Industry = { name: string; keywords: string[]; employers: string[] };
/** Industries a free-text preference can name, with the kinds of employers in them (NAICS titles). */
export const INDUSTRIES: Industry[] = [
  { name: "Health care", keywords: ["health", "healthcare", "health care", "hospital", "hospitals", "medical", "clinic", "clinical", "medicine", "nursing", "patient"], employers: ["Hospitals", "Outpatient care centers", "Offices of physicians", "Nursing and residential care facilities", "Home health care services"] },
  { name: "Pharmaceuticals and life sciences", keywords: ["pharma", "pharmaceutical", "pharmaceuticals", "biotech", "biotechnology", "life sciences", "medtech", "medical devices"], employers: ["Pharmaceutical and medicine manufacturing", "Scientific research and development services", "Medical equipment and supplies manufacturing"] },
  { name: "Finance and banking", keywords: ["finance", "financial", "bank", "banking", "fintech", "investment", "investments", "asset management", "trading", "wealth"], employers: ["Credit intermediation and related activities", "Securities, commodity contracts, and other financial investments", "Finance and insurance"] },
  { name: "Insurance", keywords: ["insurance", "insurtech", "actuarial"], employers: ["Insurance carriers", "Insurance agencies and brokerages"] },
  { name: "Software and information technology", keywords: ["tech", "technology", "software", "saas", "it", "internet", "cloud", "ai", "artificial intelligence", "data", "cybersecurity", "security", "startup", "startups", "gaming", "games", "video games"], employers: ["Software publishers", "Computer systems design and related services", "Data processing, hosting, and related services", "Web search portals, libraries, archives, and other information services"] },
  { name: "Education", keywords: ["education", "school", "schools", "university", "universities", "college", "edtech", "teaching", "academia", "academic", "k-12"], employers: ["Elementary and secondary schools", "Colleges, universities, and professional schools", "Educational support services"] },
  { name: "Government and public sector", keywords: ["government", "public sector", "federal", "state government", "local government", "municipal", "civil service", "public administration", "defense", "defence", "military"], employers: ["Federal government", "State government", "Local government"] },
  { name: "Manufacturing", keywords: ["manufacturing", "industrial", "factory", "automotive", "aerospace", "semiconductor", "semiconductors", "electronics", "hardware", "chemicals"], employers: ["Manufacturing", "Computer and electronic product manufacturing", "Transportation equipment manufacturing", "Chemical manufacturing"] },
  { name: "Retail and e-commerce", keywords: ["retail", "ecommerce", "e-commerce", "consumer", "consumer goods", "fashion", "grocery"], employers: ["General merchandise retailers", "Nonstore retailers", "Wholesale trade"] },
  { name: "Consulting and professional services", keywords: ["consulting", "consultancy", "advisory", "professional services", "accounting", "audit", "big four"], employers: ["Management, scientific, and technical consulting services", "Accounting, tax preparation, bookkeeping, and payroll services", "Professional, scientific, and technical services"] },
  { name: "Marketing, media and entertainment", keywords: ["marketing", "advertising", "media", "publishing", "pr", "public relations", "entertainment", "film", "television", "music", "journalism", "news"], employers: ["Advertising, public relations, and related services", "Publishing industries", "Motion picture and sound recording industries", "Broadcasting"] },
  { name: "Energy and utilities", keywords: ["energy", "oil", "gas", "utilities", "utility", "renewable", "renewables", "solar", "wind", "power", "electricity"], employers: ["Utilities", "Oil and gas extraction", "Electric power generation, transmission and distribution"] },
  { name: "Construction and real estate", keywords: ["construction", "real estate", "property", "architecture", "building", "infrastructure"], employers: ["Construction of buildings", "Specialty trade contractors", "Real estate", "Architectural, engineering, and related services"] },
  { name: "Transportation and logistics", keywords: ["logistics", "transportation", "transport", "shipping", "supply chain", "airline", "airlines", "aviation", "trucking", "freight", "warehouse", "warehousing"], employers: ["Truck transportation", "Warehousing and storage", "Air transportation", "Couriers and messengers"] },
  { name: "Hospitality and travel", keywords: ["hospitality", "hotel", "hotels", "restaurant", "restaurants", "travel", "tourism", "food service", "food services"], employers: ["Accommodation", "Restaurants and other eating places", "Travel arrangement and reservation services"] },
  { name: "Telecommunications", keywords: ["telecom", "telecoms", "telecommunications", "wireless", "networking"], employers: ["Telecommunications", "Wired and wireless telecommunications carriers"] },
  { name: "Nonprofit and social sector", keywords: ["nonprofit", "non-profit", "not-for-profit", "ngo", "charity", "charities", "social impact", "social services", "philanthropy"], employers: ["Social advocacy organizations", "Grantmaking and giving services", "Individual and family services"] },
  { name: "Legal services", keywords: ["legal", "law", "law firm", "law firms", "legal tech"], employers: ["Legal services"] },
  { name: "Agriculture and food", keywords: ["agriculture", "farming", "agritech", "food", "food production", "beverage"], employers: ["Crop production", "Food manufacturing", "Support activities for agriculture and forestry"] },
];

/** The industries a free-text preference names (whole words or phrases, case-insensitive; "IT" only in capitals). */
export function matchIndustries(text: string): Industry[] {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&+-]+/gu, " ")} `;
  return INDUSTRIES.filter((ind) =>
    ind.keywords.some((k) => {
      if (k === "it") return /\bIT\b/.test(text);
      if (k === "ai") return /\bAI\b/.test(text) || / ai /.test(lower);
      return lower.includes(` ${k} `);
    }),
  );
}

/** Who a founder or independent professional works for. */
export const INDEPENDENT_KINDS = ["Clients as an independent contractor", "Staffing and contract agencies"];
export const FOUNDER_KINDS = ["Your own business (self-employed)", "Clients in your field"];

/** Every kind of employer the engines can name (for checks that no company name slips in). */
export function allEmployerKinds(): Set<string> {
  return new Set([
    ...Object.values(EMPLOYERS).flat(),
    ...INDUSTRIES.flatMap((i) => i.employers),
    ...INDEPENDENT_KINDS,
    ...FOUNDER_KINDS,
    "Private companies and organisations in your field",
    "Government",
  ]);
}
