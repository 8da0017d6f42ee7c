import { useState, type ReactNode } from 'react';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { createI18n } from './i18n';

/** What every expose wraps its feature in: this remote's error boundary, QueryClient and i18n. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const host = useHost();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  return (
    <RemoteProviders remote="mfe-promotions" i18n={i18n} queryClient={queryClient}>
      {children}
    </RemoteProviders>
  );
}
