// The bare Bun.serve the site is measured against: it answers each captured response's exact status, headers
// and bytes, per path and Accept-Encoding, and does nothing else (no logging, no request id). Run as a child on core 0: bun scripts/bench/lib/bare-server.ts <file> <port>
export type Captured = {
  path: string;
  encoding: string;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
};

const fetchAs = (url: string, encoding: string) =>
  fetch(url, { headers: { "accept-encoding": encoding }, decompress: false });

// A body is first served at fast compression levels and replaced by its best-level bytes in the background
// (src/server/http/compression.ts). What is measured is the body served from then on: asked for again until it
// shrinks, for at most two seconds (a body that never shrinks was already at its best, or is not compressed).
async function settled(url: string, encoding: string) {
  let res = await fetchAs(url, encoding);
  let size = (await res.clone().arrayBuffer()).byteLength;
  for (const until = Date.now() + 2000; Date.now() < until; ) {
    await Bun.sleep(100);
    const next = await fetchAs(url, encoding);
    const nextSize = (await next.clone().arrayBuffer()).byteLength;
    res = next;
    if (nextSize < size) break;
    size = nextSize;
  }
  return res;
}

export async function capture(base: string, path: string, encoding: string): Promise<Captured> {
  const res = await settled(`${base}${path}`, encoding);
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
