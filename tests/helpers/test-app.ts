import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/server/app";
import type { RequestContext } from "../../src/server/context";
import { openDb } from "../../src/server/db";
import { setAdminPassword } from "../../src/server/features/auth/service";
import { parseSettings } from "../../src/server/settings";
import { createCaller } from "../../src/server/trpc/router";

export const origin = "http://localhost";
export const adminCredentials = { username: "admin", password: "correct horse battery" };

// A fresh app on its own SQLite file and data folder; removed when the test file ends.
export async function makeTestApp(env: Record<string, string> = {}, options: { distDir?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "tissue-test-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const settings = parseSettings({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "0", ...env });
  const db = openDb(join(dataDir, "app.db"));
  await setAdminPassword(db, adminCredentials.username, adminCredentials.password);
  let clock = Date.now();
  const now = () => clock;
  const app = createApp({ db, settings, now, distDir: options.distDir ?? join(dataDir, "no-dist") });

  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    return app.request(`${origin}${path}`, {
      ...rest,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  };

  // Logs in through the REST door and returns the Cookie header value to send.
  const login = async () => {
    const res = await request("/api/admin/login", { method: "POST", json: adminCredentials });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  };

  const context = (user: RequestContext["user"]): RequestContext => ({
    deps: app.deps,
    user,
    ip: "127.0.0.1",
    origin,
    setSessionCookie: () => {},
  });
  const publicCaller = () => createCaller(context(null));
  const adminCaller = () => createCaller(context({ id: "test-admin", username: adminCredentials.username }));

  return {
    app,
    db,
    settings,
    dataDir,
    request,
    login,
    publicCaller,
    adminCaller,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
