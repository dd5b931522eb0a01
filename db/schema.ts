import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { LeadSource } from "../src/shared/lead-source.ts";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
// Milliseconds since the epoch, set by SQLite itself so every insert path gets the same clock.
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: "base64" };
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" }).notNull().default(now);
// A row that belongs to another one and is deleted with it.
const belongsTo = (name: string, parent: () => AnySQLiteColumn) =>
  text(name).notNull().references(parent, { onDelete: "cascade" });

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull().unique(),
    password: text("password").notNull(),
    // A disabled admin cannot sign in; one created by another admin must replace its one-time password first
    // (docs/decisions/140).
    disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
    mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
    // Set by the code: SQLite cannot add a column whose default is the clock to a table that has rows.
    createdAt: integer("created_at", { mode: "timestamp_ms" }).$defaultFn(() => new Date()),
    // The one admin whom the others cannot disable, remove, sign out or change; the index allows only one
    // (docs/decisions/140).
    owner: integer("owner", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("users_one_owner").on(t.owner).where(sql`owner = 1`)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // sha256 of the cookie token: a leaked database does not hand out live sessions.
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: timestamp("created_at"),
    userAgent: text("user_agent").notNull().default(""),
    // Written at most once a minute per session, so a request is not a write.
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).$defaultFn(() => new Date()),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// An admin's passkeys (docs/decisions/142). The id is the credential ID the authenticator chose (base64url); the
// counter and backup state are kept as WebAuthn and SimpleWebAuthn recommend, updated at every sign-in.
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull(),
    createdAt: timestamp("created_at"),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

// One row (id 1) once an admin has chosen: whether every admin must sign in with a passkey.
export const securitySettings = sqliteTable("security_settings", {
  id: integer("id").primaryKey(),
  requirePasskeys: integer("require_passkeys", { mode: "boolean" }).notNull(),
});

const archivedAt = () => integer("archived_at", { mode: "timestamp_ms" });
// Where a lead's visitor came from (docs/decisions/200): the first touch of the visit as JSON (null: unknown), and
// the one word the desk filters by and the funnel splits by (sourceLabel: a campaign's source, an ad network, a
// referring host, else "direct").
const leadSource = () => text("source", { mode: "json" }).$type<LeadSource>();
const sourceKey = () => text("source_key").notNull().default("direct");

export const contacts = sqliteTable(
  "contacts",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at"),
    archivedAt: archivedAt(),
    source: leadSource(),
    sourceKey: sourceKey(),
  },
  (t) => [index("contacts_created_idx").on(t.createdAt), index("contacts_source_idx").on(t.sourceKey)],
);

export const products = sqliteTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    nameAr: text("name_ar").notNull().default(""),
    descriptionAr: text("description_ar").notNull().default(""),
    category: text("category").notNull(),
    // decimal(10,2) kept exact as text, always with two decimals ("12.50"); SQLite has no decimal type.
    price: text("price"),
    specifications: text("specifications", { mode: "json" }).$type<string[]>(),
    imageUrl: text("image_url").notNull().default(""),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    showPrice: integer("show_price", { mode: "boolean" }).notNull().default(true),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: timestamp("created_at"),
    // The product page's address and what it shows (docs/decisions/210). `slug` is made from the name by the
    // service (and once, by seed.ts's data step, for rows from before it); `searchText` is every searchable text
    // folded by shared/search-text.ts.
    slug: text("slug"),
    specTable: text("spec_table", { mode: "json" }).$type<SpecRow[]>().notNull().default(sql`'[]'`),
    gallery: text("gallery", { mode: "json" }).$type<GalleryImage[]>().notNull().default(sql`'[]'`),
    unitOfSale: text("unit_of_sale").notNull().default(""),
    unitOfSaleAr: text("unit_of_sale_ar").notNull().default(""),
    piecesPerUnit: integer("pieces_per_unit"),
    minOrder: integer("min_order").notNull().default(1),
    orderMultiple: integer("order_multiple").notNull().default(1),
    quantityPrices: text("quantity_prices", { mode: "json" })
      .$type<QuantityPrice[]>()
      .notNull()
      .default(sql`'[]'`),
    seoTitle: text("seo_title").notNull().default(""),
    seoTitleAr: text("seo_title_ar").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    seoDescriptionAr: text("seo_description_ar").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    index("products_created_idx").on(t.createdAt),
    uniqueIndex("products_slug").on(t.slug),
    // The catalogue's search (docs/decisions/211) reads only this index until a page's rows are known: in the
    // featured order it stops at the page's end, and the count never touches the wide rows.
    index("products_catalogue_idx").on(t.active, t.featured, t.createdAt, t.searchText),
    // The catalogue's category counts, on every catalogue page, from this index alone.
    index("products_category_idx").on(t.active, t.category),
  ],
);
export type SpecRow = { label: string; labelAr: string; value: string; valueAr: string };
export type GalleryImage = { url: string; alt: string; altAr: string };
export type QuantityPrice = { minQuantity: number; price: string };

