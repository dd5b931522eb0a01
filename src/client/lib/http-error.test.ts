import { describe, expect, test } from "bun:test";
import { TRPCClientError } from "@trpc/client";
import { httpErrorMessage } from "./http-error";

describe("httpErrorMessage (§8)", () => {
  const trpcError = (httpStatus: number, message: string) =>
    TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus } } });

  test("status, colon, space, then the body's message", () => {
    expect(httpErrorMessage(trpcError(400, "Invalid email"))).toBe("400: Invalid email");
  });

  test("the status text when the body says nothing", () => {
    expect(httpErrorMessage(trpcError(429, ""))).toBe("429: Too Many Requests");
  });
});
