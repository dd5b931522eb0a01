import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { makeQueryClient } from "./lib/query-client";
import { makeTrpcClient, TRPCProvider } from "./lib/trpc";

const queryClient = makeQueryClient();
const trpcClient = makeTrpcClient();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <App />
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
