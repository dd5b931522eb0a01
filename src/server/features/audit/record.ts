import { auditLog } from "#db/schema.ts";
import type { RequestContext } from "#server/context.ts";
import { describeUserAgent } from "#server/core/user-agent.ts";
import type { AuditKind } from "#shared/audit.ts";

export type AuditEntry = { action: string; kind: AuditKind; targetId?: string | null; summary?: string };
// The admin as they were at the time; an upload PUT made with a signed link alone has no user id.
export type Actor = { id: string | null; username: string };
export type AuditContext = Pick<RequestContext, "deps" | "ip" | "userAgent">;

// The longest summary an entry keeps.
export const summaryMax = 300;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// Written once the change has succeeded. A failure to write (a full disk) is reported on stderr and neither undoes
// the change nor turns its answer into an error: the change is on disk and the admin must be told so.
export function recordAudit(ctx: AuditContext, actor: Actor, entry: AuditEntry) {
  try {
    ctx.deps.db
      .insert(auditLog)
      .values({
        at: new Date(ctx.deps.now()),
        userId: actor.id,
        username: actor.username,
        action: entry.action,
        kind: entry.kind,
        targetId: entry.targetId ? clip(entry.targetId, 100) : null,
        summary: clip(entry.summary ?? "", summaryMax),
        ip: clip(ctx.ip, 64),
        device: ctx.userAgent ? clip(describeUserAgent(ctx.userAgent), 60) : "",
      })
      .run();
  } catch (error) {
    console.error(`audit log: "${entry.action}" by ${actor.username} was not recorded:`, error);
  }
}
