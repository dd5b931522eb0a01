import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "#server/context.ts";
import {
  decodeQuoteList,
  encodeQuoteList,
  type QuoteLine,
  quoteListCookie,
  quoteListMaxAgeS,
} from "#shared/quote-list.ts";

// The buyer's quote list as the browser sent it (docs/decisions/161): the landing page's script writes the same
// cookie, so a list begun there shows on the plain /quote-list page and the other way round.
export const quoteListOf = (c: Context<AppEnv>) => decodeQuoteList(getCookie(c, quoteListCookie));

// Not HttpOnly: the landing page's script reads and writes the list too. It holds product ids and quantities only.
export function keepQuoteList(c: Context<AppEnv>, lines: QuoteLine[]) {
  const options = { path: "/", sameSite: "Lax", secure: c.get("origin").startsWith("https:") } as const;
  if (lines.length === 0) deleteCookie(c, quoteListCookie, options);
  else setCookie(c, quoteListCookie, encodeQuoteList(lines), { ...options, maxAge: quoteListMaxAgeS });
}
