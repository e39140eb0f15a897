import { useEffect, useRef } from "react";
import type { SkillBreakdown } from "~/lib/schemas/resume";

export const SKILL_COLORS = { technical: "#4f46e5", soft: "#10b981", other: "#f59e0b" } as const;

/**
 * The doughnut of spec section 2 (cutout 70%), drawn by Chart.js in the browser. Chart.js is loaded only
 * here, after hydration; the table beside it carries the same numbers for everyone.
 */
export function SkillDoughnut({ breakdown }: { breakdown: SkillBreakdown }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy: () => void } | null = null;
    let cancelled = false;
    void import("chart.js").then(({ Chart, ArcElement, DoughnutController, Tooltip }) => {
      if (cancelled || !canvas.current) return;
      Chart.register(ArcElement, DoughnutController, Tooltip);
      const noData = breakdown.technicalSkills[0] === "N/A" && breakdown.softSkills[0] === "N/A";
      chart = new Chart(canvas.current, {
        type: "doughnut",
        data: {
          labels: noData ? ["N/A", "N/A", "N/A"] : ["Technical", "Soft", "Other"],
          datasets: [
            {
              data: [breakdown.technical, breakdown.soft, breakdown.other],
              backgroundColor: noData ? ["#cbd5e1", "#e2e8f0", "#f1f5f9"] : [SKILL_COLORS.technical, SKILL_COLORS.soft, SKILL_COLORS.other],
              borderWidth: 0,
            },
          ],
        },
        options: {
          cutout: "70%",
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { callbacks: { label: (item) => ` ${item.label}: ${item.parsed}%` } } },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [breakdown]);
  return (
    <div className="js-only relative h-48 w-48 shrink-0">
      {/* Sized by its box before Chart.js arrives: a bare canvas is 300 px wide, wider than the box on a phone. */}
      <canvas ref={canvas} className="block h-full w-full" role="img" aria-label={`Skill breakdown: technical ${breakdown.technical}%, soft ${breakdown.soft}%, other ${breakdown.other}%`} />
    </div>
  );
}
