import { createTRPCClient, httpLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "#server/trpc/router.ts";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

// Every call carries the session cookie; bodies are JSON.
export const makeTrpcClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      httpLink({ url: "/trpc", fetch: (url, init) => fetch(url, { ...init, credentials: "include" }) }),
    ],
  });
