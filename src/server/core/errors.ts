import type { z } from "zod";

export type Issue = { path: string; message: string };

// The one error type services throw; REST and tRPC both map it to the same status and body.
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const toIssues = (error: z.ZodError): Issue[] =>
  error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));

export function invalid(error: z.ZodError) {
  const issues = toIssues(error);
  return new AppError(400, issues[0]?.message ?? "Invalid input", issues);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);

const diskFullCodes = new Set(["SQLITE_FULL", "ENOSPC", "EDQUOT"]);

// A write that found the disk full (SQLite or the file system) becomes a 507 the owner can act on.
export function diskFullAsAppError(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !diskFullCodes.has(code)) return undefined;
  return new AppError(
    507,
    "The server's disk is full, so nothing was saved. Free some space (old uploads or backups) and try again.",
  );
}

// A door's answer to a full disk: the 507, and a line on stderr for whoever runs the server.
export function reportDiskFull(error: unknown): AppError | undefined {
  const diskFull = diskFullAsAppError(error);
  if (diskFull) console.error(`Disk full: ${(error as Error).message}`);
  return diskFull;
}
