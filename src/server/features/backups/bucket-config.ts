import { eq } from "drizzle-orm";
import { backupBucket } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { Conn } from "#server/db.ts";
import type { Bytes } from "./sealed-archive";
import { unsealSecret } from "./site-seal";

export type BucketConfig = {
  endpoint?: string;
  bucket: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  source: "environment" | "saved";
};

// "unreadable": saved here, but sealed with another server's key (a database restored onto a new server).
export type BucketState =
  | { kind: "none" }
  | { kind: "ready"; config: BucketConfig }
  | { kind: "unreadable"; what: "secret" };

export type KeyState =
  | { kind: "none" }
  | { kind: "ready"; key: Bytes; source: "environment" | "saved" }
  | { kind: "unreadable" };

type ConfigDeps = Pick<Deps, "db" | "settings">;

export const savedBucketRow = (db: Pick<Conn, "select">) =>
  db.select().from(backupBucket).where(eq(backupBucket.id, 1)).get();

// Is a bucket set at all (without opening its secret), for the write that records a backup.
export const bucketIsSet = ({ db, settings }: { db: Pick<Conn, "select">; settings: Deps["settings"] }) =>
  Boolean(settings.S3_BUCKET || savedBucketRow(db)?.bucket);

// The bucket in force: S3_BUCKET and its variables when set (the deployment's word wins, as PUBLIC_ORIGIN's
// does), else the one saved on the Backups screen.
export async function bucketState(deps: ConfigDeps): Promise<BucketState> {
  const { settings } = deps;
  if (settings.S3_BUCKET && settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY) {
    return {
      kind: "ready",
      config: {
        endpoint: settings.S3_ENDPOINT,
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        prefix: settings.BACKUP_S3_PREFIX,
        source: "environment",
      },
    };
  }
  const row = savedBucketRow(deps.db);
  if (!row?.bucket || !row.accessKeyId || !row.secretSealed) return { kind: "none" };
  const secret = await unsealSecret(deps, "bucket secret", row.secretSealed);
  if (!secret) return { kind: "unreadable", what: "secret" };
  return {
    kind: "ready",
    config: {
      endpoint: row.endpoint ?? undefined,
      bucket: row.bucket,
      region: row.region ?? undefined,
      accessKeyId: row.accessKeyId,
      secretAccessKey: new TextDecoder().decode(secret),
      prefix: row.prefix ?? "",
      source: "saved",
    },
  };
}

// BACKUP_KEY when set, else the key the site made for the owner.
export async function keyState(deps: ConfigDeps): Promise<KeyState> {
  if (deps.settings.BACKUP_KEY)
    return { kind: "ready", key: deps.settings.BACKUP_KEY, source: "environment" };
  const sealed = savedBucketRow(deps.db)?.keySealed;
  if (!sealed) return { kind: "none" };
  const key = await unsealSecret(deps, "backup key", sealed);
  return key ? { kind: "ready", key, source: "saved" } : { kind: "unreadable" };
}

// Bun's own S3 client, given every value so it never falls back to AWS_* variables of the machine.
export const s3Of = (config: BucketConfig) =>
  new Bun.S3Client({
    endpoint: config.endpoint,
    bucket: config.bucket,
    region: config.region ?? "us-east-1",
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
  });

// Where a backup's sealed copy and its record (written once the copy is whole) live in the bucket.
export const copyKey = (config: Pick<BucketConfig, "prefix">, name: string) =>
  `${config.prefix}${name}.sealed`;
export const recordKey = (config: Pick<BucketConfig, "prefix">, name: string) =>
  `${config.prefix}${name}.sealed.json`;

// The storage's host and bucket, as the screen and the messages name them (never a credential).
export const whereOf = (config: BucketConfig) =>
  `${config.bucket}${config.prefix ? `/${config.prefix}` : ""} at ${config.endpoint ? new URL(config.endpoint).host : `AWS S3 (${config.region ?? "us-east-1"})`}`;
