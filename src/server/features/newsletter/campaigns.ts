import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { newsletterCampaigns as campaigns, outbox } from "#db/schema.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import { markdownToHtml, markdownToText } from "#server/core/markdown.ts";
import type { Conn, Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { CampaignInput } from "#shared/schemas.ts";
import { enqueue } from "../mail/outbox";
import { readMailSettings } from "../mail/settings-store";
import { confirmedSubscribers } from "./desk";
import { type NewsletterContext, toSubscriber } from "./service";

type Campaign = typeof campaigns.$inferSelect;
const minute = 60_000;

// Arabic subscribers get the English text when the Arabic is left empty.
const textIn = (c: CampaignInput, lang: Lang) =>
  lang === "ar" && c.subjectAr && c.bodyAr
    ? { subject: c.subjectAr, body: c.bodyAr }
    : { subject: c.subject, body: c.body };

function letterOf(
  ctx: NewsletterContext,
  c: CampaignInput,
  lang: Lang,
  footer: { text: string; linkLabel: string; href: string },
) {
  const { subject, body } = textIn(c, lang);
  return ctx.mail.templates.letter({
    lang,
    subject,
    bodyHtml: markdownToHtml(body),
    bodyText: markdownToText(body),
    footer,
  });
}

export function preview(ctx: NewsletterContext, c: CampaignInput, lang: Lang) {
  const sample = toSubscriber(ctx, { id: "preview", email: "subscriber@example.com", lang });
  const { subject, html } = letterOf(ctx, c, lang, sample.footer);
  return { subject, html };
}

function find(db: Conn, id: string) {
  const row = db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!row) throw notFound("Campaign");
  return row;
}

export function save(db: Db, id: string | undefined, input: CampaignInput) {
  if (!id) return db.insert(campaigns).values(input).returning().get();
  if (find(db, id).sentAt) throw new AppError(409, "This campaign was sent and can no longer be changed");
  return db
    .update(campaigns)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning()
    .get();
}

// Each campaign with what the outbox did with its mail so far.
export function list(db: Db) {
  const counts = db
    .select({ refId: outbox.refId, status: outbox.status, n: sql<number>`count(*)` })
    .from(outbox)
    .where(eq(outbox.kind, "newsletter"))
    .groupBy(outbox.refId, outbox.status)
    .all();
  const countOf = (c: Campaign, ...statuses: string[]) =>
    counts.filter((n) => n.refId === c.id && statuses.includes(n.status)).reduce((sum, n) => sum + n.n, 0);
  return db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt))
    .all()
    .map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      sentAt: c.sentAt?.toISOString() ?? null,
      sent: countOf(c, "sent"),
      failed: countOf(c, "failed", "gave_up"),
      waiting: countOf(c, "waiting", "sending", "held"),
    }));
}

// The owner sees the mail as subscribers will, in each language the campaign has.
export function sendTest(db: Db, ctx: NewsletterContext, id: string) {
  const campaign = find(db, id);
  const owners = readMailSettings(db, ctx.mail.settings).ownerEmails;
  if (owners.length === 0) throw new AppError(400, "Add the owner's email address in Settings first");
  const langs: Lang[] = campaign.subjectAr && campaign.bodyAr ? ["en", "ar"] : ["en"];
  db.transaction((tx) => {
    for (const lang of langs) {
      const footer = toSubscriber(ctx, { id: "test", email: owners[0] ?? "", lang }).footer;
      const letter = letterOf(ctx, campaign, lang, footer);
      enqueue(
        tx,
        {
          kind: "newsletter_test",
          refId: id,
          lang,
          to: owners,
          ...letter,
          subject: `[Test] ${letter.subject}`,
        },
        { now: ctx.mail.now, mailOn: Boolean(ctx.mail.settings.SMTP_URL) },
      );
    }
  });
  return { to: owners, languages: langs };
}

// One mail per confirmed subscriber, in their language, queued in the same transaction that marks the campaign
// sent, and spread over time: NEWSLETTER_PER_MINUTE leave each minute, so the mail server never sees a burst.
export function send(db: Db, ctx: NewsletterContext, id: string) {
  return db.transaction((tx) => {
    const marked = tx
      .update(campaigns)
      .set({ sentAt: new Date(ctx.mail.now) })
      .where(and(eq(campaigns.id, id), isNull(campaigns.sentAt)))
      .returning()
      .get();
    if (!marked) {
      find(tx, id);
      throw new AppError(409, "This campaign was already sent");
    }
    const audience = confirmedSubscribers(tx);
    if (audience.length === 0) throw new AppError(400, "There are no confirmed subscribers yet");
    const perMinute = ctx.mail.settings.NEWSLETTER_PER_MINUTE;
    audience.forEach((subscriber, i) => {
      const to = toSubscriber(ctx, subscriber);
      const letter = letterOf(ctx, marked, to.lang, to.footer);
      enqueue(
        tx,
        { kind: "newsletter", refId: id, lang: to.lang, to: to.to, headers: to.headers, ...letter },
        {
          now: ctx.mail.now + Math.floor(i / perMinute) * minute,
          mailOn: Boolean(ctx.mail.settings.SMTP_URL),
        },
      );
    });
    tx.update(campaigns).set({ recipients: audience.length }).where(eq(campaigns.id, id)).run();
    return { recipients: audience.length };
  });
}
