import { expect } from "bun:test";
import { origin, type TestApp } from "./test-app";

// A form posted from the site's own page without JavaScript, as a browser encodes it by default.
export const postUrlEncoded = (
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.request(path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
  });

// The same as multipart/form-data.
export const postFormData = (app: TestApp, path: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return app.request(path, { method: "POST", body: form, headers: { origin } });
};

// A product inquiry's fields as the plain form sends them.
export const plainInquiry = {
  contactName: "Mona",
  email: "mona@example.com",
  businessType: "Hotel",
  quantity: "40 cartons",
  needByDate: "ASAP",
};

// A post the form took: 303 to its thank-you address (docs/decisions/013), and the page found there.
export async function thankYouAfter(app: TestApp, posted: Response, path: string) {
  expect(posted.status).toBe(303);
  expect(posted.headers.get("location")).toBe(`${path}/sent`);
  const page = await app.request(`${path}/sent`);
  expect([page.status, page.headers.get("cache-control")]).toEqual([200, "no-store"]);
  return page.text();
}
