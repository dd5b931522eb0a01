import type { sampleRequests } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { type MailContext, record } from "../mail/notify";

type Row = typeof sampleRequests.$inferSelect;

// The owner's alert carries every field with the visitor as Reply-To; the visitor's confirmation names only the
// product, the site's own word (`shownName`, in the visitor's language), and is capped per address like the other
// forms' (docs/decisions/181).
export function notifySample(tx: Conn, ctx: MailContext, row: Row, shownName: string) {
  const words = sampleTexts[ctx.lang];
  const labels = sampleTexts.en.labels;
  record(tx, ctx, {
    kind: "sample",
    refId: row.id,
    name: row.contactPerson,
    email: row.email,
    alertSubject: `New sample request: ${row.productName} from ${row.companyName}`,
    adminPath: `/samples#${row.id}`,
    ownerFields: [
      { label: "Product", value: row.productName },
      { label: labels.companyName, value: row.companyName },
      { label: labels.contactPerson, value: row.contactPerson },
      { label: labels.email, value: row.email },
      { label: labels.phone, value: row.phone },
      { label: labels.quantity, value: row.quantity },
      { label: labels.deliveryAddress, value: row.deliveryAddress },
      ...(row.note ? [{ label: "Note", value: row.note }] : []),
    ],
    confirmation: {
      subject: words.mailSubject(shownName),
      intro: words.mailIntro,
      fields: [{ label: words.mailProduct, value: shownName }],
    },
  });
}
