import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageOff, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Input } from "#client/components/ui/input.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { limits, pickableImageTypes } from "#shared/constants.ts";
import { notifyFailure } from "../lib/errors";
import { previewSrc, putFile } from "../lib/upload";

type ProductImageFieldProps = {
  productId?: string;
  value: string;
  onChange: (value: string) => void;
  // An existing product's new image is stored at once: its form no longer counts it as unsaved.
  onStored?: (objectPath: string) => void;
  error?: string;
  label?: string;
};

// Ask for an upload URL, PUT the bytes there (docs/api-contract.md); an existing product gets the new image at once.
export function ProductImageField({
  productId,
  value,
  onChange,
  onStored,
  error,
  label = "Product Image",
}: ProductImageFieldProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const start = useMutation(trpc.uploads.start.mutationOptions());
  const attach = useMutation(trpc.uploads.productImage.mutationOptions());

  // The file input stays enabled (disabling it would drop keyboard focus); a pick during an upload waits.
  async function upload(file: File) {
    if (uploading) return;
    if (file.size > limits.uploadMaxBytes) return notifyFailure("Images must be 10 MB or smaller");
    setUploading(true);
    try {
      const { uploadURL } = await start.mutateAsync();
      await putFile(uploadURL, file);
      onChange(uploadURL);
      if (productId) {
        const { objectPath } = await attach.mutateAsync({ id: productId, imageURL: uploadURL });
        onChange(objectPath);
        onStored?.(objectPath);
        await queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
        notifySuccess("Product image uploaded successfully");
      }
    } catch (cause) {
      notifyFailure("Failed to upload product image", cause);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-start gap-3">
        <div className="grid aspect-[4/3] w-24 shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:w-40">
          {value ? (
            <img
              src={previewSrc(value)}
              alt={`Current ${label.replace(/ image$/i, "").toLowerCase()}`}
              className="size-full object-cover"
            />
          ) : (
            <ImageOff className="size-8 text-slate-400" aria-label="No image yet" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label
            htmlFor={`${id}-file`}
            className={`${buttonClasses("outline", "sm")} cursor-pointer has-[:focus-visible]:outline-2`}
          >
            <Upload aria-hidden="true" />
            {uploading ? "Uploading..." : "Upload from device"}
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={pickableImageTypes.join(",")}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
          <p className="text-xs text-slate-500">JPEG, PNG, WebP or GIF, up to 10 MB.</p>
          <div className="space-y-1">
            <label htmlFor={`${id}-url`} className="text-xs font-medium text-slate-700">
              Or paste an image URL
            </label>
            <Input
              value={value}
              placeholder="https://example.com/image.jpg"
              onChange={(event) => onChange(event.target.value)}
              {...fieldA11y(`${id}-url`, error)}
            />
            <FieldError fieldId={`${id}-url`} message={error} />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
