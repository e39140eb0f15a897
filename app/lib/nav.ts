import { BarChart3, CreditCard, FileSearch, GitCompareArrows, LayoutDashboard, Map as MapIcon } from "lucide-react";

/** The signed-in navigation (spec: Layouts). The phone drawer shows all but the Payment Portal. */
export const NAV_LINKS = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard, drawer: true },
  { to: "/detailed-analysis", label: "Detailed Analysis", icon: FileSearch, drawer: true },
  { to: "/gap-analysis", label: "Gap Analysis", icon: BarChart3, drawer: true },
  { to: "/job-comparison", label: "Job Comparison", icon: GitCompareArrows, drawer: true },
  { to: "/career-roadmap", label: "Career Roadmap", icon: MapIcon, drawer: true },
  { to: "/payment", label: "Payment Portal", icon: CreditCard, drawer: false },
] as const;
