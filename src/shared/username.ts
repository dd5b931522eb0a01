import { z } from "zod";

// Unicode's single-script rule (UTS 39), for the scripts an admin here writes in: a name whose letters mix scripts
// (`оwner` with a Cyrillic о) could pass for another admin's, so the letters share one script. Digits are ASCII
// with any script, or Arabic-Indic / Persian with Arabic letters, never two systems in one name. Other characters
// are the character rule's business.
const scripts = [
  ...["Latin", "Arabic", "Cyrillic", "Greek", "Hebrew", "Armenian", "Georgian", "Thai", "Hangul"].map(
    (script) => new RegExp(`^\\p{scx=${script}}+$`, "u"),
  ),
  /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+$/u,
];
const digitSystems = [/[0-9]/, /[\u0660-\u0669]/, /[\u06f0-\u06f9]/];
const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/;
const arabicLetters = /^\p{scx=Arabic}*$/u;

export function isSingleScript(name: string) {
  const letters = name.replace(/[^\p{L}\p{M}]/gu, "");
  if (digitSystems.filter((digits) => digits.test(name)).length > 1) return false;
  if (arabicDigits.test(name) && !arabicLetters.test(letters)) return false;
  return letters === "" || scripts.some((script) => script.test(letters));
}

export const usernameRules = {
  length: "A username has 3 to 40 characters",
  characters: "Use letters, digits, dots, dashes or underscores",
  oneScript:
    "Use the letters of one script only (Latin mixed with Cyrillic or Greek, for example, is refused)",
};

// Stored as NFC, so an accented letter is one character whichever way it was typed.
export const usernameSchema = z
  .string()
  .trim()
  .transform((name) => name.normalize("NFC"))
  .pipe(
    z
      .string()
      .min(3, usernameRules.length)
      .max(40, usernameRules.length)
      .regex(/^[\p{L}\p{N}._-]+$/u, usernameRules.characters)
      .refine(isSingleScript, usernameRules.oneScript),
  );
