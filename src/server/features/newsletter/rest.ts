import { Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { restDoor } from "#server/http/visitor-doors.ts";
import { newsletterAction } from "./action";

export const newsletterRest = new Hono<AppEnv>().post("/newsletter", restDoor(newsletterAction));
