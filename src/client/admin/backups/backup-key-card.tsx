import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { issuesOf, notifyFailure } from "../lib/errors";
import { formatDate } from "../lib/format";
import type { BucketShown } from "../lib/types";
import { KeyWordsDialog } from "./key-words-dialog";

// The key every copy is sealed with before it leaves the server: made here (its words shown once) or given as
// BACKUP_KEY; typed back in on a new server whose restored database cannot open the one sealed on the old one.
export function BackupKeyCard({ keyState }: { keyState: BucketShown["key"] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [words, setWords] = useState<string>();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.backups.pathKey() });
  const make = useMutation(
    trpc.backups.makeKey.mutationOptions({
      onSuccess: async (made) => {
        setWords(made.words);
        await refresh();
      },
      onError: (error) => notifyFailure("The key could not be made", error),
    }),
  );
  const enter = useMutation(
    trpc.backups.enterKey.mutationOptions({
      onSuccess: async () => {
        setTyped("");
        await refresh();
        notifySuccess("Backup key saved");
      },
      onError: (error) => {
        const message = issuesOf(error)[0]?.message;
        if (message) setProblem(message);
        else notifyFailure("The key could not be saved", error);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(typed.trim() ? undefined : "Enter the key's words");
    if (typed.trim()) enter.mutate({ key: typed });
  };
  const replace = () => {
    const sure = window.confirm(
      "Copies already in the bucket stay sealed with the old key: keep its words to read them. Make a new key?",
    );
    if (sure) make.mutate({ replace: true });
  };
  const fromEnv = keyState.source === "environment";

  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="space-y-1 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Backup key</h2>
          {fromEnv && <p>The key is set on the server by the BACKUP_KEY setting, so it is changed there.</p>}
          {keyState.state === "none" && (
            <p>No key yet: copies cannot be sealed and sent until you make one. Only you will hold it.</p>
          )}
          {keyState.state === "ready" && !fromEnv && (
            <p>
              Made {keyState.madeAt ? `on ${formatDate(keyState.madeAt)}` : "here"}. Keep its words off this
              server: without them no copy in the bucket can be read.
            </p>
          )}
          {keyState.state === "unreadable" && (
            <p role="alert" className="text-red-800">
              The saved key was sealed on another server and cannot be read here: type its 24 words below, or
              set BACKUP_KEY.
            </p>
          )}
        </div>
      </div>
      {!fromEnv && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            {keyState.state === "ready" ? (
              <Button type="button" variant="outline" onClick={replace} disabled={make.isPending}>
                Replace the key
              </Button>
            ) : (
              <Button type="button" onClick={() => make.mutate({})} disabled={make.isPending}>
                <KeyRound aria-hidden="true" />
                Make my backup key
              </Button>
            )}
          </div>
          <details className="text-sm" open={keyState.state === "unreadable"}>
            <summary className="cursor-pointer font-medium text-slate-800">Use a key I already have</summary>
            <form onSubmit={submit} noValidate className="mt-3 space-y-2">
              <Label htmlFor="backup-key-words">The key's 24 words</Label>
              <Textarea
                {...fieldA11y("backup-key-words", problem)}
                rows={3}
                spellCheck={false}
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <FieldError fieldId="backup-key-words" message={problem} />
              <Button type="submit" variant="outline" disabled={enter.isPending}>
                Save this key
              </Button>
            </form>
          </details>
        </>
      )}
      <KeyWordsDialog words={words} onClose={() => setWords(undefined)} />
    </Card>
  );
}
