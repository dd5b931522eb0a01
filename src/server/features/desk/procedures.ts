import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { blogPosts, newsletterSubscribers, productInquiries, products, testimonials } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import * as appointments from "../appointments/desk";
import * as contacts from "../contacts/desk";
import * as inquiries from "../inquiries/desk";
import { todayOf } from "../quotes/context";
import { quoteFigures } from "../quotes/desk";
import * as samples from "../samples/desk";
import { countOf } from "./paging";
import { leadSourceKeys } from "./sources";

// The dashboard's counts, from the server for the signed-in admin: nothing depends on which browser was used.
export function summary(deps: Deps, userId: string) {
  const { db } = deps;
  return {
    unreadInquiries: inquiries.unreadCount(db, userId),
    pendingInquiries: countOf(
      db,
      productInquiries,
      and(isNull(productInquiries.archivedAt), eq(productInquiries.status, "pending")),
    ),
    unreadContacts: contacts.unreadCount(db, userId),
    unreadSamples: samples.unreadCount(db, userId),
    pendingTestimonials: countOf(db, testimonials, eq(testimonials.approved, false)),
    products: countOf(db, products),
    activeProducts: countOf(db, products, eq(products.active, true)),
    confirmedSubscribers: countOf(
      db,
      newsletterSubscribers,
      and(eq(newsletterSubscribers.subscribed, true), isNotNull(newsletterSubscribers.confirmedAt)),
    ),
    draftPosts: countOf(db, blogPosts, eq(blogPosts.published, false)),
    // The next appointments (pending or confirmed, not yet past), soonest first, and how many there are.
    appointments: appointments.upcoming(deps),
    quotes: quoteFigures(db, todayOf(deps)),
  };
}

export const deskRouter = router({
  summary: adminProcedure.query(({ ctx }) => summary(ctx.deps, ctx.user.id)),
  sources: adminProcedure.query(({ ctx }) => leadSourceKeys(ctx.deps.db)),
});
