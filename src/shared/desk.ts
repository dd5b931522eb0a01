import { z } from "zod";
import { appointmentStatuses } from "./appointment-schema";
import { auditKinds } from "./audit";
import { slugPattern } from "./blog";
import { inquiryStatuses } from "./constants";
import { sampleStatuses } from "./sample-request";
import { idSchema } from "./schemas";
import { isCalendarDate } from "./wall-clock";

// The admin's lists (docs/decisions/110): one page of rows chosen on the server, described by the same fields the
// screen keeps in its URL (?page=&q=&status=&sort=&size=), so Back and a reload show the same view.
export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 25;
export const listSorts = ["newest", "oldest", "name"] as const;
export type ListSort = (typeof listSorts)[number];

const listQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce
      .number()
      .refine((n) => (pageSizes as readonly number[]).includes(n), "Choose 10, 25, 50 or 100 rows a page")
      .default(defaultPageSize),
    q: z.string().trim().max(200).default(""),
    status: z.enum(statuses).default(statuses[0]),
    sort: z.enum(listSorts).default("newest"),
    // The record an owner alert links to: the answer is the page of this view that holds it.
    at: z.string().max(64).optional(),
  });

// The lists of leads also filter by where the visitor came from: a source key (docs/decisions/200), "" for all.
const bySource = { source: z.string().trim().toLowerCase().max(100).default("") };

export const inquiryViews = ["open", "unread", ...inquiryStatuses, "archived"] as const;
export const contactViews = ["open", "unread", "archived"] as const;
export const testimonialViews = ["all", "pending", "approved"] as const;
export const productViews = ["all", "active", "hidden", "featured"] as const;
export const subscriberViews = ["all", "confirmed", "unconfirmed", "unsubscribed"] as const;
export const blogViews = ["all", "published", "draft"] as const;
export const quoteViews = ["all", "draft", "waiting", "accepted", "declined", "expired"] as const;
export const sampleViews = ["open", "unread", ...sampleStatuses, "archived"] as const;

export const inquiryListSchema = listQuery(inquiryViews).extend(bySource);
export const contactListSchema = listQuery(contactViews).extend(bySource);
export const testimonialListSchema = listQuery(testimonialViews);
export const productListSchema = listQuery(productViews).extend({
  // "all", or a category's slug: the owner manages the categories (docs/decisions/210).
  category: z.union([z.literal("all"), z.string().max(80).regex(slugPattern)]).default("all"),
});

export const subscriberListSchema = listQuery(subscriberViews).extend(bySource);
export const blogListSchema = listQuery(blogViews);
export const quoteListSchema = listQuery(quoteViews);
export const sampleListSchema = listQuery(sampleViews).extend(bySource);

// Appointments: "upcoming" is pending or confirmed and not yet past; `from` and `to` are days on the factory's clock,
// both included. The sort reads the booked date: "oldest" (the default) is the soonest first.
export const appointmentViews = ["upcoming", "all", ...appointmentStatuses] as const;
const day = z
  .union([z.literal(""), z.string().refine(isCalendarDate, "Use a date as YYYY-MM-DD")])
  .default("");
export const appointmentListSchema = listQuery(appointmentViews).extend({
  ...bySource,
  from: day,
  to: day,
  sort: z.enum(listSorts).default("oldest"),
});
export type AppointmentListQuery = z.output<typeof appointmentListSchema>;

// The audit log (docs/decisions/190): by kind, by who (a username), and by days on the factory's clock.
export const activityViews = ["all", ...auditKinds] as const;
export const activityListSchema = listQuery(activityViews).extend({
  who: z.string().trim().max(100).default(""),
  from: day,
  to: day,
});
export type ActivityListQuery = z.output<typeof activityListSchema>;

export type InquiryListQuery = z.output<typeof inquiryListSchema>;
export type ContactListQuery = z.output<typeof contactListSchema>;
export type TestimonialListQuery = z.output<typeof testimonialListSchema>;
export type ProductListQuery = z.output<typeof productListSchema>;
export type SubscriberListQuery = z.output<typeof subscriberListSchema>;
export type BlogListQuery = z.output<typeof blogListSchema>;
export type QuoteListQuery = z.output<typeof quoteListSchema>;
export type SampleListQuery = z.output<typeof sampleListSchema>;
export type ListQuery = z.output<ReturnType<typeof listQuery>>;

// Bulk actions name at most one page of rows at a time.
export const idsSchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) });
export const noteSchema = z.object({
  id: idSchema,
  body: z.string().trim().min(1, "Write the note first").max(5000, "A note holds at most 5000 characters"),
});
