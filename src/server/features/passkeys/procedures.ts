import { z } from "zod";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { passkeyRegistrationSchema, passkeyRequirementSchema } from "#shared/passkey-schemas.ts";
import { assertOwner } from "../accounts/owner";
import { addPasskey, registrationOptions } from "./registration";
import { passkeyRequirement, passkeysOf, removePasskey, setPasskeyRequirement } from "./service";

const byId = z.object({ id: z.string().min(1).max(1400) });

// Your own passkeys, and the rule for every admin. Options are a mutation: each call opens a challenge.
export const passkeysRouter = router({
  list: adminProcedure.query(({ ctx }) => passkeysOf(ctx.deps.db, ctx.user)),
  registrationOptions: adminProcedure.mutation(({ ctx }) =>
    registrationOptions(ctx.deps, ctx.user, ctx.origin, ctx.ip),
  ),
  add: adminProcedure
    .input(passkeyRegistrationSchema)
    .mutation(({ ctx, input }) => addPasskey(ctx.deps, ctx.user, ctx.origin, input)),
  remove: adminProcedure
    .input(byId)
    .mutation(({ ctx, input }) => removePasskey(ctx.deps.db, ctx.user, input.id)),
  requirement: adminProcedure.query(({ ctx }) => passkeyRequirement(ctx.deps.db)),
  // Only the owner decides this for every admin (docs/decisions/140).
  setRequirement: adminProcedure.input(passkeyRequirementSchema).mutation(({ ctx, input }) => {
    assertOwner(ctx.deps.db, ctx.user.id);
    return setPasskeyRequirement(ctx.deps.db, ctx.user, input.required);
  }),
});
