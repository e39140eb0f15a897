import { Slot } from "radix-ui";
import type { ComponentProps, MouseEvent } from "react";
import { cn } from "~/lib/cn";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-card hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  link: "text-primary underline-offset-4 hover:underline px-0 h-auto",
} as const;

const sizes = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3 text-sm",
  lg: "h-11 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
  /**
   * A request the button started is running: it looks and reads as unavailable (aria-disabled) and ignores presses, but
   * keeps the keyboard focus, which a disabled button would drop to the page's body (WCAG 2.4.3).
   */
  pending?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = "default", size: keyof typeof sizes = "default") {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 aria-disabled:cursor-not-allowed cursor-pointer",
    variants[variant],
    sizes[size],
  );
}

export function Button({ className, variant, size, asChild, type, pending, onClick, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(buttonClasses(variant, size), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
      {...(pending ? { "aria-disabled": true } : {})}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
