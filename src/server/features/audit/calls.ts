import type { SessionUser } from "#server/context.ts";
import type { Conn } from "#server/db.ts";
import { type AuditAction, bagOf } from "./action-parts";
import { auditActions } from "./actions";
import { type Actor, type AuditContext, recordAudit } from "./record";
import { unaudited } from "./unaudited";

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

export const actorOf = (user: Pick<SessionUser, "id" | "username">): Actor => ({
  id: user.id,
  username: user.username,
});

// A call not in the table (a feature added later) is still recorded, under its own name and with nothing of its
// input: the log never misses a change, and never guesses which fields are safe to keep.
const actionOf = (action: string): AuditAction =>
  auditActions[action] ?? { label: action, kind: "other", target: () => undefined };

// Prepared before the call runs (from its input as sent), so a record's name is read while it still exists; the
// function it answers writes the entry once the call has succeeded.
export function auditedCall(db: Conn, action: string, inputBefore: unknown) {
  if (unaudited.has(action)) return undefined;
  const spec = actionOf(action);
  const id = textOf(bagOf(inputBefore).id);
  const nameBefore = spec.nameOf && id && id.length <= 100 ? spec.nameOf(db, id) : undefined;
  return (ctx: AuditContext, actor: Actor, input: unknown, output: unknown) => {
    const [given, answer] = [bagOf(input), bagOf(output)];
    const target = spec.target ? spec.target(given, answer) : (given.id ?? answer.id);
    const summary = [nameBefore, spec.summary?.(given, answer)].filter(Boolean).join(" · ");
    recordAudit(ctx, actor, { action, kind: spec.kind, targetId: textOf(target) || null, summary });
  };
}

export const auditLabel = (action: string) => actionOf(action).label;
