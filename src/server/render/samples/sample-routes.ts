import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { AppError, toIssues } from "#server/core/errors.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { productForSample, type SampleProduct } from "#server/features/samples/product-lookup.ts";
import { request } from "#server/features/samples/service.ts";
import { admitVisitor } from "#server/http/visitor-guard.ts";
import { fieldErrors, formValues, pageShell } from "#server/render/form-routes.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import { productName } from "#shared/product-text.ts";
import { sampleRequestSchema } from "#shared/sample-request.ts";
import type { FormState } from "../form-parts";
import { postedSourceOf, sourceFieldOf, visitSourceOf } from "../visit-source";

// "Request a sample" as a plain page and post, for visitors whose scripts are off or not loaded yet: the same
// schema, visitor guard and service as the JSON API; never cached, and no visitor value goes into a URL
// (docs/decisions/013 and 211).
type Answer = { lang: Lang; product: SampleProduct; state: FormState; status: 200 | 400 | 429 };

async function answer(c: Context<AppEnv>, distDir: string, { lang, product, state, status }: Answer) {
  const words = sampleTexts[lang];
  // The page's markup needs React, which only this rare page and the site's renders load (docs/decisions/096).
  const { samplePage } = await import("./sample-page");
  const shell = { ...(await pageShell(c, distDir, lang)), counted: c.req.method === "GET" };
  const title = state.sent ? words.doneTitle : words.title;
  const name = productName(product, lang);
  const html = samplePage({ shell, title, lang, action: c.req.path, product: name, state });
  return c.html(html, status, { "cache-control": "no-store" });
}

function post(distDir: string, lang: Lang) {
  return async (c: Context<AppEnv>) => {
    const product = productForSample(c.get("deps").db, c.req.param("slug") ?? "");
    if (!product) return c.notFound();
    const values = await formValues(c);
    const source = postedSourceOf(c, values.source);
    const { website: _, ...rest } = values;
    const kept = { ...rest, source: sourceFieldOf(source) };
    try {
      admitVisitor(c.get("deps"), c.get("ip"));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const state = { values: kept, errors: {}, notice: validationMessages[lang].tooManySubmissions };
      return answer(c, distDir, { lang, product, state, status: 429 });
    }
    const parsed = sampleRequestSchema(lang).safeParse({ ...values, productId: product.id, source });
    if (!parsed.success) {
      const state = { values: kept, errors: fieldErrors(toIssues(parsed.error)) };
      return answer(c, distDir, { lang, product, state, status: 400 });
    }
    request(c.get("deps").db, parsed.data, await mailContextOf(c, lang), lang);
    return answer(c, distDir, { lang, product, state: { values: {}, errors: {}, sent: true }, status: 200 });
  };
}

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
    routes.post(path, post(distDir, lang));
  }
  return routes;
}
