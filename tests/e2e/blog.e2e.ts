import { expect, expectToast, stamp, test } from "./helpers/fixtures";
import { layOutWholePage, openSite, section } from "./helpers/site";

test("the owner writes a post in both languages with a live preview; visitors read it with and without scripts", async ({
  adminPage: admin,
  browser,
}) => {
  const tag = Date.now();
  const title = `Choosing napkins ${tag}`;
  const slug = `choosing-napkins-${tag}`;

  await admin.goto("/admin/dashboard");
  await admin.getByRole("link", { name: /^Blog/ }).click();
  await admin.getByRole("button", { name: "New post" }).click();
  const editor = admin.getByRole("form", { name: "New post" });
  await editor.getByLabel("Title", { exact: true }).fill(title);
  await expect(editor.getByLabel(/^Address \(slug\)/)).toHaveValue(slug);
  await editor.getByLabel("Excerpt: one or two sentences for lists and search results").fill("Ply and fold.");
  await editor
    .getByLabel("Text", { exact: true })
    .fill("## Ply\n\nTwo-ply for **dining rooms**.\n\n<img src=x onerror=\"document.title='hacked'\">");
  const preview = editor.getByRole("region", { name: "Text: preview" });
  await expect(preview.getByRole("heading", { name: "Ply" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("dining rooms");
  await expect(preview.locator("[onerror]")).toHaveCount(0);

  await editor.getByLabel("Title (Arabic)").fill(`اختيار المناديل ${tag}`);
  await editor.getByLabel("Text (Arabic)", { exact: true }).fill("## الطبقات\n\nطبقتان لقاعات الطعام.");
  await editor.getByRole("button", { name: "Save post" }).click();
  await expectToast(admin, "success", "Success", "The draft is saved");
  const row = admin.getByRole("main").getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Draft");

  const visitor = await browser.newPage();
  expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await admin.getByLabel("Published: visitors can read it").click();
  await admin.getByRole("button", { name: "Save post" }).click();
  await expectToast(admin, "success", "Success", "The post is saved and published");
  await expect(row).toContainText("Published");

  // With scripts: the landing page leads to the blog, the blog to the post.
  await openSite(visitor, "/");
  await expect(section(visitor, "blog").getByRole("link", { name: title })).toBeVisible();
  await visitor.getByRole("banner").getByRole("link", { name: "Blog" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await visitor.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole("article").locator("strong")).toHaveText("dining rooms");
  expect(await visitor.title()).not.toBe("hacked");
  await visitor.getByRole("banner").getByRole("link", { name: "Arabic", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/ar/blog/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`اختيار المناديل ${tag}`);
  await expect(visitor.getByRole("article").getByRole("heading", { name: "الطبقات" })).toBeVisible();

  // Without scripts the same pages read the same.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/ar");
  // Jumped to, the post's link moves up once the testimonials above it leave their stand-in height, and a click
  // read before that lands below the link; a person who scrolls there finds them laid out (docs/decisions/009).
  await layOutWholePage(plain);
  await plain.getByRole("link", { name: `اختيار المناديل ${tag}` }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(`اختيار المناديل ${tag}`);
  await noScript.close();

  // Deleting the post takes it off the site.
  admin.once("dialog", (dialog) => dialog.accept());
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await expectToast(admin, "success", "Success", `"${title}" was deleted`);
  expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);
  await visitor.close();
});

// Found by trying the site on a phone: a post holding a long address made the page 512 px wide, and a short page
// showed the page's grey below its dark footer.
test("a taken address is refused at its field; a post with a long address reads on a phone without sideways scrolling; a short page ends with its footer", async ({
  adminPage: admin,
  browser,
}) => {
  await test.step("a taken address is refused at its field and nothing is saved", async () => {
    const tag = stamp();
    const made = await admin.request.post("/api/blog", {
      data: { title: `Taken ${tag}`, slug: `taken-${tag}`, content: "First." },
    });
    expect(made.status()).toBe(201);
    await admin.goto("/admin/blog");
    await admin.getByRole("button", { name: "New post" }).click();
    const editor = admin.getByRole("form", { name: "New post" });
    await editor.getByLabel("Title", { exact: true }).fill(`Second ${tag}`);
    await editor.getByLabel(/^Address \(slug\)/).fill(`taken-${tag}`);
    await editor.getByLabel("Text", { exact: true }).fill("Second.");
    await editor.getByRole("button", { name: "Save post" }).click();
    await expect(editor.locator("#post-slug-error")).toHaveText("Another post already has this slug");
    await admin.getByRole("searchbox", { name: /^Search/ }).fill(tag);
    await expect(admin.getByRole("main").getByRole("listitem").filter({ hasText: tag })).toHaveCount(1);
  });
  const tag = Date.now();
  const link = `https://safa.example/downloads/specification-sheets/facial-tissue-2-ply-hotel-range-${tag}.pdf`;
  const content = `The sheet: ${link}\n\nAnd one word: ${"x".repeat(120)}`;
  const data = { title: `Spec sheets ${tag}`, excerpt: "Where to find them.", content, published: true };
  const created = await admin.request.post("/api/blog", { data });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };

  const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
  for (const path of [`/blog/${slug}`, `/ar/blog/${slug}`]) {
    await visitor.goto(path);
    await expect(visitor.getByText(link.slice(0, 40))).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
  await visitor.setViewportSize({ width: 375, height: 2400 });
  await visitor.goto(`/blog/${slug}`);
  const [footerEnd, pageEnd] = await visitor
    .getByRole("contentinfo")
    .evaluate((footer) => [
      Math.round(footer.getBoundingClientRect().bottom + scrollY),
      document.documentElement.scrollHeight,
    ]);
  expect(footerEnd).toBe(pageEnd);
  await visitor.close();
  // A published post adds Blog to the landing page's links, which other tests of this server count.
  expect((await admin.request.delete(`/api/blog/${id}`)).status()).toBe(204);
});
