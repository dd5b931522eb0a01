import { visitorAction } from "#server/http/visitor-action.ts";
import { visitorSchemas } from "#shared/schemas.ts";
import { mailContextOf } from "../mail/context";
import { submit } from "./service";

// A product inquiry: POST /api/product-inquiries with the product in the body, and the form at /inquiry/<id>,
// whose path names the product.
export const inquiryAction = visitorAction({
  schema: (lang) => visitorSchemas(lang).inquiry,
  fromPath: (c) => ({ productId: c.req.param("productId") }),
  save: async (c, data, { mailLang }) => submit(c.get("deps").db, data, await mailContextOf(c, mailLang)),
  answer: (inquiry) => [inquiry, 201],
});
