import { type DehydratedState, HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { makeQueryClient } from "./lib/query-client";
import { makeTrpcClient, TRPCProvider } from "./lib/trpc";

// Written by the server (src/server/render/document.ts) on every page it renders.
const stateElement = document.getElementById("ssr-state");
const serverState = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as DehydratedState)
  : undefined;

const queryClient = makeQueryClient();
const trpcClient = makeTrpcClient();

// The server's query cache is handed over before the first render, so hydrating asks the server for nothing.
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <HydrationBoundary state={serverState}>
          <App />
        </HydrationBoundary>
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>
);

const root = document.getElementById("root");
// Public pages arrive rendered and are hydrated; the admin arrives as an empty shell and is rendered here.
if (root && serverState) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);
