import { type DehydratedState, HydrationBoundary } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, preloadAdmin } from "./app";
import { AppProviders } from "./app-providers";
import { makeQueryClient } from "./lib/query-client";

// A server-rendered public page is hydrated from the server's query cache (/page-state.json, fetched by
// main.tsx beside this chunk), so hydrating asks the server for nothing else; the admin arrives as an empty
// shell and is rendered here, once its screens are loaded.
export async function mount(root: HTMLElement, serverState?: DehydratedState) {
  const queryClient = makeQueryClient();
  const app = (
    <AppProviders queryClient={queryClient}>
      <HydrationBoundary state={serverState}>
        <App />
      </HydrationBoundary>
    </AppProviders>
  );
  if (serverState)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else {
    await preloadAdmin();
    createRoot(root).render(app);
  }
}
