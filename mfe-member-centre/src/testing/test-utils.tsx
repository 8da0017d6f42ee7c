import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { MemberInfo } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { createI18n } from '../app/i18n';

// This machine is shared and slow: give tests room (no assertion is about timing; the wait of
// async queries is the one every jsdom project sets, tooling/jest/setup-dom.cjs).
jest.setTimeout(30_000);

/** Test helper: renders `ui` inside a fake host and this remote's providers (English unless told); rerender keeps them. */
export function renderInHost(
  ui: ReactElement,
  { member = null, api = createStubApi(), language = 'EN' }: { member?: MemberInfo | null; api?: StubApi; language?: string } = {},
) {
  const host = createFakeHost({ member, api, language });
  const i18n = createI18n(language);
  const queryClient = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostProvider host={host}>
      <RemoteProviders remote="mfe-member-centre" i18n={i18n} queryClient={queryClient}>
        {children}
      </RemoteProviders>
    </HostProvider>
  );
  return { ...render(ui, { wrapper }), host, api };
}
