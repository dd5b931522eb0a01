import { visitorAction } from "#server/http/visitor-action.ts";
import { visitorSchemas } from "#shared/schemas.ts";
import { mailContextOf } from "../mail/context";
import { submit } from "./service";

// A contact message: POST /api/contact, and the landing page's form at /contact and /ar/contact.
export const contactAction = visitorAction({
  schema: (lang) => visitorSchemas(lang).contact,
  save: async (c, data, { mailLang }) => submit(c.get("deps").db, data, await mailContextOf(c, mailLang)),
  answer: (contact) => [contact, 201],
});
