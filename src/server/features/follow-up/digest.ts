import { desc } from "drizzle-orm";
import { followUpDigests } from "#db/schema.ts";
import type { Conn, Db } from "#server/db.ts";
import { followUpOwnerWording as w } from "#shared/i18n/follow-up.ts";
import { wallClockOf } from "#shared/wall-clock.ts";
import { writtenDate } from "#shared/written-date.ts";
import { businessRules } from "../business-rules/service";
import { adminLink, type MailContext } from "../mail/notify";
import { enqueue } from "../mail/outbox";
import { readMailSettings } from "../mail/settings-store";
import { followUpsDue, lapsingThisWeek } from "./due";
import { leadsSince } from "./leads";

// The owner's morning digest (docs/decisions/164): once a day from the digest hour on the site's clock, and only with
// something to say. Each day gets one row, written in the transaction that queues the mail, so a restart or a
// second run the same day finds it and sends nothing. The first run on a site only records the day: the first
// digest comes the next morning, and a new (or test) server mails nothing at its start.
const shownPerSection = 20;

const section = (label: string, lines: string[]) =>
  lines.length === 0
    ? []
    : [
        {
          label,
          value: [
            ...lines.slice(0, shownPerSection),
            ...(lines.length > shownPerSection ? [w.more(lines.length - shownPerSection)] : []),
          ].join("\n"),
        },
      ];

export function digestContent(db: Conn, ctx: MailContext, since: number) {
  const timeZone = ctx.settings.SITE_TIME_ZONE;
  const { followUpDays } = businessRules({ db, settings: ctx.settings });
  const today = wallClockOf(ctx.now, timeZone).date;
  const leads = leadsSince(db, since);
  const due = followUpsDue(db, { today, timeZone, followUpDays });
  const lapsing = lapsingThisWeek(db, today);
  const dueLines = [
    ...due.quotes.map((q) => w.quoteDue(q.number, q.buyerName, writtenDate(q.followUpOn, "en"))),
    ...due.inquiries.map((i) => w.inquiryDue(i.contactName, i.productName, i.lines)),
  ];
  const parts = [
    ...(leads.length ? [w.newLeads(leads.length)] : []),
    ...(dueLines.length ? [w.due(dueLines.length)] : []),
    ...(lapsing.length ? [w.lapsing(lapsing.length)] : []),
  ];
  const fields = [
    ...section(
      w.labels.leads,
      leads.map((l) => `${l.kind}: ${l.name} (${l.what})`),
    ),
    ...section(w.labels.due, dueLines),
    ...section(
      w.labels.lapsing,
      lapsing.map((q) => w.quoteLapsing(q.number, q.buyerName, writtenDate(q.validUntil, "en"))),
    ),
  ];
  return { today, parts, fields };
}

// Answers whether a digest was queued.
export function runDigest(db: Db, ctx: MailContext) {
  const hour = businessRules({ db, settings: ctx.settings }).digestHour;
  const clock = wallClockOf(ctx.now, ctx.settings.SITE_TIME_ZONE);
  if (hour === null || Number(clock.time.slice(0, 2)) < hour) return false;
  return db.transaction((tx) => {
    const last = tx.select().from(followUpDigests).orderBy(desc(followUpDigests.day)).limit(1).get();
    if (last && last.day >= clock.date) return false;
    const owners = readMailSettings(tx, ctx.settings).ownerEmails;
    const content = last && owners.length > 0 ? digestContent(tx, ctx, last.checkedAt.getTime()) : undefined;
    const sent = Boolean(content && content.parts.length > 0);
    tx.insert(followUpDigests)
      .values({ day: clock.date, checkedAt: new Date(ctx.now), sent })
      .run();
    if (!content || !sent) return false;
    const alert = ctx.templates.ownerAlert({
      subject: w.digestSubject(writtenDate(clock.date, "en")),
      intro: w.digestIntro(content.parts),
      fields: content.fields,
      link: adminLink(ctx, "/"),
    });
    enqueue(
      tx,
      { kind: "follow_up_digest", refId: clock.date, lang: "en", to: owners, ...alert },
      { now: ctx.now, mailOn: Boolean(ctx.settings.SMTP_URL) },
    );
    return true;
  });
}
