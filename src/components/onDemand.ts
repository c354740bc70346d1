import { useCallback, useState } from 'react';

/** A module loaded the first time it is wanted (a menu opened, a button pointed at), then kept. */
export interface OnDemand<M> {
  /** The module, once loaded. */
  current(): M | null;
  /** Loads it (once; a failed load may be tried again). */
  load(): Promise<M>;
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    current: () => loaded,
    load: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
}

/**
 * The module of `demand` for a component: null until something calls `request` (on hover, focus
 * or click), then the module, and the component renders again with it.
 */
export function useOnDemand<M>(demand: OnDemand<M>): [M | null, () => void] {
  const [module, setModule] = useState(demand.current);
  const request = useCallback(() => {
    if (!module) demand.load().then(setModule, () => undefined);
  }, [demand, module]);
  return [module, request];
}
