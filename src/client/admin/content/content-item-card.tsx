import { Save } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import type { ContentItem } from "../lib/types";
import { ColorEditor, ImageEditor, TextEditor } from "./content-editors";
import { isArabicKey, validationMessage } from "./content-groups";

type ContentItemCardProps = {
  item: ContentItem;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  saving: boolean;
  // The server's refusal of this value when it was last saved.
  refusal?: string;
};

export function ContentItemCard({ item, value, onChange, onSave, saving, refusal }: ContentItemCardProps) {
  const type = item.type ?? "text";
  const changed = value !== item.value;
  const error = changed ? (validationMessage(item, value) ?? refusal) : undefined;
  const editor = { id: `content-${item.key}`, item, value, onChange, error, arabic: isArabicKey(item.key) };
  return (
    <Card className={`flex h-full flex-col p-4 ${changed ? "border-brand/60 ring-1 ring-brand/20" : ""}`}>
      <div className="flex items-start justify-between gap-3">
        <label htmlFor={editor.id} className="text-sm font-medium text-slate-900">
          {item.description || item.key}
        </label>
        {changed && <span className="shrink-0 text-xs font-medium text-cyan-800">Unsaved</span>}
      </div>
      <div className="mt-2 flex-1">
        {type === "image" ? (
          <ImageEditor {...editor} />
        ) : type === "color" ? (
          <ColorEditor {...editor} />
        ) : (
          <TextEditor {...editor} />
        )}
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="min-w-0 truncate font-mono text-xs text-slate-500">
          {item.key} · {type}
        </p>
        <Button
          size="sm"
          variant={changed ? "primary" : "outline"}
          onClick={onSave}
          disabled={!changed || saving || Boolean(error)}
          aria-label={`Save ${item.description || item.key}`}
        >
          <Save aria-hidden="true" />
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </Card>
  );
}
