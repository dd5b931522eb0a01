import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { useTRPC } from "../../lib/trpc";
import { notifyError, notifySuccess } from "./notify";

// Renders nothing while the session check runs or when signed out; a signed-out visitor goes to the login.
export function RequireAdmin({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const check = useQuery(trpc.auth.check.queryOptions());
  if (check.isPending) return null;
  if (!check.data?.authenticated) return <Redirect to="/login" replace />;
  return children;
}

export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        // Admin data must not outlive the session in this tab.
        queryClient.clear();
        queryClient.setQueryData(trpc.auth.check.queryKey(), { authenticated: false });
        notifySuccess("You have been logged out successfully.", "Logged Out");
        navigate("/login");
      },
      onError: (error) => notifyError("Failed to log out", error),
    }),
  );
}
