// Class lists shared by the public site's buttons and fields.
const base =
  "site-focus inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonClass = {
  primary: `${base} bg-brand px-6 py-3 text-sm text-white shadow-sm hover:bg-brand/90`,
  secondary: `${base} border border-slate-300 bg-white px-6 py-3 text-sm text-ink hover:border-brand hover:text-brand`,
  light: `${base} bg-white px-6 py-3 text-sm text-ink shadow-sm hover:bg-slate-100`,
  ghost: `${base} px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand`,
  icon: `${base} size-11 border border-slate-200 bg-white text-ink shadow-sm hover:border-brand hover:text-brand`,
};

export const inputClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-ink sm:text-sm shadow-xs placeholder:text-slate-500 focus:border-brand focus:outline-2 focus:outline-brand/30 aria-invalid:border-red-600";

export const eyebrowClass = "text-sm font-semibold tracking-wide text-brand uppercase";
