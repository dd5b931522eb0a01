import { dictionary } from "@zxcvbn-ts/language-common";

// The 49,000 most common passwords of zxcvbn-ts's list, compared without case, plus the site's own words.
const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export function weakness(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (common.has(lower)) return "This password is one of the most common ones: choose another";
  if (lower.includes(username.toLowerCase())) return "The password must not contain the username";
  if (new Set(lower).size < 4) return "Use more different characters";
  return null;
}
