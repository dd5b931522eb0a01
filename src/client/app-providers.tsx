import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { makeTrpcClient, TRPCProvider } from "./lib/trpc";

// What the app runs inside, the same in the browser (hydrate.tsx) and on the server (render-page.tsx), so the
// two trees cannot drift apart and break hydration.
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={makeTrpcClient()} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
