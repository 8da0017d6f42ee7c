import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { isTrial, type HostApi } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { loginInfoQueryOptions } from '../api/login-info-query';
import { PostLoginModal } from './post-login-modal';

/**
 * How long the modal waits for the login info before it opens with its loading state (spec §4
 * "fetch login info and show the post-login modal"). Opening it whole when the answer comes in time
 * moves nothing on screen; growing from the loading state into the answer moved the centred dialog
 * (CLS 0.025 across a login, issue 47 item 4).
 */
export const POST_LOGIN_WAIT_MS = 1_000;

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
 * features"), or twice at once. The login info is fetched first: the modal opens when it has
 * answered (or failed), or after {@link POST_LOGIN_WAIT_MS} with its loading state. `createI18n` makes the remote's i18n instance for the new root (the
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
  const queryClient = createAppQueryClient();
  let isClosed = false;
  let isShown = false;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearTimeout(timer);
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
  const open = () => {
    if (isClosed || isShown) return;
    isShown = true;
    clearTimeout(timer);
    root.render(
      <HostProvider host={host}>
        <RemoteProviders remote="mfe-account" i18n={createI18n(host.i18n.getLanguage())} queryClient={queryClient}>
          <PostLoginModal token={token} firstTimeLogin={details.firstTimeLogin} onClose={close} />
        </RemoteProviders>
      </HostProvider>,
    );
  };
  const { token } = session;
  const timer = setTimeout(open, POST_LOGIN_WAIT_MS);
  // A failed fetch is kept in the query too: the modal then opens with its failure and Retry.
  void queryClient.prefetchQuery(loginInfoQueryOptions(host, token)).finally(open);
}
