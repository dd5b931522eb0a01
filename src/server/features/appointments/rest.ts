import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { jsonBody } from "#server/http/rest.ts";
import { visitorGuard } from "#server/http/visitor-guard.ts";
import { appointmentSchema } from "#shared/appointment-schema.ts";
import { mailContextOf } from "../mail/context";
import { book } from "./service";

// Public booking (docs/decisions/150); the admin's side is tRPC only.
export const appointmentsRest = new Hono<AppEnv>().post("/appointments", visitorGuard, async (c) => {
  const input = await jsonBody(c, appointmentSchema("en"));
  return c.json(book(c.get("deps"), input, await mailContextOf(c), "en"), 201);
});
