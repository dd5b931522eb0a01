import { TRPCClientError } from "@trpc/client";

// A visitor form's post the server refused (form-post.ts): its status and its message.
export class FormRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The client's error text: a non-ok answer reads "<status>: <body text or status text>".
export function httpErrorMessage(error: unknown): string {
  if (error instanceof FormRefused) return `${error.status}: ${error.message || statusText(error.status)}`;
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
