import type { Deps } from "#server/context.ts";
import { uploadSecret } from "../uploads/service";

// The bucket's secret and the backup key the site made are kept in the database sealed with the site's own key:
// AES-256-GCM under a key derived (HKDF-SHA256) from the site's secret (UPLOAD_SECRET, or the one generated into
// DATA_DIR, which no backup holds). A database copied elsewhere, or restored on a new server with another secret,
// opens neither: `unsealSecret` answers undefined and the screen asks for them again.
// Stored as "v1.<nonce>.<ciphertext and tag>" in base64url; the field's name is bound in as associated data, so a
// sealed value cannot be moved to another field.

const version = "v1";
const encoder = new TextEncoder();

async function siteKey(deps: Pick<Deps, "settings">) {
  const material = await crypto.subtle.importKey("raw", encoder.encode(uploadSecret(deps)), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new Uint8Array(32),
      info: encoder.encode("tissue-site saved secrets v1"),
    },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as ArrayBuffer).toString("base64url");

export async function sealSecret(
  deps: Pick<Deps, "settings">,
  field: string,
  value: Uint8Array<ArrayBuffer> | string,
) {
  const nonce = crypto.getRandomValues(new Uint8Array(12));
  const plain = typeof value === "string" ? encoder.encode(value) : value;
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv: nonce, additionalData: encoder.encode(field) },
    await siteKey(deps),
    plain,
  );
  return `${version}.${b64(nonce)}.${b64(sealed)}`;
}

export async function unsealSecret(
  deps: Pick<Deps, "settings">,
  field: string,
  sealed: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [v, nonce, body] = sealed.split(".");
  if (v !== version || !nonce || !body) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: Buffer.from(nonce, "base64url"), additionalData: encoder.encode(field) },
      await siteKey(deps),
      Buffer.from(body, "base64url"),
    );
    return new Uint8Array(plain);
  } catch {
    return undefined;
  }
}
