import { and, eq, gt, lte } from "drizzle-orm";
import { passkeys, sessions, users } from "#db/schema.ts";
import type { Deps, RequestContext, SessionUser } from "#server/context.ts";
import { AppError, diskFullAsAppError } from "#server/core/errors.ts";
import { Gate, serverLimits } from "#server/core/gate.ts";
import type { Db } from "#server/db.ts";
import { limits } from "#shared/constants.ts";
import type { LoginInput } from "#shared/schemas.ts";
import { actorOf } from "../audit/calls";
import { recordAudit } from "../audit/record";
import { hasPasskey, mustAddPasskey, passkeysRequired } from "./passkey-policy";

const hashToken = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("hex");
// memoryKib is the ARGON2_MEMORY_KIB setting; a hash records its own cost, so verifying needs none.
const hashPassword = (password: string, memoryKib: number) =>
  Bun.password.hash(password, { algorithm: "argon2id", memoryCost: memoryKib, timeCost: 2 });

// When the disk is full a session row cannot be written, yet the owner must be able to sign in to free space:
// such a session lives in this process's memory until it expires, is ended, or the server restarts.
const sparedSessions = new Map<string, { user: SessionUser; expiresAt: number }>();

const lastSeenEveryMs = 60_000;

// A disabled admin's sessions stop working at once. The last-seen time is written at most once a minute.
export function loadSession(db: Db, token: string, now: number): SessionUser | null {
  const id = hashToken(token);
  const row = db
    .select({
      id: users.id,
      username: users.username,
      mustChangePassword: users.mustChangePassword,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now)), eq(users.disabled, false)))
    .get();
  if (row) {
    if (!row.lastSeenAt || now - row.lastSeenAt.getTime() > lastSeenEveryMs) {
      try {
        db.update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, id))
          .run();
      } catch (error) {
        if (!diskFullAsAppError(error)) throw error;
      }
    }
    const { lastSeenAt: _, ...user } = row;
    return { ...user, mustAddPasskey: mustAddPasskey(db, user.id), sessionId: id };
  }
  const spared = sparedSessions.get(id);
  return spared && spared.expiresAt > now ? spared.user : null;
}

// What check, login and logout answer: the username only while signed in.
// An admin who must replace a one-time password is told so (docs/decisions/140); otherwise the contract's shape.
export const sessionState = (user: SessionUser | null) =>
  user
    ? {
        authenticated: true as const,
        username: user.username,
        ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
        ...(user.mustAddPasskey ? { mustAddPasskey: true as const } : {}),
      }
    : { authenticated: false as const };

// A fixed hash to verify against when the username is unknown, so both failures take the same time.
const decoyHashes = new Map<number, Promise<string>>();
const decoyHash = (memoryKib: number) => {
  const known = decoyHashes.get(memoryKib) ?? hashPassword(crypto.randomUUID(), memoryKib);
  decoyHashes.set(memoryKib, known);
  return known;
};

// Each argon2id verify holds ARGON2_MEMORY_KIB of memory on a thread of its own: a burst of logins waits here
// (or is refused with 503) instead of taking gigabytes.
const hashing = new Gate(
  serverLimits.concurrentHashes,
  serverLimits.queuedHashes,
  serverLimits.slowWorkTimeoutMs,
);

export const verifyPassword = (password: string, hash: string) =>
  hashing.run(() => Bun.password.verify(password, hash));

// What a sign-in needs besides the database: the clock, and the hash cost of the decoy verify.
export type LoginDeps = Pick<Deps, "db" | "now"> & { settings: Pick<Deps["settings"], "ARGON2_MEMORY_KIB"> };
// The browser's User-Agent is kept with the session, so the admin can tell sessions apart.
export type LoginAttempt = LoginInput & { userAgent?: string };

export async function login(deps: LoginDeps, input: LoginAttempt) {
  const { db, settings } = deps;
  const now = deps.now();
  const user = db.select().from(users).where(eq(users.username, input.username)).get();
  const ok = await verifyPassword(
    input.password,
    user?.password ?? (await decoyHash(settings.ARGON2_MEMORY_KIB)),
  );
  // A disabled account gets the same answer, after the same verify, whether the password was right or not: the
  // answer never confirms a guessed password (docs/decisions/140).
  if (!user || !ok || user.disabled) throw new AppError(401, "Invalid username or password.");
  // Told only after the right password, so a guesser learns nothing about the account.
  if (passkeysRequired(db) && hasPasskey(db, user.id))
    throw new AppError(403, "Passkeys are required: sign in with your passkey.");
  return startSession(db, { user, now, userAgent: input.userAgent });
}

