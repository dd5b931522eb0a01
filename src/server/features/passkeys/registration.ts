import { eq } from "drizzle-orm";
import { passkeys } from "#db/schema.ts";
import type { Deps, SessionUser } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import type { PasskeyRegistrationInput } from "#shared/passkey-schemas.ts";
import { checked, fromBase64url, relyingParty, toBase64url, webauthn } from "./relying-party";

// The user handle the authenticator keeps with a passkey: the admin's id, never the username (which may change).
export const userHandleOf = (userId: string) => Buffer.from(userId).toString("base64url");

// User verification (a PIN, a fingerprint) is required: a passkey replaces the password, so holding the device
// alone must not be enough.
export async function registrationOptions(deps: Deps, user: SessionUser, origin: string, ip: string) {
  const { rpID, rpName } = relyingParty(origin);
  const mine = deps.db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .all();
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.username,
    userID: fromBase64url(userHandleOf(user.id)),
    attestationType: "none",
    excludeCredentials: mine,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  deps.passkeyChallenges.add(options.challenge, { kind: "register", userId: user.id }, ip);
  return options;
}

export async function addPasskey(
  deps: Deps,
  user: SessionUser,
  origin: string,
  input: PasskeyRegistrationInput,
) {
  const { rpID } = relyingParty(origin);
  const refusal = new AppError(400, "This passkey could not be added. Please try again.");
  const result = await checked(
    async () =>
      (await webauthn()).verifyRegistrationResponse({
        response: input.response,
        expectedChallenge: (challenge) =>
          deps.passkeyChallenges.take(challenge, { kind: "register", userId: user.id }),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }),
    refusal,
  );
  if (!result.verified) throw refusal;
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  if (deps.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id)).get())
    throw new AppError(409, "This passkey is already added");
  deps.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      name: input.name,
      publicKey: toBase64url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    })
    .run();
  return { id: credential.id };
}
