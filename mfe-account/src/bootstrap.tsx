import { useState } from 'react';
import type { AccountModalKind } from 'shared-contracts';
import { useBusEvent, useHost } from 'shared-contracts/react';
import { mountDevHost } from 'shared-contracts/dev-host';
import AccountModals from './expose/account-modals';

interface OpenRequest {
  modal: AccountModalKind;
  reason?: string | undefined;
}

// The standalone page for this remote's developers (not shipped to players, so not translated):
// it asks for the modal the way other remotes do and mounts it the way the shell does.
function StandaloneAccount() {
  const host = useHost();
  const [request, setRequest] = useState<OpenRequest | null>(null);
  useBusEvent('auth:login-requested', ({ modal = 'login', reason }) => setRequest({ modal, reason }));

  return (
    <div style={{ padding: 16, display: 'flex', gap: 8, flexWrap: 'wrap', fontFamily: 'sans-serif' }}>
      <button type="button" onClick={() => host.bus.emit('auth:login-requested', {})}>
        emit auth:login-requested
      </button>
      <button type="button" onClick={() => host.bus.emit('auth:login-requested', { reason: 'launch' })}>
        emit auth:login-requested (reason launch)
      </button>
      <button type="button" onClick={() => host.bus.emit('auth:login-requested', { modal: 'register' })}>
        emit auth:login-requested (modal register)
      </button>
      {request && <AccountModals modal={request.modal} reason={request.reason} onClose={() => setRequest(null)} />}
    </div>
  );
}

mountDevHost('mfe-account', () => <StandaloneAccount />);
