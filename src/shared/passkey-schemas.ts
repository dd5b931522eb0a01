import { z } from "zod";

// What the browser sends back from a passkey ceremony (@simplewebauthn/browser's JSON), bounded so no field can
// be large; the server library checks the contents.
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");
const transportNames = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
type Transport = (typeof transportNames)[number];
// A transport a newer browser names and this list does not is dropped rather than refused.
const transports = z
  .array(z.string().max(20))
  .max(10)
  .transform((list) => list.filter((t): t is Transport => (transportNames as readonly string[]).includes(t)));
const credential = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // No extension is asked for, so none of their outputs is read or kept.
  clientExtensionResults: z.unknown().transform(() => ({})),
};

export const passkeyRegistrationSchema = z.object({
  name: z
    .string({ error: "Name this passkey" })
    .trim()
    .min(1, "Name this passkey")
    .max(60, "A passkey's name has at most 60 characters"),
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url(4000),
      attestationObject: base64url(20_000),
      authenticatorData: base64url(20_000).optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(8000).optional(),
    }),
  }),
});
export type PasskeyRegistrationInput = z.output<typeof passkeyRegistrationSchema>;

export const passkeySignInSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
});
export type PasskeySignInInput = z.output<typeof passkeySignInSchema>;

export const passkeyRequirementSchema = z.object({ required: z.boolean() });
