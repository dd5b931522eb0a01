import { dehydrate } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { renderToReadableStream } from "react-dom/server";
import { Router } from "wouter";
import { App } from "#client/app.tsx";
import { AppProviders } from "#client/app-providers.tsx";
import { makeQueryClient } from "#client/lib/query-client.ts";
import { themeCss } from "#shared/content-text.ts";
import type { RequestContext } from "../context";
import { appRouter } from "../trpc/router";
import { pageDocument } from "./document";
import type { PageAssets } from "./manifest";
import { landingHead, StructuredData } from "./seo";
import { type Lang, siteText } from "./site-text";

type RenderInput = { path: string; lang: Lang; ctx: RequestContext; assets: PageAssets };

// The landing page's four queries, fetched through the real router with the visitor's own context, so the
// page carries exactly what the client would ask for and hydrates without a request.
async function prefetch(ctx: RequestContext) {
  const queryClient = makeQueryClient();
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient });
  const [content, products] = await Promise.all([
    queryClient.fetchQuery(trpc.content.texts.queryOptions()),
    queryClient.fetchQuery(trpc.products.list.queryOptions()),
    queryClient.fetchQuery(trpc.testimonials.list.queryOptions()),
    queryClient.fetchQuery(trpc.blog.latest.queryOptions()),
  ]);
  return { queryClient, content, products };
}

// The query cache the browser hydrates every public page from, fetched once a person shows up
// (/page-state.json): it rides in no page, so the first download stays small. It is the same for every page and
// language, and cached with the pages until the data they show changes.
export async function pageState(ctx: RequestContext) {
  const { queryClient } = await prefetch(ctx);
  return JSON.stringify(dehydrate(queryClient));
}

// The landing page, / and /ar, which React takes over (docs/decisions/050). Unknown paths are the site's pages
// without script (not-found-page.tsx).
export async function renderPage({ path, lang, ctx, assets }: RenderInput) {
  const { queryClient, content, products } = await prefetch(ctx);
  // The client is never called while rendering on the server: every query the page reads is already cached.
  // Waiting for allReady lets lazily loaded parts of the page render in full, and an unbounded chunk size
  // keeps React from moving a large finished Suspense boundary out of place behind an inline script (the CSP
  // forbids those): the page is written complete, in order.
  const stream = await renderToReadableStream(
    <AppProviders queryClient={queryClient}>
      <Router ssrPath={path}>
        <App />
      </Router>
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const body = await new Response(stream).text();
  // The owner's theme colours belong in the head: a <style> inside <body> is invalid HTML.
  const text = siteText(content, lang);
  const { origin } = ctx;
  const head = {
    ...landingHead({ content, lang, origin }),
    jsonLd: <StructuredData content={content} products={products} lang={lang} origin={origin} />,
  };
  const heroImage = text("hero_image");
  return pageDocument({
    lang,
    assets,
    origin,
    theme: themeCss(text),
    head,
    body,
    script: "hydrates",
    counted: true,
    heroImage,
  });
}
