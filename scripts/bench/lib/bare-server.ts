// The bare Bun.serve the site is measured against: it answers each captured response's exact status, headers
// and bytes, per path and Accept-Encoding, and does nothing else (no logging, no request id). Run as a child on core 0: bun scripts/bench/lib/bare-server.ts <file> <port>
import { brotliCompressSync, constants } from "node:zlib";

export type Captured = {
  path: string;
  encoding: string;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
};

const fetchAs = (url: string, encoding: string) =>
  fetch(url, { headers: { "accept-encoding": encoding }, decompress: false });

// A body is first served at fast compression levels and replaced by its best-level bytes, every encoding at once, in
// the background (src/server/http/compression.ts). What is measured is the body served from then on: once per path,
// before its encodings are captured, wait (at most thirty seconds: after a start the server upgrades the warm-up
// renders first, one at a time on the one core it is given) until its brotli is as small as brotli 11 of its raw
// bytes, compressed as the server does. A body served without brotli (an image) is taken as it is.
export async function settle(base: string, path: string) {
  const url = `${base}${path}`;
  const raw = new Uint8Array(await (await fetchAs(url, "identity")).arrayBuffer());
  const best = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  }).byteLength;
  for (const until = Date.now() + 30_000; Date.now() < until; await Bun.sleep(50)) {
    const res = await fetchAs(url, "br");
    const size = (await res.arrayBuffer()).byteLength;
    if (res.headers.get("content-encoding") !== "br" || size <= best) return;
  }
}

export async function capture(base: string, path: string, encoding: string): Promise<Captured> {
  const res = await fetchAs(`${base}${path}`, encoding);
  // Every header the site sends (security headers included), less those made per response or per connection.
  const perResponse = new Set(["date", "content-length", "x-request-id", "connection", "keep-alive"]);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !perResponse.has(name)));
  return { path, encoding, status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()) };
}

export const serialise = (captured: Captured[]) =>
  JSON.stringify(captured.map((c) => ({ ...c, body: Buffer.from(c.body).toString("base64") })));

if (import.meta.main) {
  const captured = (await Bun.file(process.argv[2] as string).json()) as (Omit<Captured, "body"> & {
    body: string;
  })[];
  const key = (path: string, encoding: string) => `${path} ${encoding}`;
  const responses = new Map(
    captured.map((c) => [key(c.path, c.encoding), { ...c, body: Buffer.from(c.body, "base64") }]),
  );
  Bun.serve({
    port: Number(process.argv[3]),
    hostname: "127.0.0.1",
    fetch(req) {
      const url = new URL(req.url);
      if (url.pathname === "/__ready") return new Response("ready");
      const hit = responses.get(key(url.pathname + url.search, req.headers.get("accept-encoding") ?? ""));
      return hit
        ? new Response(hit.body, { status: hit.status, headers: hit.headers })
        : new Response(null, { status: 404 });
    },
  });
}
