import { useEffect, useRef, useState } from "react";

// An editor drawn inside the page (a quote, a post). Saved or cancelled, it leaves the page and would take keyboard
// focus with it to the page's start: focus goes back to the control that opened it, as a dialog's does
// (docs/decisions/046).
export function useInlineEditor<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (editing !== null) return;
    opener.current?.focus();
    opener.current = null;
  }, [editing]);
  return {
    editing,
    open: (value: T) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setEditing(value);
    },
    close: () => setEditing(null),
  };
}
