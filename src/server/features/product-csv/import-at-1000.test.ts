import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { auditLog, products } from "#db/schema.ts";
import { productCsvColumns } from "#shared/product-csv.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// A products CSV of 1,000 lines (issue 39): 1,000 lines with one name, or with Arabic names (all "product"), took
// 17 s and 31 s, and every visitor waited for them, as each slug tried name-2, name-3 ... one query at a time in
// the thread that answers requests. And the audit log's entry said "1000 added" without naming a product.
setDefaultTimeout(60_000);

const t = appForEachTest();
const header = productCsvColumns.map((c) => c.header).join(",");
const csvOf = (names: string[]) =>
  [
    header,
    ...names.map((name) =>
      productCsvColumns
        .map((c) => ({ name, description: "Soft", category: "napkin", active: "yes" })[c.header] ?? "")
        .join(","),
    ),
  ].join("\n");
const lines = <T>(count: number, line: (i: number) => T) => Array.from({ length: count }, (_, i) => line(i));
const slugs = () =>
  t.db
    .select({ slug: products.slug })
    .from(products)
    .where(sql`${products.slug} glob 'dinner-napkin*' or ${products.slug} glob 'product*'`)
    .orderBy(sql`rowid`)
    .all()
    .map((p) => p.slug);

describe("a products CSV of 1,000 lines", () => {
  test("a new product whose name 300 others have finds its address in a few statements, not one try per number", async () => {
    t.db
      .insert(products)
      .values(
        lines(300, (i) => ({
          name: "Dinner Napkin",
          description: "Soft",
          category: "napkin",
          slug: i === 0 ? "dinner-napkin" : `dinner-napkin-${i + 1}`,
        })),
      )
      .run();
    const client = t.db.$client;
    const prepare = client.prepare.bind(client);
    let statements = 0;
    client.prepare = ((query: string) => {
      statements++;
      return prepare(query);
    }) as typeof client.prepare;
    const made = await t
      .adminCaller()
      .products.create({ name: "Dinner Napkin", description: "Soft", category: "napkin" });
    client.prepare = prepare;
    expect(made.slug).toBe("dinner-napkin-301");
    expect(statements).toBeLessThan(10);
  });

  test("with one name, or with Arabic names, imports every line with its own address while the server answers others", async () => {
    for (const [names, first, last] of [
      [lines(1_000, () => "Dinner Napkin"), "dinner-napkin", "dinner-napkin-1000"],
      [lines(1_000, (i) => `منديل ${i.toLocaleString("ar-EG")}`), "product", "product-1000"],
    ] as const) {
      t.db.delete(products).run();
      const importing = t
        .adminCaller()
        .productCsv.import({ csv: csvOf([...names]) })
        .then(() => "import");
      const visitor = (async () => `visitor ${(await t.request("/api/products?limit=1")).status}`)();
      // The visitor's answer does not wait for the import to end.
      expect(await Promise.race([importing, visitor])).toBe("visitor 200");
      expect(await importing).toBe("import");
      const made = slugs();
      expect(made).toHaveLength(1_000);
      expect(new Set(made).size).toBe(1_000);
      expect([made[0], made[1], made.at(-1)]).toEqual([first, `${first}-2`, last]);
    }
  });

  test("its audit entry names the first products by their addresses and counts the rest, within the entry's size", async () => {
    await t.adminCaller().productCsv.import({ csv: csvOf(lines(1_000, () => "Dinner Napkin")) });
    const [entry] = t.db.select().from(auditLog).where(eq(auditLog.action, "productCsv.import")).all();
    expect(entry?.summary).toStartWith(
      "1000 added, 0 changed: dinner-napkin, dinner-napkin-2, dinner-napkin-3",
    );
    expect(entry?.summary).toMatch(/, dinner-napkin-\d+ and 9\d\d more$/);
    expect(entry?.summary.length).toBeLessThanOrEqual(300);

    await t.adminCaller().productCsv.import({ csv: csvOf(["Kitchen Roll", "Hand Towel"]) });
    const [, small] = t.db.select().from(auditLog).where(eq(auditLog.action, "productCsv.import")).all();
    expect(small?.summary).toBe("2 added, 0 changed: kitchen-roll, hand-towel");
  });
});
