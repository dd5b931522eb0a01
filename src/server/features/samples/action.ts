import { notFound } from "#server/core/errors.ts";
import { visitorAction } from "#server/http/visitor-action.ts";
import { sampleRequestSchema } from "#shared/sample-request.ts";
import { mailContextOf } from "../mail/context";
import { productForSample } from "./product-lookup";
import { request } from "./service";

// A request for samples (docs/decisions/211): POST /api/sample-requests with the product in the body, and the
// form at /products/<slug>/sample, whose path names the product.
export const sampleAction = visitorAction({
  schema: (lang) => sampleRequestSchema(lang),
  fromPath: (c) => {
    const product = productForSample(c.get("deps").db, c.req.param("slug") ?? "");
    if (!product) throw notFound("Product");
    return { productId: product.id };
  },
  save: async (c, data, { lang, mailLang }) =>
    request(c.get("deps").db, data, await mailContextOf(c, mailLang), lang),
  answer: (sample) => [sample, 201],
});
