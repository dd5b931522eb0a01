import { and, count, desc, eq } from "drizzle-orm";
import { passkeys, securitySettings } from "#db/schema.ts";
import type { SessionUser } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";
import { hasPasskey, passkeysRequired } from "../auth/passkey-policy";

// An admin's own passkeys and the rule that every admin must have one (docs/decisions/142).
export function passkeysOf(db: Db, user: SessionUser) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(desc(passkeys.createdAt))
    .all()
    .map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      backedUp: p.backedUp,
    }));
}

// While passkeys are required, an admin's last passkey stays until another is added.
export function removePasskey(db: Db, user: SessionUser, id: string) {
  const mine = and(eq(passkeys.userId, user.id), eq(passkeys.id, id));
  if (!db.select({ id: passkeys.id }).from(passkeys).where(mine).get()) throw notFound("Passkey");
  const left = db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, user.id)).get()?.n ?? 0;
  if (left <= 1 && passkeysRequired(db))
    throw new AppError(409, "Passkeys are required: add another passkey before removing your last one");
  db.delete(passkeys).where(mine).run();
}

export const passkeyRequirement = (db: Db) => ({ required: passkeysRequired(db) });

// Whoever turns the rule on has a passkey already, so the admin who chose it is never the first one shut out.
export function setPasskeyRequirement(db: Db, user: SessionUser, required: boolean) {
  if (required && !hasPasskey(db, user.id))
    throw new AppError(409, "Add a passkey to your own account before requiring passkeys");
  db.insert(securitySettings)
    .values({ id: 1, requirePasskeys: required })
    .onConflictDoUpdate({ target: securitySettings.id, set: { requirePasskeys: required } })
    .run();
  return { required };
}
