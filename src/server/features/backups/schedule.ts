import { newestBackupTime } from "./store";

const dayMs = 24 * 60 * 60 * 1000;

// When the nightly backup runs next, from the clock and the newest archive on disk (not from when the server
// started), so a restart neither skips nor repeats a night: a slot passed without a backup since (the server
// was off at that hour) is made up at once; otherwise the next slot at `hour`:00 UTC. With no backup at all yet,
// the first is made at the next slot.
export function nextBackupAt(now: number, hour: number, newest: number | undefined): number {
  const today = new Date(now);
  const slotToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour);
  const lastSlot = slotToday <= now ? slotToday : slotToday - dayMs;
  if (newest !== undefined && newest < lastSlot) return now;
  return lastSlot + dayMs;
}

type Options = {
  dataDir: string;
  // Read before each decision, so an hour changed in Settings (or turned off) holds without a restart.
  hour: () => number | null;
  // Makes one backup and prunes the old ones (service.ts backupNow).
  backup: () => Promise<{ path: string; size: number }>;
  now?: () => number;
  log?: (line: string) => void;
};

type DailyJob = {
  // What the job is, for the error line when it fails.
  name: string;
  // The hour now; null: the job is off until it is given one.
  hour: () => number | null;
  // When it last ran, read again before each decision (for backups, the newest archive's time).
  lastRun: () => number | undefined;
  // Does the work; answers the line to log, if any.
  run: () => Promise<string | undefined>;
  now?: () => number;
  log?: (line: string) => void;
};

// Timers are re-armed at most 15 minutes ahead, so an hour changed in Settings, a suspended machine or a changed
// clock is noticed within 15 minutes (as the follow-up round notices a changed digest hour).
const longestWaitMs = 15 * 60 * 1000;
// A failed run (a full disk) is tried again after this, not at once in a loop.
const retryAfterFailureMs = 10 * 60 * 1000;

// A job run once a day at `hour`:00 UTC, and at once when a slot passed without a run (docs/decisions/105). The
// nightly backup and the audit log's pruning (docs/decisions/190) both run on it.
export function dailyJob({ name, hour, lastRun, run, now = Date.now, log = console.log }: DailyJob) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const untilDue = () => {
    const at = hour();
    return at === null ? longestWaitMs : nextBackupAt(now(), at, lastRun()) - now();
  };

  async function runIfDue() {
    if (hour() === null || untilDue() > 0) return;
    const line = await run();
    if (line) log(line);
  }

  function arm(wait = untilDue()) {
    if (stopped) return;
    timer = setTimeout(
      () => {
        let retry: number | undefined;
        running = runIfDue()
          .catch((error) => {
            console.error(`${name} failed:`, error);
            retry = retryAfterFailureMs;
          })
          .finally(() => {
            running = undefined;
            arm(retry);
          });
      },
      Math.min(Math.max(wait, 0), longestWaitMs),
    );
  }

  return {
    start: () => arm(),
    runIfDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export function backupScheduler({ dataDir, hour, backup, now = Date.now, log }: Options) {
  // A site with no backup yet counts from when the scheduler started: its first slot after that is due, where
  // "no backup" alone always answered the next day's slot, so a fresh site never made one.
  const startedAt = now();
  return dailyJob({
    name: "nightly backup",
    hour,
    now,
    log,
    lastRun: () => newestBackupTime(dataDir) ?? startedAt,
    run: async () => {
      const made = await backup();
      return `Nightly backup: ${made.path} (${made.size} bytes)`;
    },
  });
}
