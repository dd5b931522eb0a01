import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useTRPC } from "#client/lib/trpc.ts";

type Props = {
  id: string;
  label: string;
  lang: "en" | "ar";
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

const previewDelayMs = 400;

// Markdown beside its preview, rendered by the server exactly as the public page will show it.
export function MarkdownField({ id, label, lang, value, onChange, error }: Props) {
  const trpc = useTRPC();
  const preview = useMutation(trpc.blog.preview.mutationOptions());
  const [html, setHtml] = useState("");
  const { mutate } = preview;
  useEffect(() => {
    if (!value.trim()) return setHtml("");
    const timer = window.setTimeout(
      () => mutate({ markdown: value }, { onSuccess: (answer) => setHtml(answer.html) }),
      previewDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [value, mutate]);
  const dir = lang === "ar" ? "rtl" : "ltr";

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          rows={16}
          dir={dir}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="font-mono text-[13px]"
          {...fieldA11y(id, error)}
        />
        <FieldError fieldId={id} message={error} />
        <p className="text-xs text-slate-500">
          Markdown: ## heading, **bold**, *italic*, - list, [link](https://...), ![image](https://...)
        </p>
      </div>
      <section aria-label={`${label}: preview`} className="min-w-0 space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Preview</p>
        <div
          dir={dir}
          lang={lang}
          className="post-body max-h-[28rem] min-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 !text-base"
          // Sanitised on the server (src/server/core/markdown.ts), the same HTML visitors get.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server output
          dangerouslySetInnerHTML={{
            __html: html || '<p class="text-slate-400">Nothing to preview yet.</p>',
          }}
        />
      </section>
    </div>
  );
}
