import { FileText } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "~/lib/brand";
import { cn } from "~/lib/cn";

export function Logo({ to = "/", className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn("flex items-center gap-2 font-semibold tracking-tight", className)}>
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <FileText className="h-4 w-4" aria-hidden />
      </span>
      <span>{BRAND}</span>
    </Link>
  );
}
