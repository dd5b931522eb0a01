import { eyebrowClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { blogPath, postDate, postIn } from "#shared/blog.ts";
import { escapeHtml as e, scriptJson } from "#shared/html.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import { imageSrc } from "#shared/image.ts";
import type { withHtml } from "../features/blog/reading";
import type { BlogCard } from "../features/blog/service";
import { stylesOf } from "./form-pages";
import type { PageAssets } from "./manifest";
import { absolute } from "./site-text";

// The blog's pages (docs/decisions/135): plain server HTML with the site's CSS and no script, like the no-JS
// form pages, so an article is read, indexed and printed without waiting for anything.
export type BlogShell = { lang: Lang; assets: PageAssets; siteName: string; theme: string; origin: string };
type FullPost = ReturnType<typeof withHtml>;
type Document = {
  title: string;
  description: string;
  path: string;
  otherPath: string;
  head?: string;
  main: string;
};

const other = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
const home = (lang: Lang) => (lang === "ar" ? "/ar" : "/");
const navClass = "site-focus rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand";
const textDir = (lang: Lang) => `lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`;

function header(shell: BlogShell, otherPath: string) {
  const t = translator(shell.lang);
  const links: Array<[string, string]> = [
    [home(shell.lang), t("navHome")],
    [`${home(shell.lang)}#products`, t("navProducts")],
    [blogPath(shell.lang), t("navBlog")],
    [`${home(shell.lang)}#contact`, t("navContact")],
  ];
  const nav = links.map(
    ([href, label]) => `<li><a class="${navClass}" href="${e(href)}">${e(label)}</a></li>`,
  );
  const switchLabel = shell.lang === "ar" ? "English" : "العربية";
  return `<header class="border-b border-slate-200 bg-white"><div class="site-container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"><a href="${home(shell.lang)}" class="site-focus rounded-md text-lg font-bold text-ink">${e(shell.siteName)}</a><nav aria-label="${e(t("mainNav"))}"><ul class="flex flex-wrap items-center gap-1">${nav.join("")}<li><a class="${siteButtonClass.ghost}" href="${e(otherPath)}" hreflang="${other(shell.lang)}" ${textDir(other(shell.lang))}>${switchLabel}</a></li></ul></nav></div></header>`;
}

function footer(shell: BlogShell) {
  const t = translator(shell.lang);
  return `<footer class="mt-16 bg-ink text-slate-300"><div class="site-container flex flex-wrap items-center justify-between gap-4 py-8 text-sm"><p>© ${e(shell.siteName)}. ${e(t("rights"))}</p><a class="site-focus rounded hover:text-white" href="${blogPath(shell.lang)}/feed.xml">${e(t("blogFeed"))}</a></div></footer>`;
}

function blogDocument(shell: BlogShell, doc: Document) {
  const { lang, origin } = shell;
  const enPath = lang === "en" ? doc.path : doc.otherPath;
  const arPath = lang === "ar" ? doc.path : doc.otherPath;
  const feed = `${origin}${blogPath(lang)}/feed.xml`;
  return [
    "<!doctype html>",
    `<html ${textDir(lang)}>`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    stylesOf(shell.assets),
    `<style>${shell.theme}</style>`,
    `<title>${e(`${doc.title} | ${shell.siteName}`)}</title>`,
    `<meta name="description" content="${e(doc.description)}">`,
    `<link rel="canonical" href="${e(origin + doc.path)}">`,
    `<link rel="alternate" hreflang="en" href="${e(origin + enPath)}">`,
    `<link rel="alternate" hreflang="ar" href="${e(origin + arPath)}">`,
    `<link rel="alternate" hreflang="x-default" href="${e(origin + enPath)}">`,
    `<link rel="alternate" type="application/atom+xml" title="${e(shell.siteName)}" href="${e(feed)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    doc.head ?? "",
    `</head><body class="bg-slate-50 text-ink${lang === "ar" ? " font-arabic" : " font-sans"}">`,
    header(shell, doc.otherPath),
    `<main id="main" class="site-container py-10 sm:py-14">${doc.main}</main>`,
    footer(shell),
    "</body></html>",
  ].join("");
}

function card(post: BlogCard, lang: Lang) {
  const t = translator(lang);
  const texts = postIn(post, lang);
  const href = blogPath(lang, post.slug);
  const image = post.imageUrl
    ? `<img src="${e(imageSrc(post.imageUrl, 800))}" alt="" loading="lazy" class="aspect-[16/9] w-full object-cover">`
    : "";
  return `<li class="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm" ${textDir(texts.lang)}>${image}<div class="p-6"><p class="text-sm text-slate-500"><time datetime="${e(post.publishedAt ?? post.createdAt)}">${e(postDate(post.publishedAt ?? post.createdAt, lang))}</time></p><h2 class="mt-2 text-xl font-bold text-ink"><a class="site-focus rounded hover:text-brand" href="${e(href)}">${e(texts.title)}</a></h2>${texts.excerpt ? `<p class="mt-3 leading-relaxed text-slate-600">${e(texts.excerpt)}</p>` : ""}<p class="mt-4"><a class="site-focus rounded font-semibold text-brand" href="${e(href)}" aria-label="${e(`${t("readMore")}: ${texts.title}`)}">${e(t("readMore"))}</a></p></div></li>`;
}

export function blogIndexPage(shell: BlogShell, posts: BlogCard[], page: number, hasMore: boolean) {
  const t = translator(shell.lang);
  const suffix = page > 1 ? `?page=${page}` : "";
  const list =
    posts.length === 0
      ? `<p class="mt-10 text-lg text-slate-600">${e(t("blogEmpty"))}</p>`
      : `<ul class="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${posts.map((post) => card(post, shell.lang)).join("")}</ul>`;
  const pager = [
    page > 1
      ? `<a class="${siteButtonClass.secondary}" href="${blogPath(shell.lang)}${page > 2 ? `?page=${page - 1}` : ""}">${e(t("newerPosts"))}</a>`
      : "",
    hasMore
      ? `<a class="${siteButtonClass.secondary}" href="${blogPath(shell.lang)}?page=${page + 1}">${e(t("olderPosts"))}</a>`
      : "",
  ].join("");
  const main = `<p class="${eyebrowClass}">${e(shell.siteName)}</p><h1 class="mt-3 text-4xl font-bold tracking-tight">${e(t("blogTitle"))}</h1><p class="mt-4 max-w-2xl text-lg text-slate-600">${e(t("blogIntro"))}</p>${list}${pager ? `<nav class="mt-10 flex gap-3">${pager}</nav>` : ""}`;
  return blogDocument(shell, {
    title: t("blogTitle"),
    description: t("blogIntro"),
    path: `${blogPath(shell.lang)}${suffix}`,
    otherPath: `${blogPath(other(shell.lang))}${suffix}`,
    main,
  });
}

export function blogPostPage(shell: BlogShell, post: FullPost) {
  const { lang, origin } = shell;
  const t = translator(lang);
  const texts = postIn(post, lang);
  const bodyLang: Lang = lang === "ar" && post.htmlAr ? "ar" : "en";
  const date = post.publishedAt ?? post.createdAt;
  const image = post.imageUrl ? absolute(origin, imageSrc(post.imageUrl, 1200)) : undefined;
  const data = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: texts.title,
    description: texts.excerpt || undefined,
    datePublished: date,
    dateModified: post.updatedAt,
    inLanguage: bodyLang,
    url: `${origin}${blogPath(lang, post.slug)}`,
    mainEntityOfPage: `${origin}${blogPath(lang, post.slug)}`,
    ...(image ? { image } : {}),
    author: { "@type": "Organization", name: shell.siteName, url: `${origin}/` },
    publisher: { "@type": "Organization", name: shell.siteName, logo: `${origin}/favicon.svg` },
  };
  const cover = post.imageUrl
    ? `<img src="${e(imageSrc(post.imageUrl, 1200))}" alt="" class="mt-8 aspect-[16/9] w-full rounded-3xl object-cover">`
    : "";
  const main = `<article class="mx-auto max-w-3xl" ${textDir(texts.lang)}><p><a class="site-focus rounded text-sm font-semibold text-brand" href="${blogPath(lang)}" ${textDir(lang)}>${e(t("blogTitle"))}</a></p><h1 class="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">${e(texts.title)}</h1><p class="mt-3 text-slate-500" ${textDir(lang)}>${e(t("publishedOn"))} <time datetime="${e(date)}">${e(postDate(date, lang))}</time></p>${texts.excerpt ? `<p class="mt-5 text-lg leading-relaxed text-slate-600">${e(texts.excerpt)}</p>` : ""}${cover}<div class="post-body mt-8" ${textDir(bodyLang)}>${bodyLang === "ar" ? post.htmlAr : post.html}</div></article>`;
  return blogDocument(shell, {
    title: texts.title,
    description: texts.excerpt || texts.title,
    path: blogPath(lang, post.slug),
    otherPath: blogPath(other(lang), post.slug),
    head: `<meta property="og:type" content="article"><meta property="og:title" content="${e(texts.title)}">${image ? `<meta property="og:image" content="${e(image)}">` : ""}<script type="application/ld+json">${scriptJson(data)}</script>`,
    main,
  });
}
