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
