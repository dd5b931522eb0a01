import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { freeSlotsOn } from "#shared/booking-slots.ts";
import type { DeskAppointment } from "../lib/types";
import { heldNote, useMailWords } from "../mail/mail-words";

type Props = { appointment: DeskAppointment; onDone: () => void };

// Another day and time for one appointment (docs/decisions/150): the days up to the booking horizon and the free
// times of the chosen day, the appointment itself not counted. The server checks again and says why it refuses;
// the visitor is mailed the new time with the calendar update.
export function MoveForm({ appointment: a, onDone }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = useQuery(trpc.appointments.moveOptions.queryOptions({ id: a.id })).data;
  const [date, setDate] = useState(a.date);
  const [time, setTime] = useState(a.time);
  const times = open ? freeSlotsOn(open.week, date, open.full) : [];
  const mailWords = useMailWords();
  const move = useMutation(
    trpc.appointments.move.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() }),
        ]);
        notifySuccess(
          await mailWords(
            "Appointment moved; the visitor gets an email with the new time and a calendar file",
            `Appointment moved. ${heldNote()}`,
          ),
        );
        onDone();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ id: a.id, date, time });
  };
  const ids = { date: `move-date-${a.id}`, time: `move-time-${a.id}`, error: `move-error-${a.id}` };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[auto_auto_1fr]"
    >
      <div className="grid gap-1">
        <Label htmlFor={ids.date}>New date</Label>
        <Input
          id={ids.date}
          type="date"
          value={date}
          min={open?.today}
          max={open?.lastDate}
          onChange={(event) => {
            setDate(event.target.value);
            setTime("");
          }}
        />
      </div>
      <div className="grid gap-1">
        <Label id={`${ids.time}-label`}>New time</Label>
        <Select
          id={ids.time}
          aria-labelledby={`${ids.time}-label`}
          value={times.includes(time) ? time : ""}
          onValueChange={setTime}
          placeholder={times.length ? "Choose a time" : "No free time that day"}
          options={times.map((slot) => ({ value: slot, label: slot }))}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" size="sm" disabled={move.isPending || !time}>
          Move and email
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Keep this time
        </Button>
      </div>
      {move.error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700 sm:col-span-3">
          {move.error.message}
        </p>
      )}
    </form>
  );
}
