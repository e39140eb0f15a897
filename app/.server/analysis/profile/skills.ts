import type { ProfileSkill, Section } from "~/lib/schemas/profile";

// Skeleton: replaced by the skill extractor built on the knowledge base.
export function extractSkills(text: string, sections: Section[]): ProfileSkill[] {
  void text;
  void sections;
  return [];
}
