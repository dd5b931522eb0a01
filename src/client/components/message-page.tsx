import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type Props = {
  icon: LucideIcon;
  iconClass: string;
  title: string;
  hint: string;
  action: ReactNode;
  alert?: boolean;
};

// A page with one message and one way on: the admin's not-found screen and the error page of the site and the admin.
export function MessagePage({ icon: Icon, iconClass, title, hint, action, alert }: Props) {
  return (
    <main
      role={alert ? "alert" : undefined}
      className="flex min-h-screen items-center justify-center bg-slate-50 px-5 font-sans"
    >
      <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-lg ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3">
          <Icon className={`size-8 shrink-0 ${iconClass}`} aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
        </div>
        <p className="mt-4 text-slate-600">{hint}</p>
        <div className="mt-8">{action}</div>
      </div>
    </main>
  );
}
