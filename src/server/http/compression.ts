import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

type Bytes = Uint8Array<ArrayBuffer>;
export type Compressed = { raw: Bytes; gzip: Bytes; br: Bytes };
// A body whose bytes get smaller once the background has compressed it at the best levels. Its ETag is weak: the
// encodings differ in bytes but not in meaning, and one tag lets any of them be revalidated.
export type StagedBody = { current: Compressed; etag: string; stage: "fast" | "queued" | "best" };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// node:zlib's async calls run on Bun's thread pool, so neither level blocks the event loop. The fast levels
// take a few milliseconds for a page; brotli 11 takes a third of a second, which is why no request waits for it.
const levels = { fast: { gzip: 6, brotli: 5 }, best: { gzip: 9, brotli: 11 } };
const maxWaitingUpgrades = 16;

async function compressAt(raw: Bytes, level: (typeof levels)["fast"]): Promise<Compressed> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(raw, { level: level.gzip }),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  return { raw, gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) };
}

// Best-level upgrades run one at a time behind the requests; when many wait (a burst of new bodies: the warm-up
// renders at start), the newest keep their fast bytes rather than holding memory in a queue, and are upgraded when
// next asked for (sendStaged). Before, they kept them until the data they show changed: after a start, `/ar` was
// served at 15.3 kB brotli instead of 13.6 kB, past one round trip (docs/decisions/050).
let upgrades = Promise.resolve();
let waitingUpgrades = 0;
let finishedUpgrades = 0;

// How many upgrades have finished: an answer kept in front of the app before one finished may hold the fast bytes,
// and is not used after it (answer-memo.ts).
export const finishedUpgradeCount = () => finishedUpgrades;

function upgrade(staged: StagedBody) {
  if (staged.stage !== "fast" || waitingUpgrades >= maxWaitingUpgrades) return;
  staged.stage = "queued";
  waitingUpgrades++;
  upgrades = upgrades
    .then(() => compressAt(staged.current.raw, levels.best))
    .then((best) => {
      staged.current = best;
      staged.stage = "best";
      finishedUpgrades++;
    })
    .catch(() => {
      staged.stage = "fast";
    })
    .finally(() => {
      waitingUpgrades--;
    });
}

export async function compressInStages(body: string | Uint8Array): Promise<StagedBody> {
  const raw = typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
  const staged: StagedBody = {
    current: await compressAt(raw, levels.fast),
    etag: `W/"${Bun.hash(raw).toString(36)}"`,
    stage: "fast",
  };
  upgrade(staged);
  return staged;
}

// Resolves once every upgrade asked for so far is done (tests, and the benchmark before it measures).
export const upgradesSettled = () => upgrades;

// The smallest encoding the client takes, or 304 with no body when the client already holds this version.
// hono/compress leaves a response alone once it has Content-Encoding.
export function sendStaged(
  req: Request,
  body: StagedBody,
  headers: Record<string, string>,
  status: 200 | 404 = 200,
) {
  upgrade(body);
  const common = { vary: "Accept-Encoding", ...headers, etag: body.etag };
  const held = req.headers
    .get("if-none-match")
    ?.split(",")
    .map((tag) => tag.trim());
  if (status === 200 && held?.some((tag) => tag === body.etag || tag === "*")) {
    return new Response(null, { status: 304, headers: common });
  }
  const encoding = stagedEncodingOf(req);
  const bytes = encoding === "identity" ? body.current.raw : body.current[encoding];
  return new Response(bytes, {
    status,
    headers: encoding === "identity" ? common : { ...common, "content-encoding": encoding },
  });
}

// The encoding a staged body goes out in for this request: brotli, else gzip, else none.
export function stagedEncodingOf(req: Request) {
  const accepted = (req.headers.get("accept-encoding") ?? "").toLowerCase();
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
}
