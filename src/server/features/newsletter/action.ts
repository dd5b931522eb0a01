import { visitorAction } from "#server/http/visitor-action.ts";
import { visitorSchemas } from "#shared/schemas.ts";
import { newsletterContextOf } from "./context";
import { subscribe } from "./service";

// A newsletter sign-up: POST /api/newsletter, and the footer's form at /newsletter. 202 whatever the address's
// state: the answer says nothing about who is subscribed (docs/decisions/130).
export const newsletterAction = visitorAction({
  schema: (lang) => visitorSchemas(lang).newsletter,
  save: async (c, { email, source }, { mailLang }) =>
    subscribe(c.get("deps").db, await newsletterContextOf(c, mailLang), email, source),
  answer: () => [{ ok: true }, 202],
});
