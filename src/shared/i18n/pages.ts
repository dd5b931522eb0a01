import { bilingual } from "./bilingual";

// The words of the server's own pages that the site's messages (en.ts, ar.ts) do not hold.

// The buyer's quote (docs/decisions/160).
export const quotePageWording = bilingual({
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
});
