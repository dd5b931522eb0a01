import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { formatCount } from "#shared/counted.ts";

type PagerProps = { page: number; size: number; total: number; onPage: (page: number) => void };

export function Pager({ page, size, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 0 ? "No rows" : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm whitespace-nowrap text-slate-700">
            Page {formatCount(page)} of {formatCount(pages)}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
