import { sql } from "drizzle-orm";
import { auditLog, users } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { appForEachTest, origin } from "./test-app";

const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

// For the audit log's tests: a fresh app per test that trusts X-Forwarded-For, so a request can say where it
// comes from, with the entries in the order they were written.
export function auditKitForEachTest() {
  const t = appForEachTest(
    { TRUST_PROXY: "true", OWNER_EMAIL: "owner@safa.example" },
    { prepare: ({ db }) => seed(db, { sampleData: false }) },
  );
  return {
    t,
    entries: () => t.db.select().from(auditLog).orderBy(sql`rowid`).all(),
    adminId: () => t.db.select().from(users).all()[0]?.id,
    // The headers of a browser at 203.0.113.7 on our admin page.
    from: { "x-forwarded-for": "203.0.113.7", "user-agent": firefox, origin },
    product: { name: "Soft Facial Tissue", description: "2-ply, 100 sheets", category: "facial" as const },
  };
}
