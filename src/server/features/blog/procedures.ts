import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { blogPostInputSchema, markdownPreviewSchema } from "#shared/blog-schema.ts";
import { blogListSchema } from "#shared/desk.ts";
import { byIdSchema } from "#shared/schemas.ts";
import * as desk from "./desk";
import { postHtml, withHtml } from "./reading";
import * as blog from "./service";

const bySlug = z.object({ slug: z.string().min(1).max(200) });

export const blogRouter = router({
  // The landing page's three newest, without their texts.
  latest: publicProcedure.query(({ ctx }) => blog.listPublished(ctx.deps.db, { limit: 3 })),
  bySlug: publicProcedure
    .input(bySlug)
    .query(({ ctx, input }) => withHtml(blog.publishedBySlug(ctx.deps.db, input.slug))),
  page: adminProcedure.input(blogListSchema).query(({ ctx, input }) => desk.listPage(ctx.deps.db, input)),
  get: adminProcedure.input(byIdSchema).query(({ ctx, input }) => blog.get(ctx.deps.db, input.id)),
  create: adminProcedure
    .input(blogPostInputSchema)
    .mutation(({ ctx, input }) => blog.create(ctx.deps, input)),
  update: adminProcedure
    .input(byIdSchema.extend({ data: blogPostInputSchema }))
    .mutation(({ ctx, input }) => blog.update(ctx.deps, input.id, input.data)),
  remove: adminProcedure.input(byIdSchema).mutation(({ ctx, input }) => {
    blog.remove(ctx.deps.db, input.id);
    return { id: input.id };
  }),
  // The editor's live preview, made by the same code as the public page (a POST: the text is too long for a URL).
  preview: adminProcedure
    .input(markdownPreviewSchema)
    .mutation(({ input }) => ({ html: postHtml(input.markdown) })),
});
