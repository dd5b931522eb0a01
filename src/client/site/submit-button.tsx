import type { ReactNode } from "react";

// A form's Send button. A real `disabled` throws keyboard focus to the page the moment the focused button
// becomes busy, and a keyboard user starts again from the top (docs/decisions/046): busy, it stays focusable and
// announced (aria-disabled), and its clicks, a form's Enter included, are cancelled.
export function SubmitButton({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : undefined}
      className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
    >
      {children}
    </button>
  );
}
