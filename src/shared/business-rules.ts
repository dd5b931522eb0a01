import { z } from "zod";

// The business rules the owner changes in Settings. Each starts as its environment variable, which stays the value
// of a site whose owner never saved it; once saved, the saved value wins. The limits here are the environment's
// too (src/server/settings.ts), so a value is never accepted at one door and refused at the other.
export const businessRuleLimits = {
  quoteReminderDays: { env: "QUOTE_REMINDER_DAYS", min: 0, max: 365 },
  quoteUnviewedDays: { env: "QUOTE_UNVIEWED_DAYS", min: 0, max: 365 },
  followUpDays: { env: "FOLLOW_UP_DAYS", min: 0, max: 365 },
  digestHour: { env: "DIGEST_HOUR", min: 0, max: 23 },
  bookingHorizonDays: { env: "BOOKING_HORIZON_DAYS", min: 1, max: 730 },
  bookingSlotCapacity: { env: "BOOKING_SLOT_CAPACITY", min: 1, max: 100 },
  backupHour: { env: "BACKUP_HOUR", min: 0, max: 23 },
} as const;
export type BusinessRuleName = keyof typeof businessRuleLimits;
export const businessRuleNames = Object.keys(businessRuleLimits) as BusinessRuleName[];
// The hours may be off (null): no digest, no nightly backup.
export const hourRules = new Set<BusinessRuleName>(["digestHour", "backupHour"]);

const wholeNumber = (name: BusinessRuleName) => {
  const { min, max } = businessRuleLimits[name];
  const message = `Enter a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const hourOrOff = (name: BusinessRuleName) => {
  const { min, max } = businessRuleLimits[name];
  const message = `Choose an hour from ${min} to ${max}, or off`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message).nullable();
};

export const businessRulesSchema = z.object({
  quoteReminderDays: wholeNumber("quoteReminderDays"),
  quoteUnviewedDays: wholeNumber("quoteUnviewedDays"),
  followUpDays: wholeNumber("followUpDays"),
  digestHour: hourOrOff("digestHour"),
  bookingHorizonDays: wholeNumber("bookingHorizonDays"),
  bookingSlotCapacity: wholeNumber("bookingSlotCapacity"),
  backupHour: hourOrOff("backupHour"),
});
export type BusinessRules = z.infer<typeof businessRulesSchema>;

// What a save sends: the rules the owner changed, any of them; a name not listed here is refused.
export const businessRulesInputSchema = businessRulesSchema.partial().strict();
export type BusinessRulesInput = z.infer<typeof businessRulesInputSchema>;

export type BusinessRuleChange = { name: BusinessRuleName; from: number | null; to: number | null };

// How the Settings screen and the Activity log name each rule.
export const businessRuleWords: Record<BusinessRuleName, string> = {
  quoteReminderDays: "Quote reminder (days)",
  quoteUnviewedDays: "Unopened quote alert (days)",
  followUpDays: "Follow-up (days)",
  digestHour: "Morning digest",
  bookingHorizonDays: "Booking horizon (days)",
  bookingSlotCapacity: "Bookings per hour",
  backupHour: "Nightly backup",
};

export const hourText = (hour: number | null) =>
  hour === null ? "off" : `${String(hour).padStart(2, "0")}:00`;
export const ruleValueText = (name: BusinessRuleName, value: number | null) =>
  hourRules.has(name) ? hourText(value) : String(value);

// "Quote reminder (days) 3 → 5 · Nightly backup 03:00 → off", for the Activity log.
export const describeRuleChanges = (changes: BusinessRuleChange[]) =>
  changes.length === 0
    ? "nothing changed"
    : changes
        .map(
          (c) =>
            `${businessRuleWords[c.name]} ${ruleValueText(c.name, c.from)} → ${ruleValueText(c.name, c.to)}`,
        )
        .join(" · ");
