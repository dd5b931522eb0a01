import { trpcServer } from "@hono/trpc-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { limits } from "#shared/constants.ts";
import type { AppEnv, Deps } from "./context";
import { AppError } from "./core/errors";
import { Gate, serverLimits } from "./core/gate";
import type { Db } from "./db";
import { analyticsBeacon } from "./features/analytics/rest";
import { visitStats } from "./features/analytics/visits";
import { appointmentsRest } from "./features/appointments/rest";
import { authRest } from "./features/auth/rest";
import { LoginThrottle } from "./features/auth/throttle";
import { backupsRest } from "./features/backups/rest";
import { blogRest } from "./features/blog/rest";
import { categoriesRest } from "./features/categories/rest";
import { contactsRest } from "./features/contacts/rest";
import { contentRest } from "./features/content/rest";
import { inquiriesRest } from "./features/inquiries/rest";
import { newsletterRest } from "./features/newsletter/rest";
import { ChallengeStore } from "./features/passkeys/challenges";
import { productsRest } from "./features/products/rest";
import { quoteDocumentsRest } from "./features/quote-documents/rest";
import { quotesRest } from "./features/quotes/rest";
import { samplesRest } from "./features/samples/rest";
import { testimonialsRest } from "./features/testimonials/rest";
import { uploadsRest } from "./features/uploads/rest";
import { accessLog, formatEntry, requestIdOf, targetOf, writeToStdout } from "./http/access-log";
import { AnswerMemo } from "./http/answer-memo";
import { limitBodies } from "./http/body-limit";
import { cachedPublicRead } from "./http/cached-public-read";
import { errorResponse, jsonOnly } from "./http/error-response";
import { landingTouch } from "./http/landing-touch";
import { loadShedding } from "./http/load-shedding";
import {
  noStoreByDefault,
  requestContext,
  type SocketIp,
  sameOriginWrites,
  securityHeaders,
} from "./http/middleware";
import { PublicVersion } from "./http/public-version";
import { RateLimiter } from "./http/rate-limit";
import { healthAnswer, refuseMalformed } from "./http/request-guard";
import { requestContextOf } from "./http/rest";
import type { Settings } from "./settings";
import { appRouter } from "./trpc/router";
import { webRoutes } from "./web";

export type AppOptions = {
  db: Db;
  settings: Settings;
  now?: () => number;
  // The caller's socket address; Bun passes it through server.requestIP (see index.ts).
  socketIp?: SocketIp;
  distDir?: string;
  // Where access-log lines go (tests read them); stdout by default.
  log?: (line: string) => void;
};

export function createApp({
  db,
  settings,
  now = Date.now,
  socketIp = () => "unknown",
  distDir,
  log = writeToStdout,
}: AppOptions) {
  const catalogue = new PublicVersion(db, ["products"]);
  const deps: Deps = {
    db,
    settings,
    now,
    formLimiter: new RateLimiter(settings.FORM_RATE_LIMIT, limits.formRateWindowMs, now),
    loginThrottle: new LoginThrottle(settings.LOGIN_RATE_LIMIT, now),
    passkeyChallenges: new ChallengeStore(now),
    renders: new Gate(
      serverLimits.concurrentRenders,
      serverLimits.queuedRenders,
      serverLimits.slowWorkTimeoutMs,
    ),
    visits: visitStats(db, settings, now, () => catalogue.current()),
  };
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.use(accessLog(settings.LOG_FORMAT, log), securityHeaders, noStoreByDefault);
  // Answered before anything that may shed load, so a busy server is not restarted by its health check.
  app.get("/healthz", healthAnswer);
  // The address is read before the body is counted: Bun knows it only for the Request it received.
  app.use(loadShedding(), compress(), requestContext(deps, socketIp), limitBodies, sameOriginWrites);

  for (const data of ["products", "testimonials", "content", "blog"] as const) {
    app.use(`/api/${data}`, cachedPublicRead(deps, data));
  }
  // A post's Markdown is rendered once per blog write, not per read (docs/decisions/182).
  app.use("/api/blog/:slug", cachedPublicRead(deps, "blog"));
  for (const feature of [
    authRest,
    productsRest,
    categoriesRest,
    testimonialsRest,
    contactsRest,
    inquiriesRest,
    contentRest,
    newsletterRest,
    backupsRest,
    blogRest,
    quotesRest,
    quoteDocumentsRest,
    appointmentsRest,
    samplesRest,
  ]) {
    app.route("/api", feature);
  }
  app.route("/", uploadsRest);
  app.route("/", analyticsBeacon);
  app.all("/api/*", () => {
    throw new AppError(404, "No such API path");
  });

  app.use("/trpc/*", jsonOnly);
  // The client sends one call per request; a batch could make one small GET answer megabytes.
  app.use(
    "/trpc/*",
    trpcServer({ router: appRouter, allowBatching: false, createContext: (_opts, c) => requestContextOf(c) }),
  );

  app.route("/", webRoutes(deps, distDir));
  const routed = app.fetch;
  const memo = new AnswerMemo(db, now);
  const landed = landingTouch(deps, socketIp);
  // Requests refused before routing, and those answered from the memo, are logged and numbered like the others.
  const answerHere = (req: Request, res: Response, started: number) => {
    const id = requestIdOf(req);
    res.headers.set("x-request-id", id);
    const path = targetOf(req).split("?")[0] ?? "";
    const ms = performance.now() - started;
    log(formatEntry(settings.LOG_FORMAT, { id, method: req.method, path, status: res.status, ms }));
    return res;
  };
  // Not async: an answer from the memo goes back in the same turn, without a promise to settle.
  const fetch = (req: Request, ...rest: unknown[]) => {
    const started = performance.now();
    const refused = refuseMalformed(req);
    if (refused) return answerHere(req, refused, started);
    landed(req);
    const early = memo.answer(req);
    if (early) return answerHere(req, early, started);
    const keep = memo.watch(req);
    const answer = routed(req, ...(rest as []));
    if (!keep) return answer;
    return Promise.resolve(answer).then((res) => {
      void keep(res);
      return res;
    });
  };
  // deps ride along so tests (and the tRPC caller) share the app's clock and rate limiters.
  return Object.assign(app, { deps, fetch });
}

export type App = ReturnType<typeof createApp>;
