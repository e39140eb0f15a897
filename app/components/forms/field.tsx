import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Input, Label } from "../ui/input";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="text-sm text-destructive" role="alert">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A labelled input with its errors announced and linked by aria-describedby. */
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
      {children ?? <Input key={inputProps.key} {...withoutKey(inputProps)} />}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** Conform's input props carry `key`; React wants it passed directly, not spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}
