import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "#server/trpc/init.ts";
import { contentUpdateSchema } from "#shared/schemas.ts";
import * as content from "./service";

// A key names a stored row as sent: " hero_title" is an unknown key (404), never hero_title.
const updateInput = contentUpdateSchema.extend({ key: z.string().min(1, "Required").max(100) });

export const contentRouter = router({
  list: publicProcedure.query(({ ctx }) => content.list(ctx.deps.db)),
  texts: publicProcedure.query(({ ctx }) => content.texts(ctx.deps.db)),
  update: adminProcedure
    .input(updateInput)
    .mutation(({ ctx, input }) =>
      content.update(ctx.deps.db, { ...input, now: ctx.deps.now(), origin: ctx.origin }),
    ),
});
