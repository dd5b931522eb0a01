import { join } from "node:path";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, Deps } from "./context";
import { encodedBody } from "./http/compression";
import { ResponseCache } from "./http/response-cache";
import { requestContextOf } from "./http/rest";
import { appRoot } from "./paths";
import { robotsTxt, sitemapXml } from "./render/crawlers";
import { htmlDocument } from "./render/document";
import { formRoutes } from "./render/form-routes";
import { imageRoutes } from "./render/images";
import { loadClientAssets } from "./render/manifest";
import type { Lang } from "./render/site-text";
import { staticFiles } from "./render/static-files";

const defaultDist = join(appRoot, "dist");
// React and the client's components load on the first page request, not with the API (tests of the API never need them).
let renderer: Promise<typeof import("./render/render-page")> | undefined;
const renderPage: typeof import("./render/render-page")["renderPage"] = async (input) => {
  renderer ??= import("./render/render-page");
  return (await renderer).renderPage(input);
};
const html = "text/html; charset=utf-8";
const notBuilt = () =>
  new Response("The client is not built: run bun run build", {
    status: 503,
    headers: { "content-type": "text/plain" },
  });

// Public pages are rendered on the server and cached until the data changes; the admin is a client-side shell.
export function webRoutes(deps: Deps, distDir = defaultDist) {
  const web = new Hono<AppEnv>();
  const pages = new ResponseCache(deps.db);

  const publicPage = (lang: Lang) => async (c: Context<AppEnv>) => {
    const assets = await loadClientAssets(distDir);
    if (!assets) return notBuilt();
    const path = c.req.path;
    const page = await pages.get(`${c.get("origin")}${path}`, () =>
      renderPage({ path, lang, ctx: requestContextOf(c), assets: assets.publicPage }),
    );
    const encoded = encodedBody(page, c.req.header("accept-encoding"));
    // Revalidated on every visit (the owner's edits show on the next load); "/" also depends on the lang cookie.
    const headers: Record<string, string> = {
      "content-type": html,
      "cache-control": "no-cache",
      ...encoded.headers,
    };
    if (path === "/") headers.vary = "Accept-Encoding, Cookie";
    return new Response(encoded.bytes, { headers });
  };

  web.get("/robots.txt", (c) => c.text(robotsTxt(c.get("origin"))));
  web.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(c.get("origin")), 200, { "content-type": "application/xml" }),
  );
  web.route("/", imageRoutes(deps, distDir));
  web.get("/*", staticFiles(distDir));

  // The language toggle remembers an Arabic choice in this cookie; the English page sends such visitors on.
  web.get(
    "/",
    (c, next) => (getCookie(c, "lang") === "ar" ? c.redirect("/ar", 302) : next()),
    publicPage("en"),
  );
  web.get("/ar", publicPage("ar"));

  const adminShell = async () => {
    const assets = await loadClientAssets(distDir);
    if (!assets) return notBuilt();
    const head = "<title>Admin</title>";
    return new Response(htmlDocument({ lang: "en", assets: assets.adminPage, head, noindex: true }), {
      headers: { "content-type": html, "cache-control": "no-store", "x-robots-tag": "noindex" },
    });
  };
  web.route("/", formRoutes(distDir));
  web.get("/admin", adminShell);
  web.get("/admin/*", adminShell);

  // Unknown paths answer 404 with the app's own page. It reads the same for every path, so one copy is cached.
  web.get("*", async (c) => {
    const assets = await loadClientAssets(distDir);
    if (!assets) return notBuilt();
    const page = await pages.get(`${c.get("origin")} not-found`, () =>
      renderPage({
        path: c.req.path,
        lang: "en",
        ctx: requestContextOf(c),
        assets: assets.publicPage,
        notFound: true,
      }),
    );
    const encoded = encodedBody(page, c.req.header("accept-encoding"));
    return new Response(encoded.bytes, {
      status: 404,
      headers: { "content-type": html, "cache-control": "no-store", ...encoded.headers },
    });
  });
  return web;
}
