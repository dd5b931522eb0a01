// The links the company's details become, the same on the site, in mail and on the owner's desk. A value no link
// can be made of (a stored one from before the checks of docs/decisions/020) gives undefined: no link is shown.
// The rules here are also the content checks' (content-values.ts); this file stays free of zod, since the landing
// page's first script carries it.

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

/** A social profile's http(s) address with a real host; a bare `facebook.com/x` is `https://facebook.com/x`. */
export function profileHref(value: string): string | undefined {
  const text = value.trim();
  if (/\s/.test(text) || text.length > 2048) return undefined;
  const full = /^[a-z\d-]+(?:\.[a-z\d-]+)+(?:[/?#]|$)/i.test(text) ? `https://${text}` : text;
  if (!/^https?:\/\//i.test(full) || !URL.canParse(full)) return undefined;
  const url = new URL(full);
  return url.hostname.includes(".") && !url.username && !url.password ? full : undefined;
}

/** `tel:` with the number's digits and its leading +: spaces, dashes and brackets are for reading only. */
export function phoneHref(phone: string) {
  const parts = phoneParts(phone);
  if (!parts) return undefined;
  return `tel:${parts.number}${parts.extension ? `;ext=${parts.extension}` : ""}`;
}

/** `https://wa.me/<number>`, optionally with a prefilled message. */
export function chatLink(number: string, message?: string) {
  const digits = chatDigits(number);
  if (!digits) return undefined;
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

// One @, a dot in the domain, nothing a mail address never holds; the content check adds zod's stricter z.email.
const mailShape = /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:]+$/;
export const mailHref = (email: string) =>
  mailShape.test(email.trim()) ? `mailto:${email.trim()}` : undefined;
