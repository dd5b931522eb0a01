import { createTRPCClient, httpLink, type TRPCLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "#server/trpc/router.ts";
import { firstTouch } from "./first-touch";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

// The visitor forms that make a lead: each carries where the visit began, added here once for all of them.
const leadPaths = new Set([
  "contacts.submit",
  "inquiries.submit",
  "quotes.request",
  "samples.request",
  "appointments.book",
  "newsletter.subscribe",
]);

const withSource: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    const { input } = op;
    if (!leadPaths.has(op.path) || typeof input !== "object" || input === null) return next(op);
    return next({ ...op, input: { ...input, source: firstTouch() } });
  };

// Every call carries the session cookie; bodies are JSON.
export const makeTrpcClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      withSource,
      httpLink({ url: "/trpc", fetch: (url, init) => fetch(url, { ...init, credentials: "include" }) }),
    ],
  });
