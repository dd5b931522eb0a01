import { adminProcedure, router } from "#server/trpc/init.ts";
import { siteAddressSchema } from "#shared/site-address.ts";
import { newsletterContextOfCall } from "../newsletter/context";
import { confirmWaiting } from "../newsletter/service";
import { saveSiteAddress, siteAddressState } from "./service";

export const siteAddressRouter = router({
  get: adminProcedure.query(({ ctx }) => siteAddressState(ctx.deps)),
  // The address and the confirmations that waited for it are stored in one transaction (one SQLite connection).
  save: adminProcedure.input(siteAddressSchema).mutation(async ({ ctx, input }) => {
    const newsletter = await newsletterContextOfCall(ctx);
    return ctx.deps.db.transaction((tx) => {
      const state = saveSiteAddress(ctx.deps, input.origin);
      confirmWaiting(tx, { ...newsletter, mail: { ...newsletter.mail, origin: state.origin ?? undefined } });
      return state;
    });
  }),
});
