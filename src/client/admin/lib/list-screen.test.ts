import { expect, test } from "bun:test";
import type { z } from "zod";
import {
  activityListSchema,
  appointmentListSchema,
  inquiryListSchema,
  productListSchema,
  testimonialListSchema,
} from "#shared/desk.ts";
import { filtersRows } from "./list-screen";

const filtered = (schema: z.ZodObject, given: Record<string, unknown> = {}) =>
  filtersRows(schema, { ...schema.parse({}), ...given });

// An empty page says "No … match these filters." only when the view filters: search, status, source, category,
// who, days; never the page, its size, the sort or an alert's record.
test("a view filters its rows by any field but its page, size, sort and record", () => {
  expect(filtered(inquiryListSchema)).toBe(false);
  expect(filtered(inquiryListSchema, { page: 3, size: 100, sort: "name", at: "some-id" })).toBe(false);
  expect(filtered(inquiryListSchema, { q: "napkins" })).toBe(true);
  expect(filtered(inquiryListSchema, { status: "unread" })).toBe(true);
  expect(filtered(inquiryListSchema, { source: "fair" })).toBe(true);
  expect(filtered(testimonialListSchema, { status: "pending" })).toBe(true);
  expect(filtered(productListSchema, { category: "napkin" })).toBe(true);
  expect(filtered(appointmentListSchema, { sort: "newest" })).toBe(false);
  expect(filtered(appointmentListSchema, { status: "all" })).toBe(true);
  expect(filtered(appointmentListSchema, { from: "2027-01-01" })).toBe(true);
  expect(filtered(activityListSchema, { who: "admin" })).toBe(true);
  expect(filtered(activityListSchema, { to: "2027-01-01" })).toBe(true);
});
