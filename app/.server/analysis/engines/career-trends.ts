// Industry trends of an occupation from O*NET: its Emerging Tasks (new or revised tasks reported to O*NET) and its Hot
// Technology / In Demand technologies, with how widely O*NET flags them. Facts with their dates, no forecasts.
import { catalog, type EmergingTask } from "../catalog";
import { knowledge, type Occupation } from "../knowledge";
import { fieldShare, overallShare, typicalOfField } from "../occupation";

export type Trend = { trend: string; timeframe: string; relevance: string; kind: "emerging" | "technology" };

/** Emerging tasks of the occupation, or of its siblings in the same SOC detailed occupation (29-1141.xx) when it has none. */
const emergingCache = new Map<string, { task: EmergingTask; of: Occupation }[]>();
export function emergingTasksOf(o: Occupation): { task: EmergingTask; of: Occupation }[] {
  let list = emergingCache.get(o.code);
  if (!list) emergingCache.set(o.code, (list = computeEmerging(o)));
  return list;
}

function computeEmerging(o: Occupation): { task: EmergingTask; of: Occupation }[] {
  const own = catalog.trends.emergingTasks(o.code);
  if (own.length) return own.map((task) => ({ task, of: o }));
  const soc = o.code.slice(0, 7);
  return knowledge.occupations.list
    .filter((s) => s.code !== o.code && s.code.startsWith(soc))
    .flatMap((s) => catalog.trends.emergingTasks(s.code).map((task) => ({ task, of: s })));
}

/** Hot Technology / In Demand technologies of an occupation that are typical of its field, most widely flagged first. */
type HotTech = {
  t: ReturnType<typeof knowledge.occupations.technology>[number];
  stats: ReturnType<typeof catalog.trends.hotTechnology>;
  share: number;
  ubiquitous: boolean;
  distinctive: boolean;
};
const hotCache = new Map<string, HotTech[]>();
export function hotTechnologiesOf(o: Occupation): HotTech[] {
  let list = hotCache.get(o.code);
  if (!list) hotCache.set(o.code, (list = computeHot(o)));
  return list;
}

function computeHot(o: Occupation): HotTech[] {
  return knowledge.occupations
    .technology(o.index)
    .filter((t) => !t.generic && (t.hot || t.inDemand))
    .map((t) => {
      const overall = overallShare(t.skill);
      const share = fieldShare(o.code, t.skill);
      return { t, stats: catalog.trends.hotTechnology(t.example), share, ubiquitous: overall >= 0.5, distinctive: overall > 0 && share >= 2 * overall };
    })
    // As in the benchmark (decision 0017): a Hot Technology every field lists (Windows, MS Access) is no trend of this one.
    .filter((x) => x.t.inDemand || typicalOfField(o.code, x.t.skill))
    // In demand for this occupation first, then what is distinctive of the field (Epic Systems for nurses); office
    // software nearly every occupation lists (Excel, Outlook) last.
    .sort(
      (a, b) =>
        Number(b.t.inDemand) - Number(a.t.inDemand) ||
        Number(a.ubiquitous) - Number(b.ubiquitous) ||
        Number(b.distinctive) - Number(a.distinctive) ||
        (b.stats?.hot ?? 0) - (a.stats?.hot ?? 0) ||
        b.share - a.share ||
        (a.t.name < b.t.name ? -1 : a.t.name > b.t.name ? 1 : 0),
    );
}

const monthYear = (d: string) => {
  const [m, y] = d.split("/");
  const names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${names[Number(m) - 1] ?? ""} ${y}`.trim();
};

/** Up to `max` trends: emerging tasks first (at most three), then technologies. */
export function trendsOf(o: Occupation, has: (name: string) => string | undefined, max = 6): Trend[] {
  const out: Trend[] = [];
  for (const { task, of } of emergingTasksOf(o).slice(0, 3)) {
    const whose = of.code === o.code ? o.title : `${of.title} (a specialty of ${o.title})`;
    out.push({
      trend: task.task.replace(/\.$/, ""),
      timeframe: `Emerging: ${task.category === "New" ? "new task" : "revised task"} reported to O*NET in ${monthYear(task.date)}`,
      relevance: `O*NET ${task.category === "New" ? "added this task" : "revised this task"} for ${whose} (source: ${task.domainSource === "AI/SME" ? "AI-assisted subject-matter experts" : task.domainSource.toLowerCase()}).`,
      kind: "emerging",
    });
  }
  const n = catalog.trends.occupationsWithTechnology;
  for (const { t, stats } of hotTechnologiesOf(o)) {
    if (out.length >= max) break;
    const mine = has(t.name);
    const spread = stats && stats.hot > 1 ? ` O*NET flags it a Hot Technology for ${stats.hot} of ${n} occupations.` : "";
    out.push({
      trend: `${t.name}${stats?.commodity ? ` (${stats.commodity.toLowerCase()})` : ""}`,
      timeframe: t.inDemand ? "Now: in demand in job postings (O*NET 29.3, 2025)" : "Now: Hot Technology in job postings (O*NET 29.3, 2025)",
      relevance: `${
        mine
          ? "Already on your resume: keep it current and visible."
          : t.inDemand
            ? `Not on your resume yet; O*NET finds it in demand in job postings for ${o.title}.`
            : "Not on your resume yet; O*NET marks it a Hot Technology, often required in job postings."
      }${spread}`,
      kind: "technology",
    });
  }
  return out.slice(0, max);
}
