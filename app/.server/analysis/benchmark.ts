import type { Profile } from "~/lib/schemas/profile";
import type { Benchmark } from "./metrics";

// Connected to the occupation inference once the knowledge base lands.
export function benchmarkFor(profile: Profile): Benchmark {
  void profile;
  return { occupation: null, skills: [] };
}
