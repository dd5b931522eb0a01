import { type AnyColumn, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  appointments,
  blogPosts,
  newsletterCampaigns,
  passkeys,
  products,
  quotes,
  testimonials,
  users,
} from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import type { AuditKind } from "#shared/audit.ts";
import { formatSize } from "#shared/size.ts";
import { writtenDate } from "#shared/written-date.ts";

type Bag = { [key: string]: unknown };
export const bagOf = (value: unknown): Bag => (value && typeof value === "object" ? (value as Bag) : {});
const textOf = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
// "402.4 kB", as the admin's toast and the Backups list write a size.
const sizeOf = (value: unknown) => (typeof value === "number" ? formatSize(value) : undefined);

// What one kind of admin call writes to the log. Every field is picked by name from the call's (validated) input
// or its answer: nothing is copied whole, so a password, a token, a one-time password in an answer, or a file's
// bytes never reach the log.
export type AuditAction = {
  label: string;
  kind: AuditKind;
  // The record it changed; by default the input's id, else the id of the record the call made.
  target?: (input: Bag, output: Bag) => unknown;
  summary?: (input: Bag, output: Bag) => string | undefined;
  // The target's name as it was before the call (a removed record has none after).
  nameOf?: (db: Conn, id: string) => string | undefined;
};

const named =
  <T extends SQLiteTable & { id: AnyColumn }>(table: T, column: SQLiteColumn) =>
  (db: Conn, id: string) =>
    textOf(db.select({ name: column }).from(table).where(eq(table.id, id)).get()?.name);

const ids = (input: Bag) => (Array.isArray(input.ids) ? input.ids : []);
const many = (what: string) => ({
  target: (input: Bag) => (ids(input).length === 1 ? ids(input)[0] : undefined),
  summary: (input: Bag) => `${ids(input).length} ${what}`,
});
const field = (key: string) => (input: Bag) => textOf(input[key]);
const fromAnswer = (key: string) => (_: Bag, output: Bag) => textOf(output[key]);
const madeByCall = { target: fromAnswer("id") };
const changedFields = (input: Bag) => `changed: ${Object.keys(bagOf(input.data)).join(", ")}`;
const to = (key: string) => (input: Bag) => (textOf(input[key]) ? `to ${textOf(input[key])}` : undefined);
const onOff = (key: string, on: string, off: string) => (input: Bag) => (input[key] ? on : off);

const productName = named(products, products.name);
const testimonialName = named(testimonials, testimonials.name);
const postTitle = named(blogPosts, blogPosts.title);
const quoteNumber = named(quotes, quotes.number);
const campaignSubject = named(newsletterCampaigns, newsletterCampaigns.subject);
const username = named(users, users.username);
const passkeyName = named(passkeys, passkeys.name);
const companyName = named(appointments, appointments.companyName);

