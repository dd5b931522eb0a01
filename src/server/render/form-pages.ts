import { inputClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { limits } from "#shared/constants.ts";
import { escapeHtml } from "#shared/html.ts";
import { aroundPlaceholder, businessTypes, type Lang, translator } from "#shared/i18n/index.ts";
import { type BookingChoices, bookingControl, bookingIntro } from "./booking-controls";
import { type Field, type FormKind, fields, submitLabel, titles } from "./form-fields";
import type { PageAssets } from "./manifest";

export type { FormKind };

// The pages a visitor without JavaScript reads: the inquiry form of one product and the answers to the three
// forms. Plain HTML with the site's CSS and no script, so nothing hydrates over them (see docs/decisions/013).
export type Values = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type FormState = { values: Values; errors: FieldErrors; notice?: string; sent?: boolean };
export type ProductChoice = { id: string; name: string };

const e = escapeHtml;
export const langPrefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");

// One quantity field per active product, named qty-<product id>; "Add to quote" links to its #product-<id>.
function quantities(state: FormState, catalogue: ProductChoice[] = []) {
  const rows = catalogue.map((p) => {
    const id = `product-${e(p.id)}`;
    const error = state.errors[`qty-${p.id}`];
    const a11y = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
    const message = error
      ? `<p id="${id}-error" class="w-full text-end text-sm text-red-700" role="alert">${e(error)}</p>`
      : "";
    return `<li class="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"><label for="${id}" class="text-ink">${e(p.name)}</label><input id="${id}" name="qty-${e(p.id)}"${a11y} class="${inputClass} max-w-40" value="${e(state.values[`qty-${p.id}`] ?? "")}">${message}</li>`;
  });
  return `<ul class="space-y-2 rounded-xl border border-slate-200 p-4">${rows.join("")}</ul>`;
}

function control(kind: FormKind, field: Field, lang: Lang, state: FormState, extras: Extras) {
  const { booking } = extras;
  const t = translator(lang);
  const id = `${kind}-${field.name}`;
  const value = state.values[field.name] ?? "";
  const error = state.errors[field.name];
  const a11y = `id="${id}" name="${field.name}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""}`;
  const ltr = ` dir="ltr" class="${inputClass} rtl:text-end"`;
  switch (field.kind) {
    case "appointmentKind":
    case "date":
    case "time":
      return booking ? bookingControl(field.kind, a11y, value, lang, booking) : "";
    case "quantities":
      return quantities(state, extras.catalogue);
    case "textarea":
      return `<textarea ${a11y} rows="4" class="${inputClass}">${e(value)}</textarea>`;
    case "email":
      return `<input ${a11y} type="email" autocomplete="email"${ltr} value="${e(value)}">`;
    case "tel":
      return `<input ${a11y} type="tel" autocomplete="tel"${ltr} value="${e(value)}">`;
    case "select": {
      const options = businessTypes.map(
        (type) =>
          `<option value="${e(type.value)}"${type.value === value ? " selected" : ""}>${e(lang === "ar" ? type.ar : type.value)}</option>`,
      );
      return `<select ${a11y} class="${inputClass}"><option value=""${value ? "" : " selected"} disabled>${e(t("chooseBusiness"))}</option>${options.join("")}</select>`;
    }
    default:
      return `<input ${a11y} autocomplete="${field.name.toLowerCase().includes("name") ? "name" : "off"}" class="${inputClass}" value="${e(value)}">`;
  }
}

function rating(lang: Lang, state: FormState) {
  const t = translator(lang);
  const chosen = Number(state.values.rating) || limits.ratingDefault;
  const radios = Array.from({ length: limits.ratingMax }, (_, i) => i + 1).map(
    (n) =>
      `<label class="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm"><input type="radio" name="rating" value="${n}"${n === chosen ? " checked" : ""}>${e(t.count("stars", n))}</label>`,
  );
  const error = state.errors.rating;
  return `<fieldset class="sm:col-span-2"><legend class="mb-1.5 block text-sm font-medium text-ink">${e(t("rating"))}</legend><div class="flex flex-wrap gap-2">${radios.join("")}</div>${error ? `<p class="mt-1.5 text-sm text-red-700" role="alert">${e(error)}</p>` : ""}</fieldset>`;
}

type Extras = { product?: ProductChoice; booking?: BookingChoices; catalogue?: ProductChoice[] };

function formHtml(kind: FormKind, lang: Lang, action: string, state: FormState, extras: Extras) {
  const { product, booking } = extras;
  const t = translator(lang);
  const items = fields[kind].map((field) => {
    if (field.kind === "rating") return rating(lang, state);
    const id = `${kind}-${field.name}`;
    const error = state.errors[field.name];
    return `<div${field.wide ? ' class="sm:col-span-2"' : ""}><label for="${id}" class="mb-1.5 block text-sm font-medium text-ink">${e(t(field.label))}</label>${control(kind, field, lang, state, extras)}${error ? `<p id="${id}-error" class="mt-1.5 text-sm text-red-700" role="alert">${e(error)}</p>` : ""}</div>`;
  });
  const honeypot = `<div aria-hidden="true" class="absolute -start-[9999px] h-px w-px overflow-hidden"><label>Website<input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>`;
  const productLine = product
    ? `<p class="sm:col-span-2 text-slate-600">${aroundPlaceholder(t("inquiryDescription"), "product")
        .map(e)
        .join(`<strong class="font-semibold text-brand">${e(product.name)}</strong>`)}</p>`
    : "";
  const intro = booking
    ? bookingIntro(lang, booking)
    : kind === "quoteList"
      ? `<p class="sm:col-span-2 text-slate-600">${e(t("quoteListIntro"))}</p>`
      : productLine;
  return `<form method="post" action="${e(action)}" class="relative grid gap-5 sm:grid-cols-2">${honeypot}${intro}${items.join("")}<div class="sm:col-span-2"><button type="submit" class="${siteButtonClass.primary}">${e(t(submitLabel[kind]))}</button></div></form>`;
}

type PageInput = {
  kind: FormKind;
  lang: Lang;
  action: string;
  state: FormState;
  assets: PageAssets;
  siteName: string;
  // The owner's brand colours, as the landing page writes them.
  theme: string;
  product?: ProductChoice;
  booking?: BookingChoices;
  catalogue?: ProductChoice[];
};

export function formPage({ kind, lang, action, state, product, booking, catalogue, ...shell }: PageInput) {
  const t = translator(lang);
  const title = state.sent ? t(titles[kind].done) : t(titles[kind].form);
  // Errors of fields the page does not show (the honeypot) still say why nothing was stored.
  const shown = new Set(fields[kind].map((field) => field.name));
  const other = Object.entries(state.errors).find(([name]) => !shown.has(name))?.[1];
  const noticeText = state.notice ?? other;
  const notice = noticeText
    ? `<p class="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" role="alert">${e(noticeText)}</p>`
    : "";
  const main = state.sent
    ? `<p class="mt-4 text-lg text-slate-700" role="status">${e(t(titles[kind].doneText))}</p>`
    : `${notice}<div class="mt-6">${formHtml(kind, lang, action, state, { product, booking, catalogue })}</div>`;
  return plainPage({ ...shell, lang, title, main, homeButton: state.sent === true });
}

type Shell = Omit<PageInput, "kind" | "action" | "state" | "product" | "booking" | "catalogue"> & {
  title: string;
  // Trusted HTML: built here from escaped text.
  main: string;
  homeButton: boolean;
};

// The site's CSS: inlined in production builds, linked in development.
export const stylesOf = (assets: PageAssets) =>
  assets.styles !== undefined
    ? `<style>${assets.styles}</style>`
    : assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join("");

// A page of the site without script: its header, one card with a title, and the site's CSS and colours.
export function plainPage({ lang, title, main, assets, siteName, theme, homeButton }: Shell) {
  const t = translator(lang);
  const home = lang === "ar" ? "/ar" : "/";
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    stylesOf(assets),
    `<style>${theme}</style>`,
    `<title>${e(`${title} | ${siteName}`)}</title></head>`,
    `<body class="bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : ""}">`,
    `<header class="border-b border-slate-200 bg-white"><div class="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4"><a href="${home}" class="site-focus rounded-md text-lg font-bold text-ink">${e(siteName)}</a><a href="${home}" class="${siteButtonClass.ghost}">${e(t("backHome"))}</a></div></header>`,
    `<main id="main" class="mx-auto max-w-3xl px-4 py-10"><div class="rounded-3xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">`,
    `<h1 class="text-2xl font-bold text-ink sm:text-3xl">${e(title)}</h1>${main}`,
    homeButton
      ? `<p class="mt-8"><a href="${home}" class="${siteButtonClass.primary}">${e(t("backHome"))}</a></p>`
      : "",
    "</div></main></body></html>",
  ].join("");
}
