import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, reportDiskFull } from "#server/core/errors.ts";

// Every error leaves as { message, issues? }; nothing a client sends produces a stack trace or a 500.
export const errorResponse: ErrorHandler = (thrown, c: Context) => {
  const error = reportDiskFull(thrown) ?? thrown;
  if (error instanceof AppError) {
    return c.json(
      { message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      error.status,
      error.headers,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || "Bad request" }, error.status);
  }
  console.error(`Request ${c.get("requestId") ?? "-"} failed:`, error);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
};

// tRPC would also take multipart form bodies; we only speak JSON.
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (c.req.method === "POST" && !type.toLowerCase().startsWith("application/json")) {
    throw new AppError(415, "Send the body as application/json");
  }
  await next();
};
