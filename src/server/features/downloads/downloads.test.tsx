import { describe, expect, test } from "bun:test";
import { productFiles, products, uploads } from "#db/schema.ts";
import { appForEachTest, origin, type TestApp } from "#tests/helpers/test-app.ts";
import { fixture } from "#tests/helpers/upload-kit.ts";

const napkin = { id: "napkin", name: "Dinner Napkin", description: "Soft", category: "napkins" };
const prepare = ({ db }: TestApp) => void db.insert(products).values(napkin).run();
const t = appForEachTest({}, { prepare });
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1_234_567, 32), Buffer.from("\n%%EOF\n")]);

const put = (url: string, body: BodyInit) =>
  t.app.request(url, { method: "PUT", body, headers: { origin }, duplex: "half" } as RequestInit);

// The owner's steps: a PDF upload URL, the PUT, then the file attached to the product with its titles.
async function attach(title: string, titleAr = "") {
  const { url } = await t.adminCaller().downloads.presign({ productId: "napkin" });
  expect((await put(url, pdf)).status).toBe(200);
  return t.adminCaller().downloads.add({ productId: "napkin", uploadUrl: url, title, titleAr });
}

describe("a product's downloads", () => {
  test("a PDF upload URL takes a PDF and refuses anything else by its bytes, storing nothing", async () => {
    const { url } = await t.adminCaller().downloads.presign({ productId: "napkin" });
    expect(url).toContain("&kind=pdf");
    const refused = await put(url, fixture("pixel.png"));
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ message: "The file must be a PDF" });
    expect(t.db.select().from(uploads).all()).toEqual([]);
    expect((await put(url, pdf)).status).toBe(200);
  });

  test("an image URL does not take a PDF, and a PDF URL's kind cannot be dropped", async () => {
    const { url: image } = await t.adminCaller().uploads.presign();
    expect((await put(image, pdf)).status).toBe(415);
    const { url } = await t.adminCaller().downloads.presign({ productId: "napkin" });
    expect((await put(url.replace("&kind=pdf", ""), fixture("pixel.png"))).status).toBe(403);
  });

  test("attached files list in order with their size; reorder and remove; each write bumps the public products", async () => {
    const version = () =>
      (
        t.db.$client.query("select version from public_versions where name = 'products'").get() as {
          version: number;
        }
      ).version;
    const before = version();
    const sheet = await attach("Datasheet", "نشرة البيانات");
    const iso = await attach("ISO 9001 certificate");
    expect(sheet).toMatchObject({ title: "Datasheet", size: pdf.length, position: 0 });
    const listed = await t.adminCaller().downloads.list({ productId: "napkin" });
    expect(listed.map((f) => f.title)).toEqual(["Datasheet", "ISO 9001 certificate"]);
    const reordered = await t
      .adminCaller()
      .downloads.reorder({ productId: "napkin", ids: [iso.id, sheet.id] });
    expect(reordered.map((f) => f.title)).toEqual(["ISO 9001 certificate", "Datasheet"]);
    await t.adminCaller().downloads.remove({ id: iso.id });
    expect((await t.adminCaller().downloads.list({ productId: "napkin" })).map((f) => f.id)).toEqual([
      sheet.id,
    ]);
    expect(version()).toBeGreaterThan(before + 3);
  });

  test("refusals: an image upload, a URL never uploaded, no title, a partial order; nothing stored", async () => {
    const { url: image } = await t.adminCaller().uploads.presign();
    await put(image, fixture("pixel.png"));
    const attachUrl = (uploadUrl: string, title = "Sheet") =>
      t.adminCaller().downloads.add({ productId: "napkin", uploadUrl, title });
    await expect(attachUrl(image)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The file must be a PDF",
    });
    const { url: unused } = await t.adminCaller().downloads.presign({ productId: "napkin" });
    await expect(attachUrl(unused)).rejects.toMatchObject({ message: "Upload the PDF first" });
    await expect(attachUrl("https://evil.example/x.pdf")).rejects.toMatchObject({
      message: "Upload the PDF first",
    });
    await expect(attachUrl(unused, " ")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(t.db.select().from(productFiles).all()).toEqual([]);
    const one = await attach("One");
    await attach("Two");
    await expect(
      t.adminCaller().downloads.reorder({ productId: "napkin", ids: [one.id] }),
    ).rejects.toMatchObject({
      message: "List every file of this product once",
    });
    await expect(t.publicCaller().downloads.presign({ productId: "napkin" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(t.adminCaller().downloads.presign({ productId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  test("the download is the PDF as an attachment named from the title, in the page's language", async () => {
    const file = await attach(`Datasheet: 2-ply / "soft" (O'Neil)`, "نشرة البيانات");
    const en = await t.request(`/downloads/${file.id}`);
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toBe("application/pdf");
    expect(en.headers.get("content-disposition")).toBe(
      `attachment; filename="Datasheet 2-ply soft (O'Neil).pdf"; filename*=UTF-8''Datasheet%202-ply%20soft%20%28O%27Neil%29.pdf`,
    );
    expect(Buffer.from(await en.arrayBuffer()).equals(pdf)).toBe(true);
    const ar = await t.request(`/ar/downloads/${file.id}`);
    expect(ar.headers.get("content-disposition")).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent("نشرة البيانات.pdf")}`,
    );
  });

  test("a hidden product's files and unknown ids are 404", async () => {
    const file = await attach("Datasheet");
    expect((await t.request("/downloads/nope")).status).toBe(404);
    t.db.update(products).set({ active: false }).run();
    expect((await t.request(`/downloads/${file.id}`)).status).toBe(404);
  });
});

describe("the public list of a product's downloads", () => {
  test("title in the page's language, PDF and its size, a plain link to the download", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { DownloadList } = await import("#client/site/downloads/download-list.tsx");
    const { publicList } = await import("./service");
    const file = await attach("Datasheet", "نشرة البيانات");
    const ar = renderToStaticMarkup(<DownloadList files={publicList(t.db, "napkin", "ar")} lang="ar" />);
    expect(ar).toContain("ملفات للتنزيل");
    expect(ar).toContain(`href="/ar/downloads/${file.id}"`);
    expect(ar).toContain("نشرة البيانات");
    expect(ar).toContain("PDF, 1.2 MB");
    const en = renderToStaticMarkup(<DownloadList files={publicList(t.db, "napkin", "en")} lang="en" />);
    expect(en).toContain(">Datasheet<");
    t.db.update(products).set({ active: false }).run();
    expect(publicList(t.db, "napkin", "en")).toEqual([]);
  });

  test("sizes read as people write them", async () => {
    const { fileSizeText } = await import("#shared/product-files.ts");
    expect([1_234_567, 10_485_760, 340_000, 12].map(fileSizeText)).toEqual([
      "1.2 MB",
      "10.5 MB",
      "340 kB",
      "1 kB",
    ]);
  });
});
