import { useMutation } from "@tanstack/react-query";
import { ImageOff, Upload } from "lucide-react";
import { useState } from "react";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { toHexColor } from "#shared/color.ts";
import { limits, pickableImageTypes } from "#shared/constants.ts";
import { notifyFailure } from "../lib/errors";
import type { ContentItem } from "../lib/types";
import { previewSrc, putFile, storedContentUrl } from "../lib/upload";

type EditorProps = {
  id: string;
  item: ContentItem;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  arabic: boolean;
};

// One line, or a 4-row box when the stored value is long (decided on the stored value so focus never jumps).
export function TextEditor({ id, item, value, onChange, error, arabic }: EditorProps) {
  const shared = {
    value,
    dir: arabic ? "rtl" : undefined,
    lang: arabic ? "ar" : undefined,
    ...fieldA11y(id, error),
  };
  return (
    <>
      {item.value.length > limits.contentMultilineAbove ? (
        <Textarea rows={4} {...shared} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...shared} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError fieldId={id} message={error} className="mt-1" />
    </>
  );
}

export function ColorEditor({ id, item, value, onChange, error }: EditorProps) {
  return (
    <>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`Pick ${item.description || item.key}`}
          value={toHexColor(value)}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="font-mono"
          {...fieldA11y(id, error)}
        />
      </div>
      <FieldError fieldId={id} message={error} className="mt-1" />
    </>
  );
}

export function ImageEditor({ id, item, value, onChange, error }: EditorProps) {
  const trpc = useTRPC();
  const presign = useMutation(trpc.uploads.presign.mutationOptions());
  const [uploading, setUploading] = useState(false);

  // The file input stays enabled (disabling it would drop keyboard focus); a pick during an upload waits.
  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file || uploading) return;
    if (file.size > limits.uploadMaxBytes) return notifyFailure("Images must be 10 MB or smaller");
    setUploading(true);
    try {
      const { url } = await presign.mutateAsync();
      await putFile(url, file);
      onChange(storedContentUrl(url));
      notifySuccess("Image uploaded successfully", "Image Uploaded");
    } catch (cause) {
      notifyFailure("Failed to upload image", cause);
    } finally {
      setUploading(false);
      input.value = "";
    }
  }

  return (
    <div className="space-y-2">
      <div className="grid aspect-video max-h-44 w-full place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {value ? (
          <img
            src={previewSrc(value)}
            alt={`Preview of ${item.description || item.key}`}
            className="size-full object-cover"
          />
        ) : (
          <ImageOff className="size-8 text-slate-400" aria-label="No image" />
        )}
      </div>
      <label className={`${buttonClasses("outline", "sm")} cursor-pointer has-[:focus-visible]:outline-2`}>
        <Upload aria-hidden="true" />
        {uploading ? "Uploading..." : "Upload from device"}
        <input
          type="file"
          accept={pickableImageTypes.join(",")}
          className="sr-only"
          onChange={(e) => void upload(e.currentTarget)}
        />
      </label>
      <Input
        value={value}
        placeholder="Or paste an image URL"
        onChange={(e) => onChange(e.target.value)}
        {...fieldA11y(id, error)}
      />
      <FieldError fieldId={id} message={error} className="mt-1" />
    </div>
  );
}
