import { isSitePath } from "#server/core/site-path.ts";
import type { Db } from "../db";
import { targetOf } from "./access-log";
import { finishedUpgradeCount, stagedEncodingOf } from "./compression";
import { allPublicData, PublicVersion } from "./public-version";
import { renderActivity } from "./response-cache";

// The answer is kept as a Response that is only ever cloned: a clone costs a tenth of building a Response
// from bytes and a header list.
type Memo = { response: Response; bytes: number; version: number; upgrades: number; at: number };

const maxEntries = 256;
const maxBytes = 8 * 1024 * 1024;
const maxBodyBytes = 1024 * 1024;
const maxAgeMs = 60_000;
// What a stored answer may vary on: the encoding is part of the key, and a memo is only used without cookies.
const allowedVary = new Set(["accept-encoding", "cookie"]);

// Public answers (pages, lists, the page state, built files, images) kept as finished bytes and headers, so a
// repeated request skips the middleware and the routes: docs/decisions/055.
// - Only what the app itself marked shareable (Cache-Control without no-store or private) and a 200 with no
//   Set-Cookie and no Vary beyond Accept-Encoding and Cookie; asked for by GET with no cookie, no Authorization,
//   no If-None-Match and no Range (those go the whole way, as before).
// - Kept per path and encoding, until any public data changes (the caches' own counters) or a body's best-level
//   compression lands (its answer may hold the fast bytes, compression.ts), for at most a minute, and never when a
//   cache render ran during the request (it may have answered with the old body).
// - Only for a path of the site's own characters without a query, in the encoding a staged body takes: a query,
//   another spelling of a path or an Accept-Encoding anyone can make up would each be one more entry, and a flood
//   of them would empty the memo (issue 39). Such requests go the whole way, to the caches behind it.
export class AnswerMemo {
  private readonly entries = new Map<string, Memo>();
  private bytes = 0;
  private readonly version: PublicVersion;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.version = new PublicVersion(db, allPublicData);
  }

  private static keyOf(req: Request) {
    if (req.method !== "GET") return undefined;
    const h = req.headers;
    if (h.has("cookie") || h.has("authorization") || h.has("if-none-match") || h.has("range"))
      return undefined;
    const target = targetOf(req);
    if (!isSitePath(target)) return undefined;
    const encoding = stagedEncodingOf(req);
    return { key: `${target} ${encoding}`, encoding };
  }

  // The stored answer to this request, if there is one and it still holds.
  answer(req: Request): Response | undefined {
    const key = AnswerMemo.keyOf(req)?.key;
    const memo = key === undefined ? undefined : this.entries.get(key);
    if (
      !memo ||
      memo.version !== this.version.current() ||
      memo.upgrades !== finishedUpgradeCount() ||
      this.now() - memo.at > maxAgeMs
    )
      return undefined;
    return memo.response.clone();
  }

  // Call before the request goes the whole way; the function it gives stores the answer if it may be kept.
  watch(req: Request) {
    const { key, encoding } = AnswerMemo.keyOf(req) ?? {};
    if (key === undefined) return undefined;
    const version = this.version.current();
    const upgrades = finishedUpgradeCount();
    const started = renderActivity.started;
    const calm = renderActivity.running === 0;
    return async (res: Response) => {
      const unchanged = calm && renderActivity.started === started && this.version.current() === version;
      // An answer sent as it is (an image, a small body) suits every request; a compressed one only its encoding.
      const sentAs = res.headers.get("content-encoding") ?? "identity";
      if (!unchanged || (sentAs !== encoding && sentAs !== "identity") || !AnswerMemo.shareable(res)) return;
      const body = new Uint8Array(await res.clone().arrayBuffer());
      if (body.length > maxBodyBytes) return;
      const headers = [...res.headers].filter(([name]) => name !== "x-request-id");
      const response = new Response(body, { status: res.status, headers });
      this.store(key, { response, bytes: body.length, version, upgrades, at: this.now() });
    };
  }

  private static shareable(res: Response) {
    const cacheControl = res.headers.get("cache-control") ?? "";
    const vary = (res.headers.get("vary") ?? "").toLowerCase().split(",");
    return (
      res.status === 200 &&
      cacheControl !== "" &&
      !/no-store|private/i.test(cacheControl) &&
      !res.headers.has("set-cookie") &&
      vary.every((name) => name.trim() === "" || allowedVary.has(name.trim()))
    );
  }

  private store(key: string, memo: Memo) {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    else if (this.entries.size >= maxEntries || this.bytes + memo.bytes > maxBytes) {
      this.entries.clear();
      this.bytes = 0;
    }
    this.entries.set(key, memo);
    this.bytes += memo.bytes;
  }
}