export const disabledAccount = () =>
  new AppError(403, "This admin account is disabled. Ask another admin to enable it.");

// The same session whichever way the admin proved who they are (a password or a passkey).
type NewSession = { user: typeof users.$inferSelect; now: number; userAgent?: string };

export function startSession(db: Db, { user, now, userAgent = "" }: NewSession) {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const session = {
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now + limits.sessionTtlMs),
    userAgent: userAgent.slice(0, 300),
    lastSeenAt: new Date(now),
  };
  const signedIn = {
    id: user.id,
    username: user.username,
    mustChangePassword: user.mustChangePassword,
    mustAddPasskey: mustAddPasskey(db, user.id),
    sessionId: session.id,
  };
  try {
    db.delete(sessions)
      .where(lte(sessions.expiresAt, new Date(now)))
      .run();
    db.insert(sessions).values(session).run();
  } catch (error) {
    if (!diskFullAsAppError(error)) throw error;
    sparedSessions.set(session.id, { user: signedIn, expiresAt: session.expiresAt.getTime() });
  }
  return { token, user: signedIn };
}

// Counts the attempt as failed before the slow verify, so parallel guesses cannot slip past the delay; a success
// takes it back (docs/decisions/140).
export async function throttledLogin(deps: Deps, input: LoginAttempt & { ip: string }) {
  const { ip, ...attempt } = input;
  deps.loginThrottle.attempt(ip, input.username);
  const audit = { deps, ip, userAgent: input.userAgent };
  try {
    const result = await login(deps, attempt);
    deps.loginThrottle.succeeded(ip, input.username);
    recordAudit(audit, actorOf(result.user), { action: "auth.login", kind: "sign-in" });
    return result;
  } catch (error) {
    // Only a known admin's failures: a username nobody has may be a password typed into the wrong field.
    const known = deps.db
      .select({ id: users.id, username: users.username, disabled: users.disabled })
      .from(users)
      .where(eq(users.username, input.username))
      .get();
    if (known && error instanceof AppError && (error.status === 401 || error.status === 403)) {
      const summary =
        error.status === 403 ? "passkey required" : known.disabled ? "account disabled" : "wrong password";
      recordAudit(audit, actorOf(known), { action: "auth.loginFailed", kind: "sign-in", summary });
    }
    throw error;
  }
}

// Ends the session the request came with, and records who signed out.
export function signOut(ctx: RequestContext) {
  const token = ctx.sessionToken;
  if (!token) return;
  sparedSessions.delete(hashToken(token));
  ctx.deps.db
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .run();
  if (ctx.user) recordAudit(ctx, actorOf(ctx.user), { action: "auth.logout", kind: "sign-in" });
}

const hasOwner = (db: Db) =>
  db.select({ id: users.id }).from(users).where(eq(users.owner, true)).get() !== undefined;

// Sets (or creates) the admin's password and ends every session of that user. From the shell it is also the way
// back in: the account is enabled and needs no further change, and its passkeys are removed (a lost passkey is a
// reason to come here; while passkeys are required, the admin adds a new one after the password). The first admin
// of a site is its owner.
export async function setAdminPassword(db: Db, username: string, password: string, memoryKib: number) {
  const hash = await hashPassword(password, memoryKib);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  const fields = { password: hash, disabled: false, mustChangePassword: false };
  if (existing) {
    db.update(users).set(fields).where(eq(users.id, existing.id)).run();
    db.delete(sessions).where(eq(sessions.userId, existing.id)).run();
    db.delete(passkeys).where(eq(passkeys.userId, existing.id)).run();
  } else
    db.insert(users)
      .values({ username, ...fields, owner: !hasOwner(db) })
      .run();
}

export { hashPassword };

// 120 random bits, URL-safe so it survives copy and paste from a log.
export const generatePassword = () =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(15))).toString("base64url");

export const userExists = (db: Db, username: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.username, username)).get() !== undefined;

export const hasAnyUser = (db: Db) => db.select({ id: users.id }).from(users).limit(1).get() !== undefined;

// First start: the admin from the settings, or a generated password printed once. Never a default password.
export async function ensureAdmin(
  db: Db,
  admin: { username: string; password: string | undefined; memoryKib: number },
  log = console.log,
) {
  if (hasAnyUser(db)) return;
  const { username, password, memoryKib } = admin;
  const chosen = password ?? generatePassword();
  await setAdminPassword(db, username, chosen, memoryKib);
  if (!password)
    log(
      `Created admin user "${username}" with password: ${chosen}\n(shown once; change it with bun run admin:password)`,
    );
}
