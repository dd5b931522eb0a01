import { AppError } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import { workerEntry } from "#server/paths.ts";
import type { CsvJob } from "./csv-worker";
import type { apply, preview } from "./service";

// A file of 1,000 lines is a second of checks and writes: done in the thread of the server's requests, every visitor
// waited for it (issue 39). A worker does it on its own connection, so the server answers on; only another write
// waits for the import's transaction, as SQLite takes one writer at a time. The worker lives for one file.
type Answer<S extends CsvJob["step"]> = ReturnType<S extends "import" ? typeof apply : typeof preview>;
type Reply = {
  result?: unknown;
  error?: { status?: AppError["status"]; message: string; issues?: AppError["issues"]; code?: string };
};

export function inWorker<S extends CsvJob["step"]>(db: Db, step: S, csv: string): Promise<Answer<S>> {
  const worker = new Worker(workerEntry("features/product-csv/csv-worker.ts"));
  const answer = new Promise<Answer<S>>((resolve, reject) => {
    worker.onmessage = ({ data: { result, error } }: MessageEvent<Reply>) => {
      if (!error) resolve(result as Answer<S>);
      else
        reject(
          error.status
            ? new AppError(error.status, error.message, error.issues)
            : // The code kept, so a full disk still answers 507 (core/errors.ts).
              Object.assign(new Error(error.message), { code: error.code }),
        );
    };
    worker.onerror = (event) => reject(new Error(`The CSV worker stopped: ${event.message}`));
    worker.postMessage({ file: db.$client.filename, step, csv } satisfies CsvJob);
  });
  return answer.finally(() => worker.terminate());
}
