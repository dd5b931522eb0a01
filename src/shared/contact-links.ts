import { chatDigits, isEmailAddress, phoneParts, profileUrl } from "./content-values";

// The links the company's details become, the same on the site, in mail and on the owner's desk. A value no link
// can be made of (a stored one from before the checks of docs/decisions/242) gives undefined: no link is shown.

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

export const mailHref = (email: string) => (isEmailAddress(email) ? `mailto:${email.trim()}` : undefined);

/** A social profile's address, `https://` added to a bare `facebook.com/x`. */
export const profileHref = profileUrl;
