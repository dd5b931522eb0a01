import { expect, test } from "bun:test";
import { adminProcedure } from "#server/trpc/init.ts";
import { appRouter } from "#server/trpc/router.ts";
import { auditKitForEachTest } from "#tests/helpers/audit-kit.ts";
import { auditActions } from "./actions";
import { auditLabel } from "./calls";
import { unaudited } from "./unaudited";

type Procedure = { _def: { type: string; middlewares: unknown[] } };
// tRPC keeps every procedure in one flat record by its dotted path, though its type nests them by router.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>);
// The middleware that writes an admin mutation to the log: the last one every admin procedure shares.
const auditing = adminProcedure._def.middlewares.at(-1);

// Activity names each change in the owner's words: a call missing from the table would be listed by its code
// name ("siteAddress.save") under Other.
test("every admin change has its own words in Activity, or is one that changes nothing", () => {
  const adminMutations = procedures
    .filter(([, p]) => p._def.type === "mutation" && p._def.middlewares.includes(auditing))
    .map(([path]) => path);
  expect(adminMutations.length).toBeGreaterThan(50);
  expect(adminMutations.filter((path) => !(path in auditActions) && !unaudited.has(path))).toEqual([]);
});

const { t, entries } = auditKitForEachTest();

test("the site's address and a category, saved, read in words with what they were set to", async () => {
  const admin = t.adminCaller();
  await admin.siteAddress.save({ origin: "https://tissue.example" });
  await admin.categories.create({ slug: "hotel-packs", name: "Hotel packs" });
  await admin.categories.remove({ slug: "hotel-packs" });
  expect(
    entries().map(({ action, kind, targetId, summary }) => ({ action, kind, targetId, summary })),
  ).toEqual([
    { action: "siteAddress.save", kind: "settings", targetId: null, summary: "https://tissue.example" },
    { action: "categories.create", kind: "product", targetId: "hotel-packs", summary: "Hotel packs" },
    { action: "categories.remove", kind: "product", targetId: "hotel-packs", summary: "" },
  ]);
  expect(entries().map((entry) => auditLabel(entry.action))).toEqual([
    "Site address saved",
    "Category added",
    "Category deleted",
  ]);
});
