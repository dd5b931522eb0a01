import { z } from "zod";
import { idSchema } from "./schemas";
import { isCalendarDate } from "./wall-clock";

// The owner's follow-up date of a sent quote (docs/decisions/164), a day on the site's clock.
export const followUpInputSchema = z.object({
  id: idSchema,
  date: z.string().refine(isCalendarDate, "Choose a date such as 2026-12-01"),
});
export type FollowUpInput = z.infer<typeof followUpInputSchema>;
