import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createPlatformEventBus, type BrandConfig } from 'shared-contracts';
import { TEST_BRAND, createStubApi } from 'shared-contracts/testing';
import { createShellI18n } from '../../app/i18n';
import { configureRemotesForTests } from '../../federation/remotes-for-tests.fixture';
import { createHost, type ShellHost } from '../../host/create-host';
import { clearRemoteComponents } from './remote-component-cache';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../federation/remote-loader', () => {
  const actual = jest.requireActual('../../federation/remote-loader');
  return { ...actual, loadRemoteModule: (pkg: never, key: string) => actual.loadRemoteModule(pkg, key, [0, 0]) };
});

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const brand: BrandConfig = { ...TEST_BRAND, merchantCode: 'wl_demo' };

function Slider({ category }: { category: string }) {
  return <p>Slider of {category}</p>;
}

/** A remote's page: its own i18next instance (another namespace), asking the host for a piece. */
async function renderInsideRemote(host: ShellHost, hideOnFailure: boolean) {
  const remoteI18n = i18next.createInstance();
  await remoteI18n.use(initReactI18next).init({ lng: 'EN', resources: { EN: { account: { title: 'Register' } } }, defaultNS: 'account' });
  return render(
    <I18nextProvider i18n={remoteI18n}>
      <section aria-label="Registration">
        {host.renderRemote({ remote: 'mfe-promotions', expose: 'PromotionSlider', props: { category: 'new_player' }, hideOnFailure })}
        <button type="button">Create account</button>
      </section>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('hisLang', 'EN');
  configureRemotesForTests();
  clearRemoteComponents();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('host.renderRemote', () => {
  it("renders another remote's expose with its props inside the asking remote", async () => {
    loadRemoteMock.mockResolvedValue({ default: Slider });
    const host = createHost({ brand, i18n: createShellI18n('EN'), api: createStubApi(), bus: createPlatformEventBus() });
    await renderInsideRemote(host, false);
    expect(await screen.findByText('Slider of new_player')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_promotions/PromotionSlider');
  });

  it("shows the shell's translated fallback with Retry when the other remote fails", async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    const host = createHost({ brand, i18n: createShellI18n('EN'), api: createStubApi(), bus: createPlatformEventBus() });
    await renderInsideRemote(host, false);
    const fallback = await screen.findByTestId('remote-fallback-mfe-promotions');
    expect(fallback).toHaveTextContent('This part of the site is unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows nothing with hideOnFailure, and the page stays usable', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptNetworkError'));
    const bus = createPlatformEventBus();
    const failures: unknown[] = [];
    bus.on('remote:failed', (payload) => failures.push(payload));
    const host = createHost({ brand, i18n: createShellI18n('EN'), api: createStubApi(), bus });
    await renderInsideRemote(host, true);
    await waitFor(() => expect(failures).toHaveLength(1));
    expect(screen.queryByTestId('remote-fallback-mfe-promotions')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});
