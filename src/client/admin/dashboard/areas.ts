import { useQuery } from "@tanstack/react-query";
import {
  CalendarDays,
  ChartColumn,
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
import type { BadgeTone } from "#client/components/ui/badge.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted, formatCount, productNoun } from "#shared/counted.ts";
import { formatMoney } from "#shared/money.ts";
import type { DeskSummary as Summary } from "../lib/types";

export type Area = {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  count?: number;
  countLabel?: string;
  tone?: BadgeTone;
  // A second figure in its own badge (a two-part label broke inside its pill).
  more?: { label: string; tone: BadgeTone };
};

function mailBadge(mail?: { on: boolean; counts: Partial<Record<string, number>> }): Partial<Area> {
  if (!mail) return {};
  if (!mail.on) return { count: 1, countLabel: "Mail is off", tone: "warning" };
  const failed = (mail.counts.failed ?? 0) + (mail.counts.gave_up ?? 0);
  return { count: failed, countLabel: `${failed} failed`, tone: "danger" };
}

function acceptedFigure(q: Summary["quotes"]) {
  const totals = q.acceptedTotals.map((t) => formatMoney(t.total, t.currency, "en")).join(" + ");
  const label = `${formatCount(q.acceptedThisMonth)} accepted this month${totals ? ` (${totals})` : ""}`;
  return { label, tone: q.acceptedThisMonth > 0 ? "success" : "neutral" } as const;
}

// The dashboard's tiles, one per screen, with the counts that need the owner's attention.
export function useAreas(counts: Summary | undefined): Area[] {
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
      countLabel: counts && `${formatCount(counts.quotes.waitingQuotes)} awaiting an answer`,
      more: counts && acceptedFigure(counts.quotes),
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
        counts && `${counted(counts.products, productNoun)}, ${formatCount(counts.activeProducts)} active`,
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
      description: "The website's address, where email goes, a test email and the business rules",
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
