import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { HostApi, RemotePackage } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { RemoteSlot } from './remote-slot';

/** What a remote asks the host to render (`HostApi.renderRemote`, `<HostRemote>` in shared-contracts/react). */
export interface RemoteRenderRequest {
  remote: RemotePackage;
  expose: string;
  props?: object;
  hideOnFailure?: boolean | undefined;
}

/**
 * The host's `renderRemote`: another remote's expose in a {@link RemoteSlot}, so a remote shows a
 * piece owned by another remote (the registration page's promotion slider) without importing it.
 * The slot speaks the shell's language (its own i18next instance: inside the asking remote the
 * nearest i18next provider is that remote's) and reads the host from its own provider.
 */
export function createRemoteRenderer(getHost: () => HostApi, i18n: I18n) {
  return function renderRemote({ remote, expose, props, hideOnFailure = false }: RemoteRenderRequest): ReactNode {
    return (
      <HostProvider host={getHost()}>
        <I18nextProvider i18n={i18n}>
          <RemoteSlot
            remote={remote}
            exposed={expose}
            props={{ ...(props as Record<string, unknown> | undefined) }}
            variant="inline"
            hideOnFailure={hideOnFailure}
          />
        </I18nextProvider>
      </HostProvider>
    );
  };
}
