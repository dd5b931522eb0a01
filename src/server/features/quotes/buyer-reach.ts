import { and, desc, eq } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { Row } from "./detail";
import { quotePath } from "./mail";

// How the buyer gets a quote, for its row in the owner's list (docs/decisions/160): what became of its latest mail
// in the outbox (held while mail is off, waiting, failed ... or null when none was queued), and the address of the
// buyer's page while its link is live, for the owner to pass on another way. The mail is looked up by its
// recipient first, which the outbox indexes, then by the quote's kind and id.
export function buyerReach(db: Db, row: Row, origin: string | undefined) {
  const mail = db
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.to, row.buyerEmail), eq(outbox.kind, "quote"), eq(outbox.refId, row.id)))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
    .get();
  return {
    mailStatus: mail?.status ?? null,
    buyerLink: row.token ? `${origin ?? ""}${quotePath(row.lang as Lang, row.token)}` : null,
  };
}
