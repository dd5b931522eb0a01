import type { MessageKey } from "#shared/i18n/index.ts";
import { textLimits } from "#shared/visitor-limits.ts";

// What each form shows, on the plain pages (docs/decisions/013) and in the site's React forms alike: its fields in
// order, its titles and its button.
export type FormKind = "contact" | "testimonial" | "inquiry" | "newsletter" | "appointment" | "quoteList";

export type Field = {
  name: string;
  label: MessageKey;
  kind?:
    | "textarea"
    | "email"
    | "tel"
    | "select"
    | "rating"
    | "appointmentKind"
    | "date"
    | "time"
    | "quantities";
  wide?: boolean;
  // A plain text field's autofill ("off" when none) and its hint.
  autoComplete?: "name" | "organization";
  placeholder?: MessageKey;
  // A text's limit, the schema's own (visitor-limits.ts): the browser stops the typing there.
  maxLength?: number;
};

const inquiry: Field[] = [
  { name: "contactName", label: "contactName", autoComplete: "name", maxLength: textLimits.personName },
  { name: "email", label: "email", kind: "email", maxLength: textLimits.email },
  { name: "phone", label: "phoneOptional", kind: "tel", maxLength: textLimits.phone },
  { name: "businessType", label: "businessType", kind: "select" },
  {
    name: "quantity",
    label: "quantity",
    placeholder: "quantityPlaceholder",
    maxLength: textLimits.shortAnswer,
  },
  {
    name: "needByDate",
    label: "needByDate",
    placeholder: "needByPlaceholder",
    maxLength: textLimits.shortAnswer,
  },
  {
    name: "additionalNotes",
    label: "additionalNotes",
    kind: "textarea",
    wide: true,
    maxLength: textLimits.note,
  },
];

export const fields: Record<FormKind, Field[]> = {
  contact: [
    { name: "name", label: "name", autoComplete: "name", maxLength: textLimits.personName },
    { name: "email", label: "email", kind: "email", maxLength: textLimits.email },
    { name: "message", label: "message", kind: "textarea", wide: true, maxLength: textLimits.message },
  ],
  testimonial: [
    { name: "rating", label: "rating", kind: "rating", wide: true },
    { name: "name", label: "yourName", autoComplete: "name", maxLength: textLimits.personName },
    {
      name: "experience",
      label: "experience",
      placeholder: "experiencePlaceholder",
      maxLength: textLimits.experience,
    },
    { name: "text", label: "yourTestimonial", kind: "textarea", wide: true, maxLength: textLimits.note },
  ],
  inquiry,
  newsletter: [
    { name: "email", label: "newsletterEmail", kind: "email", wide: true, maxLength: textLimits.email },
  ],
  // The buyer's quote list without JavaScript: a quantity beside every product; an empty one is not wanted. The
  // buyer's details are the inquiry's.
  quoteList: [
    { name: "lines", label: "quoteListProducts", kind: "quantities", wide: true },
    ...inquiry.filter((field) => field.name !== "quantity"),
  ],
  appointment: [
    {
      name: "companyName",
      label: "companyName",
      autoComplete: "organization",
      maxLength: textLimits.companyName,
    },
    { name: "contactPerson", label: "contactPerson", autoComplete: "name", maxLength: textLimits.personName },
    { name: "email", label: "email", kind: "email", maxLength: textLimits.email },
    { name: "phone", label: "phone", kind: "tel", maxLength: textLimits.phone },
    { name: "kind", label: "appointmentKind", kind: "appointmentKind", wide: true },
    { name: "date", label: "preferredDate", kind: "date" },
    { name: "time", label: "preferredTime", kind: "time" },
    { name: "message", label: "messageOptional", kind: "textarea", wide: true, maxLength: textLimits.note },
  ],
};

export const titles: Record<FormKind, { form: MessageKey; done: MessageKey; doneText: MessageKey }> = {
  contact: { form: "contactFormTitle", done: "contactSuccessTitle", doneText: "contactSuccess" },
  testimonial: { form: "shareTitle", done: "testimonialSuccessTitle", doneText: "testimonialSuccess" },
  inquiry: { form: "inquiryTitle", done: "inquirySuccessTitle", doneText: "inquirySuccess" },
  newsletter: { form: "newsletterTitle", done: "newsletterDoneTitle", doneText: "newsletterDone" },
  appointment: { form: "bookTitle", done: "bookDoneTitle", doneText: "bookDone" },
  quoteList: { form: "quoteListTitle", done: "quoteListDoneTitle", doneText: "quoteListDone" },
};

export const submitLabel: Record<FormKind, MessageKey> = {
  contact: "sendMessage",
  testimonial: "submit",
  inquiry: "submitInquiry",
  newsletter: "subscribe",
  appointment: "bookSubmit",
  quoteList: "quoteListSubmit",
};
