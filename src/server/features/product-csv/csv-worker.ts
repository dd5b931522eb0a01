import { AppError } from "#server/core/errors.ts";
import { openDb } from "#server/db.ts";
import { apply, preview } from "./service";

// The thread that checks and imports a products CSV on a connection of its own (in-worker.ts).
declare const self: Worker;
export type CsvJob = { file: string; step: "preview" | "import"; csv: string };

self.onmessage = ({ data: { file, step, csv } }: MessageEvent<CsvJob>) => {
  const db = openDb(file);
  try {
    self.postMessage({ result: step === "import" ? apply(db, csv) : preview(db, csv) });
  } catch (error) {
    const refused = error instanceof AppError;
    self.postMessage({
      error: {
        status: refused ? error.status : undefined,
        message: error instanceof Error ? error.message : String(error),
        issues: refused ? error.issues : undefined,
        code: (error as { code?: unknown } | null)?.code,
      },
    });
  } finally {
    db.$client.close();
  }
};
