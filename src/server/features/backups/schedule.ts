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
  hour: number;
  // Makes one backup and prunes the old ones (service.ts backupNow).
  backup: () => Promise<{ path: string; size: number }>;
  now?: () => number;
  log?: (line: string) => void;
};

// Timers are re-armed at most an hour ahead, so a suspended machine or a changed clock is noticed within the hour.
const longestWaitMs = 60 * 60 * 1000;
// A failed backup (a full disk) is tried again after this, not at once in a loop.
const retryAfterFailureMs = 10 * 60 * 1000;

export function backupScheduler({ dataDir, hour, backup, now = Date.now, log = console.log }: Options) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function runIfDue() {
    if (nextBackupAt(now(), hour, newestBackupTime(dataDir)) > now()) return;
    const made = await backup();
    log(`Nightly backup: ${made.path} (${made.size} bytes)`);
  }

  function arm(wait = nextBackupAt(now(), hour, newestBackupTime(dataDir)) - now()) {
    if (stopped) return;
    timer = setTimeout(
      () => {
        let retry: number | undefined;
        running = runIfDue()
          .catch((error) => {
            console.error("nightly backup failed:", error);
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
