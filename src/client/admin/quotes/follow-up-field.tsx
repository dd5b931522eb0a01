import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { notifyFailure } from "../lib/errors";
import { formatDay } from "../lib/format";

// The day the owner means to chase a sent quote (docs/decisions/164); it shows on the dashboard's "Follow up today"
// from that day on. One query holds every open quote's date, shared by the rows.
export function FollowUpField({ quoteId, number }: { quoteId: string; number: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...trpc.followUp.dates.queryOptions(), refetchOnMount: "always" }).data?.find(
    (f) => f.id === quoteId,
  )?.followUpOn;
  const [date, setDate] = useState<string>();
  const set = useMutation(
    trpc.followUp.set.mutationOptions({
      onSuccess: async (done) => {
        await queryClient.invalidateQueries({ queryKey: trpc.followUp.pathKey() });
        setDate(undefined);
        notifySuccess(`Follow up ${number} on ${formatDay(done.followUpOn)}`);
      },
      onError: (error) => notifyFailure("The follow-up date could not be saved", error),
    }),
  );
  const shown = date ?? saved ?? "";
  const fieldId = `follow-up-${quoteId}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        set.mutate({ id: quoteId, date: shown });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={fieldId} className="flex items-center gap-1.5">
          <CalendarClock className="size-4 text-brand" aria-hidden="true" />
          Follow up on
        </Label>
        <Input
          id={fieldId}
          type="date"
          required
          className="h-9 w-44"
          value={shown}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={set.isPending || shown === "" || shown === saved}
        aria-label={`Save the follow-up date of ${number}`}
      >
        Save date
      </Button>
    </form>
  );
}
