import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { siteOriginField } from "#shared/site-address.ts";

const explained =
  "The address people type to reach the website. Links in emails, the blog's feeds, the sitemap and the links search engines show are written with it.";

// The site's one known address (docs/decisions/180): fixed by PUBLIC_ORIGIN on the server, or saved here. Until it
// is saved, the field proposes the address this browser is using.
export function SiteAddressCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useQuery(trpc.siteAddress.get.queryOptions()).data;
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const save = useMutation(
    trpc.siteAddress.save.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.siteAddress.pathKey() });
        notifySuccess("Site address saved");
      },
      onError: (error) => setProblem(error.message),
    }),
  );
  if (!state) return null;
  const value = typed ?? state.origin ?? window.location.origin;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = siteOriginField.safeParse(value);
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) save.mutate({ origin: checked.data });
  };

  return (
    <Card className="mb-4 space-y-3 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Site address</h2>
      <p className="text-sm text-slate-600">{explained}</p>
      {state.fromEnvironment ? (
        <p className="text-sm">
          <span className="font-medium break-all">{state.origin}</span>: set on the server by the
          PUBLIC_ORIGIN setting, so it is changed there, not here.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-2">
          {!state.origin && (
            <p role="status" className="text-sm text-amber-900">
              Not set yet. Proposed below from the address you are using now: check it and save.
            </p>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1 space-y-1">
              <Label htmlFor="site-address">Site address</Label>
              <Input
                id="site-address"
                type="url"
                value={value}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "site-address-problem" : undefined}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={save.isPending}>
              Save address
            </Button>
          </div>
          {problem && (
            <p id="site-address-problem" role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </form>
      )}
    </Card>
  );
}