// Keyed by the tRPC procedure's path; the REST doors name the same actions (rest-calls.ts).
export const auditActions: Record<string, AuditAction> = {
  "auth.login": { label: "Signed in", kind: "sign-in" },
  "auth.loginFailed": { label: "Sign-in failed", kind: "sign-in" },
  "auth.logout": { label: "Signed out", kind: "sign-in" },
  "account.changePassword": { label: "Changed own password", kind: "account" },
  "account.endSession": { label: "Signed out a device", kind: "account" },
  "account.endOtherSessions": { label: "Signed out other devices", kind: "account" },
  "users.create": { label: "Admin added", kind: "user", ...madeByCall, summary: field("username") },
  "users.setDisabled": {
    label: "Admin enabled or disabled",
    kind: "user",
    nameOf: username,
    summary: onOff("disabled", "disabled", "enabled"),
  },
  "users.remove": { label: "Admin removed", kind: "user", nameOf: username },
  "users.endSessions": { label: "Admin signed out everywhere", kind: "user", nameOf: username },
  "users.rename": { label: "Admin renamed", kind: "user", nameOf: username, summary: to("username") },
  "users.makeOwner": { label: "Owner role handed over", kind: "user", nameOf: username },
  "passkeys.add": { label: "Passkey added", kind: "account", ...madeByCall, summary: field("name") },
  "passkeys.remove": { label: "Passkey removed", kind: "account", nameOf: passkeyName },
  "passkeys.setRequirement": {
    label: "Passkey requirement",
    kind: "user",
    summary: onOff("required", "passkeys required", "passkeys optional"),
  },
  "content.update": {
    label: "Website content changed",
    kind: "content",
    target: field("key"),
    summary: (input) => textOf(input.value)?.slice(0, 80),
  },
  "products.create": { label: "Product added", kind: "product", ...madeByCall, summary: field("name") },
  "products.update": {
    label: "Product changed",
    kind: "product",
    nameOf: productName,
    summary: changedFields,
  },
  "products.remove": { label: "Product deleted", kind: "product", nameOf: productName },
  "categories.create": {
    label: "Category added",
    kind: "product",
    target: field("slug"),
    summary: field("name"),
  },
  "categories.update": { label: "Category changed", kind: "product", target: field("slug") },
  "categories.remove": {
    label: "Category deleted",
    kind: "product",
    target: field("slug"),
    summary: to("moveTo"),
  },
  "uploads.productImage": { label: "Product image set", kind: "product", nameOf: productName },
  "uploads.receive": {
    label: "File uploaded",
    kind: "upload",
    target: field("id"),
    summary: (input) => `${textOf(input.contentType)}, ${sizeOf(input.size)}`,
  },
  "testimonials.setApproved": {
    label: "Testimonial approval",
    kind: "testimonial",
    nameOf: testimonialName,
    summary: onOff("approved", "approved", "unapproved"),
  },
  "testimonials.setApprovedOf": {
    label: "Testimonials approval",
    kind: "testimonial",
    ...many("testimonials"),
    summary: (input) => `${ids(input).length} ${input.approved ? "approved" : "unapproved"}`,
  },
  "testimonials.remove": { label: "Testimonial deleted", kind: "testimonial", nameOf: testimonialName },
  "testimonials.removeMany": { label: "Testimonials deleted", kind: "testimonial", ...many("testimonials") },
  "blog.create": { label: "Blog post added", kind: "blog", ...madeByCall, summary: field("title") },
  "blog.update": { label: "Blog post changed", kind: "blog", nameOf: postTitle },
  "blog.remove": { label: "Blog post deleted", kind: "blog", nameOf: postTitle },
  "inquiries.setStatus": { label: "Inquiry status", kind: "inquiry", summary: field("status") },
  "inquiries.addNote": { label: "Inquiry note added", kind: "inquiry" },
  "inquiries.setStatusOf": {
    label: "Inquiries status",
    kind: "inquiry",
    ...many("inquiries"),
    summary: (input) => `${ids(input).length} set to ${textOf(input.status)}`,
  },
  "inquiries.setArchived": { label: "Inquiries archived or restored", kind: "inquiry", ...many("inquiries") },
  "inquiries.remove": { label: "Inquiries deleted", kind: "inquiry", ...many("inquiries") },
  "downloads.add": {
    label: "Product download added",
    kind: "product",
    ...madeByCall,
    summary: field("title"),
  },
  "downloads.remove": { label: "Product download removed", kind: "product" },
  "downloads.reorder": { label: "Product downloads reordered", kind: "product", target: field("productId") },
  "productCsv.import": {
    label: "Products imported from CSV",
    kind: "product",
    summary: (_, output) => `${textOf(output.created)} added, ${textOf(output.updated)} changed`,
  },
  "samples.setStatus": {
    label: "Sample requests status",
    kind: "inquiry",
    ...many("sample requests"),
    summary: (input) => `${ids(input).length} set to ${textOf(input.status)}`,
  },
  "samples.addNote": { label: "Sample request note added", kind: "inquiry" },
  "samples.setArchived": {
    label: "Sample requests archived or restored",
    kind: "inquiry",
    ...many("sample requests"),
  },
  "samples.remove": { label: "Sample requests deleted", kind: "inquiry", ...many("sample requests") },
  "contacts.setArchived": { label: "Messages archived or restored", kind: "message", ...many("messages") },
  "contacts.remove": { label: "Messages deleted", kind: "message", ...many("messages") },
  "appointments.setStatus": {
    label: "Appointment status",
    kind: "appointment",
    nameOf: companyName,
    summary: field("status"),
  },
  "appointments.move": {
    label: "Appointment moved",
    kind: "appointment",
    nameOf: companyName,
    summary: (input) => `to ${writtenDate(textOf(input.date) ?? "", "en")}, ${textOf(input.time)}`,
  },
  "quotes.create": { label: "Quote created", kind: "quote", ...madeByCall, summary: fromAnswer("number") },
  "quotes.update": { label: "Quote changed", kind: "quote", nameOf: quoteNumber },
  "quotes.duplicate": {
    label: "Quote duplicated",
    kind: "quote",
    nameOf: quoteNumber,
    summary: (_, output) => `new quote ${textOf(output.number)}`,
  },
  "quotes.remove": { label: "Quote deleted", kind: "quote", nameOf: quoteNumber },
  "quotes.send": { label: "Quote sent", kind: "quote", nameOf: quoteNumber },
  "quotes.revise": {
    label: "Quote revised",
    kind: "quote",
    nameOf: quoteNumber,
    summary: (_, output) => `revision ${textOf(output.revision)}`,
  },
  "quotes.revoke": { label: "Quote link revoked", kind: "quote", nameOf: quoteNumber },
  "followUp.set": {
    label: "Follow-up date set",
    kind: "quote",
    nameOf: quoteNumber,
    summary: (input) => (typeof input.date === "string" ? writtenDate(input.date, "en") : undefined),
  },
  "newsletter.saveCampaign": {
    label: "Campaign saved",
    kind: "campaign",
    target: (input, output) => input.id ?? output.id,
    summary: field("subject"),
  },
  "newsletter.sendTest": { label: "Campaign test sent", kind: "campaign", nameOf: campaignSubject },
  "newsletter.send": { label: "Campaign sent", kind: "campaign", nameOf: campaignSubject },
  "mail.retry": { label: "Email retried", kind: "mail" },
  "mail.sendHeld": {
    label: "Held emails released",
    kind: "mail",
    summary: (_, output) => `${textOf(output.count)} emails`,
  },
  "mail.saveSettings": {
    label: "Alert settings saved",
    kind: "settings",
    summary: (input) => `${Array.isArray(input.ownerEmails) ? input.ownerEmails.length : 0} owner addresses`,
  },
  "mail.sendTest": { label: "Test email sent", kind: "settings", summary: field("to") },
  "siteAddress.save": { label: "Site address saved", kind: "settings", summary: field("origin") },
  "backups.create": {
    label: "Backup made",
    kind: "backup",
    target: fromAnswer("name"),
    summary: (_, output) => sizeOf(output.size),
  },
  "backups.download": { label: "Backup downloaded", kind: "backup", target: field("name") },
  "analytics.addLink": { label: "Campaign link added", kind: "settings", summary: field("name") },
  "analytics.removeLink": { label: "Campaign link removed", kind: "settings" },
};

// Calls that change nothing anyone else sees: previews, signing an upload URL, a passkey's challenge, and each admin's own read marks.
export const unaudited = new Set([
  "passkeys.registrationOptions",
  "blog.preview",
  "newsletter.preview",
  "uploads.start",
  "uploads.presign",
  "inquiries.open",
  "inquiries.setRead",
  "inquiries.markAllRead",
  "contacts.setRead",
  "contacts.markAllRead",
  "downloads.presign",
  "productCsv.preview",
  "samples.open",
  "samples.setRead",
  "samples.markAllRead",
]);
