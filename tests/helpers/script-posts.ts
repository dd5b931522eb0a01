import { origin, type TestApp } from "./test-app";

// A visitor form sent as the site's script sends it (src/client/lib/form-post.ts): JSON to the form's own path,
// from the site's own page, asking for JSON back (http/visitor-doors.ts).
export const scriptPost = (t: Pick<TestApp, "request">, path: string, json: unknown, headers = {}) =>
  t.request(path, { method: "POST", json, headers: { accept: "application/json", origin, ...headers } });

// What a refused script post answered: its status and the API's { message, issues }.
export class ScriptRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

// A script post that should be taken: its JSON answer, else a ScriptRefusal (for `rejects.toMatchObject`).
// A taken post's answer is the API's: the stored record (an id and more) for most forms.
type Taken = { id: string; [field: string]: unknown };
export async function sentByScript<T = Taken>(
  t: Pick<TestApp, "request">,
  path: string,
  json: unknown,
  headers = {},
): Promise<T> {
  const res = await scriptPost(t, path, json, headers);
  const body = await res.json();
  if (!res.ok) throw new ScriptRefusal(res.status, body.message, body.issues);
  return body as T;
}
