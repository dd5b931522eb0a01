import { useQuery } from "@tanstack/react-query";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { blogPath, postIn } from "#shared/blog.ts";
import { imageSrc } from "#shared/image.ts";
import { writtenDate } from "#shared/written-date.ts";
import { Icon } from "../components/site-ui/icon";
import { useTRPC } from "../lib/trpc";
import { SectionHeading } from "./section-heading";
import { useSite } from "./site-context";

// The three newest published posts; the server prefetches them with the page.
export function useLatestPosts() {
  const trpc = useTRPC();
  return useQuery(trpc.blog.latest.queryOptions()).data ?? [];
}

// Shown only once there is a post (the header and footer link to the blog only then, too).
export function BlogSection() {
  const { lang, t } = useSite();
  const posts = useLatestPosts();
  if (posts.length === 0) return null;
  return (
    <section id="blog" aria-labelledby="blog-title" className="scroll-mt-20 bg-slate-50 py-20 lg:py-28">
      <div className="site-container">
        <SectionHeading id="blog-title" eyebrow={t("blogEyebrow")} title={t("latestPostsTitle")} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {posts.map((post) => {
            const texts = postIn(post, lang);
            const date = post.publishedAt ?? post.createdAt;
            return (
              <li
                key={post.id}
                lang={texts.lang}
                dir={texts.lang === "ar" ? "rtl" : "ltr"}
                className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
              >
                {post.imageUrl ? (
                  <img
                    src={imageSrc(post.imageUrl, 400)}
                    srcSet={[400, 800].map((w) => `${imageSrc(post.imageUrl ?? "", w)} ${w}w`).join(", ")}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    alt=""
                    loading="lazy"
                    className="aspect-[16/9] w-full object-cover"
                  />
                ) : null}
                <div className="p-6">
                  <p className="text-sm text-slate-500">
                    <time dateTime={date}>{writtenDate(date, lang)}</time>
                  </p>
                  <h3 className="mt-2 text-xl font-bold text-ink">
                    <a className="site-focus rounded hover:text-brand" href={blogPath(lang, post.slug)}>
                      {texts.title}
                    </a>
                  </h3>
                  {texts.excerpt ? (
                    <p className="mt-3 leading-relaxed text-slate-600">{texts.excerpt}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center">
          <a href={blogPath(lang)} className={siteButtonClass.secondary}>
            {t("allPosts")}
            <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
          </a>
        </p>
      </div>
    </section>
  );
}
