import type { Context } from "hono";
import type { AppEnv } from "#server/context.ts";
import { notFound } from "#server/core/errors.ts";
import { visitorAction } from "#server/http/visitor-action.ts";
import { type QuoteRequestInput, quoteAnswerSchemaIn, quoteRequestSchema } from "#shared/quotes.ts";
import { mailContextOf } from "../mail/context";
import { acceptedPdf } from "../quote-documents/service";
import { answer, linkIsLive } from "./buyer";
import { askAgain } from "./renewal";
import { sendRequest } from "./requests";

// The buyer's side (docs/decisions/160, 161): sending a quote list, answering a quote and asking again for an
// expired one. The owner's side is tRPC.

// The quote list's quantities arrive from the plain page as qty-<product id> fields; the filled ones become the
// request's lines, and a line's error is shown at its product's field. An empty list says what the buyer can do
// where they are: the page fills in a quantity, the dialog (JSON) adds a product (docs/decisions/010).
type Lines = Pick<QuoteRequestInput, "lines">;
export const quoteRequestAction = visitorAction({
  schema: (lang, _c, posted) =>
    quoteRequestSchema(lang, posted === "form" ? "enterAQuantity" : "addAProduct"),
  fromForm: (fields): Lines & Record<string, unknown> => ({
    ...fields,
    lines: Object.entries(fields).flatMap(([name, quantity]) =>
      name.startsWith("qty-") && quantity.trim() ? [{ productId: name.slice(4), quantity }] : [],
    ),
  }),
  fieldOf: ([field, index], input) => {
    const line = field === "lines" && typeof index === "number" ? (input as Lines).lines[index] : undefined;
    return line && `qty-${line.productId}`;
  },
  save: async (c, data, { mailLang }) =>
    sendRequest(c.get("deps"), { data, mail: await mailContextOf(c, mailLang) }),
  answer: (request) => [request, 201],
});

const tokenOf = (c: Context<AppEnv>) => c.req.param("token") ?? "";
// The token before the body: a made-up link costs a lookup, not a read of whatever it was sent.
const checkLink = (c: Context<AppEnv>) => {
  if (!linkIsLive(c.get("deps").db, tokenOf(c))) throw notFound("Quote");
};

// Accepting (signed with the buyer's name, with the accepted PDF) or declining; answered or expired is a 409.
export const quoteAnswerAction = visitorAction({
  check: checkLink,
  schema: (lang) => quoteAnswerSchemaIn(lang),
  save: async (c, data, { mailLang }) => {
    const deps = c.get("deps");
    const pdf = await acceptedPdf(deps, tokenOf(c), data);
    const mail = await mailContextOf(c, mailLang);
    return { status: answer(deps, { token: tokenOf(c), answer: data, mail, pdf }).status };
  },
  answer: (done) => [done, 200],
});

// "Ask for a new quote" from an expired quote: no body; 201 when filed, 200 when asked already.
export const askAgainAction = visitorAction({
  check: checkLink,
  save: async (c, _data, { mailLang }) =>
    askAgain(c.get("deps"), { token: tokenOf(c), mail: await mailContextOf(c, mailLang) }),
  answer: (renewal) => [renewal, renewal.status === "filed" ? 201 : 200],
});
