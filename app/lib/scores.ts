/** Score colours and labels of spec section 5. */
export type Tone = "green" | "yellow" | "amber" | "red";

export const confidenceTone = (v: number): Tone => (v >= 80 ? "green" : v >= 60 ? "yellow" : "red");
export const matchScoreTone = (v: number): Tone => (v >= 70 ? "green" : v >= 50 ? "yellow" : "red");
export const overallScoreTone = (v: number): Tone => (v >= 80 ? "green" : v >= 60 ? "amber" : "red");
export const fitRingTone = (v: number): Tone => (v >= 80 ? "green" : v >= 60 ? "amber" : "red");

export function fitLabel(v: number) {
  if (v >= 90) return "Excellent";
  if (v >= 75) return "Good";
  if (v >= 60) return "Fair";
  if (v >= 40) return "Needs Work";
  return "Poor";
}

export function fitText(v: number) {
  if (v >= 80) return "Excellent match! You're well-suited for this position.";
  if (v >= 60) return "Good match. With some improvements, you could be an excellent candidate.";
  return "Needs improvement. Consider addressing the gaps identified.";
}

export const TONE_TEXT: Record<Tone, string> = {
  green: "text-emerald-700 dark:text-emerald-400",
  yellow: "text-yellow-700 dark:text-yellow-300",
  amber: "text-amber-700 dark:text-amber-400",
  red: "text-red-700 dark:text-red-400",
};
export const TONE_BG: Record<Tone, string> = {
  green: "bg-emerald-500",
  yellow: "bg-yellow-400",
  amber: "bg-amber-500",
  red: "bg-red-500",
};
export const TONE_STROKE: Record<Tone, string> = {
  green: "stroke-emerald-500",
  yellow: "stroke-yellow-400",
  amber: "stroke-amber-500",
  red: "stroke-red-500",
};
