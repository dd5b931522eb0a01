import { escapeHtml as e } from "#shared/html.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { formatMoney } from "#shared/money.ts";
import type { QuoteDetail } from "../features/quotes/service";
import { stylesOf } from "./form-pages";
import type { PageAssets } from "./manifest";

// The buyer's quote (docs/decisions/160): plain HTML in their language, printable to one clean A4 page (the
// browser's Save as PDF gives the PDF), with the answer form while the quote can still be answered.
const words = {
  en: {
    quote: "Quote",
    date: "Date",
    validUntil: "Valid until",
    for: "For",
    item: "Item",
    quantity: "Quantity",
    unitPrice: "Unit price",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: (p: string) => `Discount (${p} %)`,
    tax: (p: string) => `Tax (${p} %)`,
    total: "Total",
    delivery: "Delivery terms",
    note: "Note",
    accepted: "You accepted this quote. Thank you! We will be in touch to arrange delivery.",
    declined: "You declined this quote. Thank you for letting us know.",
    expired: "This quote has expired. Ask us for a new one.",
    rounding: "Amounts are exact to the cent; the discount and the tax are each rounded half up.",
  },
  ar: {
    quote: "عرض سعر",
    date: "التاريخ",
    validUntil: "صالح حتى",
    for: "إلى",
    item: "الصنف",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
    subtotal: "المجموع الفرعي",
    discount: (p: string) => `الخصم (${p} %)`,
    tax: (p: string) => `الضريبة (${p} %)`,
    total: "الإجمالي",
    delivery: "شروط التسليم",
    note: "ملاحظة",
    accepted: "لقد قبلت هذا العرض. شكراً لك! سنتواصل معك لترتيب التسليم.",
    declined: "لقد رفضت هذا العرض. شكراً لإعلامنا.",
    expired: "انتهت صلاحية هذا العرض. اطلب منا عرضاً جديداً.",
    rounding: "المبالغ دقيقة حتى السنت، ويُقرَّب كل من الخصم والضريبة لأقرب سنت.",
  },
} satisfies Record<Lang, unknown>;

const printCss =
  "@page{size:A4;margin:14mm}@media print{.no-print{display:none!important}body{background:#fff!important}.sheet{box-shadow:none!important;border:0!important;padding:0!important}}";

type Page = {
  lang: Lang;
  assets: PageAssets;
  siteName: string;
  theme: string;
  quote: QuoteDetail;
  action: string;
  // The answer forms (features/quote-documents/answer-form.tsx, docs/decisions/162).
  answerForms: string;
};

function answerPart(p: Page) {
  const w = words[p.lang];
  const status = p.quote.shownStatus;
  if (status === "accepted" || status === "declined" || status === "expired") {
    const tone =
      status === "accepted"
        ? "border-emerald-200 bg-emerald-50 text-emerald-900"
        : "border-slate-200 bg-slate-50 text-slate-800";
    return `<p role="status" class="mt-8 rounded-xl border px-4 py-3 ${tone}">${e(w[status])}</p>`;
  }
  return p.answerForms;
}

export function quotePage(p: Page) {
  const { quote, lang } = p;
  const w = words[lang];
  const money = (amount: string) => `<span dir="ltr">${e(formatMoney(amount, quote.currency, lang))}</span>`;
  const cell = "border-b border-slate-200 px-2 py-2";
  const rows = quote.lines
    .map(
      (line, i) =>
        `<tr><td class="${cell}">${e(line.description)}</td><td class="${cell} text-end" dir="ltr">${line.quantity} ${e(line.unit)}</td><td class="${cell} text-end">${money(line.unitPrice)}</td><td class="${cell} text-end">${money(quote.totals.lines[i] ?? "0.00")}</td></tr>`,
    )
    .join("");
  const sums: Array<[string, string, boolean?]> = [
    [w.subtotal, quote.totals.subtotal],
    ...(quote.discountPercent !== "0"
      ? [[w.discount(quote.discountPercent), `-${quote.totals.discount}`] as [string, string]]
      : []),
    ...(quote.taxPercent !== "0" ? [[w.tax(quote.taxPercent), quote.totals.tax] as [string, string]] : []),
    [w.total, quote.totals.total, true],
  ];
  const sumRows = sums
    .map(
      ([label, amount, strong]) =>
        `<tr class="${strong ? "text-lg font-bold" : ""}"><td colspan="3" class="px-2 py-1.5 text-end">${e(label)}</td><td class="px-2 py-1.5 text-end">${money(amount)}</td></tr>`,
    )
    .join("");
  const extra = [
    quote.deliveryTerms
      ? `<h2 class="mt-6 font-semibold">${e(w.delivery)}</h2><p class="mt-1 whitespace-pre-line">${e(quote.deliveryTerms)}</p>`
      : "",
    quote.note
      ? `<h2 class="mt-6 font-semibold">${e(w.note)}</h2><p class="mt-1 whitespace-pre-line">${e(quote.note)}</p>`
      : "",
  ].join("");
  const date = (quote.sentAt ?? quote.createdAt).slice(0, 10);
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    stylesOf(p.assets),
    `<style>${p.theme}${printCss}</style>`,
    `<title>${e(`${w.quote} ${quote.number} | ${p.siteName}`)}</title></head>`,
    `<body class="bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : " font-sans"}">`,
    `<main id="main" class="mx-auto max-w-3xl px-4 py-8"><div class="sheet rounded-3xl border border-slate-200 bg-white p-6 shadow-xs sm:p-10">`,
    `<div class="flex flex-wrap items-start justify-between gap-4"><p class="text-xl font-bold">${e(p.siteName)}</p><div class="text-end"><h1 class="text-2xl font-bold">${e(w.quote)} <span dir="ltr">${e(quote.number)}</span></h1><p class="text-sm text-slate-600">${e(w.date)}: <span dir="ltr">${e(date)}</span> · ${e(w.validUntil)}: <span dir="ltr">${e(quote.validUntil)}</span></p></div></div>`,
    `<p class="mt-6"><span class="text-slate-600">${e(w.for)}:</span> <strong>${e(quote.buyerName)}</strong> <span dir="ltr" class="text-slate-600">${e(quote.buyerEmail)}</span></p>`,
    `<div class="mt-6 overflow-x-auto"><table class="w-full border-collapse text-sm"><thead><tr class="bg-slate-50 text-start"><th class="${cell} text-start">${e(w.item)}</th><th class="${cell} text-end">${e(w.quantity)}</th><th class="${cell} text-end">${e(w.unitPrice)}</th><th class="${cell} text-end">${e(w.amount)}</th></tr></thead><tbody>${rows}</tbody><tfoot>${sumRows}</tfoot></table></div>`,
    `<p class="mt-2 text-xs text-slate-500">${e(w.rounding)}</p>`,
    extra,
    answerPart(p),
    // Loaded by a browser showing the page, not by a scanner reading its HTML: the first opening (quote-routes.ts).
    p.quote.status === "sent" ? `<img src="${e(p.action)}/seen.gif" alt="" width="1" height="1" hidden>` : "",
    "</div></main></body></html>",
  ].join("");
}
