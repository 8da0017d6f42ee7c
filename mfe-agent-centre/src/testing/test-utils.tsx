import 'platform-ui/testing/dom-shims';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import type { MemberInfo } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { createI18n } from '../app/i18n';

/** Test helper: renders `ui` inside a fake host and this remote's providers (English); rerender keeps them. */
export function renderInHost(
  ui: ReactElement,
  { member = null, api = createStubApi() }: { member?: MemberInfo | null; api?: StubApi } = {},
) {
  const host = createFakeHost({ member, api, language: 'EN' });
  const i18n = createI18n('EN');
  const queryClient = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostProvider host={host}>
      <RemoteProviders remote="mfe-agent-centre" i18n={i18n} queryClient={queryClient}>
        {children}
      </RemoteProviders>
    </HostProvider>
  );
  return { ...render(ui, { wrapper }), host, api };
}

/** A records table (the kit's) once its load is over: it shows a skeleton and is busy until then. */
export async function loadedTable(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/** Opens a team row's actions menu and chooses an entry (`Transfer`, `Take back`, `Offer contract`); answers the dialog it opens. */
export async function chooseAction(user: UserEvent, account: string, entry: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${account}` }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog');
}

/** The entries of a team row's actions menu (it is opened, read and closed again). */
export async function actionEntries(user: UserEvent, account: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${account}` }));
  const menu = await screen.findByRole('menu');
  const entries = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return entries;
}
