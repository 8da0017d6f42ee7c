import { useState } from 'react';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { createI18n } from '../app/i18n';
import { PromotionsPage } from '../features/promotions/components/promotions-page';

/** `mfe_promotions/PromotionsPage`: the `/promotions` page, rendered by the shell's router. */
export default function PromotionsPageExpose() {
  const host = useHost();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  return (
    <RemoteProviders remote="mfe-promotions" i18n={i18n} queryClient={queryClient}>
      <PromotionsPage />
    </RemoteProviders>
  );
}
