import { lazy, type ComponentType, type FunctionComponent } from 'react';

export interface Preloadable<P extends object> extends FunctionComponent<P> {
  /** Starts loading (once) and resolves when the component can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but loading can start before rendering, and once loaded the component renders at
 * once (React.lazy suspends on its first render even when its module is already there). The
 * prerendered pages need that: their screen must render on the first pass of hydration, or React
 * keeps showing the server HTML until the chunk arrives and throws it away on any store update.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  // Until loaded, React.lazy suspends as usual; once loaded, the component renders directly.
  const makeLazy = () => lazy(() => preload().then(() => ({ default: Loaded! })));
  let Lazy = makeLazy();
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A later attempt (a retry, another navigation) may succeed: React.lazy remembers a failure
        // for good, so the next render gets a fresh one.
        loading = null;
        Lazy = makeLazy();
        throw error;
      },
    );
    return loading;
  };
  function PreloadableScreen(props: P) {
    const Current = Loaded ?? Lazy;
    return <Current {...props} />;
  }
  return Object.assign(PreloadableScreen, { preload });
}
