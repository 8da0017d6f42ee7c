import { useState } from 'react';
import { canOpenAgentCentre } from 'shared-contracts';
import { RemoteProviders, createAppQueryClient, useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { createI18n } from './i18n';
import { AgentCentre } from './agent-centre';
import { AGENT_CENTRE_PAGES } from './pages';

/**
 * Standalone development only: plays the shell's part. A button emits `centre:open`; like the shell,
 * the launcher checks access and mounts the centre on the asked page, and unmounts it on close.
 */
export function DevLauncher() {
  const host = useHost();
  const session = useSession();
  const [i18n] = useState(() => createI18n(host.i18n.getLanguage()));
  const [queryClient] = useState(createAppQueryClient);
  const [requestedPage, setRequestedPage] = useState('');
  const [open, setOpen] = useState<{ page?: string } | null>(null);
  const [refused, setRefused] = useState(false);

  useBusEvent('centre:open', ({ centre, page }) => {
    if (centre !== 'agent') return;
    const allowed = canOpenAgentCentre(host.session.getSnapshot());
    setRefused(!allowed);
    setOpen(allowed ? { page } : null);
  });

  return (
    <div style={{ padding: 16, fontFamily: 'sans-serif' }}>
      <label>
        page{' '}
        <select value={requestedPage} onChange={(event) => setRequestedPage(event.target.value)}>
          <option value="">(default)</option>
          {AGENT_CENTRE_PAGES.map(({ id }) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        onClick={() => host.bus.emit('centre:open', { centre: 'agent', ...(requestedPage ? { page: requestedPage } : {}) })}
      >
        Open agent centre
      </button>
      {refused && <p role="alert">The shell would refuse: sign in as an agent (agent01) first ({session.status}).</p>}
      {open && (
        <RemoteProviders remote="mfe-agent-centre" i18n={i18n} queryClient={queryClient}>
          <AgentCentre page={open.page} onClose={() => setOpen(null)} />
        </RemoteProviders>
      )}
    </div>
  );
}
