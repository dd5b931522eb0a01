import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type SmtpSink, smtpSink } from "#tests/helpers/smtp-sink.ts";
import { signIn } from "./fixtures";
import { ownPort, startOwnServer, stopOwnServer } from "./own-server";

type Options = {
  // Names the file's temporary folder.
  name: string;
  adminPassword: string;
  // WebAuthn wants a name, not an IP address, as the relying party.
  host?: "127.0.0.1" | "localhost";
  // Sets PUBLIC_ORIGIN to the server's own address.
  publicOrigin?: boolean;
  // Real mail to an SMTP server started here, from the sales address to the owner's.
  mail?: boolean;
  // A script run on the empty data folder before the server starts, given the folder and a row count.
  seed?: { script: string; rows: number };
  env?: Record<string, string>;
  startTimeoutMs?: number;
};

// A server of its own for a test file: started before the file's first test in a fresh temporary folder, stopped
// and removed after its last.
export function serverOfItsOwn(options: Options) {
  const port = ownPort();
  const base = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const admin = { username: "admin", password: options.adminPassword };
  let server: ChildProcess | undefined;
  let smtp: SmtpSink | undefined;
  let work = "";

  test.beforeAll(async () => {
    test.setTimeout(options.startTimeoutMs ?? 60_000);
    if (options.mail) smtp = await smtpSink();
    work = mkdtempSync(join(tmpdir(), `tissue-${options.name}-`));
    const dataDir = join(work, "data");
    if (options.seed) {
      const { script, rows } = options.seed;
      expect(spawnSync("bun", [script, dataDir, String(rows)], { stdio: "inherit" }).status).toBe(0);
    }
    const mailEnv = smtp && {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Safa Tissue" <sales@safa.example>',
      OWNER_EMAIL: "owner@safa.example",
    };
    const originEnv = options.publicOrigin && { PUBLIC_ORIGIN: base };
    server = await startOwnServer({
      port,
      dataDir,
      admin,
      env: { ...mailEnv, ...originEnv, ...options.env },
    });
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
    await smtp?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const received = (address: string, subject: RegExp) =>
    smtp?.received.find((m) => JSON.stringify(m.to ?? "").includes(address) && subject.test(m.subject ?? ""));

  return {
    base,
    admin,
    // The file's temporary folder (the server's data is in its "data" folder).
    folder: () => work,
    signIn: (page: Page) => signIn(page, admin, base),
    // The first message to the address whose subject matches, once it has arrived.
    mailTo: async (address: string, subject: RegExp) => {
      await expect.poll(() => received(address, subject) !== undefined, { timeout: 20_000 }).toBe(true);
      return received(address, subject);
    },
  };
}
