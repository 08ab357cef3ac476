import { type ComponentType, createElement, lazy, type ReactNode, useState } from 'react';

/** A lazily loaded component that can be fetched ahead and then renders without suspending. */
export interface PreloadableComponent<P extends object> {
  (props: P): ReactNode;
  /** Fetches the component's code (once); resolves when it can render without suspending. */
  preload(): Promise<unknown>;
}

/**
 * Like React's `lazy`, but once its code is loaded (by `preload()`, e.g. a screen's warm-up after
 * sign-in, or an earlier render) it renders the component directly. A `lazy` component suspends on
 * its first render even when its module is already in the browser; the Suspense fallback it then
 * shows holds the real content back for React's 300 ms reveal throttle, a third of the explorer's
 * first screen at 4× CPU throttle (docs/performance.md, issue 16).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) is tried again on the next render
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazily loaded module, at module level, as React.lazy makes its component
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}
