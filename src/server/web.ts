import { join } from "node:path";
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isAdminScreen } from "#shared/admin-pages.ts";
import type { AppEnv, Deps } from "./context";
import { isSitePath } from "./core/site-path";
import { listPublished } from "./features/blog/service";
import { sitemapEntries } from "./features/catalogue/service";
import { downloadRoutes } from "./features/downloads/routes";
import { quoteDocumentPages } from "./features/quote-documents/rest";
import { siteOrigin } from "./features/site-address/service";
import { sendStaged } from "./http/compression";
import { ResponseCache } from "./http/response-cache";
import { requestContextOf } from "./http/rest";
import { appRoot } from "./paths";
import { blogRoutes } from "./render/blog-routes";
import { catalogueRoutes } from "./render/catalogue/catalogue-routes";
import { robotsTxt, sitemapXml } from "./render/crawlers";
import { formRoutes } from "./render/form-routes";
import { imageRoutes } from "./render/images";
import { loadClientAssets } from "./render/manifest";
import { newsletterPages } from "./render/newsletter-pages";
import { pageShell } from "./render/page-shell";
import { quoteListRoutes } from "./render/quote-list-routes";
import { quoteRoutes } from "./render/quote-routes";
import { samplePageRoutes } from "./render/samples/sample-routes";
import type { Lang } from "./render/site-text";
import { staticFiles } from "./render/static-files";
import { publicCacheControl } from "./settings";

const defaultDist = join(appRoot, "dist");
// React and the client's components load on the first page request, not with the API (tests of the API never need them).
let renderer: Promise<typeof import("./render/render-page")> | undefined;
const rendering = () => {
  renderer ??= import("./render/render-page");
  return renderer;
};
const html = "text/html; charset=utf-8";
const notBuilt = () =>
  new Response("The client is not built: run bun run build", {
    status: 503,
    headers: { "content-type": "text/plain" },
  });

