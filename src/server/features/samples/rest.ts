import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { sampleAction } from "./action";

// Public sample requests (docs/decisions/211); the owner's side is tRPC only, like the other desk lists.
export const samplesRest = new Hono<AppEnv>().post("/sample-requests", restDoor(sampleAction));
