import { expect, test } from "./helpers/admin";

const pdf = (text: string) => ({
  name: "upload.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${text}\n`),
    Buffer.alloc(150_000, 32),
    Buffer.from("%%EOF\n"),
  ]),
});

test("the owner adds PDFs with both titles, reorders and removes them; a visitor downloads one by its title", async ({
  adminPage: page,
}) => {
  const name = `Datasheet Napkins ${Date.now()}`;
  const created = await page.request.post("/api/products", {
    data: { name, description: "Soft", category: "napkin" },
  });
  expect(created.status()).toBe(201);
  const { id: productId } = (await created.json()) as { id: string };

  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Product" });
  const downloads = editor.getByRole("region", { name: "Downloads (datasheets, certificates)" });
  await expect(downloads.getByText("No downloads yet.")).toBeVisible();

  const titles: Array<[string, string]> = [
    ["Datasheet", "نشرة البيانات"],
    ["ISO 9001 certificate", ""],
  ];
  for (const [title, titleAr] of titles) {
    await downloads.getByLabel("Title (English)").fill(title);
    await downloads.getByLabel("Title (Arabic)").fill(titleAr);
    await downloads.getByLabel("PDF file (at most 10 MB)").setInputFiles(pdf(title));
    await downloads.getByRole("button", { name: "Add PDF" }).click();
    await expect(downloads.getByRole("listitem").filter({ hasText: title })).toContainText("PDF, 150 kB");
  }
  // A file that is not a PDF is refused by its bytes and nothing is added.
  await downloads.getByLabel("Title (English)").fill("Not a PDF");
  await downloads
    .getByLabel("PDF file (at most 10 MB)")
    .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello") });
  await downloads.getByRole("button", { name: "Add PDF" }).click();
  await expect(page.getByText("The file must be a PDF")).toBeVisible();
  await expect(downloads.getByRole("listitem")).toHaveCount(2);

  await downloads.getByRole("button", { name: "Move ISO 9001 certificate up" }).click();
  await expect(downloads.getByRole("listitem").first()).toContainText("ISO 9001 certificate");
  page.once("dialog", (d) => void d.accept());
  await downloads.getByRole("button", { name: "Remove ISO 9001 certificate" }).click();
  await expect(downloads.getByRole("listitem")).toHaveCount(1);

  const listed = await page.request.get(
    `/trpc/downloads.list?input=${encodeURIComponent(JSON.stringify({ productId }))}`,
  );
  const [file] = ((await listed.json()) as { result: { data: Array<{ id: string }> } }).result.data;
  const download = await page.request.get(`/ar/downloads/${file?.id}`);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toContain(
    `filename*=UTF-8''${encodeURIComponent("نشرة البيانات.pdf")}`,
  );
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
