import { useEffect, useRef, useState } from "react";
import { mayDiscard } from "./unsaved-guard";

// An editor drawn inside the page (a quote, a post). Saved or cancelled, it leaves the page and would take keyboard
// focus with it to the page's start: focus goes back to the control that opened it, as a dialog's does
// (docs/decisions/046). Another drawn in place of one with typed work asks first (docs/decisions/063).
export function useInlineEditor<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  // Each opening draws a fresh editor (its React key), even of the same thing: discarded typing is gone.
  const [openings, setOpenings] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (editing !== null) return;
    opener.current?.focus();
    opener.current = null;
  }, [editing]);
  return {
    editing,
    key: openings,
    open: (value: T) => {
      if (!mayDiscard()) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpenings((n) => n + 1);
      setEditing(value);
    },
    close: () => setEditing(null),
  };
}
