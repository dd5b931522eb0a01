import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { usePageTitle } from "../lib/page-title";
import { useLogout } from "../lib/session";
import { mayLeavePage } from "../lib/unsaved-guard";
import { CompanyMark } from "./company-mark";

type AdminLayoutProps = {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  backLink?: boolean;
  children: ReactNode;
};

export function AdminLayout({ title, subtitle, actions, backLink = true, children }: AdminLayoutProps) {
  const logout = useLogout();
  const check = useQuery(useTRPC().auth.check.queryOptions()).data;
  usePageTitle(`${title} · Admin`);
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link href="/dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand">
            <CompanyMark />
          </Link>
          <div className="flex items-center gap-2">
            {check?.authenticated && (
              <Link
                href="/account"
                aria-label={`${check.username}: your account`}
                className={buttonClasses("ghost", "sm")}
              >
                <UserRound aria-hidden="true" />
                <span className="hidden max-w-40 truncate sm:inline">{check.username}</span>
              </Link>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={() => mayLeavePage() && logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {backLink && (
          <Link href="/dashboard" className={`${buttonClasses("ghost", "sm")} -ml-3 mb-3 text-slate-600`}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        )}
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}
