import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Eye, Send, TestTube } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted } from "#shared/counted.ts";
import { type CampaignInput, campaignInputSchema } from "#shared/schemas.ts";
import { SaveButton } from "../components/save-button";
import { notifyFailure } from "../lib/errors";
import type { Campaign } from "../lib/types";
import { useUnsavedGuard } from "../lib/unsaved-guard";
import { heldNote, useMailWords } from "../mail/mail-words";

const subscriberNoun = { one: "subscriber", other: "subscribers" };
type Values = z.input<typeof campaignInputSchema>;
const fields = [
  { name: "subject", label: "Subject (English)", rows: 0 },
  { name: "body", label: "Message in Markdown (English)", rows: 8 },
  { name: "subjectAr", label: "Subject (Arabic, optional)", rows: 0 },
  { name: "bodyAr", label: "Message in Markdown (Arabic, optional: English is sent when empty)", rows: 8 },
] as const;

// Write, preview, save, test and send one campaign; a sent campaign is shown as it went out.
export function CampaignEditor({
  campaign,
  confirmed,
  onDone,
}: {
  campaign?: Campaign;
  confirmed: number;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [id, setId] = useState(campaign?.id);
  const [previews, setPreviews] = useState<Array<{ lang: string; subject: string; html: string }>>([]);
  const form = useForm<Values, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: campaign ?? { subject: "", subjectAr: "", body: "", bodyAr: "" },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedGuard(isDirty);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.newsletter.pathKey() });
  const save = useMutation(trpc.newsletter.saveCampaign.mutationOptions({ onSuccess: refresh }));
  const preview = useMutation(trpc.newsletter.preview.mutationOptions());
  const sendTest = useMutation(trpc.newsletter.sendTest.mutationOptions());
  const send = useMutation(trpc.newsletter.send.mutationOptions({ onSuccess: refresh }));
  const sent = Boolean(campaign?.sentAt);
  const failed = (what: string) => (error: unknown) => notifyFailure(`Failed to ${what}`, error);
  const mailWords = useMailWords();

  const saveDraft = form.handleSubmit((input) =>
    save.mutate(
      { ...input, id },
      {
        onSuccess: (row) => {
          setId(row.id);
          form.reset(input);
          notifySuccess("Campaign saved");
        },
        onError: failed("save the campaign"),
      },
    ),
  );
  const showPreview = form.handleSubmit(async (input) => {
    const langs = input.subjectAr && input.bodyAr ? (["en", "ar"] as const) : (["en"] as const);
    try {
      setPreviews(
        await Promise.all(
          langs.map(async (lang) => ({ lang, ...(await preview.mutateAsync({ ...input, lang })) })),
        ),
      );
    } catch (error) {
      failed("show the preview")(error);
    }
  });
  const sendAll = () => {
    if (!id || !window.confirm(`Send this campaign to ${confirmed} confirmed subscribers now?`)) return;
    send.mutate(
      { id },
      {
        onSuccess: async (r) => {
          const queued = `Queued for ${counted(r.recipients, subscriberNoun)}`;
          notifySuccess(await mailWords(queued, `${queued}. ${heldNote("many")}`));
          onDone();
        },
        onError: failed("send the campaign"),
      },
    );
  };

  return (
    <Card className="space-y-5 p-5">
      <form
        noValidate
        onSubmit={saveDraft}
        className="grid gap-x-6 gap-y-5 lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-[auto_auto]"
      >
        {fields.map((field) => (
          <div key={field.name} className="space-y-1.5">
            <Label htmlFor={`campaign-${field.name}`}>{field.label}</Label>
            {field.rows ? (
              <Textarea
                rows={field.rows}
                readOnly={sent}
                dir={field.name === "bodyAr" ? "rtl" : undefined}
                {...fieldA11y(`campaign-${field.name}`, errors[field.name]?.message)}
                {...form.register(field.name)}
              />
            ) : (
              <Input
                readOnly={sent}
                dir={field.name === "subjectAr" ? "rtl" : undefined}
                {...fieldA11y(`campaign-${field.name}`, errors[field.name]?.message)}
                {...form.register(field.name)}
              />
            )}
            <FieldError fieldId={`campaign-${field.name}`} message={errors[field.name]?.message} />
          </div>
        ))}
        <div className="flex flex-wrap gap-2 lg:col-span-2 lg:row-start-3">
          <Button variant="outline" onClick={showPreview} disabled={preview.isPending}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          {!sent && <SaveButton busy={save.isPending} label="Save draft" />}
          {id && !sent && (
            <>
              <Button
                variant="outline"
                disabled={sendTest.isPending || form.formState.isDirty}
                onClick={() =>
                  sendTest.mutate(
                    { id },
                    {
                      onSuccess: async (r) =>
                        notifySuccess(
                          await mailWords(
                            `Test sent to ${r.to.join(", ")}`,
                            `Test for ${r.to.join(", ")} not sent. ${heldNote()}`,
                          ),
                        ),
                      onError: failed("send the test"),
                    },
                  )
                }
              >
                <TestTube aria-hidden="true" />
                Send a test to me
              </Button>
              <Button
                disabled={send.isPending || form.formState.isDirty || confirmed === 0}
                onClick={sendAll}
              >
                <Send aria-hidden="true" />
                Send to {counted(confirmed, subscriberNoun)}
              </Button>
            </>
          )}
        </div>
      </form>
      {previews.map((p) => (
        <section
          key={p.lang}
          aria-label={`Preview (${p.lang === "ar" ? "Arabic" : "English"})`}
          className="rounded-lg border border-slate-200"
        >
          <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm">
            <span className="font-medium">{p.lang === "ar" ? "Arabic" : "English"}:</span> {p.subject}
          </p>
          <iframe
            title={`Preview: ${p.subject}`}
            srcDoc={p.html}
            sandbox=""
            className="h-80 w-full bg-white"
          />
        </section>
      ))}
    </Card>
  );
}
