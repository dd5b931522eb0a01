import { z } from "zod";
import type { Lang } from "./i18n/index";
import { validationMessages } from "./i18n/validation";
import { leadSourceField } from "./lead-source";
import { emailIn, honeypot, optionalText, required } from "./schemas";

// A request for samples of one product (docs/decisions/211), with its messages in one language; the API speaks
// English, the plain page and the site's dialog the visitor's language.
export function sampleRequestSchema(lang: Lang) {
  const m = validationMessages[lang];
  return z.object({
    productId: required(m.required).pipe(z.string().max(64)),
    companyName: required(m.required).pipe(z.string().max(200)),
    contactPerson: required(m.required).pipe(z.string().max(100)),
    email: emailIn(m.invalidEmail),
    phone: required(m.required).pipe(z.string().max(40)),
    deliveryAddress: required(m.required).pipe(z.string().max(1000)),
    quantity: required(m.required).pipe(z.string().max(100)),
    note: optionalText(2000),
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
  { name: "companyName", kind: "text", autocomplete: "organization" },
  { name: "contactPerson", kind: "text", autocomplete: "name" },
  { name: "email", kind: "email", autocomplete: "email" },
  { name: "phone", kind: "tel", autocomplete: "tel" },
  { name: "quantity", kind: "text", autocomplete: "off" },
  { name: "deliveryAddress", kind: "textarea", autocomplete: "street-address" },
  { name: "note", kind: "textarea", autocomplete: "off" },
] as const;
export type SampleFieldName = (typeof sampleFields)[number]["name"];
