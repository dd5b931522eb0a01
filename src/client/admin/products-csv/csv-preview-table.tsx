import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/trpc/router.ts";

export type CsvPreview = inferRouterOutputs<AppRouter>["productCsv"]["preview"];

// Every line of the file with what it would do and its errors by column, before anything changes.
export function CsvPreviewTable({ preview }: { preview: CsvPreview }) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What the import would do, line by line</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2">
              Action
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Errors
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {preview.rows.map((row) => (
            <tr key={row.line} className={row.errors.length > 0 ? "bg-red-50" : undefined}>
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className="px-3 py-2">{row.action === "create" ? "Add" : "Change"}</td>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 text-red-800">
                {row.errors.length === 0 ? (
                  <span className="text-emerald-700">OK</span>
                ) : (
                  <ul>
                    {row.errors.map((error) => (
                      <li key={`${error.column}-${error.message}`}>
                        {error.column}: {error.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
