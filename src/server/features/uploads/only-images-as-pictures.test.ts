import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts, products, siteContent } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";
import { fixture } from "#tests/helpers/upload-kit.ts";

// A PDF upload is a download, never a picture (issue 39): `PUT /api/products/:id/image` and `products.update`
// took a PDF upload's URL and /img/400/... then handed the PDF on. Every place that stores a picture's address
// takes only an image upload of this site, through each of its doors, and /img serves only images.
let cookie = "";
const t = appForEachTest(
  {},
  {
    distDir: await makeFakeDist(),
    prepare: async (app) => {
      seed(app.db, { sampleData: false });
      app.db
        .insert(products)
        .values({ id: "napkin", name: "Dinner Napkin", description: "Soft", category: "napkin" })
        .run();
      cookie = await app.login();
    },
  },
);
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2_000, 32), Buffer.from("\n%%EOF\n")]);

const put = (url: string, body: BodyInit) =>
  t.app.request(url, { method: "PUT", body, headers: { origin }, duplex: "half" } as RequestInit);
const rest = (path: string, method: string, json: unknown) =>
  t.request(path, { method, json, headers: { cookie } });

// A PDF and an image, each uploaded as the admin uploads them; their signed URLs and stored paths.
async function uploaded() {
  const { url: pdfUrl } = await t.adminCaller().downloads.presign({ productId: "napkin" });
  expect((await put(pdfUrl, pdf)).status).toBe(200);
  const { url: imageUrl } = await t.adminCaller().uploads.presign();
  expect((await put(imageUrl, fixture("pixel.png"))).status).toBe(200);
  const path = (url: string) => new URL(url).pathname;
  return { pdfUrl, pdfPath: path(pdfUrl), imageUrl, imagePath: path(imageUrl) };
}

const napkin = () => t.db.select().from(products).where(eq(products.id, "napkin")).get();
const refusedWith = (path: string) => ({
  message: expect.stringContaining("No image of this site has this address"),
  issues: [{ path, message: "No image of this site has this address" }],
});
const badRequest = { code: "BAD_REQUEST", message: expect.stringContaining("No image of this site") };

describe("a PDF upload is never stored as a picture", () => {
  test("a product's image, through PUT /api/products/:id/image and tRPC uploads.productImage", async () => {
    const { pdfUrl, imageUrl, imagePath } = await uploaded();
    const res = await rest("/api/products/napkin/image", "PUT", { imageURL: pdfUrl });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refusedWith("imageURL"));
    await expect(
      t.adminCaller().uploads.productImage({ id: "napkin", imageURL: pdfUrl }),
    ).rejects.toMatchObject(badRequest);
    expect(napkin()?.imageUrl).toBe("");
    const image = await rest("/api/products/napkin/image", "PUT", { imageURL: imageUrl });
    expect(image.status).toBe(200);
    expect(napkin()?.imageUrl).toBe(imagePath);
  });

  test("a product's main picture and gallery, through products.update, products.create and their REST paths", async () => {
    const { pdfPath, pdfUrl, imagePath } = await uploaded();
    const gallery = (url: string) => [
      { url: imagePath, alt: "" },
      { url, alt: "" },
    ];
    for (const [data, path] of [
      [{ imageUrl: pdfPath }, "imageUrl"],
      [{ imageUrl: pdfUrl }, "imageUrl"],
      [{ gallery: gallery(pdfPath) }, "gallery.1.url"],
    ] as const) {
      await expect(t.adminCaller().products.update({ id: "napkin", data })).rejects.toMatchObject(badRequest);
      const res = await rest("/api/products/napkin", "PUT", data);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject(refusedWith(path));
      const created = await rest("/api/products", "POST", {
        name: "Towel",
        description: "Soft",
        category: "napkin",
        ...data,
      });
      expect(created.status).toBe(400);
      expect(await created.json()).toMatchObject(refusedWith(path));
    }
    await expect(
      t
        .adminCaller()
        .products.create({ name: "Towel", description: "Soft", category: "napkin", imageUrl: pdfPath }),
    ).rejects.toMatchObject(badRequest);
    expect(napkin()).toMatchObject({ imageUrl: "", gallery: [] });
    expect(t.db.select().from(products).all()).toHaveLength(1);
    await t.adminCaller().products.update({ id: "napkin", data: { gallery: gallery(imagePath) } });
    expect(napkin()?.imageUrl).toBe(imagePath);
  });

  test("a content image, through PUT /api/content/:key and tRPC content.update", async () => {
    const { pdfPath, pdfUrl, imagePath } = await uploaded();
    const hero = () => t.db.select().from(siteContent).where(eq(siteContent.key, "hero_image")).get()?.value;
    const before = hero();
    const res = await rest("/api/content/hero_image", "PUT", { value: pdfUrl });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [{ path: "value", message: "No image of this site has this address" }],
    });
    await expect(t.adminCaller().content.update({ key: "hero_image", value: pdfPath })).rejects.toMatchObject(
      badRequest,
    );
    expect(hero()).toBe(before);
    await t.adminCaller().content.update({ key: "hero_image", value: imagePath });
    expect(hero()).toBe(imagePath);
  });

  test("a blog post's image, through the REST paths and tRPC blog.create and blog.update", async () => {
    const { pdfPath, imagePath } = await uploaded();
    const post = { title: "Hotel tissue", content: "Text", imageUrl: pdfPath };
    const res = await rest("/api/blog", "POST", post);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(refusedWith("imageUrl"));
    await expect(t.adminCaller().blog.create(post)).rejects.toMatchObject(badRequest);
    const made = await t.adminCaller().blog.create({ ...post, imageUrl: imagePath });
    await expect(t.adminCaller().blog.update({ id: made.id, data: post })).rejects.toMatchObject(badRequest);
    expect((await rest(`/api/blog/${made.id}`, "PUT", post)).status).toBe(400);
    expect(
      t.db
        .select()
        .from(blogPosts)
        .all()
        .map((p) => p.imageUrl),
    ).toEqual([imagePath]);
  });

  test("/img never serves a PDF upload, even one stored as a picture before this rule", async () => {
    const { pdfPath, imagePath } = await uploaded();
    t.db.update(products).set({ imageUrl: pdfPath }).where(eq(products.id, "napkin")).run();
    for (const width of [400, 800, 1200]) {
      const res = await t.request(`/img/${width}${pdfPath}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
    }
    const image = await t.request(`/img/400${imagePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });
});
