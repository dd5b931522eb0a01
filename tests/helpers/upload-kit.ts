import { expect } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { uploads } from "#db/schema.ts";
import { uploadsDir } from "#server/features/uploads/service.ts";
import { appForEachTest, origin } from "./test-app";

export const fixture = (name: string) => readFileSync(join(import.meta.dir, "../fixtures", name));
export const signedUrl =
  /^http:\/\/localhost\/objects\/uploads\/([0-9a-f-]{36})\?expires=(\d+)&sig=([0-9a-f]{64})$/;
export const idOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

// For a test file: a fresh app per test with a signed-in admin, and the steps of the upload flow as a browser
// takes them.
export function uploadKitForEachTest(env: Record<string, string> = {}) {
  let cookie = "";
  const t = appForEachTest(env, {
    prepare: async (app) => {
      cookie = await app.login();
    },
  });
  const png = fixture("pixel.png");
  const start = async () => {
    const res = await t.request("/api/objects/upload", { method: "POST", headers: { cookie, origin } });
    return ((await res.json()) as { uploadURL: string }).uploadURL;
  };
  // The browser sends the file from our admin page: our Origin, no cookie needed.
  const put = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request(url, {
      method: "PUT",
      body,
      headers: { origin, ...headers },
      duplex: "half",
    } as RequestInit);
  const storedFiles = () => (existsSync(uploadsDir(t.dataDir)) ? readdirSync(uploadsDir(t.dataDir)) : []);
  const rowOf = (id: string) => t.db.select().from(uploads).where(eq(uploads.id, id)).get();
  const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

  // A refusal leaves nothing behind: no file (not even a partial one) and no row.
  async function expectRefused(res: Response, status: number, url: string) {
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).message).toBeString();
    expect(rowOf(idOf(url))).toBeUndefined();
    expect(storedFiles().filter((f) => f.startsWith(idOf(url)))).toEqual([]);
  }

  return { t, cookie: () => cookie, png, start, put, storedFiles, rowOf, padded, expectRefused };
}
