import { expect, test } from "bun:test";
import type { z } from "zod";
import { appointmentSchema } from "./appointment-schema";
import { type FormKind, fields } from "./form-fields";
import { quoteRequestSchema } from "./quotes";
import { sampleFields, sampleRequestSchema } from "./sample-request";
import { visitorSchemas } from "./schemas";

// Each form's schema, the one its field list is checked against.
const schemas = (lang: "en" | "ar"): Record<FormKind, z.ZodObject> => ({
  ...visitorSchemas(lang),
  appointment: appointmentSchema(lang),
  quoteList: quoteRequestSchema(lang),
});
const typed = new Set([undefined, "email", "tel", "textarea", "text"]);

// Whether `length` characters are too many for the field's schema, and what it then says.
function tooLong(schema: z.ZodType, length: number) {
  const issue = schema.safeParse("a".repeat(length)).error?.issues.find((i) => i.code === "too_big");
  return issue?.message;
}

const checks = (lang: "en" | "ar") => [
  ...Object.entries(fields).flatMap(([kind, list]) =>
    list.map((f) => ({
      where: `${kind}.${f.name}`,
      ...f,
      schema: schemas(lang)[kind as FormKind].shape[f.name],
    })),
  ),
  ...sampleFields.map((f) => ({
    where: `sample.${f.name}`,
    ...f,
    schema: sampleRequestSchema(lang).shape[f.name],
  })),
];

test("every typed visitor field stops the typing at its schema's limit (maxLength), the one number both take", () => {
  const all = checks("en").filter((c) => typed.has(c.kind));
  expect(all.length).toBeGreaterThan(20);
  for (const { where, maxLength, schema } of all) {
    expect(schema, where).toBeDefined();
    expect(maxLength, where).toBeNumber();
    const max = maxLength ?? 0;
    expect(tooLong(schema as z.ZodType, max), where).toBeUndefined();
    expect(tooLong(schema as z.ZodType, max + 1), where).toBe(
      `Use at most ${max.toLocaleString("en-US")} characters`,
    );
  }
});

test("a too long text names the limit in Arabic on the Arabic forms", () => {
  for (const { where, maxLength, schema } of checks("ar").filter((c) => typed.has(c.kind))) {
    const max = (maxLength ?? 0).toLocaleString("en-US");
    expect(tooLong(schema as z.ZodType, (maxLength ?? 0) + 1), where).toBe(
      `الحد الأقصى لعدد الأحرف هو ${max}`,
    );
  }
});
