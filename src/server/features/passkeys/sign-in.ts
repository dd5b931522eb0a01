import { eq } from "drizzle-orm";
import { passkeys, users } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import type { PasskeySignInInput } from "#shared/passkey-schemas.ts";
import { actorOf } from "../audit/calls";
import { recordAudit } from "../audit/record";
import { disabledAccount, startSession } from "../auth/service";
import { userHandleOf } from "./registration";
import { checked, fromBase64url, relyingParty, webauthn } from "./relying-party";

// No list of credentials: the browser offers the passkeys it holds for this site (discoverable credentials), so
// the page needs no username first. Each address may hold only a few open challenges (challenges.ts).
export async function signInOptions(deps: Deps, origin: string, ip: string) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(origin).rpID,
    userVerification: "required",
  });
  deps.passkeyChallenges.add(options.challenge, { kind: "sign-in" }, ip);
  return options;
}

const failed = () => new AppError(401, "This passkey could not sign you in.");

// Throttled like a password: the attempt counts against the address and the passkey's admin before the check, and
// a success takes it back. It ends in the same server-side session as a password sign-in, and is recorded in the
// audit log like one: a success, and a known passkey's refusal (an unknown one names nobody, docs/decisions/190).
type PasskeySignIn = { signIn: PasskeySignInInput; ip: string; origin: string; userAgent?: string };
type Found = { passkey: typeof passkeys.$inferSelect; user: typeof users.$inferSelect };

export async function signInWithPasskey(deps: Deps, attempt: PasskeySignIn) {
  const { signIn: input, ip, userAgent } = attempt;
  const row = deps.db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, input.id))
    .get();
  const username = row?.user.username ?? "";
  deps.loginThrottle.attempt(ip, username);
  if (!row) throw new AppError(401, "This passkey is not registered here. Sign in with your password.");
  const audit = { deps, ip, userAgent };
  const actor = actorOf(row.user);
  try {
    const session = await verifiedSession(deps, row, attempt);
    deps.loginThrottle.succeeded(ip, username);
    recordAudit(audit, actor, {
      action: "auth.login",
      kind: "sign-in",
      summary: `passkey · ${row.passkey.name}`,
    });
    return session;
  } catch (error) {
    if (error instanceof AppError && (error.status === 401 || error.status === 403)) {
      const why = error.status === 403 ? "account disabled · passkey" : "passkey refused";
      recordAudit(audit, actor, {
        action: "auth.loginFailed",
        kind: "sign-in",
        summary: `${why} · ${row.passkey.name}`,
      });
    }
    throw error;
  }
}

async function verifiedSession(deps: Deps, { passkey, user }: Found, attempt: PasskeySignIn) {
  const { signIn: input, origin, userAgent } = attempt;
  if (input.response.userHandle !== undefined && input.response.userHandle !== userHandleOf(user.id))
    throw failed();
  const result = await checked(
    async () =>
      (await webauthn()).verifyAuthenticationResponse({
        response: input,
        expectedChallenge: (challenge) => deps.passkeyChallenges.take(challenge, { kind: "sign-in" }),
        expectedOrigin: origin,
        expectedRPID: relyingParty(origin).rpID,
        credential: {
          id: passkey.id,
          publicKey: fromBase64url(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      }),
    failed(),
  );
  if (!result.verified) throw failed();
  if (user.disabled) throw disabledAccount();
  const now = deps.now();
  const { newCounter, credentialBackedUp } = result.authenticationInfo;
  deps.db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, passkey.id))
    .run();
  return startSession(deps.db, { user, now, userAgent });
}
