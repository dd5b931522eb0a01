import { z } from "zod";

// The admin's mail choices: where owner alerts go, and which kinds are sent.
export const mailSettingsSchema = z.object({
  ownerEmails: z.array(z.email("Enter valid email addresses").max(254)).max(10),
  alertInquiries: z.boolean(),
  alertContacts: z.boolean(),
  alertTestimonials: z.boolean(),
  // Added with appointments (docs/decisions/150): a caller that does not know it keeps it on.
  alertAppointments: z.boolean().default(true),
});
export type MailSettings = z.output<typeof mailSettingsSchema>;
