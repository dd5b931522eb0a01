import { TRPCClientError } from "@trpc/client";

type Issue = { path: string; message: string };
type ErrorData = { httpStatus?: number; issues?: Issue[] };

const dataOf = (error: unknown): ErrorData | undefined =>
  error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;

export const statusOf = (error: unknown) => dataOf(error)?.httpStatus;

// The server's per-field messages, so a refused form can show them under its inputs.
export const issuesOf = (error: unknown): Issue[] => dataOf(error)?.issues ?? [];
