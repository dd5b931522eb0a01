import { describe, expect, test } from "bun:test";
import { backupKeyWords, newBackupKey } from "#server/core/backup-key.ts";
import { parseSettings } from "#server/settings.ts";

const bucket = {
  S3_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com",
  S3_BUCKET: "safa-backups",
  S3_REGION: "eu-central-003",
  S3_ACCESS_KEY_ID: "003abc",
  S3_SECRET_ACCESS_KEY: "K003secret",
};

describe("the bucket's settings, checked at start", () => {
  test("none: no bucket, the default folder", () => {
    const settings = parseSettings({});
    expect(settings.S3_BUCKET).toBeUndefined();
    expect(settings.BACKUP_S3_PREFIX).toBe("tissue-site/");
  });

  test("a full set is taken, the folder with one trailing slash", () => {
    expect(parseSettings({ ...bucket, BACKUP_S3_PREFIX: "/safa/site/" })).toMatchObject({
      ...bucket,
      BACKUP_S3_PREFIX: "safa/site/",
    });
  });

  test("each bad value or missing part is named", () => {
    const refused = (env: Record<string, string>) => {
      try {
        parseSettings(env);
        return "taken";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refused({ ...bucket, S3_ENDPOINT: "ftp://files.example" })).toContain(
      "S3_ENDPOINT: S3_ENDPOINT is not valid: Enter the storage's address as http(s)://host",
    );
    expect(refused({ ...bucket, S3_BUCKET: "x" })).toContain(
      "S3_BUCKET: S3_BUCKET is not valid: Enter the bucket's name",
    );
    expect(refused({ ...bucket, BACKUP_S3_PREFIX: "a/../b" })).toContain(
      "BACKUP_S3_PREFIX: Enter a folder such as",
    );
    expect(refused({ S3_BUCKET: "safa-backups" })).toContain(
      "S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is needed with S3_BUCKET",
    );
    expect(refused({ S3_ACCESS_KEY_ID: "003abc", S3_SECRET_ACCESS_KEY: "K003secret" })).toContain(
      "S3_BUCKET: S3_BUCKET is needed with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
  });

  test("BACKUP_KEY: the 24 words (any case and spacing) or 64 hex digits; a wrong word is refused, never shown", () => {
    const key = newBackupKey();
    const words = backupKeyWords(key);
    const spaced = ` ${words.toUpperCase().split(" ").join("\n  ")} `;
    expect(parseSettings({ BACKUP_KEY: spaced }).BACKUP_KEY).toEqual(key);
    expect(parseSettings({ BACKUP_KEY: Buffer.from(key).toString("hex") }).BACKUP_KEY).toEqual(key);
    const mistyped = ["tissu", ...words.split(" ").slice(1)].join(" ");
    const message = (() => {
      try {
        parseSettings({ BACKUP_KEY: mistyped });
        return "taken";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toBe(
      "Invalid settings:\n  BACKUP_KEY: BACKUP_KEY must be the 24 words of a backup key (as the Backups screen shows it) or 64 hex digits",
    );
  });
});
