// Every editor on screen with typed work that is not saved holds a place here. The page is watched (the tab's
// close, a link) while any does, and leaving asks once however many editors hold work.
export type Watch = { start: () => void; stop: () => void };

export function unsavedWork(watch: Watch) {
  const holders = new Set<object>();
  return {
    hold() {
      const holder = {};
      holders.add(holder);
      if (holders.size === 1) watch.start();
      return () => {
        if (holders.delete(holder) && holders.size === 0) watch.stop();
      };
    },
    mayLeave: (ask: () => boolean) => holders.size === 0 || ask(),
  };
}
