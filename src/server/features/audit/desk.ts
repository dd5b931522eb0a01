import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";
import { auditLog } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Conn } from "#server/db.ts";
import type { ActivityListQuery } from "#shared/desk.ts";
import { addDays, instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { countOf, orderFor, pageIn, pageOf, textMatch } from "../desk/paging";
import { auditLabel } from "./calls";

type DeskDeps = Pick<Deps, "db" | "settings">;
type Row = typeof auditLog.$inferSelect;

// An entry as the Activity screen shows it: when on the factory's clock, as the admin's other screens do.
const toEntry = (row: Row, timeZone: string) => ({
  ...row,
  at: row.at.toISOString(),
  ...wallClockOf(row.at.getTime(), timeZone),
  timeZone,
  label: auditLabel(row.action),
});
export type ActivityEntry = ReturnType<typeof toEntry>;

const startOf = (date: string, zone: string) => new Date(instantOf({ date, time: "00:00" }, zone));

function whereOf(deps: DeskDeps, query: ActivityListQuery): SQL | undefined {
  const zone = deps.settings.SITE_TIME_ZONE;
  return and(
    query.status === "all" ? undefined : eq(auditLog.kind, query.status),
    query.who ? eq(auditLog.username, query.who) : undefined,
    query.from ? gte(auditLog.at, startOf(query.from, zone)) : undefined,
    query.to ? lt(auditLog.at, startOf(addDays(query.to, 1), zone)) : undefined,
    textMatch(query.q, [
      auditLog.username,
      auditLog.action,
      auditLog.summary,
      auditLog.targetId,
      auditLog.ip,
    ]),
  );
}

export function listPage(deps: DeskDeps, query: ActivityListQuery) {
  const where = whereOf(deps, query);
  const shown = { where, order: orderFor(query.sort, auditLog.at, auditLog.username) };
  return pageOf(query, {
    count: () => countOf(deps.db, auditLog, where),
    rows: (limit, offset) =>
      pageIn(deps.db.select().from(auditLog).$dynamic(), shown, limit, offset)
        .all()
        .map((row) => toEntry(row, deps.settings.SITE_TIME_ZONE)),
  });
}

// Everyone the log names, for the screen's "who" filter (removed admins included).
export const people = (db: Conn) =>
  db
    .selectDistinct({ username: auditLog.username })
    .from(auditLog)
    .orderBy(asc(auditLog.username))
    .all()
    .map((row) => row.username);
