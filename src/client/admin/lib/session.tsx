import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Redirect, useLocation } from "wouter";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { notifyFailure, statusOf } from "./errors";

// Renders nothing while the session check runs or when signed out; a signed-out visitor goes to the login, and an
// admin still holding a one-time password, or without a passkey while passkeys are required, to the account page,
// the only one open to them.
export function RequireAdmin({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const check = useQuery(trpc.auth.check.queryOptions());
  const [location] = useLocation();
  useSignOutOnExpiry();
  if (check.isPending) return null;
  if (!check.data?.authenticated) return <Redirect to="/login" replace />;
  const held = check.data.mustChangePassword || check.data.mustAddPasskey;
  if (held && location !== "/account") return <Redirect to="/account" replace />;
  return children;
}

// A session that ends while a screen is open (expired, or logged out in another tab) shows up as a 401 on the
// next call: treat it as signed out, so the screen gives way to the login form.
function useSignOutOnExpiry() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    const signOut = (error: unknown) => {
      if (statusOf(error) === 401)
        queryClient.setQueryData(trpc.auth.check.queryKey(), { authenticated: false });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") signOut(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") signOut(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, trpc]);
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
      onError: (error) => notifyFailure("Failed to log out", error),
    }),
  );
}
