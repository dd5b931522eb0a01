import { quoteFollowUps } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { addDays } from "#shared/wall-clock.ts";

// A quote's follow-up date (docs/decisions/164): the follow-up days after it is first sent, kept when it is sent again
// or moved by the owner (features/follow-up).
export function startFollowUp(tx: Conn, quoteId: string, today: string, days: number) {
  tx.insert(quoteFollowUps)
    .values({ quoteId, followUpOn: addDays(today, days) })
    .onConflictDoNothing()
    .run();
}
