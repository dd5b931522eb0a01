import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog } from "#client/components/ui/dialog.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted } from "#shared/counted.ts";
import { notifyFailure } from "../lib/errors";
import { readCsvFile } from "./csv-file";
import { type CsvPreview, CsvPreviewTable } from "./csv-preview-table";

const lines = { one: "line", other: "lines" };

type Step = "choose" | "checking" | "preview" | "applying";
const stepText: Record<Step, string> = {
  choose: "",
  checking: "Checking every line…",
  preview: "",
  applying: "Applying every line in one step…",
};

// The products' CSV import (docs/decisions/211), beside the list's Export CSV and its same columns: every line's
// errors show first, then all lines apply or none.
export function ProductsCsv() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("choose");
  const [csv, setCsv] = useState("");
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const check = useMutation(trpc.productCsv.preview.mutationOptions());
  const apply = useMutation(trpc.productCsv.import.mutationOptions());

  async function choose(file: File | undefined) {
    if (!file) return;
    setStep("checking");
    setPreview(null);
    try {
      const read = await readCsvFile(file);
      if ("problem" in read) setPreview({ errors: [read.problem], rows: [], valid: false });
      else {
        setCsv(read.text);
        setPreview(await check.mutateAsync({ csv: read.text }));
      }
    } catch (error) {
      notifyFailure("Failed to read the file", error);
    }
    setStep("preview");
  }

  async function applyAll() {
    setStep("applying");
    try {
      const { created, updated } = await apply.mutateAsync({ csv });
      await queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
      notifySuccess(`${created} added, ${updated} changed`, "Products imported");
      close();
    } catch (error) {
      notifyFailure("Failed to import the products", error);
      setStep("preview");
    }
  }

  function close() {
    setOpen(false);
    setStep("choose");
    setPreview(null);
    setCsv("");
  }

  const busy = step === "checking" || step === "applying";
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" />
        Import CSV
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next || busy ? undefined : close())}
        title="Import products from CSV"
        description="The columns of Export CSV. A line with an id changes that product; a line without one adds a product. Nothing changes until you apply, and then every line or none."
      >
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
              CSV file (UTF-8)
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block text-sm"
              disabled={busy}
              // Emptied as the chooser opens: the same file picked again after an edit must be read again, and a
              // browser only says "change" for a file other than the one already chosen.
              onClick={(event) => {
                event.currentTarget.value = "";
              }}
              onChange={(event) => void choose(event.target.files?.[0])}
              aria-describedby={`${id}-lists`}
            />
            <p id={`${id}-lists`} className="mt-2 text-xs text-slate-600">
              specTable, gallery and quantityPrices hold one item a line (or items split by ;), for example{" "}
              <code dir="auto">Ply = 2-ply | عدد الطبقات = طبقتان</code>,{" "}
              <code>/objects/uploads/… | alt text | Arabic alt text</code> and <code>100 = 8.75</code>. Put \
              before a ; | or = that is part of a text. A picture must already be on this site.
            </p>
          </div>
          {busy && (
            <div role="status" className="space-y-1 text-sm text-slate-700">
              <p>{stepText[step]}</p>
              <progress aria-label={stepText[step]} className="w-full" />
            </div>
          )}
          {preview && preview.errors.length > 0 && (
            <ul role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {preview.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
          {preview && preview.rows.length > 0 && <CsvPreviewTable preview={preview} />}
          {preview && !preview.valid && preview.rows.length > 0 && (
            <p role="alert" className="text-sm text-red-800">
              Fix the lines marked in red and choose the file again; nothing has been changed.
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={applyAll} disabled={!preview?.valid || busy}>
              {step === "applying"
                ? "Applying…"
                : preview?.valid
                  ? `Apply ${counted(preview.rows.length, lines)}`
                  : "Apply"}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
