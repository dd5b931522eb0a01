import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { findActive } from "#server/features/products/service.ts";
import { sourceFieldOf, visitSourceOf } from "#server/http/visit-source.ts";
import { formValues } from "#server/http/visitor-doors.ts";
import { minimumOrder } from "#shared/catalogue-paths.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { type QuoteLine, quoteListPath, withProduct } from "#shared/quote-list.ts";
import { answer, catalogueOf } from "./form-routes";
import { keepQuoteList, quoteListOf } from "./quote-list-cookie";
import { langPrefix } from "./site-text";

// A listed product without a quantity (added before lists came with one, or emptied on the landing page) shows its
// minimum order, as a newly added one does (docs/decisions/210).
function quantityShown(c: Context<AppEnv>, line: QuoteLine, lang: Lang) {
  if (line.quantity.trim()) return line.quantity;
  const product = findActive(c.get("deps").db, line.productId);
  return product ? minimumOrder(product, lang) : "";
}

// The quote list without scripts (docs/decisions/161): the page lists every product with a quantity field,
// the buyer's list (the cookie the landing page's script keeps too) marked and its quantities filled in; a product
// page's "Add to quote" posts here and lands on its product's field. The list's post is one of the plain forms.
export function quoteListRoutes(distDir: string) {
  const routes = new Hono<AppEnv>();
  for (const lang of ["en", "ar"] as const) {
    const path = quoteListPath(lang);
    routes.get(path, (c) => {
      const lines = quoteListOf(c);
      const quantities = lines.map((line) => [`qty-${line.productId}`, quantityShown(c, line, lang)]);
      const values = { ...Object.fromEntries(quantities), source: sourceFieldOf(visitSourceOf(c)) };
      const catalogue = catalogueOf(c, lang, lines);
      return answer(c, distDir, {
        kind: "quoteList",
        lang,
        state: { values, errors: {} },
        status: 200,
        catalogue,
      });
    });
    routes.post(`${langPrefix(lang)}/quote-list/add`, async (c) => {
      const { productId = "" } = await formValues(c);
      const product = findActive(c.get("deps").db, productId);
      if (!product) return c.notFound();
      keepQuoteList(c, withProduct(quoteListOf(c), productId, minimumOrder(product, lang)));
      c.header("cache-control", "no-store");
      return c.redirect(`${path}#product-${productId}`, 303);
    });
  }
  return routes;
}
