import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/trpc/router.ts";

type Outputs = inferRouterOutputs<AppRouter>;
export type AdminProduct = Outputs["products"]["adminList"][number];
export type AdminTestimonial = Outputs["testimonials"]["adminList"][number];
export type ContactMessage = Outputs["contacts"]["list"][number];
export type Inquiry = Outputs["inquiries"]["list"][number];
export type ContentItem = Outputs["content"]["list"][number];
