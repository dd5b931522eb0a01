import {
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { Fingerprint } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC, useTRPCClient } from "#client/lib/trpc.ts";
import { ceremonyProblem, passkeysSupported } from "../lib/passkeys";

// Signs in with a passkey the browser holds for this site: from the button (the browser's own dialog), or from the
// username field's autofill where the browser offers passkeys there (conditional UI). A new ceremony cancels the
// other, and a closed dialog is no failure.
export function PasskeySignIn() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signIn = useMutation({
    mutationFn: async (autofill: boolean) => {
      // An offer the server refuses (too many from this address, say) is simply not made: nobody picked a passkey.
      const options = await client.auth.passkeyOptions.mutate().catch((error: unknown) => {
        throw autofill ? new Error("no autofill offer", { cause: error }) : error;
      });
      const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
      const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
      return client.auth.passkeyLogin.mutate(response);
    },
    onSuccess: (session) => {
      queryClient.setQueryData(trpc.auth.check.queryKey(), session);
      notifySuccess("Welcome to the admin panel", "Login Successful");
      navigate("/dashboard");
    },
    // The autofill offer runs unasked, so only the server's answer to a passkey the person picked is worth a word.
    onError: (error, autofill) => {
      if (autofill && !(error instanceof TRPCClientError)) return;
      const problem = error instanceof TRPCClientError ? error.message : ceremonyProblem(error);
      if (problem) toast.error("Login Failed", { description: problem });
    },
  });
  const { mutate } = signIn;

  useEffect(() => {
    void browserSupportsWebAuthnAutofill().then((offered) => offered && mutate(true));
  }, [mutate]);

  if (!passkeysSupported()) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={signIn.isPending && signIn.variables === false}
      onClick={() => signIn.mutate(false)}
    >
      <Fingerprint aria-hidden="true" />
      Sign in with a passkey
    </Button>
  );
}
