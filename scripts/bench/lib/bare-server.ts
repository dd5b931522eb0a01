// The bare Bun.serve the site is measured against: it answers each captured response's exact status, headers
// and bytes, per path and Accept-Encoding, and does nothing else (no logging, no request id). Run as a child on core 0: bun scripts/bench/lib/bare-server.ts <file> <port>
export type Captured = {
  path: string;
  encoding: string;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
};

export async function capture(base: string, path: string, encoding: string): Promise<Captured> {
  const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": encoding }, decompress: false });
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
