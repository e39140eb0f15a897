import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Input, Label } from "../ui/input";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    // The alert wraps the list: a list given role="alert" is no list any more to a screen reader.
    <div id={id} role="alert">
      <ul className="text-sm text-destructive">
        {list.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

/** The id of a field's hint. */
export const hintId = (inputId: string) => `${inputId}-hint`;

/** An input's aria-describedby with its hint added (Conform's props link only the errors). */
export function describedWithHint(inputProps: { id: string; "aria-describedby"?: string }, hint: unknown): string | undefined {
  return [inputProps["aria-describedby"], hint ? hintId(inputProps.id) : null].filter(Boolean).join(" ") || undefined;
}

/** A labelled input with its hint and errors linked by aria-describedby, the errors announced. */
export function Field({
  label,
  errors,
  errorId,
  inputProps,
  hint,
  children,
  className,
}: {
  label: string;
  errors?: string[];
  errorId?: string;
  inputProps: ComponentProps<"input"> & { id: string; key?: string };
  hint?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={inputProps.id}>{label}</Label>
      {children ?? <Input key={inputProps.key} {...withoutKey(inputProps)} aria-describedby={describedWithHint(inputProps, hint)} />}
      {hint ? (
        <p id={hintId(inputProps.id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Conform's input props carry `key`; React wants it passed directly, not spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}
