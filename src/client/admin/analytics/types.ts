import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/trpc/router.ts";

type Outputs = inferRouterOutputs<AppRouter>["analytics"];
export type StatsReport = Outputs["report"];
export type Ranked = StatsReport["pages"][number];
export type CampaignLink = Outputs["links"][number];
