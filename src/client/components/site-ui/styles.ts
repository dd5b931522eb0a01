// Class lists of the public site's fields and headings (its buttons: ui/button-styles.ts).
export const inputClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-ink sm:text-sm shadow-xs placeholder:text-slate-500 focus:border-brand focus:outline-2 focus:outline-brand/30 aria-invalid:border-red-600";

export const eyebrowClass = "text-sm font-semibold tracking-wide text-brand uppercase";
