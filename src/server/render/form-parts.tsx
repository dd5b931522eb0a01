import type { ReactNode } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";

// The pieces every plain form page shares (the site's forms and the sample request): its state after a post, the
// hidden field bots fill in, the visit's source, one labelled field with its error, the send button, and the answer around the form.
export type FormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: string;
  sent?: boolean;
};

function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

// Where the visitor came from, carried from the page that drew the form to its post (http/visit-source.ts).
function SourceField({ value }: { value: string | undefined }) {
  return value ? <input type="hidden" name="source" value={value} /> : null;
}

// What ties a control to its error under it, for assistive technology.
export const errorLinks = (id: string, error: string | undefined) =>
  error ? ({ "aria-invalid": "true", "aria-describedby": `${id}-error` } as const) : {};

type FieldRowProps = {
  id: string;
  label: string;
  error?: string;
  wide: boolean;
  group?: boolean;
  children: ReactNode;
};

// A label names one control; a group of them (the quote list's quantities) is a fieldset named by its legend.
export function FieldRow({ id, label, error, wide, group = false, children }: FieldRowProps) {
  const Frame = group ? "fieldset" : "div";
  const caption = "mb-1.5 block text-sm font-medium text-ink";
  return (
    <Frame
      className={wide ? "sm:col-span-2" : undefined}
      aria-describedby={group && error ? `${id}-error` : undefined}
    >
      {group ? (
        <legend className={caption}>{label}</legend>
      ) : (
        <label htmlFor={id} className={caption}>
          {label}
        </label>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </Frame>
  );
}

function SubmitRow({ label }: { label: string }) {
  return (
    <div className="sm:col-span-2">
      <button type="submit" className={siteButtonClass.primary}>
        {label}
      </button>
    </div>
  );
}

type PostFormProps = {
  action: string;
  source: string | undefined;
  send: string;
  className?: string;
  children: ReactNode;
};

// A visitor's form that works without script: the robots' trap and the visit's source go with every post.
export function PostForm({ action, source, send, className = "", children }: PostFormProps) {
  return (
    <form method="post" action={action} className={`relative grid gap-5 sm:grid-cols-2 ${className}`}>
      <Honeypot />
      <SourceField value={source} />
      {children}
      <SubmitRow label={send} />
    </form>
  );
}

type FormAnswerProps = { state: FormState; doneText: string; shown: string[]; children: ReactNode };

// The thanks once sent; else the form, under a notice when the post was refused for a reason no field shows (the
// honeypot, a rate limit, a hidden product), so the visitor still learns why nothing was stored.
export function FormAnswer({ state, doneText, shown, children }: FormAnswerProps) {
  if (state.sent) {
    return (
      <p className="mt-4 text-lg text-slate-700" role="status">
        {doneText}
      </p>
    );
  }
  const other = Object.entries(state.errors).find(([name]) => !shown.includes(name))?.[1];
  const notice = state.notice ?? other;
  return (
    <>
      {notice && (
        <p className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" role="alert">
          {notice}
        </p>
      )}
      {children}
    </>
  );
}
