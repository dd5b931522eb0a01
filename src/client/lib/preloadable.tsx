import { type ComponentType, useSyncExternalStore } from "react";

type Loading<P> = { component?: ComponentType<P>; error?: unknown };

/** A component whose module is fetched on its first render, or ahead of it (`preload`). Until the module is here
 * it renders nothing, and then it renders at once. Not React.lazy: a lazy component shows its Suspense fallback
 * on its first render, and React then holds the content back until 300 ms after that fallback appeared (its
 * Suspense throttle), so the admin showed nothing and a dialog opened 300 ms later than needed
 * (docs/decisions/050). A module that cannot be had is thrown on render, to the nearest error boundary. */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let state: Loading<P> = {};
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: Loading<P>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const preload = () => {
    loading ??= load().then(
      (component) => settle({ component }),
      (error: unknown) => settle({ error: error ?? new Error("The module could not be loaded") }),
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const read = () => state;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, as React.lazy is.
  function Component(props: P) {
    const { component: Loaded, error } = useSyncExternalStore(subscribe, read, read);
    if (error !== undefined) throw error;
    if (Loaded) return <Loaded {...props} />;
    // Asked for on render, as React.lazy does; once only, however often it renders before the module is here.
    preload();
    return null;
  }
  return { Component, preload };
}
