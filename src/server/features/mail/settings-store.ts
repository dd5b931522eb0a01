import { eq } from "drizzle-orm";
import { mailSettings } from "#db/schema.ts";
import type { Conn, Db } from "#server/db.ts";
import type { Settings } from "#server/settings.ts";
import type { MailSettings } from "#shared/mail-settings.ts";

// The saved choices, or (before the owner saves any) OWNER_EMAIL with every alert on.
export function readMailSettings(tx: Conn, settings: Settings): MailSettings {
  const row = tx.select().from(mailSettings).where(eq(mailSettings.id, 1)).get();
  if (!row) {
    return {
      ownerEmails: settings.OWNER_EMAIL,
      alertInquiries: true,
      alertContacts: true,
      alertTestimonials: true,
      alertAppointments: true,
    };
  }
  const { id: _, ...saved } = row;
  return saved;
}

export function saveMailSettings(db: Db, input: MailSettings) {
  db.insert(mailSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: mailSettings.id, set: input })
    .run();
  return input;
}
