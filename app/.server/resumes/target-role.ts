// The target role: the occupation a user chooses to be compared with when the one inferred from their résumé is not
// where they are going (a career changer) or is simply wrong (O*NET files "Data Engineer" under Data Scientists).
// The dashboard's Keyword Strength and Gap Score, the gap analysis, the roadmap and the detailed analysis's
// keywords all use it.
import type { Profile } from "~/lib/schemas/profile";
import type { TargetRoleChoices } from "~/lib/target-role";
import { targetOccupation } from "../analysis/benchmark";
import { chosenOccupation, correctedQuery, searchOccupations } from "../analysis/occupation";
import * as users from "../db/users";
import { DomainError } from "../errors";

export class UnknownOccupationError extends DomainError {
  override name = "UnknownOccupationError";
  constructor() {
    super("Choose a role from the list.");
  }
}

/** The O*NET code of the role the user chose, or null when the résumé's inferred occupation is used. */
export async function targetRole(userId: string): Promise<string | null> {
  const row = await users.findById(userId);
  const code = row?.target_occupation ?? null;
  // A code the knowledge base no longer has (a newer O*NET release) falls back to inference.
  return code && chosenOccupation(code) ? code : null;
}

/**
 * Saves the user's target role (null: go back to the inferred one) and returns its title. Choosing the occupation the
 * résumé already points to (`inferred`) chooses nothing: it stays inferred, and no analysis has to run again.
 */
export async function chooseTargetRole(userId: string, code: string | null, inferred: string | null = null): Promise<{ code: string; title: string } | null> {
  const picked = code ? chosenOccupation(code) : null;
  if (code && !picked) throw new UnknownOccupationError();
  const stored = picked && picked.code !== inferred ? picked.code : null;
  await users.updateTargetOccupation(userId, { code: stored, now: new Date().toISOString() });
  return picked ? { code: picked.code, title: picked.title } : null;
}

const MAX_SUGGESTIONS = 5;

/**
 * What the chooser offers: the role in use, the occupations the résumé points to (best first), and the matches of
 * what the user searched for.
 */
export function targetRoleChoices(profile: Profile | null, chosen: string | null, query: string | null): TargetRoleChoices {
  const inference = profile ? targetOccupation(profile, null) : null;
  const picked = chosen ? chosenOccupation(chosen) : null;
  const inferred = inference ? [inference.best, ...inference.runnersUp].filter((c) => c !== null) : [];
  const choice = (c: { code: string; title: string }) => ({ code: c.code, title: c.title });
  const trimmed = (query ?? "").trim().slice(0, 120);
  // A misspelt word is read as the title word it most likely means ("acountant").
  const corrected = trimmed ? correctedQuery(trimmed) : null;
  const current = picked ?? inference?.best;
  return {
    current: current ? { ...choice(current), chosen: !!picked } : null,
    // The chosen role first, so the chooser shows what is in use.
    suggestions: [...(picked ? [picked] : []), ...inferred.filter((c) => c.code !== picked?.code)].slice(0, MAX_SUGGESTIONS).map(choice),
    query: trimmed,
    results: trimmed ? searchOccupations(corrected ?? trimmed) : null,
    correctedTo: corrected,
    inferred: inference?.best ? choice(inference.best) : null,
    open: query !== null,
  };
}
