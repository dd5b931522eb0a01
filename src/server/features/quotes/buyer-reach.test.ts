import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { quoteDraft, quoteEnv, quoteSteps } from "#tests/helpers/quote-kit.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

const t = appForEachTest(quoteEnv, { distDir: await makeFakeDist() });
const rowOf = async (number: string) =>
  (await t.adminCaller().quotes.page({})).rows.find((row) => row.number === number);

describe("a quote's row says how the buyer gets it (docs/decisions/160)", () => {
  test("with mail off the row says its email is held, and gives the buyer's page address", async () => {
    const { sent } = quoteSteps(t, quoteDraft);
    const quote = await sent({ lang: "ar" });
    expect(await rowOf(quote.number)).toMatchObject({
      status: "sent",
      mailStatus: "held",
      buyerLink: `http://localhost/ar/quote/${quote.token}`,
    });
  });

  test("the latest email's state: failed, then sent once it goes; none for a draft; no link once revoked", async () => {
    const { sent } = quoteSteps(t, quoteDraft);
    const quote = await sent();
    t.db.update(outbox).set({ status: "failed" }).where(eq(outbox.refId, quote.id)).run();
    expect((await rowOf(quote.number))?.mailStatus).toBe("failed");
    await t.adminCaller().quotes.send({ id: quote.id });
    expect((await rowOf(quote.number))?.mailStatus).toBe("held");
    t.db.update(outbox).set({ status: "sent" }).where(eq(outbox.refId, quote.id)).run();
    expect((await rowOf(quote.number))?.mailStatus).toBe("sent");
    await t.adminCaller().quotes.revoke({ id: quote.id });
    expect((await rowOf(quote.number))?.buyerLink).toBeNull();

    const draft = await t.adminCaller().quotes.create(quoteDraft());
    expect(await rowOf(draft.number)).toMatchObject({ mailStatus: null, buyerLink: null });
  });
});

describe("the owner's quote form", () => {
  test("an empty buyer email says Required, a written wrong one Invalid email", async () => {
    const asked: Array<[string, string]> = [
      ["", "Required"],
      ["  ", "Required"],
      ["nope", "Invalid email"],
    ];
    for (const [buyerEmail, message] of asked) {
      const refused = await t
        .adminCaller()
        .quotes.create(quoteDraft({ buyerEmail }))
        .then(
          () => [],
          (error: { cause?: { issues?: Array<{ path: string[]; message: string }> } }) =>
            error.cause?.issues ?? [],
        );
      expect(refused.map((i) => [i.path.join("."), i.message])).toEqual([["buyerEmail", message]]);
    }
  });
});
