import type { Context } from "hono";
import type { AppEnv } from "#server/context.ts";
import { actorOf, auditedCall } from "./calls";

type Params = Record<string, string>;
// The REST admin writes, as the tRPC action each one is and that action's input (docs/decisions/190).
const restCalls: Record<string, [string, (params: Params, body: unknown) => unknown]> = {
  "POST /api/products": ["products.create", (_, body) => body],
  "PUT /api/products/:id": ["products.update", ({ id }, data) => ({ id, data })],
  "DELETE /api/products/:id": ["products.remove", ({ id }) => ({ id })],
  "POST /api/objects/upload": ["uploads.start", () => ({})],
  "POST /api/upload/presigned-url": ["uploads.presign", () => ({})],
  "PUT /api/products/:id/image": ["uploads.productImage", ({ id }) => ({ id })],
  "PUT /api/admin/testimonials/:id": [
    "testimonials.setApproved",
    ({ id }, body) => ({ ...Object(body), id }),
  ],
  "DELETE /api/admin/testimonials/:id": ["testimonials.remove", ({ id }) => ({ id })],
  "PUT /api/content/:key": ["content.update", ({ key }, body) => ({ ...Object(body), key })],
  "PUT /api/product-inquiries/:id/status": [
    "inquiries.setStatus",
    ({ id }, body) => ({ ...Object(body), id }),
  ],
  "POST /api/blog": ["blog.create", (_, body) => body],
  "PUT /api/blog/:id": ["blog.update", ({ id }, data) => ({ id, data })],
  "DELETE /api/blog/:id": ["blog.remove", ({ id }) => ({ id })],
};

const contextOf = (c: Context<AppEnv>) => ({
  deps: c.get("deps"),
  ip: c.get("ip"),
  userAgent: c.req.header("user-agent"),
});

const jsonOf = async (read: () => Promise<unknown>) => {
  try {
    return await read();
  } catch {
    return {};
  }
};

// Around a signed-in admin's REST write: recorded only when it answered with success. A route not in the table
// that changes something (a later feature) is recorded under its method and path.
export async function auditedRest(c: Context<AppEnv>, next: () => Promise<void>) {
  const route = `${c.req.method} ${c.req.routePath}`;
  const known = restCalls[route];
  const params = c.req.param() as Params;
  const record = auditedCall(c.get("deps").db, known?.[0] ?? route, { id: params.id });
  await next();
  const user = c.get("user");
  if (!record || !user || !c.res.ok || c.error) return;
  const body = await jsonOf(() => c.req.json());
  const answer = c.res.headers.get("content-type")?.includes("json")
    ? await jsonOf(() => c.res.clone().json())
    : {};
  record(contextOf(c), actorOf(user), known ? known[1](params, body) : {}, answer);
}

// For the REST doors that are not an admin's write: a backup's download, and an upload's signed PUT (sent by the
// admin's browser, so its session names who; the signed link alone names no one).
export function recordRestAction(c: Context<AppEnv>, action: string, input: Record<string, unknown>) {
  const user = c.get("user");
  const actor = user ? actorOf(user) : { id: null, username: "(signed link)" };
  auditedCall(c.get("deps").db, action, input)?.(contextOf(c), actor, input, {});
}
