import { describe, expect, test } from "bun:test";
import { seed } from "#db/seed.ts";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest, makeTestApp, origin } from "#tests/helpers/test-app.ts";

// Every test reads the same catalogue: three products (one priced, one with its price hidden, one inactive) and
// two testimonials (one approved).
const t = appForEachTest(
  { PUBLIC_ORIGIN: origin },
  {
    distDir: await makeFakeDist(),
    prepare: async (app) => {
      const { db, adminCaller } = app;
      seed(db, { sampleData: false });
      const admin = adminCaller();
      await admin.products.create({
        name: "Shown Price Towels",
        description: "Two-ply",
        category: "paper-towel",
        price: "12.5",
      });
      await admin.products.create({
        name: "Hidden Price Napkins",
        description: "Dinner napkins",
        category: "napkin",
        price: "3.00",
        showPrice: false,
      });
      await admin.products.create({
        name: "Retired Rolls",
        description: "Gone",
        category: "toilet",
        active: false,
      });
      const approved = await sentByScript(app, "/testimonial", {
        name: "Approved Amal",
        text: "Lovely soft tissue, on time.",
      });
      await admin.testimonials.setApproved({ id: approved.id, approved: true });
      await sentByScript(app, "/testimonial", {
        name: "Pending Pam",
        text: "Not reviewed yet by the owner.",
      });
    },
  },
);

const page = async (path: string, init: RequestInit = {}) => {
  const res = await t.request(path, init);
  return { res, html: await res.text() };
};
type LdItem = { "@type": string };
const structured = (html: string) => {
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}";
  return (JSON.parse(json) as { "@graph": LdItem[] })["@graph"];
};

