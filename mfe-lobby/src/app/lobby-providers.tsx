import { useState, type ReactNode } from 'react';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { LaunchRequestListener } from '../lib/launch/launch-request-listener';
import { createI18n } from './i18n';

/** This remote's package name, as the shell reports it. */
export const REMOTE_NAME = 'mfe-lobby';

/**
 * What each exposed module renders inside: this remote's own QueryClient and i18next instance,
 * created once per mount, plus its error boundary (RemoteProviders), and the (deduplicated)
 * `game:launch-requested` listener, so whichever expose is on the page launches games for the bus.
 */
export function LobbyProviders({ children }: { children?: ReactNode }) {
  const host = useHost();
  const [queryClient] = useState(createAppQueryClient);
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  return (
    <RemoteProviders remote={REMOTE_NAME} i18n={i18n} queryClient={queryClient}>
      {children}
      <LaunchRequestListener />
    </RemoteProviders>
  );
}
