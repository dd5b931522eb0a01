import { eq } from "drizzle-orm";
import type { createEvent as CreateEvent } from "ics";
import { appointments } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { appointmentMinutes } from "#shared/booking-slots.ts";
import { appointmentWording } from "#shared/i18n/appointment-mail.ts";
import { mailWording } from "#shared/i18n/mail.ts";
import { companyContact, type MailContext, record, senderName, visitorAddress } from "../mail/notify";
import { oneLine } from "../mail/one-line";
import { enqueue } from "../mail/outbox";
import { siteTextOf } from "./rules";

type Row = typeof appointments.$inferSelect;
type Change = "confirmed" | "cancelled" | "moved";

const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

// The calendar file: the same UID for the confirmation and a later cancellation, so a calendar that imported
// the first removes the event on the second (RFC 5545: METHOD CANCEL with a higher SEQUENCE) and moves it to a
// new time (METHOD PUBLISH, higher SEQUENCE, docs/decisions/150). The sequence is the clock in seconds, or one
// more than the last file's when that is not lower (two changes in one second). A pending one moved is TENTATIVE.
// The UID names the site's host once its address is known, and never a request's Host.
const methodOf = { confirmed: "PUBLISH", moved: "PUBLISH", cancelled: "CANCEL" } as const;

function calendarFile(ctx: MailContext, row: Row, change: Change, company: string, sequence: number) {
  const words = appointmentWording[ctx.lang];
  // Required on first use, not at start (docs/decisions/096).
  const createEvent: typeof CreateEvent = require("ics").createEvent;
  const { error, value } = createEvent({
    uid: `${row.id}@${ctx.origin ? new URL(ctx.origin).hostname : "localhost"}`,
    method: methodOf[change],
    sequence,
    status: change === "cancelled" ? "CANCELLED" : row.status === "pending" ? "TENTATIVE" : "CONFIRMED",
    productId: "safa-tissue/appointments",
    start: row.preferredDate.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: appointmentMinutes },
    title: oneLine(words.eventTitle[row.kind](company)),
    description: row.message ?? undefined,
    organizer: { name: senderName(ctx.settings.MAIL_FROM), email: addressOf(ctx.settings.MAIL_FROM) },
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return value;
}

const whenText = (ctx: MailContext, at: Date, lang = ctx.lang) =>
  new Intl.DateTimeFormat(lang === "ar" ? "ar-EG-u-nu-latn" : "en-GB", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: ctx.settings.SITE_TIME_ZONE,
    timeZoneName: "short",
  }).format(at);

// The kind and the time first: they are the site's own words, the only ones the visitor's "we received it" shows
// (docs/decisions/181).
const detailsIn = (ctx: MailContext, row: Row, lang = ctx.lang) => {
  const words = appointmentWording[lang];
  return [
    { label: words.labels.kind, value: words.kinds[row.kind] },
    { label: words.labels.when, value: whenText(ctx, row.preferredDate, lang) },
    { label: words.labels.company, value: row.companyName },
    { label: words.labels.phone, value: row.phone },
  ];
};

// A new booking: the owner's alert (if switched on) and the visitor's "we received it" in the page's language.
export function notifyBooking(tx: Conn, ctx: MailContext, row: Row) {
  const words = appointmentWording[ctx.lang];
  record(tx, ctx, {
    kind: "appointment",
    refId: row.id,
    name: row.contactPerson,
    email: row.email,
    alertSubject: `New ${row.kind} booked by ${row.companyName}`,
    adminPath: `/appointments#${row.id}`,
    ownerFields: [
      ...detailsIn(ctx, row, "en"),
      { label: "Contact person", value: row.contactPerson },
      { label: "Email", value: row.email },
      ...(row.message ? [{ label: "Message", value: row.message }] : []),
    ],
    confirmation: {
      subject: words.receivedSubject,
      intro: words.receivedIntro,
      fields: detailsIn(ctx, row).slice(0, 2),
    },
  });
}

export function notifyVisitor(tx: Conn, ctx: MailContext, row: Row, change: Change) {
  const words = appointmentWording[ctx.lang];
  const company = siteTextOf(tx, ctx.lang)("footer_company_name");
  const mail = ctx.templates.visitorConfirmation({
    lang: ctx.lang,
    subject: words[change].subject,
    greeting: mailWording[ctx.lang].greeting,
    intro: words[change].intro,
    fields: detailsIn(ctx, row),
    contactLine: mailWording[ctx.lang].contactLine,
    chatLabel: mailWording[ctx.lang].chat,
    ...companyContact(tx, ctx.lang),
  });
  const method = methodOf[change];
  const sequence = Math.max(row.calendarSequence + 1, Math.floor(ctx.now / 1000));
  tx.update(appointments).set({ calendarSequence: sequence }).where(eq(appointments.id, row.id)).run();
  enqueue(
    tx,
    {
      kind: `appointment_${change}`,
      refId: row.id,
      lang: ctx.lang,
      to: [visitorAddress(row.contactPerson, row.email)],
      attachments: [
        {
          filename: "appointment.ics",
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: calendarFile(ctx, row, change, company, sequence),
        },
      ],
      ...mail,
    },
    { now: ctx.now, mailOn: Boolean(ctx.settings.SMTP_URL) },
  );
}
