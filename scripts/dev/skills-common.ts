// Shared by the skill measurement scripts.
export { goldMatches, loadLabelled, norm, skillMatch } from "../knowledge/labelled";

/** Half a = even résumé numbers, half b = odd ones; no half = all. */
export const inHalf = (id: string, half: string | undefined) => {
  if (!half) return true;
  const n = Number(/(\d+)$/.exec(id)?.[1] ?? 0);
  return (n % 2 === 0) === (half === "a");
};
