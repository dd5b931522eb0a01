import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type ContentText, contentLookup } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { useTRPC } from "./trpc";

export function useContent(lang: Lang): ContentText {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.content.texts.queryOptions());
  return useMemo(() => contentLookup(new Map(Object.entries(data ?? {})), lang), [data, lang]);
}
