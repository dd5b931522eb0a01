import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { blogPosts, newsletterSubscribers, productInquiries, products, testimonials } from "#db/schema.ts";
import type { Deps, SessionUser } from "#server/context.ts";
import type { Db } from "#server/db.ts";
import { adminProcedure, router } from "#server/trpc/init.ts";
import { idsSchema } from "#shared/desk.ts";
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

// What a kind of lead's desk service offers for its list (docs/decisions/110).
type InboxDesk<Query, Page, Rows> = {
  listPage: (db: Db, userId: string, query: Query) => Page;
  exportRows: (db: Db, userId: string, query: Query) => Rows;
  setRead: (db: Db, input: { userId: string; ids: string[]; read: boolean }) => void;
  markAllRead: (db: Db, userId: string) => void;
  // Who archived, for a desk that records it in the lead's history.
  setArchived: (db: Db, input: { ids: string[]; archived: boolean; user: SessionUser }) => void;
  remove: (db: Db, ids: string[]) => void;
};

// The procedures every inbox list shares (inquiries, contact messages, sample requests): a kind of lead spreads
// these into its router beside its own.
export function inboxProcedures<Query, Input, Page, Rows>(
  listSchema: z.ZodType<Query, Input>,
  desk: InboxDesk<Query, Page, Rows>,
) {
  // tRPC cannot see through a generic schema to its output type; the schema parses `input` into `Query`.
  return {
    page: adminProcedure
      .input(listSchema)
      .query(({ ctx, input }) => desk.listPage(ctx.deps.db, ctx.user.id, input as Query)),
    export: adminProcedure
      .input(listSchema)
      .query(({ ctx, input }) => desk.exportRows(ctx.deps.db, ctx.user.id, input as Query)),
    setRead: adminProcedure
      .input(idsSchema.extend({ read: z.boolean() }))
      .mutation(({ ctx, input }) => desk.setRead(ctx.deps.db, { ...input, userId: ctx.user.id })),
    markAllRead: adminProcedure.mutation(({ ctx }) => desk.markAllRead(ctx.deps.db, ctx.user.id)),
    setArchived: adminProcedure
      .input(idsSchema.extend({ archived: z.boolean() }))
      .mutation(({ ctx, input }) => desk.setArchived(ctx.deps.db, { ...input, user: ctx.user })),
    remove: adminProcedure.input(idsSchema).mutation(({ ctx, input }) => desk.remove(ctx.deps.db, input.ids)),
  };
}
