import { z } from "zod";
import type { Lang } from "./i18n/index";
import { validationMessages } from "./i18n/validation";
import { leadSourceField } from "./lead-source";
import { emailIn, honeypot, optionalText, requiredText } from "./schemas";
import { textLimits } from "./visitor-limits";

// A request for samples of one product (docs/decisions/211), with its messages in one language; the API speaks
// English, the plain page and the site's dialog the visitor's language.
export function sampleRequestSchema(lang: Lang) {
  const m = validationMessages[lang];
  return z.object({
    productId: requiredText(m, textLimits.id),
    companyName: requiredText(m, textLimits.companyName),
    contactPerson: requiredText(m, textLimits.personName),
    email: emailIn(m),
    phone: requiredText(m, textLimits.phone),
    deliveryAddress: requiredText(m, textLimits.address),
    quantity: requiredText(m, textLimits.shortAnswer),
    note: optionalText(m, textLimits.note),
    website: honeypot(lang),
    source: leadSourceField,
  });
}
export const sampleRequestInputSchema = sampleRequestSchema("en");
export type SampleRequestInput = z.input<typeof sampleRequestInputSchema>;
export type SampleRequestData = z.output<typeof sampleRequestInputSchema>;

export const sampleStatuses = ["pending", "sent", "declined"] as const;
export type SampleStatus = (typeof sampleStatuses)[number];
export const sampleStatusSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(100),
  status: z.enum(sampleStatuses, { error: "Status must be pending, sent or declined" }),
});

// The fields in the order the forms show them; the plain page and the dialog share this list.
export const sampleFields = [
  { name: "companyName", kind: "text", autocomplete: "organization", maxLength: textLimits.companyName },
  { name: "contactPerson", kind: "text", autocomplete: "name", maxLength: textLimits.personName },
  { name: "email", kind: "email", autocomplete: "email", maxLength: textLimits.email },
  { name: "phone", kind: "tel", autocomplete: "tel", maxLength: textLimits.phone },
  { name: "quantity", kind: "text", autocomplete: "off", maxLength: textLimits.shortAnswer },
  {
    name: "deliveryAddress",
    kind: "textarea",
    autocomplete: "street-address",
    maxLength: textLimits.address,
  },
  { name: "note", kind: "textarea", autocomplete: "off", maxLength: textLimits.note },
] as const;
export type SampleFieldName = (typeof sampleFields)[number]["name"];
