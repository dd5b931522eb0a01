import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge.tsx";
import type { Area } from "./areas";

export function AreaTiles({ areas }: { areas: Area[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.href}>
          <Link
            href={area.href}
            className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand/50 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-cyan-50 text-brand">
              <area.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-lg font-semibold text-slate-900">{area.title}</span>
              <span className="mt-0.5 text-sm text-slate-600">{area.description}</span>
              {area.countLabel && (
                <span className="mt-3 flex flex-wrap gap-1.5">
                  <Badge tone={area.count ? (area.tone ?? "neutral") : "neutral"}>{area.countLabel}</Badge>
                  {area.more && <Badge tone={area.more.tone}>{area.more.label}</Badge>}
                </span>
              )}
            </span>
            <ChevronRight
              className="mt-1 size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
