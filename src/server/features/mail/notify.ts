import { inArray } from "drizzle-orm";
import { siteContent } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import type { Settings } from "#server/settings.ts";
import { chatLink } from "#shared/contact-links.ts";
import { contentLookup } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { mailWording } from "#shared/i18n/mail.ts";
import { noConfirmationWithinHour } from "./confirmation-cap";
import { oneLine } from "./one-line";
import { enqueue, enqueueWhere } from "./outbox";
import { readMailSettings } from "./settings-store";
import type * as templates from "./templates";
import type { Field } from "./templates";

// What a visitor write path knows that its mail needs: the settings, the site's address (for links; none until
// PUBLIC_ORIGIN or the owner's Settings give one), the language of the page the visitor used, the clock, and the
// templates (loaded on first use, so the API starts without React: see boot.test.ts).
export type MailContext = {
  settings: Settings;
  origin: string | undefined;
  lang: Lang;
  now: number;
  templates: typeof templates;
};

// An admin link in an owner's alert; without a known address the alert says where to set it instead.
export const adminLink = (ctx: MailContext, path: string) =>
  ctx.origin ? `${ctx.origin}/admin${path}` : undefined;

const present = (fields: Array<{ label: string; value: string | null | undefined }>): Field[] =>
  fields.filter((f): f is Field => Boolean(f.value));

// The visitor's name as a mail address's display name: one line, no quotes or backslashes to break out of it.
export const visitorAddress = (name: string, email: string) =>
  `"${oneLine(name).replace(/["\\]/g, "")}" <${email}>`;

export const senderName = (from: string) => from.match(/^\s*"?([^"<]+?)"?\s*</)?.[1] ?? from;

// How a mail to a buyer ends: the company's name as the site writes it in the mail's language (an Arabic mail
// was signed with the sender's English name), its phone and its chat link.
const contactKeys = ["contact_phone", "contact_chat_number", "footer_company_name"];

export function companyContact(tx: Conn, lang: Lang) {
  const rows = tx
    .select({ key: siteContent.key, value: siteContent.value })
    .from(siteContent)
    .where(inArray(siteContent.key, [...contactKeys, ...contactKeys.map((key) => `${key}_ar`)]))
    .all();
  const text = contentLookup(new Map(rows.map((r) => [r.key, r.value])), lang);
  return {
    phone: text("contact_phone"),
    chatLink: chatLink(text("contact_chat_number")),
    signature: text("footer_company_name"),
  };
}

export type Submission = {
  kind: "inquiry" | "contact" | "testimonial" | "appointment" | "sample";
  refId: string;
  name: string;
  email?: string;
  alertSubject: string;
  adminPath: string;
  ownerFields: Field[];
  confirmation?: { subject: string; intro: string; fields: Field[] };
};

export function record(tx: Conn, ctx: MailContext, s: Submission) {
  const at = { now: ctx.now, mailOn: Boolean(ctx.settings.SMTP_URL) };
  const visitor = s.email ? visitorAddress(s.name, s.email) : undefined;
  const choices = readMailSettings(tx, ctx.settings);
  const alertOn = {
    inquiry: choices.alertInquiries,
    contact: choices.alertContacts,
    testimonial: choices.alertTestimonials,
    appointment: choices.alertAppointments,
    // A sample request is a kind of product inquiry: the same choice alerts the owner of both.
    sample: choices.alertInquiries,
  };
  if (alertOn[s.kind] && choices.ownerEmails.length > 0) {
    const alert = ctx.templates.ownerAlert({
      subject: s.alertSubject,
      intro: `A new ${s.kind} arrived on the website.`,
      fields: s.ownerFields,
      link: adminLink(ctx, s.adminPath),
    });
    enqueue(
      tx,
      {
        kind: `${s.kind}_alert`,
        refId: s.refId,
        lang: "en",
        to: choices.ownerEmails,
        replyTo: visitor,
        ...alert,
      },
      at,
    );
  }
  // The typed address is not verified: the confirmation repeats none of the visitor's own words (not even the name,
  // in the greeting or the To line), only what the site chose, and is capped per address (confirmation-cap.ts).
  if (s.confirmation && s.email) {
    const words = mailWording[ctx.lang];
    const mail = ctx.templates.visitorConfirmation({
      lang: ctx.lang,
      ...s.confirmation,
      greeting: words.greeting,
      contactLine: words.contactLine,
      chatLabel: words.chat,
      ...companyContact(tx, ctx.lang),
    });
    const address = s.email.toLowerCase();
    const confirmation = { kind: `${s.kind}_confirmation`, refId: s.refId, lang: ctx.lang, to: [address] };
    enqueueWhere(tx, { ...confirmation, ...mail }, at, noConfirmationWithinHour(tx, address, ctx.now));
  }
}

type InquiryRow = {
  id: string;
  productName: string;
  contactName: string;
  email: string;
  phone: string | null;
  businessType: string;
  quantity: string;
  needByDate: string;
  additionalNotes: string | null;
};

// The visitor's confirmation names the product as the catalogue does in their language (`shownName`); the owner's
// alert keeps the English name the inquiry stored.
export function notifyInquiry(tx: Conn, ctx: MailContext, row: InquiryRow, shownName: string) {
  const fieldsIn = (l: (typeof mailWording)["en"]["labels"]) =>
    present([
      { label: l.product, value: row.productName },
      { label: l.businessType, value: row.businessType },
      { label: l.quantity, value: row.quantity },
      { label: l.needByDate, value: row.needByDate },
      { label: l.phone, value: row.phone },
      { label: l.notes, value: row.additionalNotes },
    ]);
  const words = mailWording[ctx.lang];
  record(tx, ctx, {
    kind: "inquiry",
    refId: row.id,
    name: row.contactName,
    email: row.email,
    alertSubject: `New inquiry: ${row.productName} from ${row.contactName}`,
    adminPath: `/inquiries#${row.id}`,
    ownerFields: [
      { label: "Name", value: row.contactName },
      { label: "Email", value: row.email },
      ...fieldsIn(mailWording.en.labels),
    ],
    confirmation: {
      subject: words.inquirySubject(shownName),
      intro: words.inquiryIntro,
      fields: [{ label: words.labels.product, value: shownName }],
    },
  });
}

export function notifyContact(
  tx: Conn,
  ctx: MailContext,
  row: { id: string; name: string; email: string; message: string },
) {
  const words = mailWording[ctx.lang];
  record(tx, ctx, {
    kind: "contact",
    refId: row.id,
    name: row.name,
    email: row.email,
    alertSubject: `New message from ${row.name}`,
    adminPath: `/contacts#${row.id}`,
    ownerFields: [
      { label: "Name", value: row.name },
      { label: "Email", value: row.email },
      { label: "Message", value: row.message },
    ],
    confirmation: { subject: words.contactSubject, intro: words.contactIntro, fields: [] },
  });
}

export function notifyTestimonial(
  tx: Conn,
  ctx: MailContext,
  row: { id: string; name: string; experience: string | null; text: string; rating: number },
) {
  record(tx, ctx, {
    kind: "testimonial",
    refId: row.id,
    name: row.name,
    alertSubject: `Testimonial waiting for approval from ${row.name}`,
    adminPath: `/testimonials#${row.id}`,
    ownerFields: present([
      { label: "Name", value: row.name },
      { label: "Experience", value: row.experience },
      { label: "Rating", value: `${row.rating} / 5` },
      { label: "Text", value: row.text },
    ]),
  });
}
