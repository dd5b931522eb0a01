import { afterAll, expect, spyOn, test } from "bun:test";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest({}, { distDir: await makeFakeDist() });
const logged = spyOn(console, "error");
afterAll(() => logged.mockRestore());

test("a NUL byte anywhere in the path answers 400 and logs nothing", async () => {
  logged.mockClear();
  for (const path of ["/%00", "/ar%00", "/a%00.js", "/img/400/images/hero.webp%00", "/api/products%00"]) {
    const res = await t.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The path holds a NUL byte" });
  }
  expect(logged).not.toHaveBeenCalled();
});

test("a malformed Host answers 400; /healthz still answers", async () => {
  for (const host of ["bad host", "a/b", "shop.example:99999", "a@b", "[::1"]) {
    const res = await t.app.request("http://localhost/", { headers: { host } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The Host header is missing or malformed");
  }
  expect((await t.app.request("http://localhost/", { headers: { host: "shop.example:8080" } })).status).toBe(
    200,
  );
  expect((await t.app.request("http://localhost/healthz", { headers: { host: "bad host" } })).status).toBe(
    200,
  );
});

// Bun hands a request without a usable Host to the app with a bare path as its URL: only a real socket shows it.
async function rawHttp(port: number, request: string) {
  const chunks: string[] = [];
  await new Promise<void>((resolve) => {
    Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        open: (socket) => void socket.write(request),
        data: (_socket, data) => void chunks.push(new TextDecoder().decode(data)),
        close: () => resolve(),
        error: () => resolve(),
      },
    });
  });
  return chunks.join("");
}

test("an HTTP/1.0 request without Host answers 400, and /healthz 200", async () => {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: t.app.fetch });
  try {
    const page = await rawHttp(server.port as number, "GET / HTTP/1.0\r\n\r\n");
    expect(page).toStartWith("HTTP/1.1 400");
    expect(page).toContain("The Host header is missing or malformed");
    const health = await rawHttp(server.port as number, "GET /healthz HTTP/1.0\r\n\r\n");
    expect(health).toStartWith("HTTP/1.1 200");
    expect(health).toContain('{"ok":true}');
  } finally {
    server.stop(true);
  }
});

test("tRPC batching is refused: one small GET cannot ask for many answers", async () => {
  const calls = Array.from({ length: 50 }, () => "content.list").join(",");
  const res = await t.request(`/trpc/${calls}?batch=1&input=${encodeURIComponent("{}")}`);
  expect(res.status).toBe(400);
  expect((await res.text()).length).toBeLessThan(2000);
  expect((await t.request("/trpc/content.list")).status).toBe(200);
});
