import { useState } from 'react';
import { canOpenMemberCentre } from 'shared-contracts';
import { RemoteProviders, createAppQueryClient, useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { createI18n } from './i18n';
import { MemberCentre } from './member-centre';
import { MEMBER_CENTRE_PAGES } from './pages';

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
    if (centre !== 'member') return;
    const allowed = canOpenMemberCentre(host.session.getSnapshot());
    setRefused(!allowed);
    setOpen(allowed ? { page } : null);
  });

  return (
    <div style={{ padding: 16, fontFamily: 'sans-serif' }}>
      <label>
        page{' '}
        <select value={requestedPage} onChange={(event) => setRequestedPage(event.target.value)}>
          <option value="">(default)</option>
          {MEMBER_CENTRE_PAGES.map((id) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        onClick={() => host.bus.emit('centre:open', { centre: 'member', ...(requestedPage ? { page: requestedPage } : {}) })}
      >
        Open member centre
      </button>
      {refused && <p role="alert">Sign in with a real (non-trial) account first ({session.status}).</p>}
      {open && (
        <RemoteProviders remote="mfe-member-centre" i18n={i18n} queryClient={queryClient}>
          <MemberCentre page={open.page} onClose={() => setOpen(null)} />
        </RemoteProviders>
      )}
    </div>
  );
}
