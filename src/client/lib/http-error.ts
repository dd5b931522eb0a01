import { TRPCClientError } from "@trpc/client";

// The client's error text: a non-ok answer reads "<status>: <body text or status text>".
export function httpErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number } | undefined;
    const status = data?.httpStatus ?? 0;
    const body = typeof error.message === "string" && error.message ? error.message : statusText(status);
    return `${status}: ${body}`;
  }
  return error instanceof Error ? error.message : String(error);
}

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

const statusText = (status: number) => statusTexts[status] ?? "Error";

// The refusals the server words for the owner: what stands in the way and how to get past it ("Set the site's
// address in Settings first...", "Only the owner can do this", "The file must be a PDF", a busy server or a full
// disk). A 400's words go under the form's fields, a 500's detail to the console (decision 041).
const refusals = new Set([403, 404, 409, 413, 415, 429, 503]);

export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0;
  return refusals.has(status) && error.message ? error.message : undefined;
}
