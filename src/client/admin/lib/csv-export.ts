import { useState } from "react";
import { type CsvColumn, datedFileName, downloadCsv, toCsv } from "./csv";
import { notifyFailure } from "./errors";

// Exports every row the list's filter matches (all pages), fetched from the server at the moment of the click.
export function useCsvExport<T>(name: string, columns: CsvColumn<T>[], fetchRows: () => Promise<T[]>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadCsv(datedFileName(name), toCsv(columns, await fetchRows()));
    } catch (error) {
      notifyFailure("Failed to export the list", error);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
