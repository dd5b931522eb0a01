import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/trpc/router.ts";

type Outputs = inferRouterOutputs<AppRouter>;
export type AdminProduct = Outputs["products"]["adminList"][number];
export type AdminTestimonial = Outputs["testimonials"]["adminList"][number];
export type ContactMessage = Outputs["contacts"]["list"][number];
export type Inquiry = Outputs["inquiries"]["list"][number];
export type ContentItem = Outputs["content"]["list"][number];
export type DeskInquiry = Outputs["inquiries"]["page"]["rows"][number];
export type DeskContact = Outputs["contacts"]["page"]["rows"][number];
export type DeskTestimonial = Outputs["testimonials"]["page"]["rows"][number];
export type Subscriber = Outputs["newsletter"]["subscribers"]["rows"][number];
export type DeskAppointment = Outputs["appointments"]["page"]["rows"][number];
export type DeskSummary = Outputs["desk"]["summary"];
export type Campaign = Outputs["newsletter"]["campaigns"][number];
export type BlogRow = Outputs["blog"]["page"]["rows"][number];
export type BlogPostFull = Outputs["blog"]["get"];
export type QuoteRow = Outputs["quotes"]["page"]["rows"][number];
