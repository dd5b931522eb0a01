// The bench's bucket, run as a child on core 1: s3rver behind a proxy that takes request bodies at most
// the given rate in all, as a small site's uplink would, so an upload lasts long enough to measure the site during it.
// bun scripts/bench/lib/slow-bucket.ts <port> <folder> <MB/s>; prints "ready" once it answers.
import S3rver from "s3rver";

const [port, directory, rate] = [Number(process.argv[2]), process.argv[3] as string, Number(process.argv[4])];
const storage = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: "bench-backups", configs: [] }],
});
const inner = ((await storage.run()) as unknown as { port: number }).port;
const bytesPerMs = (rate * 1024 * 1024) / 1000;

// Every body passed on no faster than the rate allows, all of them together (an upload's parts go up side by side
// through the one uplink).
let freeAt = 0;
function paced(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) return controller.close();
      freeAt = Math.max(performance.now(), freeAt) + next.value.length / bytesPerMs;
      await Bun.sleep(Math.max(0, freeAt - performance.now()));
      controller.enqueue(next.value);
    },
  });
}

Bun.serve({
  port,
  hostname: "127.0.0.1",
  idleTimeout: 0,
  fetch: (req) => {
    const url = new URL(req.url);
    return fetch(`http://127.0.0.1:${inner}${url.pathname}${url.search}`, {
      method: req.method,
      headers: req.headers,
      body: req.body ? paced(req.body) : undefined,
      redirect: "manual",
    });
  },
});
console.log("ready");
