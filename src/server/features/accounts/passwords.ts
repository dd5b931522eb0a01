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

const leet: Record<string, string> = {
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

// A common password dressed up to pass a rule is still guessed early: capitals, digits and symbols at either end
// (`Password123!`) and digits or symbols for letters (`P@ssw0rd`) are taken off before the list is asked.
function plainForms(lower: string) {
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const unleet = (text: string) => text.replace(/[013457@$]/g, (c) => leet[c] ?? c);
  return [lower, core, unleet(core), unleet(lower).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")];
}

export function weakness(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (plainForms(lower).some((form) => commonPasswords().has(form)))
    return "This password is one of the most common ones: choose another";
  if (lower.includes(username.toLowerCase())) return "The password must not contain the username";
  if (new Set(lower).size < 4) return "Use more different characters";
  return null;
}
