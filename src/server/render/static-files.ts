import { join, normalize } from "node:path";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { compressInStages, type StagedBody, sendStaged } from "../http/compression";

const immutable = "public, max-age=31536000, immutable";
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

// Paths that never come from dist as files: pages are rendered, and the build's own bookkeeping stays private.
const notStatic = (path: string) =>
  path.endsWith("/") || path.endsWith(".html") || path.split("/").some((s) => s.startsWith("."));

// Serves the built client. Text files are compressed once and kept (the build is a fixed, small set): at fast
// levels for the first request, at the best levels in the background;
// images and fonts go out as they are. Hashed /assets/* are cached for a year, other files for a day.
export function staticFiles(distDir: string): MiddlewareHandler<AppEnv> {
  const compressed = new Map<string, Promise<StagedBody>>();
  return async (c, next) => {
    let path: string;
    try {
      path = normalize(decodeURIComponent(c.req.path));
    } catch {
      return next();
    }
    if (path.includes("..") || notStatic(path)) return next();
    const file = Bun.file(join(distDir, path));
    if (!(await file.exists())) return next();
    const type = file.type;
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control": path.startsWith("/assets/") ? immutable : "public, max-age=86400",
    };
    // Source maps are large and fetched only by developer tools: sent as they are rather than brotli'd for seconds.
    if (!compressible.test(type) || path.endsWith(".map")) return new Response(file, { headers });
    let body = compressed.get(path);
    if (!body) {
      body = file.bytes().then(compressInStages);
      body.catch(() => compressed.delete(path));
      compressed.set(path, body);
    }
    return sendStaged(c.req.raw, await body, headers);
  };
}
