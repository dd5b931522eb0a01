import { businessRules as savedRules } from "#db/schema.ts";
import type { Conn, Db } from "#server/db.ts";
import type { Settings } from "#server/settings.ts";
import {
  type BusinessRuleChange,
  type BusinessRuleName,
  type BusinessRules,
  type BusinessRulesInput,
  businessRuleLimits,
  businessRulesSchema,
} from "#shared/business-rules.ts";

type RulesDeps = { db: Pick<Conn, "select">; settings: Settings };

// The environment's values: a fresh site's rules, and every rule the owner has not saved.
export const environmentRules = (settings: Settings): BusinessRules => ({
  quoteReminderDays: settings.QUOTE_REMINDER_DAYS,
  quoteUnviewedDays: settings.QUOTE_UNVIEWED_DAYS,
  followUpDays: settings.FOLLOW_UP_DAYS,
  digestHour: settings.DIGEST_HOUR,
  bookingHorizonDays: settings.BOOKING_HORIZON_DAYS,
  bookingSlotCapacity: settings.BOOKING_SLOT_CAPACITY,
  backupHour: settings.BACKUP_HOUR,
});

const isRuleName = (name: string): name is BusinessRuleName => Object.hasOwn(businessRuleLimits, name);

// What the owner saved; a row the rule's limits no longer allow is left to the environment.
function savedValues(db: RulesDeps["db"]): Partial<BusinessRules> {
  const saved: Partial<Record<BusinessRuleName, number | null>> = {};
  for (const row of db.select().from(savedRules).all()) {
    if (!isRuleName(row.name)) continue;
    const checked = businessRulesSchema.shape[row.name].safeParse(row.value);
    if (checked.success) saved[row.name] = checked.data;
  }
  // Each value was checked by its own rule's schema above.
  return saved as Partial<BusinessRules>;
}

// The rules in force: what the owner saved in Settings, else the environment. Every consumer (the follow-up round,
// quotes, bookings, backups) asks here each time, so a saved change holds from the next call, without a restart.
export function businessRules({ db, settings }: RulesDeps): BusinessRules {
  return { ...environmentRules(settings), ...savedValues(db) };
}

// What the Settings screen shows: each rule in force, the environment's value, and which ones the owner saved.
export function businessRulesState({ db, settings }: RulesDeps) {
  const saved = savedValues(db);
  const environment = environmentRules(settings);
  return {
    rules: { ...environment, ...saved },
    environment,
    saved: Object.keys(saved) as BusinessRuleName[],
  };
}

// Stores the rules given (the others keep following the environment, or their earlier save) and answers what
// changed from what to what, for the Activity log.
export function saveBusinessRules(
  deps: { db: Db; settings: Settings; now: () => number },
  input: BusinessRulesInput,
) {
  return deps.db.transaction((tx) => {
    const before = businessRules({ db: tx, settings: deps.settings });
    const given = Object.entries(input).filter(
      (entry): entry is [BusinessRuleName, number | null] => entry[1] !== undefined,
    );
    const updatedAt = new Date(deps.now());
    for (const [name, value] of given) {
      tx.insert(savedRules)
        .values({ name, value, updatedAt })
        .onConflictDoUpdate({ target: savedRules.name, set: { value, updatedAt } })
        .run();
    }
    const changes: BusinessRuleChange[] = given
      .filter(([name, value]) => before[name] !== value)
      .map(([name, to]) => ({ name, from: before[name], to }));
    return { ...businessRulesState({ db: tx, settings: deps.settings }), changes };
  });
}
