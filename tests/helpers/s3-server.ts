import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

// What a test may do to a request on its way to the storage: answer it instead (a refusal, a hang), or let it
// through (undefined).
export type Intercept = (req: Request) => Response | Promise<Response> | undefined;

// A real S3-compatible server of the test's own on localhost (s3rver keeps its objects in a folder), reached through
// a small proxy on a port of its own that a test can take down (the port then refuses connections) and bring back,
// or use to hold or refuse requests.
export async function s3Server(bucket = "site-backups") {
  const directory = mkdtempSync(join(tmpdir(), "tissue-s3-"));
  const storage = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const inner = ((await storage.run()) as unknown as { port: number }).port;
  let intercept: Intercept | undefined;
  const serve = (port: number) =>
    Bun.serve({
      port,
      hostname: "127.0.0.1",
      idleTimeout: 0,
      fetch: async (req) => {
        const answer = await intercept?.(req);
        if (answer) return answer;
        const url = new URL(req.url);
        return fetch(`http://127.0.0.1:${inner}${url.pathname}${url.search}`, {
          method: req.method,
          headers: req.headers,
          body: req.body,
          redirect: "manual",
        });
      },
    });
  let front: ReturnType<typeof serve> | undefined = serve(0);
  const port = front.port as number;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's one account; it does not check v4 signatures, so any secret passes with this key ID.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new Bun.S3Client({
    endpoint: `http://127.0.0.1:${inner}`,
    bucket,
    region: "us-east-1",
    ...credentials,
  });
  return {
    endpoint,
    bucket,
    // Straight to the storage, whatever the proxy is doing.
    client,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    keys: async (prefix = "") => ((await client.list({ prefix })).contents ?? []).map((o) => o.key).sort(),
    intercept: (next: Intercept | undefined) => {
      intercept = next;
    },
    // Down: nothing listens on the port, so every connection is refused.
    stop: async () => {
      await front?.stop(true);
      front = undefined;
    },
    start: () => {
      front ??= serve(port);
    },
    close: async () => {
      await front?.stop(true);
      await storage.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof s3Server>>;
