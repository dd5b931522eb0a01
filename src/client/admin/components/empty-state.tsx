import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({
  icon: Icon,
  message,
  children,
}: {
  icon: LucideIcon;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 max-w-sm text-slate-700">{message}</p>
      {children}
    </div>
  );
}

export function LoadingText() {
  return (
    <p role="status" className="py-12 text-center text-slate-600">
      Loading...
    </p>
  );
}
