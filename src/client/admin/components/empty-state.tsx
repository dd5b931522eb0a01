import { AlertTriangle, type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";

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

// A list that could not load says so and offers to try again: an empty state here would tell the owner there
// is nothing, which may be false.
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-14 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-red-50 text-red-700">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 max-w-sm text-slate-700">{`Could not load ${what}. Check your connection and try again.`}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
