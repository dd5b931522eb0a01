import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { siteContent } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { contentDefaultValue } from "#shared/content-keys.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Keys whose value becomes a link or is read by a machine have their own check (docs/decisions/020).
const t = appForEachTest({}, { prepare: ({ db }) => seed(db, { sampleData: false }) });
let cookie = "";
beforeEach(async () => {
  cookie = await t.login();
});

const stored = (key: string) => t.db.select().from(siteContent).where(eq(siteContent.key, key)).get()?.value;
const put = (key: string, value: string) =>
  t.request(`/api/content/${key}`, { method: "PUT", json: { value }, headers: { cookie } });

const refused: [string, string][] = [
  ["contact_email", "not-an-email"],
  ["contact_email", "sales@"],
  ["contact_email", "sales@safatissue.com, info@safatissue.com"],
  ["contact_phone", "call me maybe"],
  ["contact_phone", "12345"],
  ["contact_phone", "+1 555 010 4477 + 9"],
  ["contact_phone", "1234567890123456"],
  ["contact_chat_number", "call me"],
  ["contact_chat_number", "0501234567"],
  ["contact_chat_number", "+20 100"],
  ["contact_chat_number", "https://wa.me/15550104477"],
  ["contact_facebook", "facebook safatissue"],
  ["contact_facebook", "javascript:alert(1)"],
  ["contact_facebook", "ftp://facebook.com/safatissue"],
  ["contact_instagram", "@safatissue"],
  ["contact_instagram", "https://localhost/safatissue"],
];

const accepted: [string, string, string][] = [
  ["contact_email", " orders@safa-tissue.example ", "orders@safa-tissue.example"],
  ["contact_phone", "+971 4 123-4567", "+971 4 123-4567"],
  ["contact_phone", "(04) 555 0100", "(04) 555 0100"],
  ["contact_phone", "+1 555 010 4477 ext. 12", "+1 555 010 4477 ext. 12"],
  ["contact_chat_number", "15550104477", "15550104477"],
  ["contact_chat_number", "+971 50 123-4567", "971501234567"],
  ["contact_facebook", "https://www.facebook.com/safatissue", "https://www.facebook.com/safatissue"],
  ["contact_facebook", "facebook.com/safatissue", "https://facebook.com/safatissue"],
  ["contact_instagram", "http://instagram.com/safatissue?hl=ar", "http://instagram.com/safatissue?hl=ar"],
];

describe("REST PUT /api/content/:key", () => {
  test.each(refused)("refuses %p = %p with a 400 naming the key, storing nothing", async (key, value) => {
    const res = await put(key, value);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message.startsWith(`${key}: `)).toBe(true);
    expect(body.issues).toEqual([{ path: "value", message: body.message.slice(key.length + 2) }]);
    expect(stored(key)).toBe(contentDefaultValue(key));
  });

  test.each(accepted)("accepts %p = %p and stores %p", async (key, value, expected) => {
    const res = await put(key, value);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { value: string }).value).toBe(expected);
    expect(stored(key)).toBe(expected);
  });

  test("an emptied contact value is still Required, and the stored one stays", async () => {
    const res = await put("contact_facebook", "  ");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Required",
      issues: [{ path: "value", message: "Required" }],
    });
    expect(stored("contact_facebook")).toBe(contentDefaultValue("contact_facebook"));
  });
});

describe("tRPC content.update", () => {
  test.each(refused)("refuses %p = %p as BAD_REQUEST with the issue, storing nothing", async (key, value) => {
    const update = t.adminCaller().content.update({ key, value });
    await expect(update).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(new RegExp(`^${key}: `)),
      cause: { issues: [{ path: "value", message: expect.any(String) }] },
    });
    expect(stored(key)).toBe(contentDefaultValue(key));
  });

  test.each(accepted)("accepts %p = %p and stores %p", async (key, value, expected) => {
    expect((await t.adminCaller().content.update({ key, value })).value).toBe(expected);
    expect(stored(key)).toBe(expected);
  });
});
