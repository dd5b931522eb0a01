import { markdownToHtml } from "#server/core/markdown.ts";
import type { BlogPost } from "./service";

export const postHtml = (markdown: string) => markdownToHtml(markdown, { rich: true });

// A post as a reader gets it: its Markdown also as sanitised HTML, in each language it has.
export const withHtml = (post: BlogPost) => ({
  ...post,
  html: postHtml(post.content),
  htmlAr: post.contentAr ? postHtml(post.contentAr) : "",
});
