import { describe, expect, test } from "bun:test";
import { TRPCClientError } from "@trpc/client";
import { RestRefusal, refusalOf } from "./errors";

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

describe("an upload's refusal (the signed URL's REST answer)", () => {
  const answer = (status: number, body: string) => RestRefusal.from(new Response(body, { status }));

  test("is told in the server's words, a 400 included: it has no fields to go under", async () => {
    const image = "The file must be a JPEG, PNG, WebP, GIF or AVIF image";
    expect(refusalOf(await answer(415, JSON.stringify({ message: image })))).toBe(image);
    expect(refusalOf(await answer(413, JSON.stringify({ message: "The file is larger than 10 MB" })))).toBe(
      "The file is larger than 10 MB",
    );
    expect(refusalOf(await answer(400, JSON.stringify({ message: "Bad upload", issues: [] })))).toBe(
      "Bad upload",
    );
  });

  test("is not when it has no words for the owner, or is the server's own failure", async () => {
    const proxyPage = await answer(413, "<html>Request Entity Too Large</html>");
    expect(refusalOf(proxyPage)).toBeUndefined();
    expect(proxyPage.message).toBe("413: <html>Request Entity Too Large</html>");
    expect(
      refusalOf(await answer(500, JSON.stringify({ message: "Internal server error" }))),
    ).toBeUndefined();
  });
});
