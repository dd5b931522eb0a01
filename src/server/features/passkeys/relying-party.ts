import { AppError } from "#server/core/errors.ts";

// Imported on the first passkey ceremony, not at start (docs/decisions/096: a rarely used package is loaded on first
// use), by `import()`, so the compiled executable holds its 330 kB of source only from then (docs/decisions/096).
export const webauthn = () => import("@simplewebauthn/server");

export const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
export const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

// The site's origin (PUBLIC_ORIGIN when set, else the admin's own request, read through a trusted proxy): the
// browser binds every passkey to the origin it was made on, and the server checks that origin and its host name
// (the relying party ID) strictly in every ceremony (docs/decisions/142).
export const relyingParty = (origin: string) => ({
  origin,
  rpID: new URL(origin).hostname,
  rpName: "Safa Tissue admin",
});

// The server library explains a refused response in an Error (wrong origin, spent challenge, bad signature...).
export async function checked<T>(verify: () => Promise<T>, refusal: AppError): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refusal;
  }
}
