import { beforeEach, expect } from "bun:test";
import type { Product } from "#server/features/products/service.ts";
import { appForEachTest } from "./test-app";

// A test file's app with the admin signed in before every test, and the admin's REST calls with that session.
export function signedInForEachTest() {
  const t = appForEachTest();
  let cookie = "";
  beforeEach(async () => {
    cookie = await t.login();
  });
  const admin = (path: string, method: string, json?: unknown) =>
    t.request(path, { method, json, headers: { cookie } });
  // A product made through the REST door, which answers 201 with it.
  const postProduct = async (input: unknown) => {
    const res = await admin("/api/products", "POST", input);
    expect(res.status).toBe(201);
    return (await res.json()) as Product;
  };
  return { t, admin, postProduct };
}
