import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { appointmentListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { DayRange } from "../components/day-range";
import { LeadSourceFilter, sourceColumns } from "../components/lead-source";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import type { CsvColumn } from "../lib/csv";
import { notifyFailure } from "../lib/errors";
import { useHashTarget } from "../lib/hash-target";
import { useListScreen } from "../lib/list-screen";
import type { DeskAppointment } from "../lib/types";
import { heldNote, useMailWords } from "../mail/mail-words";
import { AppointmentCard, statusLook } from "./appointment-card";

const viewOptions = [
  { value: "upcoming", label: "Upcoming" },
  { value: "all", label: "All appointments" },
  ...Object.entries(statusLook).map(([value, look]) => ({ value, label: look.label })),
];
const sortOptions = [
  { value: "oldest", label: "Soonest first" },
  { value: "newest", label: "Latest first" },
  { value: "name", label: "Company A–Z" },
];
const csvColumns: CsvColumn<DeskAppointment>[] = [
  { header: "Date", value: (a) => a.date },
  { header: "Time", value: (a) => a.time },
  { header: "Kind", value: (a) => a.kind },
  { header: "Status", value: (a) => a.status },
  { header: "Company", value: (a) => a.companyName },
  { header: "Contact person", value: (a) => a.contactPerson },
  { header: "Email", value: (a) => a.email },
  { header: "Phone", value: (a) => a.phone },
  { header: "Message", value: (a) => a.message },
  { header: "Booked on", value: (a) => a.createdAt },
  ...sourceColumns<DeskAppointment>(),
];
const confirmations: Record<string, string> = {
  confirmed: "Appointment confirmed; the visitor gets an email with a calendar file",
  completed: "Appointment marked completed",
  cancelled: "Appointment cancelled",
  pending: "Appointment reopened",
};

export function AppointmentsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const screen = useListScreen(appointmentListSchema, trpc.appointments, {
    name: "appointments",
    columns: csvColumns,
  });
  const { view, setView } = screen;
  const mailWords = useMailWords();
  useHashTarget(Boolean(screen.list.data));
  const setStatus = useMutation(
    trpc.appointments.setStatus.mutationOptions({
      onSuccess: async (_, { status }) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() }),
        ]);
        const words = confirmations[status] ?? "Appointment updated";
        notifySuccess(
          status === "confirmed" ? await mailWords(words, `Appointment confirmed. ${heldNote()}`) : words,
        );
      },
      onError: (error) => notifyFailure("The appointment could not be updated", error),
    }),
  );
  return (
    <AdminLayout title="Appointments" subtitle="Visits and calls visitors booked on your website">
      <ListToolbar
        screen={screen}
        searchLabel="Search company, person, email or phone"
        statusLabel="Show appointments"
        statusOptions={viewOptions}
        nameLabel="Company"
        sortOptions={sortOptions}
      >
        <DayRange id="appointments" view={view} onChange={setView} />
        <LeadSourceFilter value={view.source} onChange={(source) => setView({ source })} />
      </ListToolbar>
      <ListBody
        screen={screen}
        what="appointments"
        icon={CalendarDays}
        empty="No appointments yet. Visitors book them from the contact section of your website."
        className="space-y-3"
        row={(a) => (
          <AppointmentCard
            appointment={a}
            busy={setStatus.isPending}
            onStatus={(status) => setStatus.mutate({ id: a.id, status })}
          />
        )}
      />
    </AdminLayout>
  );
}
