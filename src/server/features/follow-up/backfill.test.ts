import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { quoteFollowUps, quotes } from "#db/schema.ts";
import { appRoot } from "#server/paths.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

const t = appForEachTest();

// The migration that made follow-up dates gives the quotes sent before it one, three days after their sending
// (UTC); drafts and answered quotes get none. Found by its statement, whatever number the migration has.
const backfill = [...new Bun.Glob("db/migrations/*.sql").scanSync(appRoot)]
  .flatMap((file) => readFileSync(join(appRoot, file), "utf8").split("--> statement-breakpoint"))
  .find((statement) => statement.includes("INSERT INTO `quote_follow_ups`"));

test("quotes sent before follow-up dates existed get one three days after their sending", () => {
  const quote = (number: string, status: "draft" | "sent" | "viewed" | "accepted", sentAt?: string) =>
    t.db
      .insert(quotes)
      .values({
        number,
        buyerName: "Old Hotel",
        buyerEmail: "old@hotel.example",
        validUntil: "2030-01-01",
        status,
        sentAt: sentAt ? new Date(sentAt) : null,
      })
      .returning()
      .get().id;
  const sent = quote("Q-1", "sent", "2026-11-20T22:30:00Z");
  const viewed = quote("Q-2", "viewed", "2026-11-21T08:00:00Z");
  quote("Q-3", "draft");
  quote("Q-4", "accepted", "2026-11-21T08:00:00Z");
  expect(backfill).toBeDefined();
  t.db.$client.run(backfill ?? "");
  const rows = t.db.select().from(quoteFollowUps).all();
  expect(rows.map((r) => [r.quoteId, r.followUpOn]).sort()).toEqual(
    [
      [sent, "2026-11-23"],
      [viewed, "2026-11-24"],
    ].sort(),
  );
});
