import type { Lang } from "#shared/i18n/index.ts";
import type { Gate } from "./core/gate";
import type { Db } from "./db";
import type { VisitStats } from "./features/analytics/visits";
import type { LoginThrottle } from "./features/auth/throttle";
import type { ChallengeStore } from "./features/passkeys/challenges";
import type { RateLimiter } from "./http/rate-limit";
import type { Settings } from "./settings";

// sessionId is the stored (hashed) id of the session the request came with. mustAddPasskey: passkeys are required
// and this admin has none yet (docs/decisions/142).
export type SessionUser = {
  id: string;
  username: string;
  mustChangePassword: boolean;
  mustAddPasskey?: boolean;
  sessionId: string;
};

// Everything a request handler may need, built once by createApp.
export type Deps = {
  db: Db;
  settings: Settings;
  now: () => number;
  formLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  // Open passkey challenges (docs/decisions/142).
  passkeyChallenges: ChallengeStore;
  // Bounds the page and list renders running at once, for the whole app.
  renders: Gate;
  // Page views counted in memory and written every few seconds (docs/decisions/200).
  visits: VisitStats;
};

// What both doors (REST and tRPC) know about the caller.
export type RequestContext = {
  deps: Deps;
  user: SessionUser | null;
  ip: string;
  origin: string;
  // The language of the page the call came from (for mail sent on its behalf); English when unknown.
  lang?: Lang;
  // The session cookie as sent, so logout can end exactly this session.
  sessionToken?: string;
  // The browser's User-Agent, kept with a new session so the admin can tell sessions apart.
  userAgent?: string;
  // Sets (token) or clears (null) the session cookie on the response.
  setSessionCookie: (token: string | null) => void;
};

export type AppEnv = {
  Variables: { deps: Deps; user: SessionUser | null; ip: string; origin: string; requestId: string };
};
