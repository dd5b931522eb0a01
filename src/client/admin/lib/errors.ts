import { TRPCClientError } from "@trpc/client";
import { notifyError } from "#client/lib/notify.ts";

type Issue = { path: string; message: string };
type ErrorData = { httpStatus?: number; issues?: Issue[] };

const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;

export const statusOf = (error: unknown) => dataOf(error)?.httpStatus;

// The server's per-field messages, so a refused form can show them under its inputs.
export const issuesOf = (error: unknown): Issue[] => dataOf(error)?.issues ?? [];

// The refusals the server words for the owner: what stands in the way and how to get past it ("Set the site's
// address in Settings first...", "Only the owner can do this", a busy server or a full disk). A 400's words go
// under the form's fields, a 500's detail to the console (decision 041).
const refusals = new Set([403, 404, 409, 413, 415, 429, 503]);

export function refusalOf(error: unknown): string | undefined {
  const status = statusOf(error);
  return status !== undefined && refusals.has(status) && error instanceof Error && error.message
    ? error.message
    : undefined;
}

// The admin's failures. The server words its refusals in English for the owner, who reads the admin in English,
// so a refusal is told in its words instead of the screen's "could not be saved"; the site words its own
// failures in the visitor's language with notifyError.
export function notifyFailure(description: string, cause?: unknown) {
  notifyError(refusalOf(cause) ?? description, cause);
}
