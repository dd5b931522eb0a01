import { z } from "zod";

// The admin's mail choices: where owner alerts go, and which kinds are sent.
export const mailSettingsSchema = z.object({
  ownerEmails: z.array(z.email("Enter valid email addresses").max(254)).max(10),
  alertInquiries: z.boolean(),
  alertContacts: z.boolean(),
  alertTestimonials: z.boolean(),
});
export type MailSettings = z.output<typeof mailSettingsSchema>;
