import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { quoteRequests } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { facialTissue, quoteEnv, quoteSteps, withProduct } from "#tests/helpers/quote-kit.ts";
import { scriptPost } from "#tests/helpers/script-posts.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// The buyer's answer and "Ask for a new quote" are actions (features/quotes/action.ts) behind three doors: the REST
// path, the quote page's plain post and JSON to that page's path. Each stores alike, answers as its door does, and
// a refusal stores nothing. Sending draws the PDF in a worker.
setDefaultTimeout(30_000);

const t = appForEachTest(quoteEnv, { distDir: await makeFakeDist(), prepare: withProduct(facialTissue) });
const { row, sent, post } = quoteSteps(t);
const line = { productId: facialTissue.id, description: "Facial tissue", quantity: 5, unit: "carton" };
const withLine = { lines: [{ ...line, unitPrice: "12.50" }] };
type Door = "rest" | "script" | "plain";
const doors: Door[] = ["rest", "script", "plain"];

const answerAt = (door: Door, token: string, json: Record<string, string>) => {
  if (door === "rest") return t.request(`/api/quotes/${token}/answer`, { method: "POST", json });
  return door === "script" ? scriptPost(t, `/quote/${token}`, json) : post(`/quote/${token}`, json);
};

describe("the buyer's answer", () => {
  test("a decline is stored alike through every door; REST and the script get { status }, the plain post the page", async () => {
    for (const door of doors) {
      const quote = await sent();
      const res = await answerAt(door, quote.token, { answer: "decline", comment: "Over budget" });
      expect(res.status, door).toBe(200);
      if (door === "plain") expect(await res.text()).toContain("You declined this quote.");
      else expect(await res.json(), door).toEqual({ status: "declined" });
      expect(row(quote.id), door).toMatchObject({ status: "declined", answerComment: "Over budget" });
    }
  });

  test("an answer that is neither accept nor decline is a 400 through every door, and the quote stays sent", async () => {
    const quote = await sent();
    for (const door of doors) {
      expect((await answerAt(door, quote.token, { answer: "maybe" })).status, door).toBe(400);
    }
    expect(row(quote.id)).toMatchObject({ status: "sent", answeredAt: null });
  });
});

describe("asking again for an expired quote", () => {
  const askAt = (door: Door, token: string) => {
    if (door === "rest") return t.request(`/api/quotes/${token}/ask-again`, { method: "POST" });
    const path = `/quote/${token}/ask-again`;
    return door === "script" ? scriptPost(t, path, {}) : post(path);
  };

  test("files one request from its lines through every door; REST and the script get 201 { status, reference }", async () => {
    const quotes = [];
    for (const _ of doors) quotes.push(await sent(withLine));
    t.advance(40 * 86_400_000);
    for (const [i, door] of doors.entries()) {
      const res = await askAt(door, quotes[i]?.token ?? "");
      if (door === "plain") expect(res.status).toBe(200);
      else {
        expect(res.status, door).toBe(201);
        expect(await res.json(), door).toEqual({ status: "filed", reference: expect.any(String) });
      }
    }
    const filed = t.db.select().from(quoteRequests).all();
    expect(filed.map((request) => request.notes)).toEqual(
      quotes.map((quote) => `Asked again from the expired quote ${quote.number} rev 1`),
    );
  });

  test("a quote still valid is refused with 409 through every door, and nothing is filed", async () => {
    const quote = await sent(withLine);
    for (const door of doors) expect((await askAt(door, quote.token)).status, door).toBe(409);
    expect(t.db.select().from(quoteRequests).all()).toEqual([]);
  });
});
