import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HostApi, RemoteExposeKey, RemotePackage, RemoteRenderRequest } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { RemoteSlotView } from './remote-slot';

/**
 * The host's `renderRemote`: another remote's expose in a remote slot, so a remote shows a
 * piece owned by another remote (the registration page's promotion slider) without importing it.
 * The slot speaks the shell's language (its own i18next instance: inside the asking remote the
 * nearest i18next provider is that remote's) and reads the host from its own provider.
 */
export function createRemoteRenderer(getHost: () => HostApi, i18n: I18n) {
  return function renderRemote<R extends RemotePackage, E extends RemoteExposeKey<R>>({
    remote,
    expose,
    props,
    hideOnFailure = false,
  }: RemoteRenderRequest<R, E>): ReactNode {
    return (
      <HostProvider host={getHost()}>
        <I18nextProvider i18n={i18n}>
          <RemoteSlotView remote={remote} exposed={expose} props={props} variant="inline" hideOnFailure={hideOnFailure} />
        </I18nextProvider>
      </HostProvider>
    );
  };
}
