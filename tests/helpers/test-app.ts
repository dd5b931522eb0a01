import { afterAll, beforeEach } from "bun:test";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { users } from "#db/schema.ts";
import { createApp } from "#server/app.ts";
import type { RequestContext } from "#server/context.ts";
import type { SocketIp } from "#server/http/middleware.ts";
import { parseSettings } from "#server/settings.ts";
import { createCaller } from "#server/trpc/router.ts";
import { freshDataDir, testHashMemoryKib } from "./test-db";

export const origin = "http://localhost";
export const adminCredentials = { username: "admin", password: "correct horse battery" };

type Env = Record<string, string>;
type Options = {
  distDir?: string;
  prepare?: (app: TestApp) => void | Promise<void>;
  // Access-log lines; dropped unless a test reads them.
  log?: (line: string) => void;
  // The connection's address, as Bun's server gives it for the request it received.
  socketIp?: SocketIp;
};

// A fresh app on a copy of the migrated template database (with the admin above), in a data folder of its own.
export async function makeTestApp(env: Env = {}, options: Options = {}) {
  const { dataDir, db } = await freshDataDir(adminCredentials);
  const settings = parseSettings({
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: "0",
    ARGON2_MEMORY_KIB: String(testHashMemoryKib),
    ...env,
  });
  let clock = Date.now();
  const now = () => clock;
  const app = createApp({
    db,
    settings,
    now,
    distDir: options.distDir ?? join(dataDir, "no-dist"),
    log: options.log ?? (() => {}),
    socketIp: options.socketIp,
  });

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
  const admin = db.select().from(users).where(eq(users.username, adminCredentials.username)).get();
  if (!admin) throw new Error("the template database has no admin");
  const adminCaller = () =>
    createCaller(
      context({ id: admin.id, username: admin.username, mustChangePassword: false, sessionId: "test" }),
    );
  // Another admin account, for what differs per user (read state, timelines).
  const callerAs = (username: string) => {
    const user =
      db.select().from(users).where(eq(users.username, username)).get() ??
      db.insert(users).values({ username, password: "not-used" }).returning().get();
    return createCaller(
      context({ id: user.id, username, mustChangePassword: user.mustChangePassword, sessionId: "test" }),
    );
  };

  const testApp = {
    app,
    db,
    settings,
    dataDir,
    request,
    login,
    publicCaller,
    adminCaller,
    callerAs,
    advance: (ms: number) => {
      clock += ms;
    },
  };
  await options.prepare?.(testApp);
  return testApp;
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

// For a test file: every test gets its own fresh app (so no test depends on another's data or order). The handle
// always points at the current test's app.
export function appForEachTest(env: Env = {}, options: Options = {}): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await makeTestApp(env, options);
  });
  afterAll(() => current?.db.$client.close());
  const now = () => {
    if (!current) throw new Error("appForEachTest: the app exists only inside a test");
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get db() {
      return now().db;
    },
    get settings() {
      return now().settings;
    },
    get dataDir() {
      return now().dataDir;
    },
    request: (...args) => now().request(...args),
    login: () => now().login(),
    publicCaller: () => now().publicCaller(),
    adminCaller: () => now().adminCaller(),
    callerAs: (username) => now().callerAs(username),
    advance: (ms) => now().advance(ms),
  };
}
