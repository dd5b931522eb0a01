import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "#client/lib/trpc.ts";

// The company name comes from the editable content, so a rename shows here too.
export function CompanyMark() {
  const trpc = useTRPC();
  const content = useQuery(trpc.content.list.queryOptions());
  const name = content.data?.find((item) => item.key === "footer_company_name")?.value ?? "Safa Tissue";
  return (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-brand text-base font-bold text-white"
      >
        {name.charAt(0)}
      </span>
      <span className="leading-tight">
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block text-xs text-slate-500">Admin panel</span>
      </span>
    </span>
  );
}
