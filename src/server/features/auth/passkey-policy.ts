import { eq } from "drizzle-orm";
import { passkeys, securitySettings } from "#db/schema.ts";
import type { Db } from "#server/db.ts";

export const passkeysRequired = (db: Db) =>
  db.select().from(securitySettings).where(eq(securitySettings.id, 1)).get()?.requirePasskeys ?? false;

export const hasPasskey = (db: Db, userId: string) =>
  db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1).get() !==
  undefined;

// While passkeys are required, an admin without one may, once signed in, do nothing but add one.
export const mustAddPasskey = (db: Db, userId: string) => passkeysRequired(db) && !hasPasskey(db, userId);

export const passkeyFirst = "Add a passkey first: passkeys are required for every admin";
// What such an admin may still call (besides auth.*, which is public).
export const openBeforePasskey = new Set(["passkeys.list", "passkeys.registrationOptions", "passkeys.add"]);
