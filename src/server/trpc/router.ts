import { accountRouter, usersRouter } from "../features/accounts/procedures";
import { analyticsRouter } from "../features/analytics/procedures";
import { appointmentsRouter } from "../features/appointments/procedures";
import { auditRouter } from "../features/audit/procedures";
import { authRouter } from "../features/auth/procedures";
import { backupsRouter } from "../features/backups/procedures";
import { blogRouter } from "../features/blog/procedures";
import { businessRulesRouter } from "../features/business-rules/procedures";
import { categoriesRouter } from "../features/categories/procedures";
import { contactsRouter } from "../features/contacts/procedures";
import { contentRouter } from "../features/content/procedures";
import { deskRouter } from "../features/desk/procedures";
import { downloadsRouter } from "../features/downloads/procedures";
import { followUpRouter } from "../features/follow-up/procedures";
import { inquiriesRouter } from "../features/inquiries/procedures";
import { mailRouter } from "../features/mail/procedures";
import { newsletterRouter } from "../features/newsletter/procedures";
import { passkeysRouter } from "../features/passkeys/procedures";
import { productCsvRouter } from "../features/product-csv/procedures";
import { productsRouter } from "../features/products/procedures";
import { quotesRouter } from "../features/quotes/procedures";
import { samplesRouter } from "../features/samples/procedures";
import { siteAddressRouter } from "../features/site-address/procedures";
import { testimonialsRouter } from "../features/testimonials/procedures";
import { uploadsRouter } from "../features/uploads/procedures";
import { procedureDoor } from "../http/procedure-door";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  auth: authRouter,
  products: productsRouter,
  categories: categoriesRouter,
  testimonials: testimonialsRouter,
  contacts: contactsRouter,
  inquiries: inquiriesRouter,
  content: contentRouter,
  uploads: uploadsRouter,
  mail: mailRouter,
  siteAddress: siteAddressRouter,
  businessRules: businessRulesRouter,
  desk: deskRouter,
  newsletter: newsletterRouter,
  account: accountRouter,
  users: usersRouter,
  passkeys: passkeysRouter,
  backups: backupsRouter,
  blog: blogRouter,
  quotes: quotesRouter,
  followUp: followUpRouter,
  appointments: appointmentsRouter,
  audit: auditRouter,
  analytics: analyticsRouter,
  samples: samplesRouter,
  downloads: downloadsRouter,
  productCsv: productCsvRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
// The admin's REST paths call these procedures, so a REST write is the same call as the admin screen's.
export const viaProcedure = procedureDoor(createCaller);
