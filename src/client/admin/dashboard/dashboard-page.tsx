import { useQuery } from "@tanstack/react-query";
import {
  CalendarDays,
  ChartColumn,
  ChevronRight,
  ClipboardList,
  DatabaseBackup,
  FileText,
  History,
  type LucideIcon,
  Mail,
  MessageSquareQuote,
  Newspaper,
  NotebookPen,
  Package,
  PackageOpen,
  PenSquare,
  Send,
  Settings,
  UsersRound,
} from "lucide-react";
import { Link } from "wouter";
import { Badge, type BadgeTone } from "#client/components/ui/badge.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatMoney } from "#shared/money.ts";
import { NextAppointments } from "../appointments/next-appointments";
import { AdminLayout } from "../components/admin-layout";
import { LoadingText } from "../components/empty-state";
import { counted, formatCount } from "../lib/format";
import { live } from "../lib/live";
import type { DeskSummary as Summary } from "../lib/types";
import { SiteAddressNotice } from "../mail/site-address-notice";
import { FollowUpToday } from "./follow-up-today";

type Area = {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  count?: number;
  countLabel?: string;
  tone?: BadgeTone;
};

function mailBadge(mail?: { on: boolean; counts: Partial<Record<string, number>> }): Partial<Area> {
  if (!mail) return {};
  if (!mail.on) return { count: 1, countLabel: "Mail is off", tone: "warning" };
  const failed = (mail.counts.failed ?? 0) + (mail.counts.gave_up ?? 0);
  return { count: failed, countLabel: `${failed} failed`, tone: "danger" };
}

function quoteFigures(q: Summary["quotes"]) {
  const totals = q.acceptedTotals.map((t) => formatMoney(t.total, t.currency, "en")).join(" + ");
  return `${formatCount(q.waitingQuotes)} awaiting an answer, ${formatCount(q.acceptedThisMonth)} accepted this month${totals ? ` (${totals})` : ""}`;
}

function useAreas(counts: Summary | undefined): Area[] {
  const trpc = useTRPC();
  const mail = useQuery(trpc.mail.status.queryOptions()).data;

  return [
    {
      href: "/inquiries",
      title: "Product Inquiries",
      description: "Follow up on order requests and update their status",
      icon: ClipboardList,
      count: counts && counts.unreadInquiries + counts.pendingInquiries,
      countLabel:
        counts &&
        `${formatCount(counts.unreadInquiries)} new, ${formatCount(counts.pendingInquiries)} pending`,
      tone: "warning",
    },
    {
      href: "/quotes",
      title: "Quotes",
      description: "Price requests, send quotes and see which are accepted",
      icon: FileText,
      count: counts?.quotes.waitingQuotes,
      countLabel: counts && quoteFigures(counts.quotes),
      tone: "info",
    },
    {
      href: "/contacts",
      title: "Contact Messages",
      description: "Read messages sent through the contact form",
      icon: Mail,
      count: counts?.unreadContacts,
      countLabel: counts && `${formatCount(counts.unreadContacts)} unread`,
      tone: "info",
    },
    {
      href: "/samples",
      title: "Sample Requests",
      description: "Buyers asking for product samples: send them and keep notes",
      icon: PackageOpen,
      count: counts?.unreadSamples,
      countLabel: counts && `${formatCount(counts.unreadSamples)} new`,
      tone: "info",
    },
    {
      href: "/testimonials",
      title: "Testimonials",
      description: "Approve customer reviews before they appear on the site",
      icon: MessageSquareQuote,
      count: counts?.pendingTestimonials,
      countLabel: counts && `${formatCount(counts.pendingTestimonials)} awaiting approval`,
      tone: "warning",
    },
    {
      href: "/appointments",
      title: "Appointments",
      description: "Visits and calls booked on your website: confirm, complete or cancel",
      icon: CalendarDays,
      count: counts?.appointments.next.filter((a) => a.status === "pending").length,
      countLabel: counts && `${formatCount(counts.appointments.total)} upcoming`,
      tone: "warning",
    },
    {
      href: "/products",
      title: "Products",
      description: "Add, edit and hide products in your catalogue",
      icon: Package,
      countLabel:
        counts &&
        `${counted(counts.products, { one: "product", other: "products" })}, ${formatCount(counts.activeProducts)} active`,
    },
    {
      href: "/content",
      title: "Website Content",
      description: "Edit the texts, images and colours of your website",
      icon: PenSquare,
    },
    {
      href: "/blog",
      title: "Blog",
      description: "Write articles in English and Arabic for your visitors",
      icon: NotebookPen,
      count: counts?.draftPosts,
      countLabel: counts && counted(counts.draftPosts, { one: "draft", other: "drafts" }),
      tone: "info",
    },
    {
      href: "/newsletter",
      title: "Newsletter",
      description: "Subscribers, and campaigns in English and Arabic",
      icon: Newspaper,
      countLabel:
        counts &&
        `${counted(counts.confirmedSubscribers, { one: "confirmed subscriber", other: "confirmed subscribers" })}`,
    },
    {
      href: "/email",
      title: "Email",
      description: "Alerts and confirmations the website sent, and any that failed",
      icon: Send,
      ...mailBadge(mail),
    },
    {
      href: "/settings",
      title: "Settings",
      description: "The website's address, where email goes, and a test email",
      icon: Settings,
    },
    {
      href: "/backups",
      title: "Backups",
      description: "Nightly copies of your data and images, to download and keep",
      icon: DatabaseBackup,
    },
    {
      href: "/users",
      title: "Admin Users",
      description: "Add admins, disable them, and see where they are signed in",
      icon: UsersRound,
    },
    {
      href: "/analytics",
      title: "Analytics",
      description: "Visits, sources and campaigns, and how many become orders",
      icon: ChartColumn,
    },
    {
      href: "/activity",
      title: "Activity",
      description: "Who changed what in the admin, when and from where",
      icon: History,
    },
  ];
}

export function DashboardPage() {
  const trpc = useTRPC();
  // Counted on the server for this admin.
  const summary = useQuery({ ...trpc.desk.summary.queryOptions(), ...live });
  const counts = summary.data;
  const areas = useAreas(counts);
  // The screen appears once everything it shows is known: a notice or a count badge arriving later moved the tiles
  // under the pointer, and a click meant for one tile landed beside it. The same queries as the parts below.
  const parts = [
    summary,
    useQuery(trpc.mail.status.queryOptions()),
    useQuery(trpc.siteAddress.get.queryOptions()),
    useQuery({ ...trpc.followUp.today.queryOptions(), ...live }),
  ];
  return (
    <AdminLayout
      title="Admin Dashboard"
      subtitle="Everything that needs your attention, at a glance"
      backLink={false}
    >
      {parts.some((part) => part.isPending) ? (
        <LoadingText />
      ) : (
        <>
          <SiteAddressNotice />
          <FollowUpToday />
          {counts && <NextAppointments {...counts.appointments} />}
          <AreaTiles areas={areas} />
        </>
      )}
    </AdminLayout>
  );
}

function AreaTiles({ areas }: { areas: ReturnType<typeof useAreas> }) {
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
                <span className="mt-3">
                  <Badge tone={area.count ? (area.tone ?? "neutral") : "neutral"}>{area.countLabel}</Badge>
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
