import { useState } from 'react';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { createI18n } from './i18n';

/** Standalone development only: the promotions page in this remote's providers, as the shell mounts it. */
export function DevApp() {
  const host = useHost();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  return (
    <RemoteProviders remote="mfe-promotions" i18n={i18n} queryClient={queryClient}>
      <PromotionsPage />
    </RemoteProviders>
  );
}
