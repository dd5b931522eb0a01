import type { BadgeTone } from "#client/components/ui/badge.tsx";
import type { ShownStatus } from "#shared/quotes.ts";

// How a quote's status reads and is coloured wherever the admin shows it (the quotes list, an inquiry's card).
export const quoteStatuses: Record<ShownStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "neutral" },
  sent: { label: "Sent", tone: "info" },
  viewed: { label: "Viewed", tone: "brand" },
  accepted: { label: "Accepted", tone: "success" },
  declined: { label: "Declined", tone: "danger" },
  replaced: { label: "Replaced", tone: "neutral" },
  expired: { label: "Expired", tone: "warning" },
};
