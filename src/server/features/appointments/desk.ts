import { and, asc, gte, inArray, lt, type SQL } from "drizzle-orm";
import { appointments } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { AppointmentListQuery } from "#shared/desk.ts";
import { addDays, instantOf } from "#shared/wall-clock.ts";
import { countOf, everyRow, idsIn, orderFor, pageIn, pageOf, sourceIs, textMatch } from "../desk/paging";
import { toAppointment } from "./service";

type DeskDeps = Pick<Deps, "db" | "settings" | "now">;
const open = (now: number) =>
  and(inArray(appointments.status, ["pending", "confirmed"]), gte(appointments.preferredDate, new Date(now)));

// The owner's list of appointments (docs/decisions/110, 150): a view by status, days on the factory's clock.
function whereOf(deps: DeskDeps, query: AppointmentListQuery): SQL | undefined {
  const zone = deps.settings.SITE_TIME_ZONE;
  const view =
    query.status === "upcoming"
      ? open(deps.now())
      : query.status === "all"
        ? undefined
        : inArray(appointments.status, [query.status]);
  const from = query.from
    ? gte(appointments.preferredDate, new Date(instantOf({ date: query.from, time: "00:00" }, zone)))
    : undefined;
  const to = query.to
    ? lt(appointments.preferredDate, new Date(instantOf({ date: addDays(query.to, 1), time: "00:00" }, zone)))
    : undefined;
  const words = textMatch(query.q, [
    appointments.companyName,
    appointments.contactPerson,
    appointments.email,
    appointments.phone,
  ]);
  return and(view, from, to, words, sourceIs(query.source, appointments.sourceKey));
}

function rowsOf(deps: DeskDeps, query: AppointmentListQuery) {
  const where = whereOf(deps, query);
  const shown = { where, order: orderFor(query.sort, appointments.preferredDate, appointments.companyName) };
  return {
    count: () => countOf(deps.db, appointments, where),
    rows: (limit: number, offset: number) =>
      pageIn(deps.db.select().from(appointments).$dynamic(), shown, limit, offset)
        .all()
        .map((row) => toAppointment(row, deps.settings.SITE_TIME_ZONE)),
    ids: () => idsIn(deps.db, appointments, appointments.id, shown),
  };
}

export const listPage = (deps: DeskDeps, query: AppointmentListQuery) => pageOf(query, rowsOf(deps, query));

export const exportRows = (deps: DeskDeps, query: AppointmentListQuery) => everyRow(rowsOf(deps, query).rows);

// The dashboard's next appointments: pending or confirmed, soonest first.
export function upcoming(deps: DeskDeps, limit = 5) {
  const where = open(deps.now());
  return {
    total: countOf(deps.db, appointments, where),
    next: deps.db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.preferredDate))
      .limit(limit)
      .all()
      .map((row) => toAppointment(row, deps.settings.SITE_TIME_ZONE)),
  };
}
