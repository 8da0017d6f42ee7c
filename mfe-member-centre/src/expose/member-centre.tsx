import { useState } from 'react';
import type { CentreProps } from 'shared-contracts';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { MemberCentre } from '../app/member-centre';
import { createI18n } from '../app/i18n';

/** `mfe_member_centre/MemberCentre`: the member-centre overlay, mounted by the shell on `centre:open`. */
export default function MemberCentreExpose(props: CentreProps) {
  const host = useHost();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  return (
    <RemoteProviders remote="mfe-member-centre" i18n={i18n} queryClient={queryClient}>
      <MemberCentre {...props} />
    </RemoteProviders>
  );
}
