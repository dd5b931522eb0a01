import { accountRouter, usersRouter } from "../features/accounts/procedures";
import { appointmentsRouter } from "../features/appointments/procedures";
import { auditRouter } from "../features/audit/procedures";
import { authRouter } from "../features/auth/procedures";
import { backupsRouter } from "../features/backups/procedures";
import { blogRouter } from "../features/blog/procedures";
import { contactsRouter } from "../features/contacts/procedures";
import { contentRouter } from "../features/content/procedures";
import { deskRouter } from "../features/desk/summary";
import { downloadsRouter } from "../features/downloads/procedures";
import { inquiriesRouter } from "../features/inquiries/procedures";
import { mailRouter } from "../features/mail/procedures";
import { newsletterRouter } from "../features/newsletter/procedures";
import { productCsvRouter } from "../features/product-csv/procedures";
import { productsRouter } from "../features/products/procedures";
import { quotesRouter } from "../features/quotes/procedures";
import { samplesRouter } from "../features/samples/procedures";
import { siteAddressRouter } from "../features/site-address/procedures";
import { testimonialsRouter } from "../features/testimonials/procedures";
import { uploadsRouter } from "../features/uploads/procedures";
import { createCallerFactory, router } from "./init";

export const appRouter = router({
  auth: authRouter,
  products: productsRouter,
  testimonials: testimonialsRouter,
  contacts: contactsRouter,
  inquiries: inquiriesRouter,
  content: contentRouter,
  uploads: uploadsRouter,
  mail: mailRouter,
  siteAddress: siteAddressRouter,
  desk: deskRouter,
  newsletter: newsletterRouter,
  account: accountRouter,
  users: usersRouter,
  backups: backupsRouter,
  blog: blogRouter,
  quotes: quotesRouter,
  appointments: appointmentsRouter,
  audit: auditRouter,
  samples: samplesRouter,
  downloads: downloadsRouter,
  productCsv: productCsvRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
