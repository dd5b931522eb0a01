import type { ReactNode } from "react";
import { cn } from "./ui/cn";

// One convention for every form field, on the site and in the admin: the error sits in `<field id>-error`,
// and the control points at it (aria-invalid, aria-describedby) while it is shown.
const errorId = (fieldId: string) => `${fieldId}-error`;

export const fieldA11y = (id: string, error?: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId(id) : undefined,
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
    <p id={errorId(fieldId)} role="alert" className={cn("text-sm text-red-700", className)}>
      {message}
    </p>
  );
}

type FieldProps = { id: string; label: string; error?: string; children: ReactNode; className?: string };

// The site's labelled field: label above, the control, its message below.
export function FormField({ id, label, error, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldError fieldId={id} message={error} className="mt-1.5" />
    </div>
  );
}
