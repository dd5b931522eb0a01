import { and, eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import type { Db } from "#server/db.ts";

// The owner role (docs/decisions/140): one admin, the first, whom no other admin can disable, remove, sign out or
// change. Only the owner hands the role over, and the site has exactly one owner once it has an admin.
export const isOwner = (db: Db, userId: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.owner, true)))
    .get() !== undefined;

export function assertOwner(db: Db, userId: string) {
  if (!isOwner(db, userId)) throw new AppError(403, "Only the owner can do this");
}

// Another admin's action on the owner's account is refused; the owner's own actions go on to the usual rules.
export function assertNotOwnerOfOthers(db: Db, actorId: string, targetId: string) {
  if (targetId !== actorId && isOwner(db, targetId))
    throw new AppError(403, "Only the owner can change the owner's account");
}

// One transaction, so there is never no owner nor two. The new owner must be able to sign in with a password
// of their own: a disabled account, or one whose one-time password the old owner saw, is refused.
export function handOver(db: Db, actorId: string, id: string) {
  assertOwner(db, actorId);
  if (id === actorId) throw new AppError(409, "You are the owner already");
  db.transaction((tx) => {
    const target = tx.select().from(users).where(eq(users.id, id)).get();
    if (!target) throw notFound("User");
    if (target.disabled) throw new AppError(409, "Enable this admin before making them the owner");
    if (target.mustChangePassword)
      throw new AppError(409, "This admin must replace the one-time password before becoming the owner");
    tx.update(users).set({ owner: false }).where(eq(users.owner, true)).run();
    tx.update(users).set({ owner: true }).where(eq(users.id, id)).run();
  });
}
