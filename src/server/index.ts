import { join } from "node:path";
import { seed } from "#db/seed.ts";
import { createApp } from "./app";
import { writableDataFolder } from "./data-folder";
import { closeDb, openDb } from "./db";
import { auditPruning } from "./features/audit/prune";
import { ensureAdmin } from "./features/auth/service";
import { bucketWorker } from "./features/backups/bucket-worker";
import { nightlyBackups } from "./features/backups/service";
import { followUpScheduler } from "./features/follow-up/schedule";
import { mailWorker } from "./features/mail/worker";
import { removeLeftoverParts } from "./features/uploads/service";
import { parseSettings } from "./settings";

let settings: ReturnType<typeof parseSettings>;
try {
  settings = parseSettings(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const unwritable = writableDataFolder(settings.DATA_DIR);
if (unwritable) {
  console.error(unwritable);
  process.exit(1);
}
const db = openDb(join(settings.DATA_DIR, "app.db"));
await ensureAdmin(db, {
  username: settings.ADMIN_USERNAME,
  password: settings.ADMIN_PASSWORD,
  memoryKib: settings.ARGON2_MEMORY_KIB,
});
seed(db, { sampleData: settings.SEED_SAMPLE_DATA });
removeLeftoverParts(settings.DATA_DIR);

let server: Bun.Server<undefined> | undefined;
const app = createApp({
  db,
  settings,
  socketIp: (req) => server?.requestIP(req)?.address ?? "unknown",
  // Tests build the client into a folder of their own; production serves ./dist.
  distDir: process.env.DIST_DIR,
});
server = Bun.serve({ port: settings.PORT, hostname: settings.HOST, fetch: app.fetch });
console.log(`Listening on http://${settings.HOST}:${server.port}`);
// The first render loads React and warms the JIT (a few hundred milliseconds on one core), and holds the only
// thread while it runs. So it waits a second: the health check and the first requests after a (re)start are
// answered at once, and a visitor who asks for a page in that second has it rendered, the warm-up then sharing
// that render (single flight).
const warmUpAfterMs = 1000;
setTimeout(() => {
  void Promise.all(
    ["/", "/ar", "/api/products", "/api/testimonials", "/api/content"].map((p) => app.request(p)),
  );
}, warmUpAfterMs);

// Visit counts are written every few seconds, and once more when the server stops (docs/decisions/200).
app.deps.visits.start();

// Mail is off without SMTP_URL: messages are recorded as "held" and nothing is sent (docs/decisions/080).
const mail = settings.SMTP_URL
  ? mailWorker({ db, smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM })
  : undefined;
mail?.start();
console.log(
  mail ? "Mail: sending through SMTP_URL" : "Mail: off (SMTP_URL is not set); messages are kept as held",
);

// The nightly backup into DATA_DIR/backups (docs/decisions/105), at the hour of Settings or BACKUP_HOUR ("off": none).
const backups = nightlyBackups(app.deps);
backups.start();
// Every backup's sealed copy goes to the owner's bucket, when one is set; the queue is in the database, so a copy
// cut short by a restart is uploaded again (docs/decisions/105).
const copies = bucketWorker(app.deps);
copies.start();
// Audit log entries are kept 12 months (docs/decisions/190).
const pruning = auditPruning(db);
pruning.start();
// Quote reminders and the owner's morning digest, from what the database records (docs/decisions/164).
const followUp = followUpScheduler(app.deps);
followUp.start();

// Docker stops with SIGTERM: stop taking requests, let the running ones finish, then close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    await server?.stop();
    app.deps.visits.stop();
    await mail?.stop();
    await backups.stop();
    await copies.stop();
    await pruning.stop();
    await followUp.stop();
    closeDb(db);
    process.exit(0);
  });
}
