import { useEffect } from "react";

/**
 * Escape hides the tooltip or hover card under the pointer or the keyboard focus (WCAG 1.4.13: content shown on hover
 * or focus can be dismissed without moving either). The cards themselves are CSS; this marks their group
 * (`data-tooltip-group`) dismissed until the pointer or the focus leaves it.
 */
export function TooltipDismiss() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const group of document.querySelectorAll<HTMLElement>("[data-tooltip-group]")) {
        if (!group.matches(":hover") && !group.contains(document.activeElement)) continue;
        group.setAttribute("data-tooltip-dismissed", "");
        const reset = () => {
          group.removeAttribute("data-tooltip-dismissed");
          group.removeEventListener("pointerleave", reset);
          group.removeEventListener("focusout", reset);
        };
        group.addEventListener("pointerleave", reset);
        group.addEventListener("focusout", reset);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return null;
}
