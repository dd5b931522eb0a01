import type { quoteRequests } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { counted, productNoun } from "#shared/counted.ts";
import { mailWording, quoteRequestWording } from "#shared/i18n/mail.ts";
import { type MailContext, record } from "../mail/notify";
import type { Field } from "../mail/templates";

type Request = typeof quoteRequests.$inferSelect;
type Line = { productName: string; shownName: string; quantity: string };

// One owner alert naming every line with its quantity, and one confirmation naming the products only: the visitor's
// own words (quantities, notes) never go to the address they typed (docs/decisions/181).
export function notifyRequest(tx: Conn, ctx: MailContext, request: Request, lines: Line[]) {
  const details = (l: (typeof mailWording)["en"]["labels"]) =>
    [
      { label: l.businessType, value: request.businessType },
      { label: l.needByDate, value: request.needByDate },
      { label: l.phone, value: request.phone },
      { label: l.notes, value: request.notes },
    ].filter((f): f is Field => Boolean(f.value));
  const w = quoteRequestWording[ctx.lang];
  record(tx, ctx, {
    kind: "inquiry",
    refId: request.id,
    name: request.contactName,
    email: request.email,
    alertSubject: `New quote request ${request.reference}: ${counted(lines.length, productNoun)} from ${request.contactName}`,
    adminPath: `/inquiries?q=${encodeURIComponent(request.email)}`,
    ownerFields: [
      { label: "Reference", value: request.reference },
      { label: "Name", value: request.contactName },
      { label: "Email", value: request.email },
      ...lines.map((line) => ({ label: line.productName, value: line.quantity })),
      ...details(mailWording.en.labels),
    ],
    confirmation: {
      subject: w.subject(request.reference),
      intro: w.intro,
      fields: [
        { label: w.reference, value: request.reference },
        { label: w.products, value: lines.map((line) => line.shownName).join("\n") },
      ],
    },
  });
}
