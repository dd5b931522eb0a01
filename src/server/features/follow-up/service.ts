import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { quoteFollowUps, quotes } from "#db/schema.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import type { FollowUpInput } from "#shared/follow-up.ts";

// The owner moves a quote's follow-up date (set when it was sent, quotes/follow-up-date.ts).
const open = inArray(quotes.status, ["sent", "viewed"]);

// Only a quote that was sent and not yet answered has a follow-up to move.
export function setFollowUp(db: Db, { id, date }: FollowUpInput) {
  return db.transaction((tx) => {
    const quote = tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)).get();
    if (!quote) throw notFound("Quote");
    if (quote.status !== "sent" && quote.status !== "viewed")
      throw new AppError(409, "Only a sent quote that awaits an answer has a follow-up date");
    tx.insert(quoteFollowUps)
      .values({ quoteId: id, followUpOn: date })
      .onConflictDoUpdate({ target: quoteFollowUps.quoteId, set: { followUpOn: date } })
      .run();
    return { id, followUpOn: date };
  });
}

// The follow-up dates of every quote awaiting an answer, for the quote screen.
export const openFollowUps = (db: Db) =>
  db
    .select({ id: quoteFollowUps.quoteId, followUpOn: quoteFollowUps.followUpOn })
    .from(quoteFollowUps)
    .innerJoin(quotes, eq(quotes.id, quoteFollowUps.quoteId))
    .where(and(open, isNotNull(quotes.sentAt)))
    .all();
