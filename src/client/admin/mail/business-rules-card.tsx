import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import {
  type BusinessRuleName,
  type BusinessRules,
  businessRuleNames,
  businessRulesSchema,
  hourRules,
} from "#shared/business-rules.ts";
import { SaveButton } from "../components/save-button";
import { issuesOf, notifyFailure } from "../lib/errors";
import { useUnsavedGuard } from "../lib/unsaved-guard";
import { BusinessRuleField } from "./business-rule-field";

type Texts = Record<BusinessRuleName, string>;

const groups: { title: string; names: BusinessRuleName[] }[] = [
  {
    title: "Quotes and follow-up",
    names: ["quoteReminderDays", "quoteUnviewedDays", "followUpDays", "digestHour"],
  },
  { title: "Bookings", names: ["bookingHorizonDays", "bookingSlotCapacity"] },
  { title: "Backups", names: ["backupHour"] },
];

const hintsFor = (timeZone: string): Texts => ({
  quoteReminderDays: "The buyer is reminded this many days before a sent quote lapses. 0: no reminders.",
  quoteUnviewedDays: "You are told when a sent quote is still unopened this many days later. 0: no alert.",
  followUpDays:
    "A sent quote's follow-up date is this many days on; an inquiry with no quote is due this many days after it came.",
  digestHour: `Your daily email of new leads, follow-ups due and quotes lapsing, on the site's clock (${timeZone}).`,
  bookingHorizonDays: "How many days ahead a visitor may book a visit or a call.",
  bookingSlotCapacity: "How many visits and calls may overlap one hour.",
  backupHour: "The hour (UTC) of the nightly backup of your data and images.",
});

const textsOf = (rules: BusinessRules) =>
  Object.fromEntries(
    businessRuleNames.map((name) => [name, rules[name] === null ? "off" : String(rules[name])]),
  ) as Texts;
const ruleOfText = (name: BusinessRuleName, text: string) => {
  if (hourRules.has(name) && text === "off") return null;
  return /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
};

// The rules the business runs by (quote reminders, follow-ups, bookings, the nightly backup): each the
// environment's value until the owner saves it here, then the saved one, from the next request on.
export function BusinessRulesCard() {
  const trpc = useTRPC();
  const state = useQuery(trpc.businessRules.get.queryOptions()).data;
  return state ? <BusinessRulesForm state={state} /> : null;
}

type State = {
  rules: BusinessRules;
  environment: BusinessRules;
  saved: BusinessRuleName[];
  timeZone: string;
};

function BusinessRulesForm({ state }: { state: State }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState(() => textsOf(state.rules));
  const [errors, setErrors] = useState<Partial<Texts>>({});
  // Each refused rule's message under its field, the first one focused (the form's or the server's refusal).
  const showErrors = (issues: { path: string; message: string }[]) => {
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
    if (issues[0]) document.getElementById(`rule-${issues[0].path}`)?.focus();
  };
  const changed = businessRuleNames.filter((name) => ruleOfText(name, texts[name]) !== state.rules[name]);
  useUnsavedGuard(changed.length > 0);
  const save = useMutation(
    trpc.businessRules.save.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.businessRules.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.backups.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.followUp.pathKey() }),
        ]);
        notifySuccess("Business rules saved");
      },
      onError: (error) => {
        const issues = issuesOf(error);
        showErrors(issues);
        if (issues.length === 0) notifyFailure("The business rules could not be saved", error);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = Object.fromEntries(
      businessRuleNames.map((name) => [name, ruleOfText(name, texts[name])]),
    );
    const checked = businessRulesSchema.safeParse(candidate);
    if (!checked.success) {
      showErrors(
        checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      );
      return;
    }
    setErrors({});
    if (changed.length === 0) notifySuccess("Nothing to save: the rules are as they were");
    else save.mutate(Object.fromEntries(changed.map((name) => [name, checked.data[name]])));
  };
  const hints = hintsFor(state.timeZone);

  return (
    <Card className="mt-4 p-5">
      <form onSubmit={submit} noValidate aria-labelledby="business-rules-title" className="space-y-5">
        <div className="space-y-1">
          <h2 id="business-rules-title" className="text-lg font-semibold text-slate-900">
            Business rules
          </h2>
          <p className="text-sm text-slate-600">
            Each starts as the server's setting. Once you save one here, yours holds, from the next request
            on.
          </p>
        </div>
        {groups.map((group) => (
          <fieldset key={group.title} className="space-y-4 border-t border-slate-200 pt-4">
            <legend className="float-left mb-3 w-full text-sm font-semibold text-slate-900">
              {group.title}
            </legend>
            <div className="clear-both grid gap-5 sm:grid-cols-2">
              {group.names.map((name) => (
                <BusinessRuleField
                  key={name}
                  name={name}
                  hint={hints[name]}
                  value={texts[name]}
                  onChange={(text) => setTexts({ ...texts, [name]: text })}
                  saved={state.saved.includes(name)}
                  environment={state.environment[name]}
                  error={errors[name]}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <SaveButton busy={save.isPending} label="Save rules" />
      </form>
    </Card>
  );
}
