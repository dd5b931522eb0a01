import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { sampleAction } from "#server/features/samples/action.ts";
import { productForSample, type SampleProduct } from "#server/features/samples/product-lookup.ts";
import { sourceFieldOf, visitSourceOf } from "#server/http/visit-source.ts";
import { type PageOf, plainForm, type Status } from "#server/http/visitor-doors.ts";
import { isFormOpened } from "#server/render/form-routes.ts";
import { pageShell } from "#server/render/page-shell.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { productName } from "#shared/product-text.ts";
import type { FormState } from "../form-parts";

// "Request a sample" as a plain page, for visitors whose scripts are off or not loaded yet; its post is the sample
// request's action, as the site's script and the JSON API send it. Never cached, and no visitor value goes into a
// URL (docs/decisions/013 and 211).
type Answer = { lang: Lang; product: SampleProduct; state: FormState; status: Status };

async function answer(c: Context<AppEnv>, distDir: string, { lang, product, state, status }: Answer) {
  const words = sampleTexts[lang];
  // The page's markup needs React, which only this rare page and the site's renders load (docs/decisions/096).
  const { samplePage } = await import("./sample-page");
  const shell = await pageShell(c, distDir, lang);
  const title = state.sent ? words.doneTitle : words.title;
  const name = productName(product, lang);
  const counted = isFormOpened(c, state);
  const html = samplePage({ shell, title, counted, lang, action: c.req.path, product: name, state });
  return c.html(html, status, { "cache-control": "no-store" });
}

// The page of the product the path names, none for a product that takes no sample requests.
const samplePageOf =
  (distDir: string): PageOf =>
  (c, lang) => {
    const product = productForSample(c.get("deps").db, c.req.param("slug") ?? "");
    return product && ((state, status) => answer(c, distDir, { lang, product, state, status }));
  };

export function samplePageRoutes(distDir: string) {
  const routes = new Hono<AppEnv>();
  for (const lang of ["en", "ar"] as const) {
    const path = `${lang === "ar" ? "/ar" : ""}/products/:slug/sample`;
    routes.get(path, (c, next) => {
      const product = productForSample(c.get("deps").db, c.req.param("slug") ?? "");
      if (!product) return next();
      const state = { values: { source: sourceFieldOf(visitSourceOf(c)) }, errors: {} };
      return answer(c, distDir, { lang, product, state, status: 200 });
    });
    plainForm(routes, path, lang, sampleAction, samplePageOf(distDir));
  }
  return routes;
}
