import { StrictMode, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { endpoints } from '../api/catalogue';
import { isApiError } from '../api/api-error';
import { HostProvider, useHost, useSession } from '../react/host-context';
import { createDevHost } from './create-dev-host';

function DevToolbar({ remote }: { remote: string }) {
  const host = useHost();
  const session = useSession();
  const [username, setUsername] = useState('member01');
  const [password, setPassword] = useState('secret88');
  const [error, setError] = useState('');
  const [lastEvent, setLastEvent] = useState('');

  const handleLogin = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const result = await host.api.call(endpoints.login, { body: { username, password } });
      await host.session.signIn(result.token);
    } catch (e) {
      setError(isApiError(e) ? (e.serverMessage ?? e.kind) : String(e));
    }
  };

  useMemo(() => {
    const types = ['auth:login-requested', 'centre:open', 'game:launch-requested', 'wallet:refresh-requested'] as const;
    for (const type of types) host.bus.on(type, (payload) => setLastEvent(`${type} ${JSON.stringify(payload)}`));
  }, [host]);

  return (
    <header
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        padding: 8,
        background: '#222',
        color: '#eee',
        fontFamily: 'sans-serif',
        fontSize: 13,
        flexWrap: 'wrap',
      }}
    >
      <strong>dev host · {remote}</strong>
      <label>
        language{' '}
        <select value={host.i18n.getLanguage()} onChange={(e) => host.i18n.setLanguage(e.target.value)}>
          {host.i18n.languages.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </label>
      {session.member ? (
        <>
          <span>signed in as {session.member.account}</span>
          <button type="button" onClick={() => void host.session.signOut('user')}>
            sign out
          </button>
        </>
      ) : (
        <form onSubmit={(e) => void handleLogin(e)} style={{ display: 'flex', gap: 4 }}>
          <input aria-label="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <input aria-label="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="submit">sign in</button>
          {error && <span role="alert">{error}</span>}
        </form>
      )}
      {lastEvent && <code>last event: {lastEvent}</code>}
    </header>
  );
}

function DevHostRoot({ remote, children }: { remote: string; children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [host] = useState(() => createDevHost((to, options) => void navigateRef.current(to, options)));
  return (
    <HostProvider host={host}>
      <DevToolbar remote={remote} />
      <main>{children}</main>
    </HostProvider>
  );
}

/** Mounts a remote's component standalone inside the dev host (a remote's `bootstrap.tsx` calls it). */
export function mountDevHost(remote: string, render: () => ReactNode, element: HTMLElement | null = document.getElementById('root')): void {
  if (!element) throw new Error('mountDevHost: no #root element');
  createRoot(element).render(
    <StrictMode>
      <BrowserRouter>
        <DevHostRoot remote={remote}>{render()}</DevHostRoot>
      </BrowserRouter>
    </StrictMode>,
  );
}