// Public pages are rendered on the server and cached until the data they show changes; the admin is a client-side
// shell. A page never depends on the Host header: its absolute links come from the site's address (PUBLIC_ORIGIN or
// the one saved in Settings, docs/decisions/180), and without one they are root-relative, so one cached copy serves
// every visitor (docs/decisions/055). Saving the address moves the "content" counter, so pages render again.
export function webRoutes(deps: Deps, distDir = defaultDist) {
  const web = new Hono<AppEnv>();
  const pages = new ResponseCache(deps.db, ["products", "testimonials", "content", "blog"], deps.renders);
  // Every page's footer lists products and its header links to the blog while it has a post.
  const blogPages = new ResponseCache(deps.db, ["blog", "content", "products"], deps.renders);
  const cataloguePages = new ResponseCache(deps.db, ["products", "content", "blog"], deps.renders, 256);
  const pageOrigin = () => siteOrigin(deps) ?? "";

  const sendPage = async (c: Context<AppEnv>, path: "/" | "/ar") => {
    const assets = await loadClientAssets(distDir);
    if (!assets) return notBuilt();
    const lang: Lang = path === "/ar" ? "ar" : "en";
    const page = await pages.get(path, async () =>
      (await rendering()).renderPage({
        path,
        lang,
        ctx: { ...requestContextOf(c), origin: pageOrigin() },
        assets: assets.publicPage,
      }),
    );
    // Revalidated on every visit (the owner's edits show on the next load); "/" also depends on the lang cookie.
    const headers: Record<string, string> = {
      "content-type": html,
      "cache-control": publicCacheControl(deps.settings),
    };
    if (path === "/") headers.vary = "Accept-Encoding, Cookie";
    return sendStaged(c.req.raw, page, headers);
  };

  // Crawler files need absolute URLs, so they come from the site's address alone: until one is known robots.txt
  // names no sitemap and /sitemap.xml answers 404. Built per request in microseconds and never stored.
  const crawlerHeaders = { "cache-control": "no-store" };
  web.get("/robots.txt", (c) => c.text(robotsTxt(siteOrigin(deps)), 200, crawlerHeaders));
  web.get("/sitemap.xml", (c) => {
    const origin = siteOrigin(deps);
    if (!origin) return c.text("No sitemap: the site's address is not set yet", 404, crawlerHeaders);
    return c.body(sitemapXml(origin, listPublished(deps.db), sitemapEntries(deps.db)), 200, {
      "content-type": "application/xml",
      ...crawlerHeaders,
    });
  });
  web.route("/", imageRoutes(deps, distDir));
  web.get("/*", staticFiles(distDir));

  // The landing page's language toggle links here: the server remembers the choice in a cookie and sends the visitor
  // to that language's page, so the choice sticks with or without JavaScript and no click handler has to race the
  // navigation. The English page sends visitors whose cookie says ar on to /ar.
  web.get("/language/:lang{en|ar}", (c) => {
    const lang = c.req.param("lang") as Lang;
    setCookie(c, "lang", lang, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "Lax" });
    c.header("cache-control", "no-store");
    return c.redirect(lang === "ar" ? "/ar" : "/", 303);
  });
  web.get(
    "/",
    (c, next) => {
      if (getCookie(c, "lang") !== "ar") return next();
      c.header("cache-control", "no-store");
      c.header("vary", "Cookie");
      return c.redirect("/ar", 302);
    },
    (c) => sendPage(c, "/"),
  );
  web.get("/ar", (c) => sendPage(c, "/ar"));
  // What every public page hydrates from, asked for by the browser once a person shows up (render-page.tsx).
  web.get("/page-state.json", async (c) => {
    const state = await pages.get("page-state", async () =>
      (await rendering()).pageState({ ...requestContextOf(c), origin: pageOrigin() }),
    );
    const headers = {
      "content-type": "application/json",
      "cache-control": publicCacheControl(deps.settings),
    };
    return sendStaged(c.req.raw, state, headers);
  });

  const adminShell = async (c: Context<AppEnv>) => {
    const assets = await loadClientAssets(distDir);
    if (!assets) return notBuilt();
    // Imported when first asked for, like the pages: the API starts without React (boot.test.ts).
    const { adminShellDocument } = await import("./render/document");
    return new Response(adminShellDocument(assets.adminPage), {
      // An unknown admin path still gets the shell (its router shows the not-found screen), with a 404 status.
      status: isAdminScreen(c.req.path) ? 200 : 404,
      headers: { "content-type": html, "cache-control": "no-store", "x-robots-tag": "noindex" },
    });
  };
  web.route("/", formRoutes(distDir));
  web.route("/", quoteListRoutes(distDir));
  web.route("/", newsletterPages(distDir));
  web.route("/", blogRoutes(deps, distDir, blogPages));
  web.route("/", catalogueRoutes(deps, distDir, cataloguePages));
  web.route("/", quoteRoutes(distDir));
  web.route("/", quoteDocumentPages);
  web.route("/", samplePageRoutes(distDir));
  web.route("/", downloadRoutes);
  web.get("/admin", adminShell);
  web.get("/admin/*", adminShell);

  // Unknown paths answer 404 with the site's page saying so, in Arabic under /ar/. It reads the same for every
  // path of a language, so one copy per language is cached.
  web.get("*", async (c) => {
    // An address written with a trailing slash (/products/) leads to the one without, /ar/ to /ar; only ever to a
    // path of the site's own characters, never to another host.
    const trimmed = c.req.path.replace(/\/+$/, "");
    if (trimmed && trimmed !== c.req.path && isSitePath(trimmed)) {
      return c.redirect(`${trimmed}${new URL(c.req.url).search}`, 301);
    }
    if (!(await loadClientAssets(distDir))) return notBuilt();
    const lang: Lang = c.req.path.startsWith("/ar/") ? "ar" : "en";
    const page = await pages.get(`404:${lang}`, async () => {
      const { notFoundPage } = await import("./render/plain-page");
      return notFoundPage(await pageShell(c, distDir, lang));
    });
    return sendStaged(c.req.raw, page, { "content-type": html, "cache-control": "no-store" }, 404);
  });
  return web;
}
