import { useLocation, useSearch } from "wouter";
import type { z } from "zod";

// A list's view lives in its URL (?page=&q=&status=&sort=&size=), so Back, a reload and a shared link show the same
// rows. A value the schema refuses (an old link, a typo) falls back to its default instead of breaking the screen.
export function readListParams<S extends z.ZodObject>(schema: S, search: string): z.output<S> {
  const given = Object.fromEntries(new URLSearchParams(search));
  const kept = Object.fromEntries(
    Object.entries(given).filter(([key, value]) => schema.shape[key]?.safeParse(value).success),
  );
  return schema.parse(kept);
}

// A list's view as its screen holds it: the schema's fields, and the record an owner alert asked for.
export type ListView<S extends z.ZodObject> = z.output<S> & { at?: string };

export function useListParams<S extends z.ZodObject>(schema: S) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // An owner alert's link (`#<id>`) asks for the page that holds that record, until the view is changed.
  const hash = window.location.hash.slice(1);
  const query: ListView<S> = {
    ...readListParams(schema, search),
    ...(hash ? { at: decodeURIComponent(hash) } : {}),
  };
  const defaults = schema.parse({}) as Record<string, unknown>;

  // Any change but the page's own number starts again at page 1. Typing replaces the history entry.
  const update = (changes: Partial<z.output<S>>, options: { replace?: boolean } = {}) => {
    const next: Record<string, unknown> = { ...query, at: undefined, page: 1, ...changes };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== defaults[key]) params.set(key, String(value));
    }
    const qs = params.toString();
    navigate(qs ? `${location}?${qs}` : location, { replace: options.replace });
  };
  return [query, update] as const;
}
