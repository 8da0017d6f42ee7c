import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePackage } from 'shared-contracts';
import { loadRemoteModule } from '../../federation/remote-loader';

// Props are whatever the contract says for that key; the slot passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * The lazy component of `<remote>/<key>`, created once per remote and key so that re-renders and
 * remounts reuse the loaded module instead of loading it again. A failed component stays failed
 * until {@link forgetRemoteComponent}: React's own re-render after an error must not start a load.
 */
export function getRemoteComponent(pkg: RemotePackage, key: string): LazyExoticComponent<AnyComponent> {
  const id = `${pkg}/${key}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const component = lazy(async () => {
    const loaded = await loadRemoteModule<{ default?: AnyComponent } | AnyComponent>(pkg, key);
    const exported = typeof loaded === 'function' ? loaded : loaded?.default;
    if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) {
      throw new Error(`${id} has no default export`);
    }
    return { default: exported };
  });
  cache.set(id, component);
  return component;
}

/** Drops the cached component of `<remote>/<key>` so the next render loads it again (Retry). */
export function forgetRemoteComponent(pkg: RemotePackage, key: string): void {
  cache.delete(`${pkg}/${key}`);
}

/** Forgets every cached remote component (tests). */
export function clearRemoteComponents(): void {
  cache.clear();
}
