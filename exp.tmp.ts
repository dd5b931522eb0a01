import { renderQuotePdf } from "./src/server/features/quote-documents/pdf-quote.ts";
const lang = (process.argv[2] ?? "en") as "en" | "ar";
const n = Number(process.argv[3] ?? 5);
const lines = Array.from({ length: n }, (_, i) => ({
  product: lang === "ar" ? `مناديل وجه SF-200 2-ply رقم ${i + 1}` : `Facial tissue SF-200 2-ply no. ${i + 1}`,
  spec: lang === "ar" ? "طبقتان، 200 منديل في العلبة، 36 علبة في الكرتون" : "2-ply, 200 sheets per box, 36 boxes per carton",
  quantity: 1200 + i, unit: lang === "ar" ? "كرتون" : "carton", unitPrice: "12.50", total: (12.5 * (1200 + i)).toFixed(2),
}));
const input = ({
  lang, company: { name: lang === "ar" ? "صفاء للمناديل" : "Safa Tissue", email: "sales@safatissue.com", phone: "+1 555 010 4477", primary: "#0e7490", accent: "#f59e0b", dark: "#0f172a" },
  number: "Q-2026-0007", revision: 2, issued: "2026-11-25", validUntil: "2026-12-25",
  buyer: { name: lang === "ar" ? "سارة أحمد" : "Sara Ahmed", company: lang === "ar" ? "فندق النخيل" : "Palm Hotel", email: "buyer@hotel.example", phone: "+971 4 555 0101" },
  currency: "SAR", discountPercent: "5", taxPercent: "15", lines,
  totals: { subtotal: "15000.00", discount: "750.00", tax: "2137.50", total: "16387.50" },
  deliveryTerms: lang === "ar" ? "التسليم إلى مستودع المشتري في دبي خلال 14 يوماً" : "Delivered to the buyer's warehouse in Dubai within 14 days (DAP).",
  paymentTerms: lang === "ar" ? "50% دفعة مقدمة مع أمر الشراء، والباقي قبل الشحن" : "50% advance with the purchase order, balance before dispatch.",
  note: "", terms: lang === "ar" ? "الأسعار تسليم المصنع.\nتبقى البضاعة ملكاً لنا حتى سداد ثمنها بالكامل." : "Prices are ex-works.\nGoods remain our property until paid in full.",
});
let pdf = await renderQuotePdf(input as any);
const times = [];
for (let k = 0; k < 5; k++) { const t0 = performance.now(); pdf = await renderQuotePdf(input as any); times.push(Math.round(performance.now() - t0)); }
console.log("ms", times, pdf.length);
await Bun.write(`/tmp/q-${lang}.pdf`, pdf);
