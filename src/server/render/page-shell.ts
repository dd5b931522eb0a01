import type { Context } from "hono";
import type { AppEnv } from "#server/context.ts";
import { listPublished } from "#server/features/blog/service.ts";
import * as content from "#server/features/content/service.ts";
import { listPublic } from "#server/features/products/service.ts";
import { siteOrigin } from "#server/features/site-address/service.ts";
import { limits } from "#shared/constants.ts";
import { type ContentText, themeCss } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { loadClientAssets, type PageAssets } from "./manifest";
import { siteText } from "./site-text";

// What every page the server writes shares: the build's CSS, the owner's texts and colours, the site's address,
// and what the header and footer show (the blog's link while it has a post, the products the landing page's cards
// show). The same for every visitor, read where the data the page caches by lives (docs/decisions/055).
export type Shell = {
  lang: Lang;
  assets: PageAssets;
  text: ContentText;
  siteName: string;
  theme: string;
  origin: string;
  hasPosts: boolean;
  footerProducts: Array<{ id: string; name: string; nameAr: string }>;
};

export async function pageShell(c: Context<AppEnv>, distDir: string, lang: Lang): Promise<Shell> {
  const deps = c.get("deps");
  const assets = await loadClientAssets(distDir);
  const text = siteText(content.texts(deps.db), lang);
  return {
    lang,
    assets: assets?.publicPage ?? { script: "", preload: [], css: [] },
    text,
    siteName: text("footer_company_name"),
    theme: themeCss(text),
    origin: siteOrigin(deps) ?? "",
    hasPosts: listPublished(deps.db, { limit: 1 }).length > 0,
    footerProducts: listPublic(deps.db, { limit: limits.productsShownFirst }).map(({ id, name, nameAr }) => ({
      id,
      name,
      nameAr,
    })),
  };
}
