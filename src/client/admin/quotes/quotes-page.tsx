import { useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { useLocation, useSearch } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { quoteListSchema } from "#shared/desk.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { AdminLayout } from "../components/admin-layout";
import { LoadError, LoadingText } from "../components/empty-state";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import { useInlineEditor } from "../lib/inline-editor";
import { useListScreen } from "../lib/list-screen";
import { OpenRequests } from "./open-requests";
import { QuoteEditor } from "./quote-editor";
import { QuoteRow } from "./quote-row";

const viewOptions = [
  { value: "all", label: "All quotes" },
  { value: "draft", label: "Drafts" },
  { value: "waiting", label: "Waiting for an answer" },
  { value: "accepted", label: "Accepted" },
  { value: "declined", label: "Declined" },
  { value: "expired", label: "Expired" },
];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Editing = { id?: string; initial: QuoteInput };

// "Make a quote" on an inquiry opens this page with ?from=<inquiry id>: the editor starts filled from it.
function FromInquiry({ inquiryId, onReady }: { inquiryId: string; onReady: (initial: QuoteInput) => void }) {
  const draft = useQuery(useTRPC().quotes.draftFrom.queryOptions({ inquiryId }));
  if (draft.isPending) return <LoadingText />;
  if (draft.isError) return <LoadError what="the inquiry" onRetry={() => draft.refetch()} />;
  return <QuoteEditor initial={draft.data} onDone={() => onReady(draft.data)} />;
}

export function QuotesPage() {
  const trpc = useTRPC();
  const screen = useListScreen(quoteListSchema, trpc.quotes);
  const from = new URLSearchParams(useSearch()).get("from");
  const [location, navigate] = useLocation();
  const currencies = useQuery(trpc.quotes.currencies.queryOptions()).data;
  const { editing, key, open, close } = useInlineEditor<Editing>();
  const blank = (): QuoteInput => ({
    buyerName: "",
    buyerEmail: "",
    lang: "en",
    currency: currencies?.[0] ?? "USD",
    discountPercent: "0",
    taxPercent: "0",
    validUntil: inDays(30),
    deliveryTerms: "",
    note: "",
    lines: [{ productId: null, description: "", quantity: 1, unit: "carton", unitPrice: "0.00" }],
  });
  return (
    <AdminLayout
      title="Quotes"
      subtitle="Priced offers your buyers open, accept or decline online"
      actions={
        <Button onClick={() => open({ initial: blank() })}>
          <Plus aria-hidden="true" />
          New quote
        </Button>
      }
    >
      {(editing || from) && (
        <div className="mb-6">
          {editing ? (
            <QuoteEditor key={key} {...editing} onDone={close} />
          ) : (
            <FromInquiry inquiryId={from ?? ""} onReady={() => navigate(location, { replace: true })} />
          )}
        </div>
      )}
      <OpenRequests />
      <ListToolbar
        screen={screen}
        searchLabel="Search quotes"
        statusLabel="Show quotes"
        statusOptions={viewOptions}
        nameLabel="Buyer"
      />
      <ListBody
        screen={screen}
        what="quotes"
        icon={FileText}
        empty="No quotes yet. Make one from an inquiry (Make a quote) or start a new one."
        className="space-y-3"
        row={(quote) => (
          <QuoteRow
            quote={quote}
            onEdit={(shown) => {
              const { id, lines, ...fields } = shown;
              open({ id, initial: { ...fields, lang: fields.lang === "ar" ? "ar" : "en", lines } });
            }}
          />
        )}
      />
    </AdminLayout>
  );
}
