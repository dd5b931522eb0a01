import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import * as productCsv from "./service";

// The file's text, as the admin's page read it; 640 kB at most (http/body-limit.ts).
const file = z.object({ csv: z.string().min(1, "Choose a CSV file").max(600_000, "The file is too large") });

export const productCsvRouter = router({
  preview: adminProcedure
    .input(file)
    .mutation(({ ctx, input }) => productCsv.preview(ctx.deps.db, input.csv)),
  import: adminProcedure.input(file).mutation(({ ctx, input }) => productCsv.apply(ctx.deps.db, input.csv)),
});
