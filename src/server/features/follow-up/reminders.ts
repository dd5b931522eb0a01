import { and, eq, gte, isNotNull, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import { quoteFollowUps, quotes } from "#db/schema.ts";
import type { Conn, Db } from "#server/db.ts";
import { followUpOwnerWording as owner, quoteReminderWording } from "#shared/i18n/follow-up.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { quoteMailWording } from "#shared/i18n/mail.ts";
import { formatMoney } from "#shared/money.ts";
import { addDays, wallClockOf } from "#shared/wall-clock.ts";
import { writtenDate } from "#shared/written-date.ts";
import { businessRules } from "../business-rules/service";
import { adminLink, companyContact, type MailContext } from "../mail/notify";
import { enqueue } from "../mail/outbox";
import { readMailSettings } from "../mail/settings-store";
import { detailOf } from "../quotes/detail";
import { quotePath } from "../quotes/mail";

// The two reminders of docs/decisions/164, each queued at most once: the follow-up row is updated only where it
// has not been marked yet, and the mail is queued in the same transaction only if that update changed a row.
const dayMs = 86_400_000;
// Buyers are not mailed at night on the factory's clock.
const buyersFromHour = 8;
const at = (ctx: MailContext) => ({ now: ctx.now, mailOn: Boolean(ctx.settings.SMTP_URL) });

// The quotes still valid today, sent with a link, that meet `conditions`: each handled in its own transaction, and
// counted where `handle` marked (and mailed) it.
function handleDue(
  db: Db,
  today: string,
  conditions: (SQL | undefined)[],
  handle: (tx: Conn, id: string) => boolean,
) {
  const due = db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(quoteFollowUps, eq(quoteFollowUps.quoteId, quotes.id))
    .where(and(isNotNull(quotes.token), gte(quotes.validUntil, today), ...conditions))
    .all();
  return due.filter(({ id }) => db.transaction((tx) => handle(tx, id))).length;
}

// N days before the last valid day, to a buyer who has not answered: not within a day of the quote's sending
// (it has just arrived), and never without the site's address (the mail is its link).
function remindBuyers(db: Db, ctx: MailContext, today: string, days: number) {
  const hour = Number(wallClockOf(ctx.now, ctx.settings.SITE_TIME_ZONE).time.slice(0, 2));
  if (days === 0 || !ctx.origin || hour < buyersFromHour) return 0;
  const conditions = [
    or(eq(quotes.status, "sent"), eq(quotes.status, "viewed")),
    lte(quotes.validUntil, addDays(today, days)),
    lte(quotes.sentAt, new Date(ctx.now - dayMs)),
    or(isNull(quoteFollowUps.buyerRemindedFor), ne(quoteFollowUps.buyerRemindedFor, quotes.validUntil)),
  ];
  return handleDue(db, today, conditions, (tx, id) => {
    const row = tx.select().from(quotes).where(eq(quotes.id, id)).get();
    if (!row?.token) return false;
    const marked = tx
      .update(quoteFollowUps)
      .set({ buyerRemindedFor: row.validUntil, buyerRemindedAt: new Date(ctx.now) })
      .where(
        and(
          eq(quoteFollowUps.quoteId, id),
          or(isNull(quoteFollowUps.buyerRemindedFor), ne(quoteFollowUps.buyerRemindedFor, row.validUntil)),
        ),
      )
      .returning()
      .get();
    if (marked) mailBuyer(tx, ctx, detailOf(tx, row, today), row.token);
    return Boolean(marked);
  });
}

function mailBuyer(tx: Conn, ctx: MailContext, quote: ReturnType<typeof detailOf>, token: string) {
  const lang = quote.lang as Lang;
  const w = quoteMailWording[lang];
  const r = quoteReminderWording[lang];
  // Written out as the quote's page and PDF write it: "26 December 2026", "26 ديسمبر 2026".
  const valid = writtenDate(quote.validUntil, lang);
  const mail = ctx.templates.visitorConfirmation({
    lang,
    subject: r.subject(quote.number, valid),
    greeting: w.greeting(quote.buyerName),
    intro: r.intro(quote.number, valid),
    fields: [{ label: w.total, value: formatMoney(quote.totals.total, quote.currency, lang) }],
    link: { label: w.open, href: `${ctx.origin}${quotePath(lang, token)}` },
    contactLine: w.contactLine,
    chatLabel: w.chat,
    ...companyContact(tx, lang),
  });
  const to = [quote.buyerEmail];
  enqueue(tx, { kind: "quote_reminder", refId: quote.id, lang, to, ...mail }, at(ctx));
}

// To the owner, when a quote sent N days ago has still not been opened (the page's image was never loaded: a mail
// scanner's GET or HEAD of the link does not count, docs/decisions/181) and is still valid.
function alertUnviewed(db: Db, ctx: MailContext, today: string, days: number) {
  const owners = readMailSettings(db, ctx.settings).ownerEmails;
  if (days === 0 || owners.length === 0) return 0;
  const conditions = [
    eq(quotes.status, "sent"),
    lte(quotes.sentAt, new Date(ctx.now - days * dayMs)),
    isNull(quoteFollowUps.unviewedAlertAt),
  ];
  return handleDue(db, today, conditions, (tx, id) => {
    const marked = tx
      .update(quoteFollowUps)
      .set({ unviewedAlertAt: new Date(ctx.now) })
      .where(and(eq(quoteFollowUps.quoteId, id), isNull(quoteFollowUps.unviewedAlertAt)))
      .returning()
      .get();
    const row = tx.select().from(quotes).where(eq(quotes.id, id)).get();
    if (!marked || !row) return false;
    const alert = ctx.templates.ownerAlert({
      subject: owner.unviewedSubject(row.number, row.buyerName),
      intro: owner.unviewedIntro(row.number, row.buyerName, days),
      fields: [
        { label: owner.labels.buyer, value: `${row.buyerName} <${row.buyerEmail}>` },
        {
          label: owner.labels.sent,
          value: row.sentAt
            ? writtenDate(wallClockOf(row.sentAt.getTime(), ctx.settings.SITE_TIME_ZONE).date, "en")
            : "",
        },
        { label: owner.labels.validUntil, value: writtenDate(row.validUntil, "en") },
      ],
      link: adminLink(ctx, `/quotes#${row.id}`),
    });
    const mail = { kind: "quote_unviewed_alert", refId: row.id, lang: "en", to: owners, ...alert };
    enqueue(tx, { ...mail, replyTo: row.buyerEmail }, at(ctx));
    return true;
  });
}

export function queueReminders(db: Db, ctx: MailContext) {
  const today = wallClockOf(ctx.now, ctx.settings.SITE_TIME_ZONE).date;
  const rules = businessRules({ db, settings: ctx.settings });
  return {
    buyers: remindBuyers(db, ctx, today, rules.quoteReminderDays),
    unviewed: alertUnviewed(db, ctx, today, rules.quoteUnviewedDays),
  };
}
