import type { quoteRequests } from "#db/schema.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { type MailContext, record } from "../mail/notify";
import type { Tx } from "../mail/outbox";
import type { Field } from "../mail/templates";
import { wording } from "../mail/wording";

type Request = typeof quoteRequests.$inferSelect;
type Line = { productName: string; shownName: string; quantity: string };

const words = {
  en: {
    subject: (ref: string) => `We received your quote request ${ref}`,
    intro:
      "Thank you for your request. Our sales team will send you a priced quote soon. This is what you asked for:",
    reference: "Reference",
  },
  ar: {
    subject: (ref: string) => `تلقينا طلب عرض السعر ${ref}`,
    intro: "شكراً لطلبك. سيرسل إليك فريق المبيعات عرض سعر قريباً. هذا ما طلبته:",
    reference: "المرجع",
  },
} satisfies Record<Lang, unknown>;

// One owner alert and one confirmation for the whole list, each naming every line with its quantity.
export function notifyRequest(tx: Tx, ctx: MailContext, request: Request, lines: Line[]) {
  const details = (l: (typeof wording)["en"]["labels"]) =>
    [
      { label: l.businessType, value: request.businessType },
      { label: l.needByDate, value: request.needByDate },
      { label: l.phone, value: request.phone },
      { label: l.notes, value: request.notes },
    ].filter((f): f is Field => Boolean(f.value));
  const w = words[ctx.lang];
  record(tx, ctx, {
    kind: "inquiry",
    refId: request.id,
    name: request.contactName,
    email: request.email,
    alertSubject: `New quote request ${request.reference}: ${lines.length} products from ${request.contactName}`,
    adminPath: `/inquiries?q=${encodeURIComponent(request.email)}`,
    ownerFields: [
      { label: "Reference", value: request.reference },
      { label: "Name", value: request.contactName },
      { label: "Email", value: request.email },
      ...lines.map((line) => ({ label: line.productName, value: line.quantity })),
      ...details(wording.en.labels),
    ],
    confirmation: {
      subject: w.subject(request.reference),
      intro: w.intro,
      fields: [
        { label: w.reference, value: request.reference },
        ...lines.map((line) => ({ label: line.shownName, value: line.quantity })),
        ...details(wording[ctx.lang].labels),
      ],
    },
  });
}
