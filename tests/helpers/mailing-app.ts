import { afterAll, afterEach, beforeEach } from "bun:test";
import { mailWorker } from "#server/features/mail/worker.ts";
import { smtpSink } from "./smtp-sink";
import { appForEachTest } from "./test-app";

type Env = Parameters<typeof appForEachTest>[0];
type Options = Parameters<typeof appForEachTest>[1];

// For a test file whose mail is read as it arrived: every test's fresh app (appForEachTest) with a mail worker
// delivering its outbox to an SMTP server started here, emptied before each test.
export async function mailingAppForEachTest(env: Env = {}, options: Options = {}) {
  const sink = await smtpSink();
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.received.length = 0;
  });
  const t = appForEachTest({ SMTP_URL: sink.url, ...env }, options);
  let worker: ReturnType<typeof mailWorker> | undefined;
  beforeEach(() => {
    worker = mailWorker({ db: t.db, smtpUrl: sink.url, from: t.settings.MAIL_FROM, now: t.app.deps.now });
  });
  afterEach(() => worker?.stop());
  // Delivers what the outbox holds now, and answers once the server has received `count` messages in all.
  const mailed = async (count: number) => {
    await worker?.runOnce();
    return sink.until(count);
  };
  return { t, sink, mailed };
}
