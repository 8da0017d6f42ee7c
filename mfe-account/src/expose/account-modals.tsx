import { useState } from 'react';
import type { AccountModalsProps } from 'shared-contracts';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { AccountModalsRoot } from '../app/account-modals';
import { createI18n } from '../app/i18n';

/**
 * `mfe_account/AccountModals`: the login / register modal. The shell mounts it when
 * `auth:login-requested` fires and unmounts it on `onClose`.
 */
export default function AccountModals(props: AccountModalsProps) {
  const host = useHost();
  // Created once per mount: the shell mounts this only while the modal is open.
  const [queryClient] = useState(createAppQueryClient);
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  return (
    <RemoteProviders remote="mfe-account" i18n={i18n} queryClient={queryClient}>
      <AccountModalsRoot {...props} />
    </RemoteProviders>
  );
}
