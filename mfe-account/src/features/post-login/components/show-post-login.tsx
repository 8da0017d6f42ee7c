import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { isTrial, type HostApi } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { PostLoginModal } from './post-login-modal';

/** Marks the container of the (one) post-login modal on document.body. */
export const POST_LOGIN_CONTAINER = 'post-login';

let closeCurrent: (() => void) | null = null;

/** Closes the post-login modal if one is shown (tests clean up with it; signing out does it itself). */
export function closePostLogin(): void {
  closeCurrent?.();
}

/**
 * Shows the post-login modal in its own React root on document.body: the login modal (or page)
 * that logged in is gone by then (it closes and the visitor goes home), so the modal cannot live
 * in its tree. Call it after `signIn` resolved. Nothing is shown without a session, for a trial
 * account (free play: no login history, no inbox; spec §4 "isAgent 4: no real-account
 * features"), or twice at once. `createI18n` makes the remote's i18n instance for the new root (the
 * app's, which a feature does not import).
 */
export function showPostLogin(host: HostApi, details: { firstTimeLogin: boolean }, createI18n: (language: string) => I18n): void {
  const session = host.session.getSnapshot();
  if (!session.token || isTrial(session.member)) return;
  closeCurrent?.();
  const container = document.createElement('div');
  container.dataset.accountDetached = POST_LOGIN_CONTAINER;
  document.body.append(container);
  const root = createRoot(container);
  let isClosed = false;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    if (closeCurrent === close) closeCurrent = null;
    unsubscribe();
    root.unmount();
    container.remove();
  };
  // Signing out (or the session expiring) takes the modal away with it.
  const unsubscribe = host.session.subscribe(() => {
    if (host.session.getSnapshot().token !== session.token) queueMicrotask(close);
  });
  closeCurrent = close;
  root.render(
    <HostProvider host={host}>
      <RemoteProviders remote="mfe-account" i18n={createI18n(host.i18n.getLanguage())} queryClient={createAppQueryClient()}>
        <PostLoginModal token={session.token} firstTimeLogin={details.firstTimeLogin} onClose={close} />
      </RemoteProviders>
    </HostProvider>,
  );
}
