import { and, eq } from "drizzle-orm";
import { quotes } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import type { Conn } from "#server/db.ts";
import { todayOf } from "./context";
import { detailOf, type Row } from "./detail";
import { find, writeLines } from "./rows";

// Revisions (docs/decisions/160): changing a sent quote makes a draft of the next revision under the same number;
// sending it marks the revision it revises replaced. Each revision is its own row with its own link, lines and PDF,
// so the buyer's earlier link still shows exactly what it showed. An accepted quote is locked.
export const lockedMessage = "An accepted quote is locked: it cannot be changed or revised";

const revisionOf = (tx: Conn, number: string, revision: number) =>
  tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.number, number), eq(quotes.revision, revision)))
    .get();

// The draft of the next revision, made once: asking again answers the same draft.
export function revise(deps: Deps, id: string) {
  const today = todayOf(deps);
  return deps.db.transaction((tx) => {
    const source = find(tx, id);
    if (source.status === "accepted") throw new AppError(409, lockedMessage);
    if (source.status === "draft") throw new AppError(409, "A draft is changed as it is: edit it");
    const next = revisionOf(tx, source.number, source.revision + 1);
    if (next?.status === "draft") return detailOf(tx, next, today);
    if (next) throw new AppError(409, `Revision ${next.revision} replaces this one: revise that one`);
    const { id: _, token, sentAt, viewedAt, answeredAt, answerComment, ...fields } = source;
    const { acceptedName, acceptedPo, acceptedRevision, renewalRequestId, ...kept } = fields;
    const at = new Date(deps.now());
    const row = tx
      .insert(quotes)
      .values({ ...kept, status: "draft", revision: source.revision + 1, createdAt: at, updatedAt: at })
      .returning()
      .get();
    writeLines(tx, row.id, detailOf(tx, source, today).lines);
    return detailOf(tx, row, today);
  });
}

// Called in the transaction that first sends a draft: the revision before it, if any, stops being answerable. One
// the buyer accepted meanwhile stops the send; a declined one keeps its answer (its page says it was replaced).
export function takeOver(tx: Conn, draft: Row) {
  if (draft.revision === 1) return undefined;
  const previous = revisionOf(tx, draft.number, draft.revision - 1);
  if (!previous) return undefined;
  if (previous.status === "accepted")
    throw new AppError(409, `Revision ${previous.revision} was accepted meanwhile: ${lockedMessage}`);
  if (previous.status === "sent" || previous.status === "viewed")
    tx.update(quotes).set({ status: "replaced" }).where(eq(quotes.id, previous.id)).run();
  return previous;
}
