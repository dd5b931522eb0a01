import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

// zod, the resolver and the shared schemas are needed only once a visitor submits: they load then, in their
// own chunk, instead of with the landing page.
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    return (await ready)(values, context, options);
  };
}
