import { useState } from 'react';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { createI18n } from '../app/i18n';
import { RegisterPage as RegisterPageView } from '../app/register-page';

/** `mfe_account/RegisterPage`: the /register route's page (the shell mounts it on that route). */
export default function RegisterPage() {
  const host = useHost();
  const [queryClient] = useState(createAppQueryClient);
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  return (
    <RemoteProviders remote="mfe-account" i18n={i18n} queryClient={queryClient}>
      <RegisterPageView />
    </RemoteProviders>
  );
}
