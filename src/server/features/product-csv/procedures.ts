import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { limits } from "#shared/constants.ts";
import { inWorker } from "./in-worker";

// The file's text, as the admin's page read it (products-csv/csv-file.ts checks its size in bytes first).
const file = z.object({
  csv: z.string().min(1, "Choose a CSV file").max(limits.productCsvMaxBytes, "The file is too large"),
});

export const productCsvRouter = router({
  preview: adminProcedure
    .input(file)
    .mutation(({ ctx, input }) => inWorker(ctx.deps.db, "preview", input.csv)),
  import: adminProcedure.input(file).mutation(({ ctx, input }) => inWorker(ctx.deps.db, "import", input.csv)),
});
