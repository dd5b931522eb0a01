import { TRPCClientError } from "@trpc/client";
import { notifyError } from "#client/lib/notify.ts";

type Issue = { path: string; message: string };
type ErrorData = { httpStatus?: number; issues?: Issue[] };

const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;

// A REST answer's refusal (an upload's PUT to its signed URL): its status, and the message of its JSON body.
// Without such a message (a proxy's page, say) it is not worded for the owner, and its text is for the console.
export class RestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly worded: boolean,
  ) {
    super(message);
  }

  static async from(response: Response) {
    const text = await response.text();
    let message = "";
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
        message = body.message;
      }
    } catch {}
    return message
      ? new RestRefusal(response.status, message, true)
      : new RestRefusal(response.status, `${response.status}: ${text || response.statusText}`, false);
  }
}

export const statusOf = (error: unknown) =>
  error instanceof RestRefusal ? error.status : dataOf(error)?.httpStatus;

// The server's per-field messages, so a refused form can show them under its inputs.
export const issuesOf = (error: unknown): Issue[] => dataOf(error)?.issues ?? [];

// The refusals the server words for the owner: what stands in the way and how to get past it ("Set the site's
// address in Settings first...", "Only the owner can do this", a busy server or a full disk). A 400's words go
// under the form's fields, a 500's detail to the console (decision 041).
// An upload's refusal has no form fields to go under, so its 400 is told too (docs/decisions/063).
const refusals = new Set([403, 404, 409, 413, 415, 429, 503]);

export function refusalOf(error: unknown): string | undefined {
  const status = statusOf(error);
  if (status === undefined || !(error instanceof Error) || !error.message) return undefined;
  if (error instanceof RestRefusal) {
    return error.worded && (status === 400 || refusals.has(status)) ? error.message : undefined;
  }
  return refusals.has(status) ? error.message : undefined;
}

// The admin's failures. The server words its refusals in English for the owner, who reads the admin in English,
// so a refusal is told in its words instead of the screen's "could not be saved"; the site words its own
// failures in the visitor's language with notifyError.
export function notifyFailure(description: string, cause?: unknown) {
  notifyError(refusalOf(cause) ?? description, cause);
}
