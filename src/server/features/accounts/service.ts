import { and, asc, count, desc, eq, gt, ne } from "drizzle-orm";
import { passkeys, sessions, users } from "#db/schema.ts";
import type { SessionUser } from "#server/context.ts";
import { AppError, notFound } from "#server/core/errors.ts";
import { describeUserAgent } from "#server/core/user-agent.ts";
import type { Db } from "#server/db.ts";
import { generatePassword, hashPassword, verifyPassword } from "../auth/service";
import { assertNotOwnerOfOthers } from "./owner";
import { weakness } from "./passwords";

// Admin accounts and their sessions (docs/decisions/140).
const refused = (path: string, message: string) => new AppError(400, message, [{ path, message }]);

export async function changePassword(
  db: Db,
  user: SessionUser,
  current: string,
  next: string,
  memoryKib: number,
) {
  const row = db.select().from(users).where(eq(users.id, user.id)).get();
  if (!row) throw notFound("User");
  if (!(await verifyPassword(current, row.password)))
    throw refused("current", "The current password is not right");
  if (next === current) throw refused("next", "Choose a password other than the current one");
  const weak = await weakness(next, row.username);
  if (weak) throw refused("next", weak);
  const password = await hashPassword(next, memoryKib);
  db.transaction((tx) => {
    tx.update(users).set({ password, mustChangePassword: false }).where(eq(users.id, user.id)).run();
    tx.delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .run();
  });
}

export function sessionsOf(db: Db, user: SessionUser, now: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((s) => ({
      id: s.id,
      device: describeUserAgent(s.userAgent),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: (s.lastSeenAt ?? s.createdAt).toISOString(),
      current: s.id === user.sessionId,
    }));
}

// Ends one of your own sessions, or every other one.
export function endSessions(db: Db, user: SessionUser, which: { id: string } | "others") {
  const scope = which === "others" ? ne(sessions.id, user.sessionId) : eq(sessions.id, which.id);
  db.delete(sessions)
    .where(and(eq(sessions.userId, user.id), scope))
    .run();
}

export function listUsers(db: Db, now: number) {
  const active = db
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .where(gt(sessions.expiresAt, new Date(now)))
    .groupBy(sessions.userId)
    .all();
  const keys = db
    .select({ userId: passkeys.userId, n: count() })
    .from(passkeys)
    .groupBy(passkeys.userId)
    .all();
  return db
    .select()
    .from(users)
    .orderBy(asc(users.username))
    .all()
    .map(({ password: _, ...u }) => ({
      ...u,
      createdAt: u.createdAt?.toISOString() ?? null,
      sessions: active.find((a) => a.userId === u.id)?.n ?? 0,
      passkeys: keys.find((k) => k.userId === u.id)?.n ?? 0,
    }));
}

function assertFree(db: Db, username: string, except?: string) {
  const holder = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  if (holder && holder.id !== except)
    throw new AppError(409, "That username is taken", [
      { path: "username", message: "That username is taken" },
    ]);
}

// The new admin's first password, shown once to the admin who made it; it must be replaced at the first sign-in.
export async function createUser(db: Db, username: string, memoryKib: number) {
  assertFree(db, username);
  const password = generatePassword();
  const hash = await hashPassword(password, memoryKib);
  const row = db
    .insert(users)
    .values({ username, password: hash, mustChangePassword: true })
    .returning()
    .get();
  return { id: row.id, username, password };
}

// Never yourself, never the owner, and never the last admin who can still sign in: the site is never left without
// one. The owner hands the role over before leaving (docs/decisions/140).
function otherThanLast(db: Db, actor: SessionUser, id: string) {
  if (id === actor.id) throw new AppError(409, "You cannot disable or remove your own account");
  assertNotOwnerOfOthers(db, actor.id, id);
  const target = db.select().from(users).where(eq(users.id, id)).get();
  if (!target) throw notFound("User");
  const enabled = db.select({ n: count() }).from(users).where(eq(users.disabled, false)).get()?.n ?? 0;
  if (!target.disabled && enabled <= 1) throw new AppError(409, "The last admin who can sign in stays");
  return target;
}

export function setDisabled(
  db: Db,
  { actor, id, disabled }: { actor: SessionUser; id: string; disabled: boolean },
) {
  if (disabled) otherThanLast(db, actor, id);
  db.transaction((tx) => {
    const row = tx.update(users).set({ disabled }).where(eq(users.id, id)).returning().get();
    if (!row) throw notFound("User");
    if (disabled) tx.delete(sessions).where(eq(sessions.userId, id)).run();
  });
}

export function removeUser(db: Db, actor: SessionUser, id: string) {
  otherThanLast(db, actor, id);
  db.delete(users).where(eq(users.id, id)).run();
}

// Only the owner renames the owner; the name passed the same one-script rule as a new admin's.
export function renameUser(
  db: Db,
  { actor, id, username }: { actor: SessionUser; id: string; username: string },
) {
  assertNotOwnerOfOthers(db, actor.id, id);
  assertFree(db, username, id);
  const row = db.update(users).set({ username }).where(eq(users.id, id)).returning({ id: users.id }).get();
  if (!row) throw notFound("User");
}

export function endSessionsOfUser(db: Db, actor: SessionUser, id: string) {
  assertNotOwnerOfOthers(db, actor.id, id);
  db.delete(sessions).where(eq(sessions.userId, id)).run();
}
