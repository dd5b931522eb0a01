import { z } from "zod";
import type { ContentType } from "./constants";
import { imageUrlSchema, isColor } from "./schemas";

// What each content value may be, for the server (both doors) and the owner's screen alike (docs/decisions/242).
// A key whose value becomes a link or is read by a machine has its own rule; other text keys take any text.

export const contentMessages = {
  color: "Use a hex colour like #0e7490 or hsl(190 80% 31%)",
  email: "Use an email address like sales@example.com",
  phone: "Use a phone number of 7 to 15 digits, like +1 555 010 4477 (spaces, + - ( ) and ext. 12 allowed)",
  chat: "Use the chat number with its country code and no leading 0, like 15550104477 (8 to 15 digits)",
  profile: "Use the page's web address, like https://facebook.com/safatissue",
} as const;

// Digits, spaces, + - ( ) and an optional extension; + only in front.
const phoneShape = /^\+?[\d\s()-]+?(?:\s*(?:ext\.?|x)\s*(\d{1,6}))?$/i;
const digitCount = (text: string) => text.replace(/\D/g, "").length;

/** The number's main part and extension, or undefined when it is no usable phone number. */
export function phoneParts(value: string): { number: string; extension?: string } | undefined {
  const text = value.trim();
  const match = phoneShape.exec(text);
  if (!match) return undefined;
  const extension = match[1];
  const main = extension === undefined ? text : text.slice(0, text.search(/\s*(?:ext\.?|x)\s*\d+$/i));
  const digits = digitCount(main);
  if (digits < 7 || digits > 15) return undefined;
  return { number: `${main.trim().startsWith("+") ? "+" : ""}${main.replace(/\D/g, "")}`, extension };
}

/** The chat number's digits (country code first, as wa.me wants them), or undefined when unusable. */
export function chatDigits(value: string): string | undefined {
  const text = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

export const isEmailAddress = (value: string) => z.email().max(254).safeParse(value.trim()).success;

/** An http(s) address with a real host; a bare `facebook.com/x` is read as `https://facebook.com/x`. */
export function profileUrl(value: string): string | undefined {
  const text = value.trim();
  if (/\s/.test(text) || text.length > 2048) return undefined;
  const full = /^[a-z\d-]+(?:\.[a-z\d-]+)+(?:[/?#]|$)/i.test(text) ? `https://${text}` : text;
  if (!/^https?:\/\//i.test(full) || !URL.canParse(full)) return undefined;
  const url = new URL(full);
  return url.hostname.includes(".") && !url.username && !url.password ? full : undefined;
}

type Rule = (value: string) => { value: string } | { message: string };
const checked =
  (read: (value: string) => string | undefined, message: string): Rule =>
  (value) => {
    const result = read(value);
    return result === undefined ? { message } : { value: result };
  };

const keyRules: Record<string, Rule> = {
  contact_email: checked((v) => (isEmailAddress(v) ? v : undefined), contentMessages.email),
  contact_phone: checked((v) => (phoneParts(v) ? v : undefined), contentMessages.phone),
  contact_chat_number: checked(chatDigits, contentMessages.chat),
  contact_facebook: checked(profileUrl, contentMessages.profile),
  contact_instagram: checked(profileUrl, contentMessages.profile),
};

const typeRules: Partial<Record<ContentType, Rule>> = {
  color: checked((v) => (isColor(v) ? v : undefined), contentMessages.color),
  image: (value) => {
    const result = imageUrlSchema.safeParse(value);
    return result.success ? { value: result.data } : { message: result.error.issues[0]?.message ?? "" };
  },
};

/** The value of `key` as it is stored (trimmed, normalised), or a refusal in the owner's words. */
export const contentValueSchema = (key: string, type: ContentType = "text") =>
  z
    .string({ error: "Required" })
    .trim()
    .min(1, "Required")
    .max(10_000)
    .transform((value, ctx) => {
      const rule = keyRules[key] ?? typeRules[type];
      const result = rule ? rule(value) : { value };
      if ("value" in result) return result.value;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    });
