import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { bookingAction } from "./action";

// Public booking (docs/decisions/150); the admin's side is tRPC only.
export const appointmentsRest = new Hono<AppEnv>().post("/appointments", restDoor(bookingAction));
