let common: Set<string> | undefined;

// The 49,000 most common passwords of zxcvbn-ts's list, compared without case, plus the site's own words. Imported
// on the first password change, not at start (docs/decisions/096), and by `import()`, so the compiled executable
// keeps the list's 430 kB of source out of its memory until then (docs/decisions/096).
async function commonPasswords() {
  if (!common) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
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

export async function weakness(password: string, username: string): Promise<string | null> {
  const lower = password.toLowerCase();
  const listed = await commonPasswords();
  if (plainForms(lower).some((form) => listed.has(form)))
    return "This password is one of the most common ones: choose another";
  if (lower.includes(username.toLowerCase())) return "The password must not contain the username";
  if (new Set(lower).size < 4) return "Use more different characters";
  return null;
}
