// The links a phone number or a chat number becomes, the same on the site, in mail and on the owner's desk.

/** `tel:` with the number's digits and its leading +: spaces, dashes and brackets are for reading only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** `https://wa.me/<number>`, optionally with a prefilled message. */
export function chatLink(number: string, message?: string) {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}
