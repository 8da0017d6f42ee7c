import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { HostApi, SessionSnapshot } from '../host/host-api';
import type { PlatformEvents } from '../events/event-map';
import type { ListenOptions } from '../events/event-bus';

/** The one context through which remotes read their host. Shared as a singleton at run time. */
export const HostContext = createContext<HostApi | null>(null);
HostContext.displayName = 'HostContext';

/** Props of {@link HostProvider}. */
export interface HostProviderProps {
  host: HostApi;
  children?: ReactNode;
}

/** Makes `host` available to everything below (the shell, the dev host and the fake host use it). */
export function HostProvider({ host, children }: HostProviderProps) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host API. Throws when rendered outside a host, which is a wiring mistake. */
export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost: no HostProvider above this component (render it inside the shell, the dev host or a fake host)');
  return host;
}

/** The current session snapshot, re-rendering on change. */
export function useSession(): SessionSnapshot {
  const { session } = useHost();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** Listens to a bus event for the component's lifetime; the latest handler is always used. */
export function useBusEvent<K extends keyof PlatformEvents>(
  type: K,
  handler: (payload: PlatformEvents[K]) => void,
  options?: ListenOptions,
): void {
  const { bus } = useHost();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const replay = options?.replay ?? false;
  useEffect(() => bus.on(type, (payload) => handlerRef.current(payload), { replay }), [bus, type, replay]);
}

/** The current interface language, re-rendering when `i18n:language-changed` fires. */
export function useHostLanguage(): string {
  const host = useHost();
  const [language, setLanguage] = useState(() => host.i18n.getLanguage());
  useBusEvent('i18n:language-changed', ({ language: next }) => setLanguage(next), { replay: true });
  return language;
}
