import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { inquiryEvents, productInquiries } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { facialTissue, quoteDraft, quoteEnv, quoteSteps, withProduct } from "#tests/helpers/quote-kit.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

// A quote answers its inquiries: sent, they are contacted; accepted, completed (docs/decisions/110).
const t = appForEachTest(quoteEnv, { distDir: await makeFakeDist(), prepare: withProduct(facialTissue) });
const { sent } = quoteSteps(t);
const buyer = { contactName: "Karim", email: "karim@shop.example", businessType: "Shop", needByDate: "soon" };
const accept = (token: string) =>
  t.request(`/api/quotes/${token}/answer`, {
    method: "POST",
    json: { answer: "accept", name: "Karim Aziz" },
  });
const statusOf = (id: string) =>
  t.db.select().from(productInquiries).where(eq(productInquiries.id, id)).get()?.status;
const statusEvents = (id: string) =>
  t.db
    .select()
    .from(inquiryEvents)
    .where(eq(inquiryEvents.inquiryId, id))
    .orderBy(asc(inquiryEvents.createdAt))
    .all()
    .filter((e) => e.kind === "status")
    .map((e) => e.body);

describe("an answered inquiry says so", () => {
  test("a quote from a buyer's request moves every line on; the REST list, the desk and the dashboard agree", async () => {
    const request = await sentByScript(t, "/quote-list", {
      ...buyer,
      lines: [{ productId: facialTissue.id, quantity: "40 cartons" }],
    });
    const other = await sentByScript(t, `/inquiry/${facialTissue.id}`, {
      ...buyer,
      productId: facialTissue.id,
      quantity: "2",
    });
    const [line] = t.db
      .select()
      .from(productInquiries)
      .where(eq(productInquiries.requestId, request.id))
      .all();
    const lineId = line?.id ?? "";
    const admin = t.adminCaller();
    const pending = async () => [
      (await admin.desk.summary()).pendingInquiries,
      (await admin.inquiries.page({ status: "pending" })).total,
    ];
    expect(await pending()).toEqual([2, 2]);

    const quote = await sent({ requestId: request.id });
    expect(statusOf(lineId)).toBe("contacted");
    expect(statusOf(other.id)).toBe("pending");
    expect(await pending()).toEqual([1, 1]);
    const rows = (await admin.inquiries.page({})).rows;
    expect(rows.find((r) => r.id === lineId)?.quote).toEqual({
      id: quote.id,
      number: quote.number,
      revision: 1,
      status: "sent",
      validUntil: quote.validUntil,
    });
    expect(rows.find((r) => r.id === other.id)?.quote).toBeNull();

    expect((await accept(quote.token)).status).toBe(200);
    const res = await t.request("/api/product-inquiries", { headers: { cookie: await t.login() } });
    const listed = (await res.json()) as Array<{ id: string; status: string }>;
    expect(listed.find((i) => i.id === lineId)?.status).toBe("completed");
    expect(statusEvents(lineId)).toEqual(["Status: Pending → Contacted", "Status: Contacted → Completed"]);
    expect((await admin.inquiries.page({})).rows.find((r) => r.id === lineId)?.quote?.status).toBe(
      "accepted",
    );
  });

  test("a status the owner set further along stays; a draft moves nothing", async () => {
    const inquiry = await sentByScript(t, `/inquiry/${facialTissue.id}`, {
      ...buyer,
      productId: facialTissue.id,
      quantity: "2",
    });
    const admin = t.adminCaller();
    await admin.quotes.create(quoteDraft({ inquiryId: inquiry.id }));
    expect(statusOf(inquiry.id)).toBe("pending");
    await admin.inquiries.setStatus({ id: inquiry.id, status: "completed" });
    await sent({ inquiryId: inquiry.id });
    expect(statusOf(inquiry.id)).toBe("completed");
    expect(statusEvents(inquiry.id)).toEqual(["Status: Pending → Completed"]);
  });
});
