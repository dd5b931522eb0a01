import type { BucketConfig } from "./bucket-config";

// What the bucket was asked to do when it failed, for the owner's message.
export type BucketStep = "write" | "read" | "list" | "delete";

const stepWords: Record<BucketStep, string> = {
  write: "write in",
  read: "read from",
  list: "list the files of",
  delete: "delete from",
};

// A bucket that does not answer within this is as good as down (Bun's S3 calls have no timeout of their own).
export const bucketTimeoutMs = 30_000;

export class BucketTimeout extends Error {
  code = "Timeout";
}

export async function withinTimeout<T>(work: Promise<T>, ms = bucketTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BucketTimeout()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

// The owner's words for a failed call: what failed, in terms they can act on, and the storage's code. Built only
// from the error's code and the bucket's host and name, never from the storage's own message or the request, so
// no credential can reach the screen, the log or the audit entry.
export function bucketProblem(error: unknown, step: BucketStep, config: BucketConfig): string {
  const host = config.endpoint ? new URL(config.endpoint).host : "AWS S3";
  const code = codeOf(error);
  switch (code) {
    case "DNSResolveFailed":
    case "ENOTFOUND":
      return `unknown host: ${host} could not be found (check the endpoint)`;
    case "ConnectionRefused":
    case "ECONNREFUSED":
      return `${host} refused the connection (is the endpoint right, and the storage up?)`;
    case "ConnectionClosed":
    case "ECONNRESET":
      return `${host} closed the connection before answering`;
    case "Timeout":
      return `${host} did not answer within ${bucketTimeoutMs / 1000} seconds`;
    case "InvalidAccessKeyId":
      return "the storage refused the credentials: it does not know this access key ID";
    case "SignatureDoesNotMatch":
      return "the storage refused the credentials: the secret access key does not match the access key ID";
    case "ExpiredToken":
    case "InvalidToken":
      return "the storage refused the credentials: they have expired";
    case "NoSuchBucket":
      return `no such bucket: ${host} has no bucket named ${config.bucket}`;
    case "AccessDenied":
    case "AllAccessDisabled":
      return `no permission: these credentials may not ${stepWords[step]} ${config.bucket}`;
    case "QuotaExceeded":
    case "StorageQuotaExceeded":
    case "XMinioStorageFull":
    case "EntityTooLarge":
      return `the bucket is full or refuses a file this size (${code}): make room or raise its limit`;
    case "CopyShort":
      return `the bucket did not keep the whole copy (${(error as Error).message})`;
    case "NoSuchKey":
      return "the file is not in the bucket";
    default:
      return code ? `${host} answered ${code}` : `${host} could not be reached`;
  }
}
