import { useEffect, useState, type ComponentType } from 'react';

/** A component in a module of its own, loaded on demand (`load` may run early, as a prefetch). */
export interface ComponentLoader<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Set once loaded, so later mounts render it at once. */
  loaded?: ComponentType<P>;
}

export function componentLoader<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentLoader<P> {
  const loader: ComponentLoader<P> = {
    load: () =>
      load().then((module) => {
        loader.loaded = module.default;
        return module;
      }),
  };
  return loader;
}

/**
 * The loader's component once its module is in, else null; a failed load throws while rendering, to the island's
 * error boundary. Not `React.lazy` with `Suspense`: React holds a boundary's content back until 300 ms after its
 * fallback first showed (to batch reveals), which kept the player's first frame waiting.
 */
export function useLoadedComponent<P>(loader: ComponentLoader<P>): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
    component: loader.loaded,
  }));
  useEffect(() => {
    if (loaded.component) return;
    let current = true;
    loader.load().then(
      (module) => current && setLoaded({ component: module.default }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [loader, loaded.component]);
  if (loaded.error) throw loaded.error;
  return loaded.component ?? null;
}
