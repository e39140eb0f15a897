import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  default: "bg-primary text-primary-foreground",
  secondary: "bg-secondary text-secondary-foreground",
  success: "bg-success/15 text-emerald-800 dark:text-emerald-300",
  outline: "border text-foreground",
} as const;

export function Badge({ className, variant = "default", ...props }: ComponentProps<"span"> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", variants[variant], className)}
      {...props}
    />
  );
}