// A product's earlier addresses: each answers a 301 to the product's current page.
export const productSlugRedirects = sqliteTable("product_slug_redirects", {
  slug: text("slug").primaryKey(),
  productId: belongsTo("product_id", () => products.id),
});

// The catalogue's categories; `products.category` holds a slug from here (the spec's five are where it starts).
export const categories = sqliteTable("categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull().default(""),
  description: text("description").notNull().default(""),
  descriptionAr: text("description_ar").notNull().default(""),
  position: integer("position").notNull().default(0),
});

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    experience: text("experience"),
    text: text("text").notNull(),
    rating: integer("rating").notNull(),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("testimonials_created_idx").on(t.createdAt)],
);

// A visit to the factory or a call, booked by a visitor (docs/decisions/150). `preferredDate` is the instant of the
// chosen wall-clock time in SITE_TIME_ZONE; `lang` is the page's language, for the confirmation mail.
export const appointments = sqliteTable(
  "appointments",
  {
    id: id(),
    companyName: text("company_name").notNull(),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    kind: text("kind", { enum: ["visit", "call"] })
      .notNull()
      .default("visit"),
    preferredDate: integer("preferred_date", { mode: "timestamp_ms" }).notNull(),
    message: text("message"),
    status: text("status", { enum: ["pending", "confirmed", "completed", "cancelled"] })
      .notNull()
      .default("pending"),
    lang: text("lang").notNull().default("en"),
    createdAt: timestamp("created_at"),
    // The SEQUENCE of the last calendar file mailed for it, so each update or cancel is newer (151).
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    source: leadSource(),
    sourceKey: sourceKey(),
  },
  (t) => [
    index("appointments_date_idx").on(t.preferredDate),
    index("appointments_source_idx").on(t.sourceKey),
  ],
);

// A post's Arabic texts are optional: /ar/blog shows the English ones where they are empty (docs/decisions/135).
// `published_at` is set when a post is first published and orders the public list.
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
    titleAr: text("title_ar").notNull().default(""),
    excerptAr: text("excerpt_ar").notNull().default(""),
    contentAr: text("content_ar").notNull().default(""),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("blog_posts_public").on(t.published, t.publishedAt)],
);

// A subscriber is confirmed once the link of the confirmation mail was opened (double opt-in, docs/decisions/130);
// `subscribed` turns false on unsubscribing, and the row stays so a later mail can be refused.
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    subscribed: integer("subscribed", { mode: "boolean" }).notNull().default(true),
    createdAt: timestamp("created_at"),
    lang: text("lang").notNull().default("en"),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    source: leadSource(),
    sourceKey: sourceKey(),
  },
  (t) => [
    index("newsletter_subscribers_created_idx").on(t.createdAt),
    index("newsletter_subscribers_source_idx").on(t.sourceKey),
  ],
);

export const newsletterCampaigns = sqliteTable("newsletter_campaigns", {
  id: id(),
  subject: text("subject").notNull(),
  subjectAr: text("subject_ar").notNull().default(""),
  body: text("body").notNull(),
  bodyAr: text("body_ar").notNull().default(""),
  recipients: integer("recipients").notNull().default(0),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
});

export const siteContent = sqliteTable("site_content", {
  id: id(),
  key: text("key").notNull().unique(),
  value: text("value").notNull(),
  type: text("type", { enum: ["text", "image", "color"] })
    .notNull()
    .default("text"),
  description: text("description"),
  updatedAt: timestamp("updated_at"),
});

