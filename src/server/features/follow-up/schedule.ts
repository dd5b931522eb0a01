import type { Deps } from "#server/context.ts";
import { mailContext } from "../mail/context";
import { runDigest } from "./digest";
import { queueReminders } from "./reminders";

// The follow-up round (docs/decisions/164): reminders and the morning digest, every quarter of an hour. Nothing is
// remembered in memory: what was sent is read from the database each round, so a restart neither skips nor
// repeats anything (the pattern of the nightly backup, docs/decisions/105).
export async function followUpRound(deps: Deps) {
  const ctx = await mailContext(deps, "en");
  const reminders = queueReminders(deps.db, ctx);
  return { ...reminders, digest: runDigest(deps.db, ctx) };
}

const roundEveryMs = 15 * 60 * 1000;
// The first round waits for the server's start and warm-up.
const firstRoundAfterMs = 10_000;
// A failed round (a full disk) is simply tried at the next one.
export function followUpScheduler(deps: Deps, log = console.log) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const arm = (wait: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = followUpRound(deps)
        .then(({ buyers, unviewed, digest }) => {
          if (buyers + unviewed > 0 || digest)
            log(
              `Follow-up queued: reminders to buyers ${buyers}, unopened-quote alerts ${unviewed}, digest ${digest ? "yes" : "no"}`,
            );
        })
        .catch((error) => console.error("follow-up round failed:", error))
        .finally(() => {
          running = undefined;
          arm(roundEveryMs);
        });
    }, wait);
  };
  return {
    start: () => arm(firstRoundAfterMs),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
