import { type DehydratedState, HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { makeQueryClient } from "./lib/query-client";
import { makeTrpcClient, TRPCProvider } from "./lib/trpc";

// A server-rendered public page is hydrated from the server's query cache (/page-state.json, fetched by
// main.tsx beside this chunk), so hydrating asks the server for nothing else; the admin arrives as an empty
// shell and is rendered here.
export function mount(root: HTMLElement, serverState?: DehydratedState) {
  const queryClient = makeQueryClient();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={makeTrpcClient()} queryClient={queryClient}>
          <HydrationBoundary state={serverState}>
            <App />
          </HydrationBoundary>
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
