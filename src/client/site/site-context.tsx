import type { inferRouterOutputs } from "@trpc/server";
import { createContext, useContext } from "react";
import type { AppRouter } from "#server/trpc/router.ts";
import type { ContentText } from "#shared/content-text.ts";
import type { Lang, Translate } from "#shared/i18n/index.ts";

export type Product = inferRouterOutputs<AppRouter>["products"]["list"][number];
export type Testimonial = inferRouterOutputs<AppRouter>["testimonials"]["list"][number];

export type Site = {
  lang: Lang;
  /** Built-in wording from the i18n dictionaries. */
  t: Translate;
  /** Owner-edited wording from the content keys, in the page's language. */
  text: ContentText;
  openInquiry: (product: Product) => void;
  /** "Book a visit or a call": the dialog once React runs. */
  openBooking: () => void;
  /** The buyer's quote list: the drawer once React runs. */
  openQuoteList: () => void;
  /** "Request a sample" of one product: the dialog once React runs. */
  openSample: (product: Product) => void;
  /** Where the landing page's sections are: "" on the landing page itself, "/" or "/ar" on every other page. */
  sections: string;
  /** The language toggle's target: the server's language switch on the landing page, the same page in the
   * other language elsewhere. */
  languageHref: string;
  /** This page's path: the header marks the link that leads here. */
  current?: string;
  /** The header and footer link to the blog only while it has a post (docs/decisions/135). */
  hasPosts: boolean;
  /** The footer's product list: the products whose cards the landing page shows. */
  footerProducts: FooterProduct[];
};
export type FooterProduct = Pick<Product, "id" | "name" | "nameAr">;

const SiteContext = createContext<Site | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite() {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite needs <SiteProvider>");
  return site;
}

/** The server-rendered inquiry page of one product: Place Order's target before the scripts have loaded. */
export const inquiryPath = (lang: Lang, productId: string) =>
  `${lang === "ar" ? "/ar" : ""}/inquiry/${encodeURIComponent(productId)}`;

/** The server-rendered booking page: the booking links' target before the scripts have loaded. */
export const bookPath = (lang: Lang) => `${lang === "ar" ? "/ar" : ""}/book`;
