import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, quoteDocuments } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { mailingAppForEachTest } from "#tests/helpers/mailing-app.ts";
import { pdfFile, pdfText } from "#tests/helpers/pdf-tools.ts";
import { quoteEnv, quoteSteps } from "#tests/helpers/quote-kit.ts";
import { sentByScript } from "#tests/helpers/script-posts.ts";

// Sending draws the quote's PDF in a worker; the first one in a process starts it and loads its fonts.
setDefaultTimeout(20_000);

const { t, mailed } = await mailingAppForEachTest(quoteEnv, { distDir: await makeFakeDist() });

const { row, sent, post } = quoteSteps(t);
const nameInput = (page: string) => page.match(/<input id="name"[^>]*>/)?.[0] ?? "";

describe("accepting a quote", () => {
  test("the page shows the terms before the button and asks a full name (the server says when it is missing, not the browser) and an optional PO, without JavaScript", async () => {
    const quote = await sent({ lang: "ar" });
    const html = await (await t.request(`/ar/quote/${quote.token}`)).text();
    const terms = html.indexOf("الأسعار تسليم المصنع");
    expect(terms).toBeGreaterThan(0);
    expect(terms).toBeLessThan(html.indexOf('value="accept"'));
    expect(nameInput(html)).toContain('name="name"');
    expect(nameInput(html)).toContain('maxLength="100"');
    expect(html).not.toMatch(/ required=| minLength=/);
    expect(html).toContain(`action="/ar/quote/${quote.token}" method="post"`);
    expect(html).toContain("رقم أمر الشراء (اختياري)");
  });

  test("a name left empty or too short comes back under the field in the page's language, what was typed kept, nothing answered", async () => {
    const quote = await sent({ lang: "ar" });
    for (const [path, name, message] of [
      [`/ar/quote/${quote.token}`, "", "اكتب اسمك الكامل لقبول عرض السعر"],
      [`/quote/${quote.token}`, " L ", "Type your full name to accept the quote"],
    ] as const) {
      const res = await post(path, { answer: "accept", name, po: "PO-7731" });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("text/html");
      const page = await res.text();
      expect(page).toContain(
        `<p id="name-error" class="mt-1.5 text-sm text-red-700" role="alert">${message}</p>`,
      );
      expect(nameInput(page)).toContain('aria-invalid="true" aria-describedby="name-error"');
      expect(nameInput(page)).toContain(`value="${name}"`);
      expect(page).toContain('value="PO-7731"');
    }
    expect(row(quote.id)).toMatchObject({ status: "sent", acceptedName: null });

    const accepted = await post(`/ar/quote/${quote.token}`, {
      answer: "accept",
      name: "Layla Haddad",
      po: "",
    });
    expect(accepted.status).toBe(200);
    expect(row(quote.id)).toMatchObject({ status: "accepted", acceptedName: "Layla Haddad" });
  });

  test("a plain form post signs it: name, PO, time and revision kept; the accepted PDF mailed to the buyer and the owner", async () => {
    const quote = await sent();
    const res = await post(`/quote/${quote.token}`, { answer: "accept", name: "Sara Ahmed", po: "PO-4471" });
    expect(res.status).toBe(200);
    expect(row(quote.id)).toMatchObject({
      status: "accepted",
      acceptedName: "Sara Ahmed",
      acceptedPo: "PO-4471",
      acceptedRevision: 1,
      answeredAt: expect.any(Date),
    });
    const kinds = t.db
      .select({ kind: quoteDocuments.kind })
      .from(quoteDocuments)
      .all()
      .map((d) => d.kind);
    expect(kinds.sort()).toEqual(["accepted", "quote"]);
    const mails = await mailed(3);
    const copy = mails.find((m) => m.subject === `You accepted quote ${quote.number}`);
    const alert = mails.find((m) => m.subject === `Quote ${quote.number} accepted by Palm Hotel`);
    for (const mail of [copy, alert]) {
      const attachment = mail?.attachments[0];
      expect(attachment?.filename).toBe(`${quote.number}-rev1-accepted.pdf`);
      const text = pdfText(pdfFile(new Uint8Array(attachment?.content ?? [])));
      expect(text).toMatch(/Accepted by Sara Ahmed on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
      expect(text).toContain("Purchase order PO-4471");
    }
    expect(alert?.text).toContain("PO-4471");
  });

  test("once accepted, the quote page's PDF is the signed copy, for a buyer whose mail never came", async () => {
    const quote = await sent();
    const before = await t.request(`/quote/${quote.token}/pdf`);
    expect(pdfText(pdfFile(new Uint8Array(await before.arrayBuffer())))).not.toContain("Accepted by");
    await post(`/quote/${quote.token}`, { answer: "accept", name: "Sara Ahmed", po: "PO-4471" });
    const after = await t.request(`/quote/${quote.token}/pdf`);
    expect(after.headers.get("content-disposition")).toContain(`${quote.number}-rev1-accepted.pdf`);
    const text = pdfText(pdfFile(new Uint8Array(await after.arrayBuffer())));
    expect(text).toMatch(/Accepted by Sara Ahmed on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
    expect(text).toContain("Purchase order PO-4471");
  });

  test("an Arabic buyer's copy names the revision in Arabic, not 'rev 1'", async () => {
    const quote = await sent({ lang: "ar" });
    await post(`/ar/quote/${quote.token}`, { answer: "accept", name: "سارة أحمد" });
    const copy = (await mailed(3)).find((m) => m.subject === `قبلت عرض السعر ${quote.number}`);
    expect(copy?.text).toContain(`عرض السعر ${quote.number} مراجعة 1.`);
    expect(copy?.text).not.toContain("rev 1");
  });

  test("no name is a 400 naming the field, storing nothing; declining keeps the optional reason and makes no PDF", async () => {
    const quote = await sent();
    const refused = await t.request(`/api/quotes/${quote.token}/answer`, {
      method: "POST",
      json: { answer: "accept", po: "PO-1" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ issues: [{ path: "name" }] });
    expect(row(quote.id)).toMatchObject({ status: "sent", acceptedName: null });
    const tooLong = await sentByScript(t, `/quote/${quote.token}`, {
      answer: "accept",
      name: "A",
      po: "x".repeat(61),
    }).catch((e) => e);
    expect(tooLong).toMatchObject({ status: 400 });

    const declined = await post(`/quote/${quote.token}`, { answer: "decline", comment: "Over budget" });
    expect(declined.status).toBe(200);
    expect(row(quote.id)).toMatchObject({
      status: "declined",
      answerComment: "Over budget",
      acceptedName: null,
    });
    const documents = t.db.select().from(quoteDocuments).all();
    expect(documents.map((d) => d.kind)).toEqual(["quote"]);
    const [alert] = t.db.select().from(outbox).where(eq(outbox.kind, "quote_declined_alert")).all();
    expect(alert?.text).toContain("Over budget");
    expect(alert?.attachments).toBeNull();
  });

  test("a mail scanner's GET or HEAD of every link in these mails records nothing", async () => {
    const quote = await sent();
    const before = row(quote.id);
    for (const path of [`/quote/${quote.token}`, `/ar/quote/${quote.token}`, `/quote/${quote.token}/pdf`])
      for (const method of ["GET", "HEAD"]) expect((await t.request(path, { method })).status).toBe(200);
    expect(row(quote.id)).toEqual(before);
    expect(row(quote.id)?.status).toBe("sent");
  });
});
