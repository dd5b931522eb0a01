import { describe, expect, test } from "bun:test";
import { TRPCClientError } from "@trpc/client";
import { refusalOf } from "./errors";

describe("refusalOf", () => {
  const trpcError = (httpStatus: number, message: string) =>
    TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus } } });

  test("a refusal the owner can act on is told in the server's words", () => {
    const address = "Set the site's address in Settings first: this email links to the website and needs it";
    expect(refusalOf(trpcError(409, address))).toBe(address);
    expect(refusalOf(trpcError(503, "The server is busy. Please try again in a moment."))).toBe(
      "The server is busy. Please try again in a moment.",
    );
    expect(refusalOf(trpcError(403, "Only the owner can do this"))).toBe("Only the owner can do this");
  });

  test("any other failure is not: its detail is for the console", () => {
    expect(refusalOf(trpcError(500, "Internal server error"))).toBeUndefined();
    expect(refusalOf(trpcError(400, "Invalid email"))).toBeUndefined();
    expect(refusalOf(new Error("Failed to fetch"))).toBeUndefined();
    expect(refusalOf(trpcError(409, ""))).toBeUndefined();
  });
});
