import { browserSupportsWebAuthn } from "@simplewebauthn/browser";

export const passkeysSupported = () => typeof window !== "undefined" && browserSupportsWebAuthn();

// What to tell the admin when the browser's passkey prompt ends without a passkey; null when they closed it
// themselves (nothing went wrong).
export function ceremonyProblem(error: unknown): string | null {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return null;
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  if (name === "SecurityError") return "This browser refused passkeys for this site's address.";
  return "The browser could not use a passkey here.";
}
