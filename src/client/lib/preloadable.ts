import { type ComponentType, lazy } from "react";

type Loaded<P> = { default: ComponentType<P> };

/** React.lazy over a component whose module can also be loaded ahead of its first render (`preload`).
 * A plain lazy component shows its Suspense fallback on its first render even when its module is already here,
 * and React then holds the content back until 300 ms after that fallback appeared (its Suspense throttle): the
 * admin showed nothing for 300 ms longer than it needed, a dialog opened 300 ms late. Once loaded, the module is
 * handed to lazy as a thenable that calls back at once, which React reads in the same render (docs/decisions/233). */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<Loaded<P>> | undefined;
  let loaded: Loaded<P> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return loading;
  };
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload();
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is what React reads at once.
      then: (settle: (module: Loaded<P>) => void) => settle(ready),
    };
    return settled as unknown as Promise<Loaded<P>>;
  });
  return { Component, preload };
}
