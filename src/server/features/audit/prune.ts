import { lt } from "drizzle-orm";
import { auditLog } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { auditKeepMonths } from "#shared/audit.ts";
import { dailyJob } from "../backups/schedule";

// The same moment auditKeepMonths calendar months earlier (UTC); a day that month lacks rolls over, as in SQLite.
export function auditCutoff(now: number) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - auditKeepMonths);
  return cutoff.getTime();
}

// The only delete of log entries; no procedure or route calls it.
export const pruneAuditLog = (db: Conn, now: number) =>
  db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(auditCutoff(now))))
    .returning({ id: auditLog.id })
    .all().length;

const pruneHourUtc = 4;

// Daily on the backups' scheduler; the first run is at the server's start.
export function auditPruning(db: Conn, { now = Date.now, log = console.log } = {}) {
  let lastRun = 0;
  return dailyJob({
    name: "audit log pruning",
    hour: () => pruneHourUtc,
    now,
    log,
    lastRun: () => lastRun,
    run: async () => {
      const removed = pruneAuditLog(db, now());
      lastRun = now();
      if (removed === 0) return undefined;
      return `Audit log: ${removed} ${removed === 1 ? "entry" : "entries"} older than ${auditKeepMonths} months removed`;
    },
  });
}