describe("GET /", () => {
  test("answers the finished page with content, active products and approved testimonials", async () => {
    const { res, html } = await page("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain('<html lang="en" dir="ltr">');
    const root = html.slice(html.indexOf('<div id="root" data-hydrate="">'), html.indexOf("</body>"));
    expect(root).toContain(contentDefaultValue("hero_title"));
    expect(root).toContain("Shown Price Towels");
    expect(root).toContain("Approved Amal");
    expect(html).not.toContain("Retired Rolls");
    expect(html).not.toContain("Pending Pam");
  });

  test("is marked for hydration, carries no state, and its one inline script is the loader the CSP names by hash", async () => {
    const { res, html } = await page("/");
    expect(html).toContain('<div id="root" data-hydrate="">');
    const executable = [...html.matchAll(/<script([^>]*)>(.*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes?.includes('type="application/ld+json"'),
    );
    expect(executable.map(([, attributes]) => attributes)).toEqual([' data-entry="/assets/index-abc123.js"']);
    const source = executable[0]?.[2] ?? "";
    const hash = new Bun.CryptoHasher("sha256").update(source).digest("base64");
    const scriptSrc = res.headers.get("content-security-policy")?.match(/script-src ([^;]*)/)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  test("/page-state.json holds the four queries the pages hydrate from, cached, with an ETag", async () => {
    const res = await t.request("/page-state.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const state = (await res.json()) as { queries: { queryKey: [string[]]; state: { data: unknown } }[] };
    const keys = state.queries.map((q) => q.queryKey[0].join("."));
    expect(keys.sort()).toEqual(["blog.latest", "content.texts", "products.list", "testimonials.list"]);
    const products = state.queries.find((q) => q.queryKey[0].join(".") === "products.list")?.state.data;
    expect(JSON.stringify(products)).toContain("Shown Price Towels");
    expect(JSON.stringify(products)).not.toContain("Retired Rolls");
    const again = await t.request("/page-state.json", {
      headers: { "if-none-match": res.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  test("inlines the built CSS, links it at the fold; the entry and every chunk wait for the first paint", async () => {
    const { html } = await page("/");
    expect(html).toContain("<style>body{margin:0}");
    // Named, never fetched (disabled): Vite's preloader must not add the same CSS once React's chunks load.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc123.css" disabled=""/>');
    // The same file, linked for the rest of the page right before its first section below the fold (decision 053).
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc123.css"/><section aria-label=');
    // The page works before its script, which must not compete with the hero image for the first round trips:
    // the inline loader adds it once the page has painted (decision 050), and nothing fetches its chunks before.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("routes-789abc.js");
    expect(html).not.toContain("hydrate-aaa111.js");
  });

  test("title, description, canonical, hreflang and share tags come from content", async () => {
    const { html } = await page("/");
    const title = `${contentDefaultValue("footer_company_name")} | ${contentDefaultValue("hero_title")}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${contentDefaultValue("hero_description")}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${origin}/ar"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/"/>`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/img/1200/images/hero.webp"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"\/>/);
  });

  test("JSON-LD holds the organisation and the active products as links to their pages, with no price", async () => {
    const { html } = await page("/");
    const graph = structured(html);
    const org = graph.find((item) => item["@type"] === "LocalBusiness") as LdItem & Record<string, unknown>;
    expect(org.telephone).toBe(contentDefaultValue("contact_phone"));
    expect(org.sameAs).toEqual([
      contentDefaultValue("contact_facebook"),
      contentDefaultValue("contact_instagram"),
    ]);
    expect(org.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "08:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "09:00",
        closes: "16:00",
      },
    ]);
    // The products' own pages carry their Product data; the landing page only points to them.
    expect(graph.filter((item) => item["@type"] === "Product")).toEqual([]);
    const list = graph.find((item) => item["@type"] === "ItemList") as unknown as {
      itemListElement: { "@type": string; position: number; url: string }[];
    };
    // In the order of the page's cards.
    expect(html.indexOf("Hidden Price Napkins")).toBeLessThan(html.indexOf("Shown Price Towels"));
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${origin}/products/hidden-price-napkins` },
      { "@type": "ListItem", position: 2, url: `${origin}/products/shown-price-towels` },
    ]);
    expect(JSON.stringify(graph)).not.toMatch(/"price"|Offer|3\.00/);
  });

  test("an owner's edit shows on the next load, and text cannot break out of the data blocks", async () => {
    await page("/");
    await t.adminCaller().content.update({
      key: "hero_title",
      value: "Fresh </script><script>alert(1)</script> title",
    });
    const { html } = await page("/");
    expect(html).toContain("Fresh &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; title");
    expect(html).not.toContain("<script>alert(1)");
  });

  test("a visitor whose language cookie says ar is sent to /ar", async () => {
    const res = await t.request("/", { headers: { cookie: "lang=ar" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar");
  });

  test("the language link remembers the choice in a cookie and sends the visitor to that language's page", async () => {
    for (const [lang, home] of [
      ["ar", "/ar"],
      ["en", "/"],
    ] as const) {
      const res = await t.request(`/language/${lang}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(home);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("set-cookie")).toBe(`lang=${lang}; Max-Age=31536000; Path=/; SameSite=Lax`);
    }
    expect((await t.request("/language/fr")).status).toBe(404);
  });

  test("the page goes out compressed", async () => {
    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
    ]) {
      const res = await t.request("/", { headers: { "accept-encoding": accept as string } });
      expect(res.headers.get("content-encoding")).toBe(encoding as string);
    }
  });
});

describe("GET /ar", () => {
  test("is right-to-left with the Arabic wording and its own canonical", async () => {
    const { res, html } = await page("/ar");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(contentDefaultValue("hero_title_ar"));
    expect(html).toContain(`<title>${contentDefaultValue("footer_company_name_ar")} | `);
    expect(html).toContain(`<link rel="canonical" href="${origin}/ar"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/"/>`);
  });
});

describe("other pages", () => {
  test("an unknown path answers 404 with the app's not-found page", async () => {
    const { res, html } = await page("/no/such/page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toContain("404 Page Not Found");
  });

  test("the admin is a client-side shell kept out of search", async () => {
    for (const path of ["/admin", "/admin/products"]) {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      // Without scripts it says why it stays blank, rather than a white page with no word.
      expect(html).toMatch(
        /<div id="root"><noscript><p [^>]*>The admin needs JavaScript: turn it on for this site[^<]*<\/p><\/noscript><\/div>/,
      );
      // The admin is nothing without its script: it is asked for at the usual priority.
      expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      expect(html).toContain('<link rel="modulepreload" href="/assets/hydrate-aaa111.js"/>');
      expect(html).toContain('<link rel="modulepreload" href="/assets/routes-789abc.js"/>');
      expect(html).not.toContain('<link rel="modulepreload" href="/assets/index-abc123.js"/>');
      expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc123.css"/>');
    }
  });

  test("robots.txt keeps crawlers out of the admin and the language links, and names the sitemap", async () => {
    const { res, html } = await page("/robots.txt");
    expect(res.status).toBe(200);
    expect(html).toContain("Disallow: /admin\nDisallow: /language/");
    expect(html).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("sitemap.xml lists both languages with their alternates", async () => {
    const { res, html } = await page("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    expect(html).toContain(`<loc>${origin}/</loc>`);
    expect(html).toContain(`<loc>${origin}/ar</loc>`);
    expect(html.match(/hreflang="ar" href="http:\/\/localhost\/ar"/g)).toHaveLength(2);
  });

  test("hashed assets are cached for a year and compressed; images are not", async () => {
    const res = await t.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))).toContain(
      "hydrate",
    );
    const css = await t.request("/assets/index-abc123.css", { headers: { "accept-encoding": "br" } });
    expect(css.headers.get("content-encoding")).toBe("br");
    const png = await t.request("/images/wide.png", { headers: { "accept-encoding": "gzip" } });
    expect(png.headers.get("content-encoding")).toBeNull();
  });

  test("the build's own files are not served", async () => {
    expect((await t.request("/.vite/manifest.json")).status).toBe(404);
  });
});

test("without a build, pages say so in plain text", async () => {
  const bare = await makeTestApp();
  for (const path of ["/", "/ar", "/admin", "/elsewhere"]) {
    const res = await bare.request(path);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("bun run build");
  }
});

test("the page is written complete and in order: the lazy forms are in it, with no completion scripts", async () => {
  const { html } = await page("/");
  expect(html).toContain('aria-labelledby="contact-form-title"');
  expect(html).toContain('aria-labelledby="share-title"');
  expect(html).not.toContain("<template");
  expect(html).not.toContain("$RC");
});

test("the hero image is asked for before the inline CSS, at the sizes the page shows it", async () => {
  const { html } = await page("/");
  const hero = contentDefaultValue("hero_image");
  const preload = html.indexOf(`<link rel="preload" as="image" href="/img/800${hero}"`);
  expect(preload).toBeGreaterThan(-1);
  expect(preload).toBeLessThan(html.indexOf("<style>"));
  expect(html).toContain(`imageSrcSet="/img/400${hero} 400w, /img/800${hero} 800w, /img/1200${hero} 1200w"`);
  expect((await page("/nowhere")).html).not.toContain('rel="preload" as="image"');
});
