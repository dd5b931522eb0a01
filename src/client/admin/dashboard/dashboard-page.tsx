import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "#client/lib/trpc.ts";
import { NextAppointments } from "../appointments/next-appointments";
import { BucketSilenceNotice } from "../backups/bucket-silence-notice";
import { AdminLayout } from "../components/admin-layout";
import { LoadingText } from "../components/empty-state";
import { live } from "../lib/live";
import { SiteAddressNotice } from "../mail/site-address-notice";
import { AreaTiles } from "./area-tiles";
import { useAreas } from "./areas";
import { FollowUpToday } from "./follow-up-today";

export function DashboardPage() {
  const trpc = useTRPC();
  // Counted on the server for this admin.
  const summary = useQuery({ ...trpc.desk.summary.queryOptions(), ...live });
  const counts = summary.data;
  const areas = useAreas(counts);
  // The screen appears once everything it shows is known: a notice or a count badge arriving later moved the tiles
  // under the pointer, and a click meant for one tile landed beside it. The same queries as the parts below.
  const parts = [
    summary,
    useQuery(trpc.mail.status.queryOptions()),
    useQuery(trpc.siteAddress.get.queryOptions()),
    useQuery(trpc.backups.silence.queryOptions()),
    useQuery({ ...trpc.followUp.today.queryOptions(), ...live }),
  ];
  return (
    <AdminLayout
      title="Admin Dashboard"
      subtitle="Everything that needs your attention, at a glance"
      backLink={false}
    >
      {parts.some((part) => part.isPending) ? (
        <LoadingText />
      ) : (
        <>
          <SiteAddressNotice />
          <BucketSilenceNotice />
          <FollowUpToday />
          {counts && <NextAppointments {...counts.appointments} />}
          <AreaTiles areas={areas} />
        </>
      )}
    </AdminLayout>
  );
}
