import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { Lang } from "#shared/i18n/index.ts";

// zod, the resolver and the shared schemas are needed only once a visitor submits: they load then, in their
// own chunk, instead of with the landing page. The form's context is the visitor's language, which picks the
// schema whose messages speak it.
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: (lang: Lang) => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, Lang, Output> {
  const ready = new Map<Lang, Promise<Resolver<Input, Lang, Output>>>();
  return async (values, lang = "en", options) => {
    let resolver = ready.get(lang);
    if (!resolver) {
      resolver = Promise.all([import("@hookform/resolvers/zod"), loadSchema(lang)]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, Lang, Output>,
      );
      ready.set(lang, resolver);
    }
    return (await resolver)(values, lang, options);
  };
}
