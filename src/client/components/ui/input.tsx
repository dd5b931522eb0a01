import type { ComponentProps } from "react";
import { cn } from "./cn";

export const fieldClasses = cn(
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs",
  "placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand/30",
  "disabled:cursor-not-allowed disabled:bg-slate-50 aria-invalid:border-red-500",
);

// A text field unless told otherwise: an input without a type is text to a browser, not to every checker.
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10", className)} {...props} />;
}
