import { and, eq, exists, gt, isNull, notExists, sql } from "drizzle-orm";
import { outbox, newsletterSubscribers as subscribers } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Conn, Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { newsletterWording } from "#shared/i18n/mail.ts";
import { type LeadSource, storedSource } from "#shared/lead-source.ts";
import type { MailContext } from "../mail/notify";
import { enqueue, enqueueWhere, type NewMail } from "../mail/outbox";
import { originForLinks } from "../site-address/service";
import { linkFor } from "./links";

const day = 24 * 60 * 60 * 1000;
type Subscriber = typeof subscribers.$inferSelect;
export type NewsletterContext = { deps: Pick<Deps, "settings">; mail: MailContext };

// Every mail to a subscriber carries the way out in its footer and in the List-Unsubscribe headers (RFC 8058), so
// mail clients can offer one-click unsubscribing; so none is written until the site's address is known.
export function toSubscriber(ctx: NewsletterContext, s: Pick<Subscriber, "id" | "email" | "lang">) {
  const lang = (s.lang === "ar" ? "ar" : "en") as Lang;
  const words = newsletterWording[lang];
  const origin = originForLinks(ctx.mail.origin);
  const unsubscribe = linkFor(ctx.deps, origin, lang, "unsubscribe", s.id);
  return {
    lang,
    to: [s.email],
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    footer: { text: words.footer, linkLabel: words.unsubscribe, href: unsubscribe },
  };
}

function confirmationOf(ctx: NewsletterContext, s: Subscriber): NewMail {
  const { lang, to, headers, footer } = toSubscriber(ctx, s);
  const words = newsletterWording[lang];
  const href = linkFor(ctx.deps, originForLinks(ctx.mail.origin), lang, "confirm", s.id);
  const letter = ctx.mail.templates.letter({
    lang,
    subject: words.confirmSubject,
    bodyHtml: `<p>${Bun.escapeHTML(words.confirmBody)}</p>`,
    bodyText: words.confirmBody,
    link: { label: words.confirmLink, href },
    footer,
  });
  return { kind: "newsletter_confirm", refId: s.id, lang, to, headers, ...letter };
}

// Answers nothing about the address: a new one, an unconfirmed one, a confirmed one and an unsubscribed one all get
// the same reply, through the same statements (one upsert, one rendered mail, one conditional insert), so neither
// the answer nor its timing tells them apart (docs/decisions/181). An address that unsubscribed starts unconfirmed
// again: its new subscription needs a new confirmation. A confirmation goes out at most once a day per address, so
// the form cannot be used to flood someone's inbox. Until the site's address is known no confirmation can carry
// its link, so none is recorded: it goes when the owner saves the address (confirmWaiting), and the same address
// subscribing once it is set gets one at once (decision 180).
export function subscribe(db: Db, ctx: NewsletterContext, email: string, source?: LeadSource | null) {
  const lang = ctx.mail.lang;
  db.transaction((tx) => {
    const confirmed = sql`(${subscribers.subscribed} and ${subscribers.confirmedAt} is not null)`;
    const row = tx
      .insert(subscribers)
      .values({ email: email.toLowerCase(), lang, ...storedSource(source) })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: {
          subscribed: true,
          lang: sql`case when ${confirmed} then ${subscribers.lang} else excluded.lang end`,
          confirmedAt: sql`case when ${confirmed} then ${subscribers.confirmedAt} end`,
        },
      })
      .returning()
      .get();
    const sentToday = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "newsletter_confirm"),
          eq(outbox.refId, row.id),
          gt(outbox.createdAt, new Date(ctx.mail.now - day)),
        ),
      );
    if (!ctx.mail.origin) return;
    const waiting = tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(eq(subscribers.id, row.id), isNull(subscribers.confirmedAt)));
    const at = { now: ctx.mail.now, mailOn: Boolean(ctx.mail.settings.SMTP_URL) };
    enqueueWhere(tx, confirmationOf(ctx, row), at, and(exists(waiting), notExists(sentToday)) ?? sql`0`);
  });
}

// A sign-up made before the site's address was known was answered "check your email" with no mail recorded: once
// the owner saves the address, each address still waiting that was never sent a confirmation gets one, in its own
// language (docs/decisions/130). `ctx.mail.origin` is the address just saved.
export function confirmWaiting(tx: Conn, ctx: NewsletterContext) {
  const everSent = tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, "newsletter_confirm"), eq(outbox.refId, subscribers.id)));
  const waiting = tx
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.subscribed, true), isNull(subscribers.confirmedAt), notExists(everSent)))
    .all();
  const at = { now: ctx.mail.now, mailOn: Boolean(ctx.mail.settings.SMTP_URL) };
  for (const row of waiting) enqueue(tx, confirmationOf(ctx, row), at);
}

// A confirmation link of an address that has since unsubscribed does not subscribe it again.
export function confirm(db: Db, id: string, now: number) {
  const row = db.select().from(subscribers).where(eq(subscribers.id, id)).get();
  if (!row?.subscribed) return row ? "unsubscribed" : "unknown";
  db.update(subscribers)
    .set({ confirmedAt: new Date(now) })
    .where(and(eq(subscribers.id, id), isNull(subscribers.confirmedAt)))
    .run();
  return "confirmed";
}

export const isSubscribed = (db: Db, id: string) =>
  db.select({ subscribed: subscribers.subscribed }).from(subscribers).where(eq(subscribers.id, id)).get()
    ?.subscribed === true;

export function unsubscribe(db: Db, id: string) {
  const row = db
    .update(subscribers)
    .set({ subscribed: false })
    .where(eq(subscribers.id, id))
    .returning()
    .get();
  return row ? "unsubscribed" : "unknown";
}

export const langOf = (db: Db, id: string): Lang =>
  db.select({ lang: subscribers.lang }).from(subscribers).where(eq(subscribers.id, id)).get()?.lang === "ar"
    ? "ar"
    : "en";
