import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Deps } from "#server/context.ts";
import { type BucketConfig, bucketIsSet, bucketState, keyState } from "./bucket-config";
import {
  type CopyRow,
  claimDueCopy,
  forgetCopies,
  queueMissing,
  recordFailure,
  recordStored,
  recoverInterruptedCopies,
} from "./bucket-copies";
import { bucketProblem } from "./bucket-errors";
import { pruneBucket } from "./bucket-listing";
import { tellOwnerIfSilent } from "./bucket-overdue";
import { StepFailed, uploadCopy } from "./bucket-upload";
import type { Bytes } from "./sealed-archive";
import { backupsDir, listBackups } from "./store";

type Options = {
  // How often the queue is looked at.
  pollMs?: number;
  // A copy stored (stdout), and a copy or retention that failed (stderr).
  log?: (line: string) => void;
  warn?: (line: string) => void;
};

// The owner's words for any failure of a copy. Only our own wording and the storage's error code (bucket-errors.ts).
export function copyProblem(error: unknown, config: BucketConfig) {
  if (error instanceof StepFailed) return bucketProblem(error.cause, error.step, config);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ENOENT") return "the archive left this server's disk while it was being copied";
  return `the copy failed on this server (${typeof code === "string" ? code : "unexpected error"})`;
}

// Why nothing can be uploaded yet, or the bucket and key to upload with.
async function readiness(deps: Deps) {
  const bucket = await bucketState(deps);
  if (bucket.kind === "none") return { problem: "no bucket is set" };
  if (bucket.kind === "unreadable") {
    return {
      problem: "the bucket's secret was saved on another server and cannot be read here: enter it again",
    };
  }
  const key = await keyState(deps);
  if (key.kind === "none") return { problem: "there is no backup key yet: make one on the Backups screen" };
  if (key.kind === "unreadable") {
    return {
      problem:
        "the backup key was saved on another server and cannot be read here: enter it again or set BACKUP_KEY",
    };
  }
  return { config: bucket.config, key: key.key };
}

// The off-site copies' worker (docs/decisions/105), in the outbox's pattern (080): the queue is the database, a copy
// is "uploading" while it goes up and "stored" only once the bucket holds all of it and its record; a copy caught
// uploading by a crash is uploaded again at the next start; a failure is retried with growing waits. It never
// throws into the server: every failure becomes the copy's reason on the Backups screen and one line on stderr.
export function bucketWorker(
  deps: Deps,
  { pollMs = 2000, log = console.log, warn = console.error }: Options = {},
) {
  const { db, settings } = deps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function copyOne(row: CopyRow, config: BucketConfig, key: Bytes) {
    const archive = join(backupsDir(settings.DATA_DIR), row.name);
    if (!existsSync(archive)) {
      recordFailure(
        db,
        row,
        "it was removed from this server before it reached the bucket",
        deps.now(),
        true,
      );
      return;
    }
    try {
      const stored = await uploadCopy(config, key, archive, row.name, deps.now());
      recordStored(db, row.name, { ...stored, now: deps.now() });
      log(`Backup copy stored in the bucket: ${row.name} (${stored.size} bytes)`);
    } catch (error) {
      const problem = copyProblem(error, config);
      recordFailure(db, row, problem, deps.now());
      warn(`Backup copy of ${row.name} not stored: ${problem}`);
      return;
    }
    try {
      const removed = await pruneBucket(config, settings.BACKUP_KEEP_DAYS, deps.now());
      const onDisk = new Set(listBackups(settings.DATA_DIR).map((b) => b.name));
      forgetCopies(
        db,
        removed.filter((name) => !onDisk.has(name)),
      );
    } catch (error) {
      warn(`Old backup copies not removed from the bucket: ${copyProblem(error, config)}`);
    }
  }

  // Copies everything due now, then tells the owner if the bucket has been silent too long. Tests call it.
  async function runOnce() {
    for (
      let row = claimDueCopy(db, deps.now());
      row;
      row = stopped ? undefined : claimDueCopy(db, deps.now())
    ) {
      const ready = await readiness(deps);
      if ("problem" in ready) recordFailure(db, row, ready.problem ?? "", deps.now());
      else await copyOne(row, ready.config, ready.key);
    }
    await tellOwnerIfSilent(deps);
  }

  function tick() {
    if (stopped) return;
    running = runOnce()
      .catch((error) =>
        log(`Backup copies: ${(error as Error).name}: ${(error as { code?: string }).code ?? ""}`),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  }

  return {
    start() {
      recoverInterruptedCopies(db, deps.now());
      if (bucketIsSet(deps)) queueMissing(db, settings.DATA_DIR, deps.now());
      tick();
    },
    runOnce,
    // An upload in flight is left to the next start (it is "uploading", so it is done again); a short one ends here.
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.race([running, Bun.sleep(5000)]);
    },
  };
}

export type BucketWorker = ReturnType<typeof bucketWorker>;
