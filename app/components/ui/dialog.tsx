import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

/** A centred modal dialog with a title, an optional description and a close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  initialFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Where focus goes on open (a CSS selector inside the dialog); by default the first control. */
  initialFocus?: string;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            if (!initialFocus) return;
            const target = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(initialFocus);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-fade-in">
          <div className="grid gap-1.5 pr-6">
            <RadixDialog.Title className="text-lg font-semibold leading-none">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm text-muted-foreground">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
          </div>
          {children}
          <RadixDialog.Close className="absolute right-4 top-4 rounded-sm p-1 opacity-70 hover:opacity-100" aria-label="Close">
            <X className="h-4 w-4" aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
