import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../app/i18n';
import { OverrideBadge } from './override-badge';
import { releaseRecordFixture } from './release-record.fixture';
import { configureBrandRemotes, ensureRemotePlanned } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const i18n = createShellI18n('EN');
const published: Record<string, string[]> = { 'mfe-lobby': ['0.1.0', '0.2.0'], 'mfe-account': ['0.1.0'] };

async function fetchJson(url: string): Promise<unknown> {
  const [, remote, version] = /\/registry\/([^/]+)\/([^/]+)\//.exec(url) ?? [];
  if (!remote || !version || !published[remote]?.includes(version)) throw new Error('HTTP 404');
  return releaseRecordFixture(remote as never, version, { sharedContracts: CONTRACTS_VERSION, react: null });
}

function renderBadge(onClear?: () => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <OverrideBadge onClear={onClear} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('OverrideBadge', () => {
  it('renders nothing without overrides', () => {
    window.history.replaceState({}, '', '/');
    configureBrandRemotes({ id: 'default', remotes: { 'mfe-lobby': { version: '0.1.0' } }, allowOverrides: true }, { fetchJson });
    const { container } = renderBadge();
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each override and whether it loaded, and returns to the pins with a keyboard-usable button', async () => {
    window.history.replaceState({}, '', '/?remotes=mfe-lobby@0.2.0,mfe-account@9.9.9');
    configureBrandRemotes(
      { id: 'default', remotes: { 'mfe-lobby': { version: '0.1.0' }, 'mfe-account': { version: '0.1.0' } }, allowOverrides: true },
      { fetchJson },
    );
    const onClear = jest.fn();
    renderBadge(onClear);
    const badge = screen.getByRole('complementary', { name: 'Remote version overrides' });
    expect(badge).toHaveTextContent('Test versions in use');
    expect(badge).toHaveTextContent('mfe-lobby@0.2.0 not loaded yet');
    await act(async () => {
      await ensureRemotePlanned('mfe-lobby');
      await ensureRemotePlanned('mfe-account');
    });
    expect(badge).toHaveTextContent('mfe-lobby@0.2.0 loaded');
    expect(badge).toHaveTextContent("mfe-account@9.9.9 refused, the site's version loaded");
    await userEvent.tab();
    expect(screen.getByRole('button', { name: "Use the site's versions" })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
