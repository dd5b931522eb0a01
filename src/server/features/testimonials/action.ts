import { visitorAction } from "#server/http/visitor-action.ts";
import { visitorSchemas } from "#shared/schemas.ts";
import { mailContextOf } from "../mail/context";
import { submit } from "./service";

// A testimonial, shown once the owner approves it: POST /api/testimonials, and the form at /testimonial.
export const testimonialAction = visitorAction({
  schema: (lang) => visitorSchemas(lang).testimonial,
  // The stars arrive as text from a plain form; none chosen is the schema's default.
  fromForm: (fields) => ({ ...fields, rating: fields.rating ? Number(fields.rating) : undefined }),
  save: async (c, data, { mailLang }) => submit(c.get("deps").db, data, await mailContextOf(c, mailLang)),
  answer: (testimonial) => [testimonial, 201],
});
