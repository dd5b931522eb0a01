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

// The pieces the table of audited calls (actions.ts) is written with.
export type Bag = { [key: string]: unknown };
export const bagOf = (value: unknown): Bag => (value && typeof value === "object" ? (value as Bag) : {});
export const textOf = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
// "402.4 kB", as the admin's toast and the Backups list write a size.
export const sizeOf = (value: unknown) => (typeof value === "number" ? formatSize(value) : undefined);

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

export const named =
  <T extends SQLiteTable & { id: AnyColumn }>(table: T, column: SQLiteColumn) =>
  (db: Conn, id: string) =>
    textOf(db.select({ name: column }).from(table).where(eq(table.id, id)).get()?.name);

export const ids = (input: Bag) => (Array.isArray(input.ids) ? input.ids : []);
export const many = (what: string) => ({
  target: (input: Bag) => (ids(input).length === 1 ? ids(input)[0] : undefined),
  summary: (input: Bag) => `${ids(input).length} ${what}`,
});
// The records a call changed, named as far as `room` characters allow, then "and N more" of the `total`.
export function listed(names: unknown, total: number, room: number) {
  const given = Array.isArray(names) ? names.flatMap((name) => textOf(name) ?? []) : [];
  const more = (shown: number) => (total > shown ? `${shown > 0 ? " and " : ""}${total - shown} more` : "");
  let shown = 0;
  while (shown < given.length && given.slice(0, shown + 1).join(", ").length + more(shown + 1).length <= room)
    shown++;
  return `${given.slice(0, shown).join(", ")}${more(shown)}`;
}

export const field = (key: string) => (input: Bag) => textOf(input[key]);
export const fromAnswer = (key: string) => (_: Bag, output: Bag) => textOf(output[key]);
export const madeByCall = { target: fromAnswer("id") };
export const changedFields = (input: Bag) => `changed: ${Object.keys(bagOf(input.data)).join(", ")}`;
export const to = (key: string) => (input: Bag) =>
  textOf(input[key]) ? `to ${textOf(input[key])}` : undefined;
export const onOff = (key: string, on: string, off: string) => (input: Bag) => (input[key] ? on : off);

// Each record's name as the log shows it.
export const productName = named(products, products.name);
export const testimonialName = named(testimonials, testimonials.name);
export const postTitle = named(blogPosts, blogPosts.title);
export const quoteNumber = named(quotes, quotes.number);
export const campaignSubject = named(newsletterCampaigns, newsletterCampaigns.subject);
export const username = named(users, users.username);
export const passkeyName = named(passkeys, passkeys.name);
export const companyName = named(appointments, appointments.companyName);
