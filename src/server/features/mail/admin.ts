import { count } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import type { Db } from "#server/db.ts";
import type { Settings } from "#server/settings.ts";
import { readMailSettings } from "./settings-store";

// What the admin's Email and Settings screens show about mail.
export function mailStatus(db: Db, settings: Settings) {
  const counts = db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status).all();
  return {
    on: Boolean(settings.SMTP_URL),
    from: settings.MAIL_FROM,
    ownerEmails: readMailSettings(db, settings).ownerEmails,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<string, number>>,
  };
}

// Sent straight away (not through the outbox) so the owner sees the SMTP server's own answer or error text.
export async function sendTest(settings: Settings, to: string) {
  if (!settings.SMTP_URL) return { ok: false, message: "Mail is off: SMTP_URL is not set." };
  // Imported on first use, not at start (docs/decisions/096).
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(settings.SMTP_URL, { from: settings.MAIL_FROM });
  try {
    const info = await transport.sendMail({
      to,
      subject: "Test email from your website",
      text: "This is a test email from your website's admin. Mail is working.",
    });
    return { ok: true, message: info.response };
  } catch (error) {
    const e = error as Error & { response?: string };
    return { ok: false, message: e.response ?? e.message };
  } finally {
    transport.close();
  }
}
