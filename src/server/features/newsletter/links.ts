import type { Deps } from "#server/context.ts";
import { uploadSecret } from "../uploads/service";

type Purpose = "confirm" | "unsubscribe";

// A subscriber's links name the row and carry an HMAC of it (docs/decisions/130): they cannot be guessed or
// changed into another subscriber's, and need no token stored. The key is the site's signing key (UPLOAD_SECRET).
const signatureOf = (deps: Pick<Deps, "settings">, purpose: Purpose, id: string) =>
  new Bun.CryptoHasher("sha256", uploadSecret(deps))
    .update(`newsletter:${purpose}:${id}`)
    .digest("base64url")
    .slice(0, 32);

export const tokenFor = (deps: Pick<Deps, "settings">, purpose: Purpose, id: string) =>
  `${id}.${signatureOf(deps, purpose, id)}`;

export function idOfToken(deps: Pick<Deps, "settings">, purpose: Purpose, token: string): string | null {
  const [id = "", signature = ""] = token.split(".");
  const expected = signatureOf(deps, purpose, id);
  if (id === "" || signature.length !== expected.length) return null;
  return crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? id : null;
}

export const linkFor = (
  deps: Pick<Deps, "settings">,
  origin: string,
  lang: string,
  purpose: Purpose,
  id: string,
) => `${origin}${lang === "ar" ? "/ar" : ""}/newsletter/${purpose}/${tokenFor(deps, purpose, id)}`;
