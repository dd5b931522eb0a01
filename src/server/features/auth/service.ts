import { and, eq, gt, lte } from "drizzle-orm";
import { sessions, users } from "../../../../db/schema";
import { limits } from "../../../shared/constants";
import type { LoginInput } from "../../../shared/schemas";
import type { Deps, SessionUser } from "../../context";
import type { Db } from "../../db";
import { AppError } from "../../http/errors";

export const sessionCookie = "sid";

const hashToken = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("hex");
const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

export function loadSession(db: Db, token: string, now: number): SessionUser | null {
  const row = db
    .select({ id: users.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .get();
  return row ?? null;
}

// What check, login and logout answer: the username only while signed in.
export const sessionState = (user: SessionUser | null) =>
  user ? { authenticated: true as const, username: user.username } : { authenticated: false as const };

// A fixed hash to verify against when the username is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export async function login(db: Db, input: LoginInput, now: number) {
  const user = db.select().from(users).where(eq(users.username, input.username)).get();
  decoyHash ??= hashPassword(crypto.randomUUID());
  const ok = await Bun.password.verify(input.password, user?.password ?? (await decoyHash));
  if (!user || !ok) throw new AppError(401, "Invalid username or password.");
  db.delete(sessions)
    .where(lte(sessions.expiresAt, new Date(now)))
    .run();
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  db.insert(sessions)
    .values({ id: hashToken(token), userId: user.id, expiresAt: new Date(now + limits.sessionTtlMs) })
    .run();
  return { token, user: { id: user.id, username: user.username } };
}

// Counts the attempt before the slow verify so parallel guesses cannot slip past the limit; a success clears the count.
export async function throttledLogin(deps: Deps, ip: string, input: LoginInput) {
  if (!deps.loginLimiter.allows(ip)) {
    throw new AppError(429, "Too many failed logins. Please try again later.");
  }
  deps.loginLimiter.hit(ip);
  const result = await login(deps.db, input, deps.now());
  deps.loginLimiter.reset(ip);
  return result;
}

export function logout(db: Db, token: string | undefined) {
  if (token)
    db.delete(sessions)
      .where(eq(sessions.id, hashToken(token)))
      .run();
}

// Sets (or creates) the admin's password and ends every session of that user.
export async function setAdminPassword(db: Db, username: string, password: string) {
  const hash = await hashPassword(password);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  if (existing) {
    db.update(users).set({ password: hash }).where(eq(users.id, existing.id)).run();
    db.delete(sessions).where(eq(sessions.userId, existing.id)).run();
  } else db.insert(users).values({ username, password: hash }).run();
}

// 120 random bits, URL-safe so it survives copy and paste from a log.
export const generatePassword = () =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(15))).toString("base64url");

export const userExists = (db: Db, username: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.username, username)).get() !== undefined;

export const hasAnyUser = (db: Db) => db.select({ id: users.id }).from(users).limit(1).get() !== undefined;

// First start: the admin from the settings, or a generated password printed once. Never a default password.
export async function ensureAdmin(db: Db, username: string, password: string | undefined, log = console.log) {
  if (hasAnyUser(db)) return;
  const chosen = password ?? generatePassword();
  await setAdminPassword(db, username, chosen);
  if (!password)
    log(
      `Created admin user "${username}" with password: ${chosen}\n(shown once; change it with bun run admin:password)`,
    );
}
