import type { ReactNode } from "react";
import { eyebrowClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { blogPath, postIn } from "#shared/blog.ts";
import { scriptJson } from "#shared/html.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import { imageSrc } from "#shared/image.ts";
import { writtenDate } from "#shared/written-date.ts";
import type { withHtml } from "../features/blog/reading";
import type { BlogCard } from "../features/blog/service";
import { type Shell, sitePage } from "./site-page";
import { absolute, dirOf, otherLang } from "./site-text";

// The blog's pages (docs/decisions/135): plain server HTML with the site's CSS and no script, like the no-JS
// form pages, so an article is read, indexed and printed without waiting for anything.
export type BlogShell = Shell;
type FullPost = ReturnType<typeof withHtml>;
type Document = {
  title: string;
  description: string;
  path: string;
  otherPath: string;
  meta?: ReactNode;
  jsonLd?: ReactNode;
  children: ReactNode;
};

const textDir = (lang: Lang) => ({ lang, dir: dirOf(lang) });

// Each blog page names its feed in the head and, for a reader, under its text.
function blogDocument(shell: BlogShell, { children, ...doc }: Document) {
  const feed = `${blogPath(shell.lang)}/feed.xml`;
  const page = {
    ...doc,
    title: `${doc.title} | ${shell.siteName}`,
    meta: (
      <link
        rel="alternate"
        type="application/atom+xml"
        title={shell.siteName}
        href={`${shell.origin}${feed}`}
      />
    ),
  };
  return sitePage(
    shell,
    page,
    <>
      {children}
      <p className="mt-12 text-sm">
        <a className="site-focus rounded font-semibold text-brand hover:underline" href={feed}>
          {translator(shell.lang)("blogFeed")}
        </a>
      </p>
    </>,
  );
}

function Card({ post, lang }: { post: BlogCard; lang: Lang }) {
  const t = translator(lang);
  const texts = postIn(post, lang);
  const href = blogPath(lang, post.slug);
  const date = post.publishedAt ?? post.createdAt;
  return (
    <li
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
      {...textDir(texts.lang)}
    >
      {post.imageUrl && (
        <img
          src={imageSrc(post.imageUrl, 800)}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <div className="p-6">
        <p className="text-sm text-slate-500">
          <time dateTime={date}>{writtenDate(date, lang)}</time>
        </p>
        <h2 className="mt-2 text-xl font-bold text-ink">
          <a className="site-focus rounded hover:text-brand" href={href}>
            {texts.title}
          </a>
        </h2>
        {texts.excerpt && <p className="mt-3 leading-relaxed text-slate-600">{texts.excerpt}</p>}
        <p className="mt-4">
          <a
            className="site-focus rounded font-semibold text-brand"
            href={href}
            aria-label={`${t("readMore")}: ${texts.title}`}
          >
            {t("readMore")}
          </a>
        </p>
      </div>
    </li>
  );
}

export function blogIndexPage(shell: BlogShell, posts: BlogCard[], page: number, hasMore: boolean) {
  const t = translator(shell.lang);
  const suffix = page > 1 ? `?page=${page}` : "";
  const newer = page > 1 && `${blogPath(shell.lang)}${page > 2 ? `?page=${page - 1}` : ""}`;
  const older = hasMore && `${blogPath(shell.lang)}?page=${page + 1}`;
  return blogDocument(shell, {
    title: t("blogTitle"),
    description: t("blogIntro"),
    path: `${blogPath(shell.lang)}${suffix}`,
    otherPath: `${blogPath(otherLang(shell.lang))}${suffix}`,
    children: (
      <>
        <p className={eyebrowClass}>{shell.siteName}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight">{t("blogTitle")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{t("blogIntro")}</p>
        {posts.length === 0 ? (
          <p className="mt-10 text-lg text-slate-600">{t("blogEmpty")}</p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <Card key={post.slug} post={post} lang={shell.lang} />
            ))}
          </ul>
        )}
        {(newer || older) && (
          <nav className="mt-10 flex gap-3">
            {newer && (
              <a className={siteButtonClass.secondary} href={newer}>
                {t("newerPosts")}
              </a>
            )}
            {older && (
              <a className={siteButtonClass.secondary} href={older}>
                {t("olderPosts")}
              </a>
            )}
          </nav>
        )}
      </>
    ),
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
  return blogDocument(shell, {
    title: texts.title,
    description: texts.excerpt || texts.title,
    path: blogPath(lang, post.slug),
    otherPath: blogPath(otherLang(lang), post.slug),
    meta: (
      <>
        <meta property="og:type" content="article" />
        <meta property="og:title" content={texts.title} />
        {image && <meta property="og:image" content={image} />}
      </>
    ),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes "<", so no value closes the element.
    jsonLd: <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />,
    children: (
      <article className="mx-auto max-w-3xl" {...textDir(texts.lang)}>
        <p>
          <a
            className="site-focus rounded text-sm font-semibold text-brand"
            href={blogPath(lang)}
            {...textDir(lang)}
          >
            {t("blogTitle")}
          </a>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{texts.title}</h1>
        <p className="mt-3 text-slate-500" {...textDir(lang)}>
          {`${t("publishedOn")} `}
          <time dateTime={date}>{writtenDate(date, lang)}</time>
        </p>
        {texts.excerpt && <p className="mt-5 text-lg leading-relaxed text-slate-600">{texts.excerpt}</p>}
        {post.imageUrl && (
          <img
            src={imageSrc(post.imageUrl, 1200)}
            alt=""
            className="mt-8 aspect-[16/9] w-full rounded-3xl object-cover"
          />
        )}
        <div
          className="post-body mt-8"
          {...textDir(bodyLang)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's Markdown, sanitised by markdown.ts.
          dangerouslySetInnerHTML={{ __html: (bodyLang === "ar" ? post.htmlAr : post.html) ?? "" }}
        />
      </article>
    ),
  });
}
