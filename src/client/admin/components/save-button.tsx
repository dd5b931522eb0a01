import { Save } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

// An editor's submit button: the save icon and its label, "Saving..." and disabled while the save runs.
export function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" disabled={busy}>
      <Save aria-hidden="true" />
      {busy ? "Saving..." : label}
    </Button>
  );
}
