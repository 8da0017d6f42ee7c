import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { createFakeHost, type FakeHost } from 'shared-contracts/testing';
import { createI18n } from '../app/i18n';

/** Renders `ui` the way the expose does (host, QueryClient, this remote's i18n), in English. */
export function renderWithHost(ui: ReactElement, host: FakeHost = createFakeHost()): RenderResult & { host: FakeHost } {
  const result = render(
    <HostProvider host={host}>
      <RemoteProviders remote="mfe-account" i18n={createI18n(host.i18n.getLanguage())} queryClient={createAppQueryClient()}>
        {ui}
      </RemoteProviders>
    </HostProvider>,
  );
  return { ...result, host };
}
