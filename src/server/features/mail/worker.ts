import type { Db } from "#server/db.ts";
import { claimDue, type Outcome, recordOutcomes, recoverInterrupted } from "./outbox";

type Options = {
  db: Db;
  smtpUrl: string;
  from: string;
  now?: () => number;
  // How often the outbox is looked at for due messages.
  pollMs?: number;
  batch?: number;
};

type SmtpError = Error & { responseCode?: number; response?: string };

// One loop that sends due outbox rows over a pooled SMTP connection. A 5xx answer is final; connection
// errors and 4xx answers are retried with the delays in backoff.ts.
export function mailWorker({ db, smtpUrl, from, now = Date.now, pollMs = 1000, batch = 20 }: Options) {
  // A pool keeps the SMTP session open across messages (unless the URL says pool=false).
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  // Imported here, not at start: without SMTP_URL there is no worker (docs/decisions/096).
  const transport = import("nodemailer").then(({ createTransport }) =>
    createTransport(url.toString(), { from }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function sendOne(row: Outcome["row"]): Promise<Outcome> {
    try {
      const info = await (await transport).sendMail({
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        html: row.html,
        text: row.text,
        // The same id on every try lets a mail client fold a rare repeat (after a crash mid-send) into one.
        messageId: `<${row.id}@outbox.local>`,
        headers: { ...row.headers, "X-Outbox-Kind": row.kind },
        attachments: row.attachments ?? undefined,
      });
      return { row, ok: true, response: info.response, permanent: false };
    } catch (error) {
      const e = error as SmtpError;
      const code = e.responseCode ?? 0;
      return { row, ok: false, response: e.response ?? e.message, permanent: code >= 500 && code < 600 };
    }
  }

  // Sends everything due now; resolves when done. Tests call it directly.
  async function runOnce() {
    for (;;) {
      const rows = claimDue(db, now(), batch);
      if (rows.length === 0) return;
      // Rows claimed but not handed to SMTP before a stop are picked up again by the next start.
      const outcomes: Outcome[] = [];
      for (const row of rows) {
        if (stopped) break;
        outcomes.push(await sendOne(row));
      }
      recordOutcomes(db, outcomes, now());
      if (stopped) return;
    }
  }

  function tick() {
    if (stopped) return;
    running = runOnce()
      .catch((error) => console.error("mail worker:", error))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  }

  return {
    start() {
      recoverInterrupted(db);
      tick();
    },
    runOnce,
    // Finishes the message being sent (so its answer is recorded), then closes the SMTP connection.
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      (await transport).close();
    },
  };
}

export type MailWorker = ReturnType<typeof mailWorker>;
