import { and, eq, gt, inArray, notExists } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";

const hour = 60 * 60 * 1000;

// The mails a visitor's own submission sends to the address it typed. The owner's later mails (a booking
// confirmed or cancelled, a quote) follow the owner's own decision and are not counted.
export const visitorConfirmationKinds = ["inquiry", "contact", "appointment", "sample"].map(
  (kind) => `${kind}_confirmation`,
);

// True when no visitor confirmation went to this address within the hour, whichever form sent it: anyone can type
// someone else's address, so the forms must not become a way to fill that inbox (docs/decisions/181).
export const noConfirmationWithinHour = (tx: Conn, address: string, now: number) =>
  notExists(
    tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.to, address),
          inArray(outbox.kind, visitorConfirmationKinds),
          gt(outbox.createdAt, new Date(now - hour)),
        ),
      ),
  );
