import { adminProcedure, router } from "#server/trpc/init.ts";
import { siteAddressSchema } from "#shared/site-address.ts";
import { saveSiteAddress, siteAddressState } from "./service";

export const siteAddressRouter = router({
  get: adminProcedure.query(({ ctx }) => siteAddressState(ctx.deps)),
  save: adminProcedure
    .input(siteAddressSchema)
    .mutation(({ ctx, input }) => saveSiteAddress(ctx.deps, input.origin)),
});
