import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { quoteDocuments } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { pdfFile, pdfText } from "#tests/helpers/pdf-tools.ts";
import { facialTissue, quoteDraft, quoteEnv, quoteSteps, withProduct } from "#tests/helpers/quote-kit.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Text a font cannot draw as typed never breaks a quote's PDF (issue 39): marks Noto Sans has no anchor for (an
// overlay stroke after a Latin letter, which made fontkit throw and Send answer 500), marks on Arabic, joiners,
// emoji, direction overrides and unpaired surrogates, in every field a PDF shows, in both languages, for the copy
// sent and the copy accepted.
setDefaultTimeout(30_000);

const product = withProduct({
  ...facialTissue,
  specifications: ["Spec S\u0336a\u0336r\u0336a\u0336 \u202eeno"],
});
const t = appForEachTest(quoteEnv, {
  distDir: await makeFakeDist(),
  prepare: (app) => {
    seed(app.db, { sampleData: false });
    product(app);
  },
});
const { row, post } = quoteSteps(t);

const hostile = [
  "S\u0336a\u0336r\u0336a\u0336", // strike-through marks: no anchor on Latin letters in Noto Sans
  "x\u0338\u0334", // stacked overlays
  "Vie\u0323\u0302t", // stacked marks that compose
  "\u0627\u065b\u0645\u0651\u064e\u062f", // an alef with a mark Naskh cannot attach, and harakat
  "a\u200db\u200cc", // joiners between Latin letters
  "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", // a non-joiner inside Persian
  "\u{1f334}\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u{1f3f3}\ufe0f\u200d\u{1f308}", // emoji, a ZWJ family, a flag
  "\u202etxet\u2067\u05d0", // an override and an isolate left open
  "x\ud800y\udc00", // unpaired surrogates
].join(" ");
const short = "a\u0336\u202e\ud800\u{1f334}";

async function sentWithHostileText(lang: Lang) {
  const admin = t.adminCaller();
  for (const key of ["footer_company_name", "quote_terms", "quote_payment_terms"])
    await admin.content.update({ key: lang === "ar" ? `${key}_ar` : key, value: `Content ${hostile}` });
  const line = { productId: facialTissue.id, quantity: 10, unitPrice: "12.50" };
  const made = await admin.quotes.create(
    quoteDraft({
      lang,
      buyerName: `Buyer ${hostile}`.slice(0, 100),
      buyerCompany: `Company ${hostile}`,
      buyerPhone: `+971 ${short}`,
      deliveryTerms: `Delivery ${hostile}`,
      note: `Note ${hostile}`,
      lines: [
        { ...line, description: `Line ${hostile}`, unit: `Unit ${short}` },
        { ...line, description: `${hostile.repeat(4)}`, unit: short },
      ],
    }),
  );
  await admin.quotes.send({ id: made.id });
  return { ...made, token: row(made.id)?.token ?? "" };
}

const keptText = (quoteId: string, kind: "quote" | "accepted") => {
  const kept = t.db
    .select({ pdf: quoteDocuments.pdf })
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.quoteId, quoteId), eq(quoteDocuments.kind, kind)))
    .get();
  return pdfText(pdfFile(new Uint8Array(kept?.pdf ?? []), `hostile-${kind}`));
};

describe("hostile text in a quote's PDF", () => {
  for (const lang of ["en", "ar"] as const)
    test(`in ${lang === "en" ? "English" : "Arabic"}: sent and accepted, every field drawn, marks placed or dropped, no override turning a line around`, async () => {
      const quote = await sentWithHostileText(lang);
      const sent = keptText(quote.id, "quote");
      for (const part of [
        "Buyer",
        "Company",
        "Line",
        "Unit",
        "Delivery",
        "Note",
        "Content",
        "Spec",
        "+971",
        "Vi",
      ])
        expect(sent).toContain(part);
      expect(sent).toMatch(/S\u0336?a\u0336?r\u0336?a/);
      // The Arabic parts joined and in their order (read after NFKC, as pdftotext may give presentation forms): a
      // Persian word around its non-joiner, and the name whose alef's mark Naskh cannot place.
      const arabic = sent.normalize("NFKC");
      expect(arabic).toContain("\u0645\u06cc\u062e\u0648\u0627\u0647\u0645");
      expect(arabic).toContain("\u0627\u0645\u062f");
      // The override was typed in the text, not read as a command: its letters come out as typed, not "text".
      expect(sent).toContain("txet");
      expect(sent).toContain("eno");

      const path = lang === "en" ? `/quote/${quote.token}` : `/ar/quote/${quote.token}`;
      const answered = await post(path, {
        answer: "accept",
        name: `Sara \u202e${short} Ahmed`,
        po: `PO-7 ${short}`,
      });
      expect(answered.status).toBe(200);
      expect(row(quote.id)?.status).toBe("accepted");
      const accepted = keptText(quote.id, "accepted");
      // The date after the buyer's name still reads forwards: the name's open override was not obeyed.
      if (lang === "en")
        expect(accepted).toMatch(/Accepted by Sara .* Ahmed on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
      else expect(accepted).toMatch(/\d{1,2} \S+ \d{4}/);
      expect(accepted).toContain("PO-7");
    });

  test("an acceptance through the REST door with such a name answers 200 and keeps the signed copy", async () => {
    const quote = await sentWithHostileText("en");
    const res = await t.request(`/api/quotes/${quote.token}/answer`, {
      method: "POST",
      json: { answer: "accept", name: `S\u0336a\u0336r\u0336a\u0336 ${hostile}`.slice(0, 100), po: short },
    });
    expect(res.status).toBe(200);
    expect(keptText(quote.id, "accepted")).toContain("Accepted by");
  });
});
