import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { limits } from "#shared/constants.ts";
import { fileSizeText } from "#shared/product-files.ts";
import { DeleteButton, MoveButtons } from "../components/row-buttons";
import { notifyFailure } from "../lib/errors";
import { putFile } from "../lib/upload";

// A product's datasheets and certificates, for the product editor (docs/decisions/211): add a PDF with a title in
// both languages, remove one, move one up or down. Each change is saved at once, so it holds no <form> of its own
// and can sit inside the editor's.
export function ProductDownloads({ productId }: { productId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [titleAr, setTitleAr] = useState("");
  const [busy, setBusy] = useState(false);
  const files = useQuery(trpc.downloads.list.queryOptions({ productId })).data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.downloads.pathKey() });
  const presign = useMutation(trpc.downloads.presign.mutationOptions());
  const add = useMutation(trpc.downloads.add.mutationOptions());
  const remove = useMutation(trpc.downloads.remove.mutationOptions({ onSuccess: refresh }));
  const reorder = useMutation(
    trpc.downloads.reorder.mutationOptions({
      onSuccess: refresh,
      onError: (error) => notifyFailure("Failed to reorder the downloads", error),
    }),
  );

  async function attach() {
    const file = fileInput.current?.files?.[0];
    if (busy) return;
    if (!file) return notifyFailure("Choose a PDF first");
    if (!title.trim()) return notifyFailure("Write a title first");
    if (file.size > limits.uploadMaxBytes) return notifyFailure("A PDF must be 10 MB or smaller");
    setBusy(true);
    try {
      const { url } = await presign.mutateAsync({ productId });
      await putFile(url, file);
      await add.mutateAsync({ productId, uploadUrl: url, title, titleAr });
      await refresh();
      setTitle("");
      setTitleAr("");
      if (fileInput.current) fileInput.current.value = "";
      notifySuccess(`${title.trim()} added`, "Download added");
    } catch (cause) {
      notifyFailure("Failed to add the PDF", cause);
    } finally {
      setBusy(false);
    }
  }

  const move = (from: number, to: number) => {
    const ids = files.map((f) => f.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined || to < 0 || to > ids.length) return;
    ids.splice(to, 0, moved);
    reorder.mutate({ productId, ids });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        Downloads (datasheets, certificates)
      </h3>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">No downloads yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {files.map((file, index) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <FileText aria-hidden="true" className="size-4 text-slate-500" />
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">{file.title}</span>
                {file.titleAr && (
                  <span lang="ar" dir="rtl" className="ms-2 text-slate-600">
                    {file.titleAr}
                  </span>
                )}
                <span className="ms-2 text-slate-500">PDF, {fileSizeText(file.size)}</span>
              </span>
              <MoveButtons
                index={index}
                count={files.length}
                name={(way) => `Move ${file.title} ${way}`}
                onMove={move}
                size="icon"
                busy={reorder.isPending}
              />
              <DeleteButton
                label="Remove"
                what={file.title}
                onClick={() => {
                  if (window.confirm(`Remove ${file.title}?`)) remove.mutate({ id: file.id });
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-800">
            Title (English)
          </label>
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={120}
          />
        </div>
        <div>
          <label htmlFor={`${id}-title-ar`} className="text-sm font-medium text-slate-800">
            Title (Arabic)
          </label>
          <Input
            id={`${id}-title-ar`}
            dir="rtl"
            lang="ar"
            value={titleAr}
            onChange={(e) => setTitleAr(e.target.value)}
            maxLength={120}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
            PDF file (at most 10 MB)
          </label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            className="block text-sm"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={busy}
          onClick={attach}
        >
          <Upload aria-hidden="true" />
          {busy ? "Uploading..." : "Add PDF"}
        </Button>
      </div>
    </section>
  );
}
