import { z } from "zod";
import type { ContentType } from "./constants";
import { chatDigits, mailHref, phoneParts, profileHref } from "./contact-links";
import { imageUrlSchema, isColor } from "./schemas";

// What each content value may be, for the server (both doors) and the owner's screen alike (docs/decisions/020).
// A key whose value becomes a link or is read by a machine has its own rule; other text keys take any text.

export const contentMessages = {
  color: "Use a hex colour like #0e7490 or hsl(190 80% 31%)",
  email: "Use an email address like sales@example.com",
  phone: "Use a phone number of 7 to 15 digits, like +1 555 010 4477 (spaces, + - ( ) and ext. 12 allowed)",
  chat: "Use the chat number with its country code and no leading 0, like 15550104477 (8 to 15 digits)",
  profile: "Use the page's web address, like https://facebook.com/safatissue",
  image: "Use a path on this site (like /images/hero.webp) or an http(s) image address",
} as const;

type Rule = (value: string) => { value: string } | { message: string };
const checked =
  (read: (value: string) => string | undefined, message: string): Rule =>
  (value) => {
    const result = read(value);
    return result === undefined ? { message } : { value: result };
  };

const keyRules: Record<string, Rule> = {
  contact_email: checked(
    (v) => (z.email().max(254).safeParse(v).success && mailHref(v) ? v : undefined),
    contentMessages.email,
  ),
  contact_phone: checked((v) => (phoneParts(v) ? v : undefined), contentMessages.phone),
  contact_chat_number: checked(chatDigits, contentMessages.chat),
  contact_facebook: checked(profileHref, contentMessages.profile),
  contact_instagram: checked(profileHref, contentMessages.profile),
};

const typeRules: Partial<Record<ContentType, Rule>> = {
  color: checked((v) => (isColor(v) ? v : undefined), contentMessages.color),
  image: checked((v) => imageUrlSchema.safeParse(v).data, contentMessages.image),
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
