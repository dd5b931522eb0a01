import { z } from "zod";

// The owner's bucket for off-site copies of the backups (docs/decisions/105). One set of rules for the Backups
// screen's form, the tRPC door and the environment's check in src/server/settings.ts.

const endpointWords =
  "Enter the storage's address as http(s)://host, such as https://s3.eu-central-003.backblazeb2.com";
// Leaving it empty means AWS S3 itself, found from the region.
export const bucketEndpointField = z
  .string()
  .trim()
  .max(300, endpointWords)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (
        /^https?:$/.test(url.protocol) && url.username === "" && url.password === "" && url.search === ""
      );
    } catch {
      return false;
    }
  }, endpointWords)
  .transform((value) => (value === "" ? undefined : value.replace(/\/+$/, "")));

// S3's own rule, loose enough for B2, R2 and Wasabi: letters, digits, dots and hyphens, 3 to 63 of them.
export const bucketNameField = z
  .string()
  .trim()
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9.-]{1,61}[a-zA-Z0-9]$/,
    "Enter the bucket's name: 3 to 63 letters, digits, dots or hyphens",
  );

export const bucketRegionField = z
  .string()
  .trim()
  .regex(
    /^([a-z0-9][a-z0-9-]{0,39})?$/,
    "Enter the region as the storage names it, such as us-east-1 or auto",
  )
  .transform((value) => value || undefined);

export const accessKeyIdField = z.string().trim().min(1, "Enter the access key ID").max(256);
export const secretAccessKeyField = z.string().trim().min(1, "Enter the secret access key").max(256);

// A folder inside the bucket: names of letters, digits, dots, hyphens and underscores, between slashes. Stored with
// one trailing slash ("" is the bucket's top).
export const bucketPrefixField = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value.replace(/^\/+|\/+$/g, ""))
  .refine(
    (value) =>
      value === "" || value.split("/").every((part) => /^[A-Za-z0-9._-]+$/.test(part) && !/^\.+$/.test(part)),
    "Enter a folder such as tissue-site/backups: letters, digits, dots, hyphens and underscores between slashes",
  )
  .transform((value) => (value === "" ? "" : `${value}/`));

export const defaultBucketPrefix = "tissue-site/";

// What the Backups screen saves. The secret may be left empty to keep the one saved before (it is never shown).
export const bucketSettingsSchema = z.object({
  endpoint: bucketEndpointField,
  bucket: bucketNameField,
  region: bucketRegionField,
  accessKeyId: accessKeyIdField,
  secretAccessKey: z.string().trim().max(256).optional(),
  prefix: bucketPrefixField,
});
export type BucketSettingsInput = z.input<typeof bucketSettingsSchema>;
export type BucketSettings = z.output<typeof bucketSettingsSchema>;

// A key the owner types back in (on a new server, with a restored database): its 24 words or 64 hex digits.
export const backupKeyInputSchema = z.object({
  key: z.string().trim().min(1, "Enter the key's words").max(400),
});

export const copyStatuses = ["waiting", "uploading", "stored", "failed"] as const;
export type CopyStatus = (typeof copyStatuses)[number];
