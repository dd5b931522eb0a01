import { z } from "zod";
import {
  accessKeyIdField,
  bucketEndpointField,
  bucketNameField,
  bucketPrefixField,
  bucketRegionField,
  defaultBucketPrefix,
  secretAccessKeyField,
} from "#shared/backup-bucket.ts";
import { type BusinessRuleName, businessRuleLimits } from "#shared/business-rules.ts";
import { isSingleScript } from "#shared/username.ts";
import { isTimeZone } from "#shared/wall-clock.ts";
import { parseBackupKey } from "./core/backup-key";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
// A business rule's first value (the owner changes it in Settings), within the limits the Settings form has.
const rule = (name: BusinessRuleName, fallback: number) => {
  const { env, min, max } = businessRuleLimits[name];
  const message = `${env} must be from ${min} to ${max}`;
  return z.coerce.number().int(message).min(min, message).max(max, message).default(fallback);
};
const hourOrOff = (name: BusinessRuleName, clock: string, fallback: string) =>
  z
    .string()
    .regex(
      /^(off|[01]?\d|2[0-3])$/,
      `${businessRuleLimits[name].env} must be an hour from 0 to 23 (${clock}), or off`,
    )
    .default(fallback)
    .transform((v) => (v === "off" ? null : Number(v)));
// An optional variable checked by the Backups screen's rule for the same field; empty is the same as unset.
const envField = <T extends z.ZodType<unknown, string>>(name: string, field: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx): z.output<T> | undefined => {
      if (!v?.trim()) return undefined;
      const checked = field.safeParse(v);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: "custom", message: `${name} is not valid: ${checked.error.issues[0]?.message}` });
      return z.NEVER;
    });

const settingsSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    ADMIN_USERNAME: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine(
        isSingleScript,
        "ADMIN_USERNAME mixes scripts (a Cyrillic or Greek letter among Latin ones, for example)",
      )
      .default("admin"),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
    PUBLIC_ORIGIN: z
      .url()
      .transform((v) => new URL(v).origin)
      .optional(),
    SEED_SAMPLE_DATA: flag(true),
    // The site's own visit statistics, without cookies (docs/decisions/200); false: nothing is counted.
    VISIT_STATS: flag(true),
    TRUST_PROXY: flag(false),
    // Proxies in front that append to X-Forwarded-For (a CDN before nginx: 2).
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    FORM_RATE_LIMIT: count(30),
    LOGIN_RATE_LIMIT: count(10),
    // Signs upload URLs. When unset, a random one is generated once and kept in DATA_DIR, so restarts keep URLs valid.
    UPLOAD_SECRET: z.string().min(32).optional(),
    // How long a shared cache (a CDN, a caching proxy) may serve a public page or list before asking again; 0: never.
    SHARED_CACHE_SECONDS: count(10),
    // The access log: one line of text per request, or one JSON object per line for a log collector.
    LOG_FORMAT: z.enum(["text", "json"]).default("text"),
    // argon2id memory per password hash (KiB): 64 MiB, about 0.2 s here, slows guessing; tests lower it.
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(64).max(1_048_576).default(65_536),
    // Mail (docs/decisions/080): unset SMTP_URL means mail is off; messages are still recorded in the outbox.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.string().trim().min(3).default("Safa Tissue <no-reply@localhost>"),
    OWNER_EMAIL: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("OWNER_EMAIL must be one or more email addresses, separated by commas"))),
    NEWSLETTER_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1, "NEWSLETTER_PER_MINUTE must be at least 1")
      .max(10_000)
      .default(60),
    // The factory's time zone (IANA name): the opening hours and booked appointments are on its clock (150).
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .default("UTC")
      .refine(isTimeZone, "SITE_TIME_ZONE must be an IANA time zone such as Asia/Riyadh or UTC"),
    // How many days ahead a visitor may book, and how many appointments may overlap one hour (150). These two and the
    // quote follow-up's four rules and the backup hour below are a fresh site's business rules: the owner changes
    // them in Settings (features/business-rules), and what is saved there wins.
    BOOKING_HORIZON_DAYS: rule("bookingHorizonDays", 90),
    BOOKING_SLOT_CAPACITY: rule("bookingSlotCapacity", 1),
    // The currencies a quote may be priced in; the first is the default (docs/decisions/160).
    QUOTE_CURRENCIES: z
      .string()
      .default("USD,EUR,GBP,AED,SAR")
      .transform((v) => [
        ...new Set(
          v
            .split(",")
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(
            z.string().regex(/^[A-Z]{3}$/, "QUOTE_CURRENCIES must be three-letter codes such as USD,EUR"),
          )
          .min(1, "QUOTE_CURRENCIES needs at least one currency"),
      ),
    // Quote follow-up (docs/decisions/164): the buyer's reminder this many days before a quote lapses, the owner's
    // alert when a sent quote is still unopened after this many days (0: off), the follow-up date's distance from
    // sending, and the hour of the owner's morning digest on the site's clock ("off": none).
    QUOTE_REMINDER_DAYS: rule("quoteReminderDays", 3),
    QUOTE_UNVIEWED_DAYS: rule("quoteUnviewedDays", 2),
    FOLLOW_UP_DAYS: rule("followUpDays", 3),
    DIGEST_HOUR: hourOrOff("digestHour", "site time", "8"),
    // Backups (docs/decisions/105): the nightly one at this hour UTC ("off": none), kept this many days.
    BACKUP_HOUR: hourOrOff("backupHour", "UTC", "3"),
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
    // The owner's bucket for off-site copies (docs/decisions/105), under the names Bun's own S3 client reads; when
    // S3_BUCKET is set it wins over a bucket saved on the Backups screen. BACKUP_KEY seals the copies.
    S3_ENDPOINT: envField("S3_ENDPOINT", bucketEndpointField),
    S3_BUCKET: envField("S3_BUCKET", bucketNameField),
    S3_REGION: envField("S3_REGION", bucketRegionField),
    S3_ACCESS_KEY_ID: envField("S3_ACCESS_KEY_ID", accessKeyIdField),
    S3_SECRET_ACCESS_KEY: envField("S3_SECRET_ACCESS_KEY", secretAccessKeyField),
    BACKUP_S3_PREFIX: z.string().default(defaultBucketPrefix).pipe(bucketPrefixField),
    BACKUP_KEY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return undefined;
        const key = parseBackupKey(v);
        if (!key) {
          ctx.addIssue({
            code: "custom",
            message:
              "BACKUP_KEY must be the 24 words of a backup key (as the Backups screen shows it) or 64 hex digits",
          });
          return z.NEVER;
        }
        return key;
      }),
  })
  .superRefine((env, ctx) => {
    // A bucket needs its credentials; credentials without a bucket are a half-finished set-up.
    const bucketParts = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    if (env.S3_BUCKET) {
      for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: `${name} is needed with S3_BUCKET` });
      }
    } else {
      const given = bucketParts.filter((name) => env[name]);
      if (given.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["S3_BUCKET"],
          message: `S3_BUCKET is needed with ${given.join(", ")}`,
        });
      }
    }
  });

export type Settings = z.infer<typeof settingsSchema>;

// Public pages and lists: browsers revalidate every time (max-age=0, answered 304 while unchanged); a shared cache
// keeps them SHARED_CACHE_SECONDS and may serve the old copy a minute longer while it fetches the new one.
export const publicCacheControl = (settings: Settings) =>
  settings.SHARED_CACHE_SECONDS === 0
    ? "no-cache"
    : `public, max-age=0, s-maxage=${settings.SHARED_CACHE_SECONDS}, stale-while-revalidate=60`;

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid settings:\n${lines.join("\n")}`);
}
