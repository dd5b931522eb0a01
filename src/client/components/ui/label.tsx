import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}

// A field's error sits in `<field id>-error`; the field points at it while it is shown.
const errorId = (fieldId: string) => `${fieldId}-error`;

export const fieldErrorProps = (fieldId: string, message?: string) => ({
  "aria-invalid": Boolean(message),
  "aria-describedby": message ? errorId(fieldId) : undefined,
});

export function FieldError({
  fieldId,
  message,
  className,
}: {
  fieldId: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={errorId(fieldId)} className={cn("text-sm text-red-700", className)}>
      {message}
    </p>
  );
}