export const productInquiries = sqliteTable(
  "product_inquiries",
  {
    id: id(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    businessType: text("business_type").notNull(),
    quantity: text("quantity").notNull(),
    needByDate: text("need_by_date").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    additionalNotes: text("additional_notes"),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at"),
    archivedAt: archivedAt(),
    // The buyer's quote list this line came with (docs/decisions/160); null for a single inquiry.
    requestId: text("request_id"),
    // The language the buyer wrote in: their confirmation's, and the quote drafted from it.
    lang: text("lang").notNull().default("en"),
    source: leadSource(),
    sourceKey: sourceKey(),
  },
  (t) => [
    index("product_inquiries_created_idx").on(t.createdAt),
    index("product_inquiries_request_idx").on(t.requestId),
    index("product_inquiries_source_idx").on(t.sourceKey),
  ],
);

// An inquiry's timeline: internal notes and every status change or archiving, with who did it. The name is kept
// as text so the history stays readable after that admin account is removed.
export const inquiryEvents = sqliteTable(
  "inquiry_events",
  {
    id: id(),
    inquiryId: belongsTo("inquiry_id", () => productInquiries.id),
    author: text("author").notNull(),
    kind: text("kind", { enum: ["note", "status", "archived", "restored", "quote"] }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("inquiry_events_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

// A product's datasheets and certificates (docs/decisions/211): one uploaded PDF each, with a title in both
// languages that also names the downloaded file, in the owner's order.
export const productFiles = sqliteTable(
  "product_files",
  {
    id: id(),
    productId: belongsTo("product_id", () => products.id),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull().default(""),
    size: integer("size").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("product_files_product_idx").on(t.productId, t.position)],
);

// A buyer's request for samples of one product (docs/decisions/211): its own kind of request on the owner's desk.
// The product's name is copied at the time, so the request reads the same after the product is renamed or removed.
export const sampleRequests = sqliteTable(
  "sample_requests",
  {
    id: id(),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    companyName: text("company_name").notNull(),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    deliveryAddress: text("delivery_address").notNull(),
    quantity: text("quantity").notNull(),
    note: text("note"),
    status: text("status", { enum: ["pending", "sent", "declined"] })
      .notNull()
      .default("pending"),
    lang: text("lang", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    createdAt: timestamp("created_at"),
    archivedAt: archivedAt(),
    source: leadSource(),
    sourceKey: sourceKey(),
  },
  (t) => [
    index("sample_requests_created_idx").on(t.createdAt),
    index("sample_requests_source_idx").on(t.sourceKey),
  ],
);

// The owner's notes on a sample request and its history, with who wrote them (kept as text, like inquiry_events).
export const sampleRequestNotes = sqliteTable(
  "sample_request_notes",
  {
    id: id(),
    requestId: belongsTo("request_id", () => sampleRequests.id),
    author: text("author").notNull(),
    // A note, or what the owner changed, as an inquiry's history holds it (docs/decisions/110).
    kind: text("kind", { enum: ["note", "status", "archived", "restored"] })
      .notNull()
      .default("note"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("sample_request_notes_request_idx").on(t.requestId, t.createdAt)],
);

// What each admin has opened (docs/decisions/110): a record is new to an admin until a row for it is here.
export const adminReads = sqliteTable(
  "admin_reads",
  {
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind", { enum: ["inquiry", "contact", "sample"] }).notNull(),
    refId: text("ref_id").notNull(),
    readAt: timestamp("read_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.refId] }),
    index("admin_reads_ref_idx").on(t.kind, t.refId),
  ],
);

// One row per upload URL once its PUT has landed: the signed URL names the id, so a second PUT is refused.
export const uploads = sqliteTable("uploads", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  createdAt: timestamp("created_at"),
});

// The mail outbox (docs/decisions/080): each row is written in the same transaction as the submission it
// belongs to and holds the message exactly as it will be sent; the worker in src/server/features/mail sends it.
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    lang: text("lang").notNull().default("en"),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    // Extra mail headers, such as List-Unsubscribe on newsletter mail.
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    // Files sent with the message, such as an appointment's .ics (content as text; a calendar file is text).
    attachments: text("attachments", { mode: "json" }).$type<MailAttachment[]>(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["held", "waiting", "sending", "sent", "failed", "gave_up"] })
      .notNull()
      .default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(now),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: timestamp("created_at"),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The hourly cap of visitor confirmations per address looks mail up by recipient (docs/decisions/181).
    index("outbox_to_idx").on(t.to, t.createdAt),
  ],
);

// Every delivery attempt with the SMTP server's answer (or the connection error).
export const mailAttempts = sqliteTable(
  "mail_attempts",
  {
    id: id(),
    outboxId: belongsTo("outbox_id", () => outbox.id),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    response: text("response").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("mail_attempts_outbox_idx").on(t.outboxId)],
);

// The owner's mail choices from the admin's Settings screen; one row (id 1). Until it is saved, OWNER_EMAIL and
// "every alert on" apply.
export const mailSettings = sqliteTable("mail_settings", {
  id: integer("id").primaryKey(),
  ownerEmails: text("owner_emails", { mode: "json" }).$type<string[]>().notNull(),
  alertInquiries: integer("alert_inquiries", { mode: "boolean" }).notNull(),
  alertContacts: integer("alert_contacts", { mode: "boolean" }).notNull(),
  alertTestimonials: integer("alert_testimonials", { mode: "boolean" }).notNull(),
  alertAppointments: integer("alert_appointments", { mode: "boolean" }).notNull().default(true),
});

// The site's address as the owner saved it in the admin's Settings (one row, id 1); PUBLIC_ORIGIN, when set, wins.
// Links in mail, feeds, the sitemap and the pages' canonical URLs come from it (docs/decisions/180).
export const siteAddress = sqliteTable("site_address", {
  id: integer("id").primaryKey(),
  origin: text("origin").notNull(),
  updatedAt: timestamp("updated_at"),
});

// The business rules the owner saved in Settings, one row per rule (src/shared/business-rules.ts names them); a rule
// with no row follows its environment variable. A null value is an hour turned off.
export const businessRules = sqliteTable("business_rules", {
  name: text("name").primaryKey(),
  value: integer("value"),
  updatedAt: timestamp("updated_at"),
});

// Numbered sequences that never repeat a number, even after deletes: "Q-2026" holds the last quote number of 2026.
export const sequences = sqliteTable("sequences", {
  name: text("name").primaryKey(),
  last: integer("last").notNull(),
});

// A buyer's quote list, sent once with their details (docs/decisions/160). Each line is stored as a product
// inquiry carrying this request's id, so the spec's inquiry screens and exports stay true.
export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: id(),
    reference: text("reference").notNull().unique(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    businessType: text("business_type").notNull(),
    needByDate: text("need_by_date").notNull(),
    notes: text("notes"),
    lang: text("lang").notNull().default("en"),
    createdAt: timestamp("created_at"),
    source: leadSource(),
    sourceKey: sourceKey(),
  },
  (t) => [index("quote_requests_source_idx").on(t.sourceKey)],
);

// "replaced": a sent revision a later one took the place of (docs/decisions/160).
export const quoteStatuses = ["draft", "sent", "viewed", "accepted", "declined", "replaced"] as const;

// A priced offer the owner builds and sends; the buyer opens it by its token (null until sent, and after the
// link is revoked). Money is decimal text; totals are computed on the server (src/shared/money.ts).
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    // Every revision is its own row under the same number (docs/decisions/160).
    number: text("number").notNull(),
    requestId: text("request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    inquiryId: text("inquiry_id").references(() => productInquiries.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    // Shown on the quote's PDF (docs/decisions/162); filled from the inquiry or request when there is one.
    buyerCompany: text("buyer_company").notNull().default(""),
    buyerPhone: text("buyer_phone").notNull().default(""),
    revision: integer("revision").notNull().default(1),
    lang: text("lang").notNull().default("en"),
    currency: text("currency").notNull().default("USD"),
    discountPercent: text("discount_percent").notNull().default("0"),
    taxPercent: text("tax_percent").notNull().default("0"),
    deliveryTerms: text("delivery_terms").notNull().default(""),
    validUntil: text("valid_until").notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: quoteStatuses }).notNull().default("draft"),
    token: text("token").unique(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    viewedAt: integer("viewed_at", { mode: "timestamp_ms" }),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    answerComment: text("answer_comment"),
    // The buyer's signed acceptance (docs/decisions/162): the name they typed, their PO number and the revision.
    acceptedName: text("accepted_name"),
    acceptedPo: text("accepted_po"),
    acceptedRevision: integer("accepted_revision"),
    // The request the buyer filed from this expired quote's page, once (docs/decisions/160).
    renewalRequestId: text("renewal_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("quotes_status_idx").on(t.status, t.validUntil),
    uniqueIndex("quotes_number_revision_idx").on(t.number, t.revision),
  ],
);

export const quoteLines = sqliteTable(
  "quote_lines",
  {
    id: id(),
    quoteId: belongsTo("quote_id", () => quotes.id),
    position: integer("position").notNull(),
    productId: text("product_id"),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit").notNull(),
    unitPrice: text("unit_price").notNull(),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);

// Each revision's PDF, made once when it is first sent and served as these bytes ever after (docs/decisions/162).
export const quoteDocuments = sqliteTable(
  "quote_documents",
  {
    id: id(),
    quoteId: belongsTo("quote_id", () => quotes.id),
    revision: integer("revision").notNull(),
    // The quote as sent, or as accepted (with the buyer's name, time and PO on it).
    kind: text("kind", { enum: ["quote", "accepted"] })
      .notNull()
      .default("quote"),
    lang: text("lang").notNull(),
    pdf: blob("pdf", { mode: "buffer" }).notNull(),
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [uniqueIndex("quote_documents_revision_idx").on(t.quoteId, t.revision, t.kind)],
);

// A sent quote's follow-up (docs/decisions/164): the day the owner means to chase it, and when each reminder was
// queued, set in the same transaction as its outbox row so none goes twice. The buyer's reminder is for one
// validity date: a revision with a new date may be reminded again.
export const quoteFollowUps = sqliteTable("quote_follow_ups", {
  quoteId: text("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  followUpOn: text("follow_up_on").notNull(),
  buyerRemindedFor: text("buyer_reminded_for"),
  buyerRemindedAt: integer("buyer_reminded_at", { mode: "timestamp_ms" }),
  unviewedAlertAt: integer("unviewed_alert_at", { mode: "timestamp_ms" }),
});

// The owner's morning digest, one row per day on the site's clock (docs/decisions/164), written whether or not
// there was anything to say, so a restart never sends a day's digest twice.
export const followUpDigests = sqliteTable("follow_up_digests", {
  day: text("day").primaryKey(),
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
  sent: integer("sent", { mode: "boolean" }).notNull(),
});

// What admins did (docs/decisions/190): written by the audit feature only, never changed afterwards (a trigger in
// the migration refuses updates, and deletes of entries younger than 12 months). The username is kept as text so
// an entry stays readable after that account is removed; user_id has no foreign key for the same reason.
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at"),
    userId: text("user_id"),
    username: text("username").notNull(),
    action: text("action").notNull(),
    kind: text("kind").notNull(),
    targetId: text("target_id"),
    summary: text("summary").notNull().default(""),
    ip: text("ip").notNull(),
    device: text("device").notNull().default(""),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

// Visit statistics (docs/decisions/200): counts per day and dimension (kind: all, page, product, source, campaign,
// medium, referrer, device, lang, and product views per source and per campaign), never a row per hit, and
// nothing about a visitor. Visitors are distinct per day only: their daily hashes stay in memory.
export const visitCounts = sqliteTable(
  "visit_counts",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull().default(0),
    visits: integer("visits").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

// The site's own campaign links the owner prints (a QR code at a trade fair): a name and the tags it carries.
export const campaignLinks = sqliteTable("campaign_links", {
  id: id(),
  name: text("name").notNull(),
  source: text("source").notNull(),
  medium: text("medium").notNull().default(""),
  campaign: text("campaign").notNull(),
  path: text("path").notNull().default("/"),
  createdAt: timestamp("created_at"),
});

// The owner's bucket for off-site copies of the backups, as saved on the Backups screen (one row, id 1), and the
// backup key the site made for them. Both secrets are sealed with the site's own key (features/backups/site-seal.ts),
// which is not in any backup, so a copy of the database alone opens neither. S3_BUCKET in the environment wins over
// the saved bucket, BACKUP_KEY over the saved key (docs/decisions/105).
export const backupBucket = sqliteTable("backup_bucket", {
  id: integer("id").primaryKey(),
  endpoint: text("endpoint"),
  bucket: text("bucket"),
  region: text("region"),
  accessKeyId: text("access_key_id"),
  secretSealed: text("secret_sealed"),
  prefix: text("prefix"),
  savedAt: integer("saved_at", { mode: "timestamp_ms" }),
  keySealed: text("key_sealed"),
  keyMadeAt: integer("key_made_at", { mode: "timestamp_ms" }),
  // The last copy's time (or the first waiting backup's) the owner was last told about: one mail per silence.
  overdueToldFor: integer("overdue_told_for", { mode: "timestamp_ms" }),
});

// Each backup made while a bucket is set, and its copy there: inserted in the transaction that records the backup,
// uploaded by the bucket worker (features/backups/bucket-worker.ts), which survives restarts like the outbox (080).
export const backupCopies = sqliteTable(
  "backup_copies",
  {
    name: text("name").primaryKey(),
    archiveSize: integer("archive_size").notNull(),
    status: text("status", { enum: ["waiting", "uploading", "stored", "failed"] })
      .notNull()
      .default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    // Null once there is nothing left to try (the archive left this disk before it reached the bucket).
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    // What the bucket holds: the sealed copy's size and sha256, checked again by a restore from the bucket.
    storedSize: integer("stored_size"),
    storedSha256: text("stored_sha256"),
    storedAt: integer("stored_at", { mode: "timestamp_ms" }),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("backup_copies_due_idx").on(t.status, t.nextAttemptAt)],
);
