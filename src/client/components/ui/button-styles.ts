import { cn } from "./cn";

// Every button's look, in one module without JSX so the server's no-JavaScript pages can use it too. The admin's
// buttons come from buttonClasses() (also behind <Button>); the public site's from siteButtonClass, used on its
// <button>s and on links that look like buttons.
const variants = {
  primary: "bg-brand text-white shadow-sm hover:brightness-110",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  "destructive-outline": "border border-red-200 bg-white text-red-700 hover:bg-red-50",
} as const;

const sizes = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  icon: "size-9",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const buttonClasses = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  cn(
    "inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4",
    variants[variant],
    sizes[size],
  );

// The public site: pill-shaped, bolder, on its own brand colours.
const siteBase =
  "site-focus inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const brandFill = "bg-brand py-3 text-sm text-white shadow-sm hover:brightness-90";

export const siteButtonClass = {
  primary: `${siteBase} ${brandFill} px-6`,
  // A product card's Place Order: narrower sides in a narrow card (the card's @container), beside its price.
  card: `${siteBase} ${brandFill} px-4 @2xs:px-6`,
  secondary: `${siteBase} border border-slate-300 bg-white px-6 py-3 text-sm text-ink hover:border-brand hover:text-brand`,
  light: `${siteBase} bg-white px-6 py-3 text-sm text-ink shadow-sm hover:bg-slate-100`,
  ghost: `${siteBase} px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand`,
  icon: `${siteBase} size-11 border border-slate-200 bg-white text-ink shadow-sm hover:border-brand hover:text-brand`,
};
