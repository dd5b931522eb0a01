import { useSyncExternalStore } from "react";

// How many modal dialogs are open, so the toaster can move out of their way.
let openDialogs = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Counts a dialog as open until the returned function is called. */
export function markDialogOpen() {
  openDialogs += 1;
  emit();
  return () => {
    openDialogs -= 1;
    emit();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDialogOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => openDialogs > 0,
    () => false,
  );
