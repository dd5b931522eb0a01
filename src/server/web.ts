import { join, normalize } from "node:path";
import { Hono } from "hono";
import type { AppEnv, Deps } from "./context";

const defaultDist = join(import.meta.dir, "../../dist");
const immutable = "public, max-age=31536000, immutable";

// Serves the built client: hashed assets forever, other public files for a day, pages never cached.
export function webRoutes(_deps: Deps, distDir = defaultDist) {
  const web = new Hono<AppEnv>();
  const page = (status: 200 | 404, noindex: boolean) => async () => {
    const html = Bun.file(join(distDir, "index.html"));
    if (!(await html.exists())) return new Response("The client is not built: run bun run build", { status: 503 });
    const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
    if (noindex) headers["x-robots-tag"] = "noindex, nofollow";
    return new Response(html, { status, headers });
  };

  web.get("/*", async (c, next) => {
    const path = normalize(decodeURIComponent(c.req.path));
    if (path.includes("..") || path.endsWith("/") || path.endsWith("index.html")) return next();
    const file = Bun.file(join(distDir, path));
    if (!(await file.exists())) return next();
    c.header("cache-control", path.startsWith("/assets/") ? immutable : "public, max-age=86400");
    return c.body(await file.arrayBuffer(), 200, { "content-type": file.type });
  });
  web.get("/", page(200, false));
  web.get("/ar", page(200, false));
  web.get("/admin", page(200, true));
  web.get("/admin/*", page(200, true));
  web.get("*", page(404, false));
  return web;
}
