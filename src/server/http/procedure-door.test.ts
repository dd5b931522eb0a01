import { afterEach, describe, expect, mock, spyOn, test } from "bun:test";
import { testimonials } from "#db/schema.ts";
import * as products from "#server/features/products/service.ts";
import { signedInForEachTest } from "#tests/helpers/admin-rest.ts";

const { t, admin, postProduct } = signedInForEachTest();
const soft = { name: "Soft", description: "2-ply", category: "facial" };
afterEach(() => mock.restore());

describe("the admin's REST paths answer through the tRPC procedures", () => {
  test("an update's refused body names its fields as sent, not under the procedure's `data`", async () => {
    const { id } = await postProduct(soft);
    const res = await admin(`/api/products/${id}`, "PUT", { name: "", price: "x" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      "name",
      "price",
    ]);
    const list = await admin(`/api/products/${id}`, "PUT", []);
    expect(await list.json()).toEqual({
      message: "Invalid input: expected object, received array",
      issues: [{ path: "", message: "Invalid input: expected object, received array" }],
    });
  });

  test("the path's id wins over one in the body; a body that is not an object is refused whole", async () => {
    const row = t.db
      .insert(testimonials)
      .values({ name: "Laila", text: "Great", rating: 5 })
      .returning()
      .get();
    const res = await admin(`/api/admin/testimonials/${row.id}`, "PUT", { approved: true, id: "another" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: row.id, approved: true });
    const text = await admin(`/api/admin/testimonials/${row.id}`, "PUT", "approved");
    expect(await text.json()).toMatchObject({ issues: [{ path: "" }] });
  });

  test("an id in the path over 64 characters is a 400 on id, as the contract says", async () => {
    const res = await admin(`/api/products/${"x".repeat(65)}`, "DELETE");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "id" }] });
  });

  test("a failure nobody foresaw is the house's 500, its cause in the log and not in the answer", async () => {
    spyOn(products, "create").mockImplementation(() => {
      throw new Error("the database went away");
    });
    const logged = spyOn(console, "error").mockImplementation(() => {});
    const res = await admin("/api/products", "POST", soft);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(String(logged.mock.calls[0]?.[1])).toContain("the database went away");
  });
});
