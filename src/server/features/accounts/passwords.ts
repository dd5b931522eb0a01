import type { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

// The 49,000 most common passwords of zxcvbn-ts's list, compared without case, plus the site's own words. Read on
// the first password change, not at start (docs/decisions/096: a rarely used package is required on first use).
function commonPasswords() {
  if (!common) {
    const list: typeof dictionary = require("@zxcvbn-ts/language-common").dictionary;
    common = new Set((list["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  }
  return common;
}

export function weakness(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return "This password is one of the most common ones: choose another";
  if (lower.includes(username.toLowerCase())) return "The password must not contain the username";
  if (new Set(lower).size < 4) return "Use more different characters";
  return null;
}
