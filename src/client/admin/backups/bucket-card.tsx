import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CloudUpload, PlugZap } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import {
  type BucketSettingsInput,
  bucketSettingsSchema,
  defaultBucketPrefix,
} from "#shared/backup-bucket.ts";
import { SaveButton } from "../components/save-button";
import { issuesOf, notifyFailure } from "../lib/errors";
import type { BucketShown } from "../lib/types";
import { useUnsavedGuard } from "../lib/unsaved-guard";
import { BucketField } from "./bucket-field";

type Texts = Required<{ [K in keyof BucketSettingsInput]: string }>;

const textsOf = (bucket: BucketShown): Texts => ({
  endpoint: bucket.endpoint ?? "",
  bucket: bucket.bucket ?? "",
  region: bucket.region ?? "",
  accessKeyId: bucket.accessKeyId ?? "",
  secretAccessKey: "",
  prefix: bucket.prefix ?? defaultBucketPrefix,
});

// The owner's S3-compatible bucket (AWS S3, Backblaze B2, Cloudflare R2, Wasabi, MinIO) for the copies of every
// backup, and the test that writes, reads back and deletes a file there (docs/decisions/105). The secret is sent
// once and never shown again; a bucket set by the server's environment is only shown.
export function BucketCard({ bucket }: { bucket: BucketShown }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState(() => textsOf(bucket));
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const [tested, setTested] = useState<{ ok: boolean; message: string }>();
  const fromEnv = bucket.source === "environment";
  const secretSaved = bucket.source === "saved" && bucket.state !== "unreadable";
  const changed = !fromEnv && JSON.stringify(texts) !== JSON.stringify(textsOf(bucket));
  useUnsavedGuard(changed);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.backups.pathKey() });
  const save = useMutation(
    trpc.backups.saveBucket.mutationOptions({
      onSuccess: async () => {
        setTexts((now) => ({ ...now, secretAccessKey: "" }));
        setTested(undefined);
        await refresh();
        notifySuccess("Bucket saved. Test the connection to check it.");
      },
      onError: (error) => {
        showErrors(issuesOf(error));
        if (issuesOf(error).length === 0) notifyFailure("The bucket could not be saved", error);
      },
    }),
  );
  const test = useMutation(
    trpc.backups.testBucket.mutationOptions({
      onSuccess: (answer) => setTested(answer),
      onError: (error) => notifyFailure("The connection could not be tested", error),
    }),
  );
  const showErrors = (issues: { path: string; message: string }[]) => {
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
    if (issues[0]) document.getElementById(`bucket-${issues[0].path}`)?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bucketSettingsSchema.safeParse(texts);
    if (!checked.success) {
      return showErrors(checked.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message })));
    }
    if (!checked.data.secretAccessKey && !secretSaved) {
      return showErrors([{ path: "secretAccessKey", message: "Enter the secret access key" }]);
    }
    setErrors({});
    save.mutate(texts);
  };
  const field = (name: keyof Texts) => ({
    name,
    value: texts[name],
    error: errors[name],
    disabled: fromEnv,
    onChange: (value: string) => setTexts((now) => ({ ...now, [name]: value })),
  });

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex gap-3">
        <CloudUpload className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">Copies off this server</h2>
          <p className="text-sm text-slate-600">
            Every backup is also sealed with your backup key and copied to a bucket of your own, so it
            survives this server. Any S3-compatible storage works: AWS S3, Backblaze B2, Cloudflare R2,
            Wasabi, MinIO.
          </p>
          {fromEnv && (
            <p className="text-sm">
              Set on the server ({bucket.where}) by the S3_BUCKET settings, so it is changed there, not here.
            </p>
          )}
          {bucket.state === "unreadable" && (
            <p role="alert" className="text-sm text-red-800">
              The saved secret was sealed on another server and cannot be read here: type it again and save.
            </p>
          )}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <BucketField label="Endpoint" hint="Leave empty for AWS S3" type="url" {...field("endpoint")} />
          <BucketField label="Region" hint="us-east-1, auto for R2" {...field("region")} />
          <BucketField label="Bucket" {...field("bucket")} />
          <BucketField label="Folder in the bucket" {...field("prefix")} />
          <BucketField label="Access key ID" autoComplete="off" {...field("accessKeyId")} />
          <BucketField
            label="Secret access key"
            type="password"
            autoComplete="new-password"
            hint={secretSaved || fromEnv ? "Saved, never shown: type a new one to replace it" : undefined}
            {...field("secretAccessKey")}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {!fromEnv && <SaveButton busy={save.isPending} label="Save bucket" />}
          {bucket.state !== "none" && (
            <Button
              type="button"
              variant="outline"
              onClick={() => test.mutate()}
              disabled={test.isPending || changed}
            >
              <PlugZap aria-hidden="true" />
              {test.isPending ? "Testing..." : "Test connection"}
            </Button>
          )}
        </div>
        {tested && (
          <p
            role={tested.ok ? "status" : "alert"}
            className={tested.ok ? "text-sm text-emerald-800" : "text-sm text-red-800"}
          >
            {tested.message}
          </p>
        )}
      </form>
    </Card>
  );
}
