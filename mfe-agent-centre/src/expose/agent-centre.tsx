import { useState } from 'react';
import type { CentreProps } from 'shared-contracts';
import { RemoteProviders, createAppQueryClient, useHost } from 'shared-contracts/react';
import { AgentCentre } from '../app/agent-centre';
import { createI18n } from '../app/i18n';

/** `mfe_agent_centre/AgentCentre`: the agent-centre overlay, mounted by the shell on `centre:open`. */
export default function AgentCentreExpose(props: CentreProps) {
  const host = useHost();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  return (
    <RemoteProviders remote="mfe-agent-centre" i18n={i18n} queryClient={queryClient}>
      <AgentCentre {...props} />
    </RemoteProviders>
  );
}
