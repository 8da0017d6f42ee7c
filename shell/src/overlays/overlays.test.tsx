import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, TEST_TRIAL, createFakeHost } from 'shared-contracts/testing';
import { useCustomerService } from '../customer-service/use-customer-service';
import { useUiStore } from '../stores/ui-store';
import { renderWithHost } from '../testing/render-with-host';
import { Overlays } from './overlays';
import { connectSessionNotices } from './session-notices';

beforeEach(() => useUiStore.getState().reset());

describe('Overlays', () => {
  it('warns a trial account with in_need_true_account when a centre needs a real account', async () => {
    const host = createFakeHost({ member: TEST_TRIAL });
    renderWithHost(<Overlays />, host);
    act(() => host.bus.emit('centre:open', { centre: 'member', page: 'depositv2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    expect(dialog).toHaveTextContent('This feature needs a real account. Please register a real account.');
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(useUiStore.getState().account).toEqual({ modal: 'register' });
  });

  it('shows the warning on auth:real-account-required from any remote', async () => {
    const host = createFakeHost({ member: TEST_TRIAL });
    renderWithHost(<Overlays />, host);
    act(() => host.bus.emit('auth:real-account-required', { feature: 'favourites' }));
    expect(await screen.findByRole('alertdialog', { name: 'Real account needed' })).toBeInTheDocument();
  });

  it('tells a member who follows an agent-centre link that non-agents cannot log in (and opens no centre)', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    renderWithHost(<Overlays />, host);
    act(() => host.bus.emit('centre:open', { centre: 'agent' }));
    expect(useUiStore.getState().centre).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Non-agents cannot log in.');
  });

  it('says so when the browser blocks the customer-service window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const host = createFakeHost();
    function Opener() {
      const openCustomerService = useCustomerService();
      return (
        <button type="button" onClick={openCustomerService}>
          Live chat
        </button>
      );
    }
    renderWithHost(
      <>
        <Opener />
        <Overlays />
      </>,
      host,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(await screen.findByText('The pop-up was blocked by your browser.')).toBeInTheDocument();
    open.mockRestore();
  });

  it('opens the login modal for a guest asking for a centre', () => {
    const host = createFakeHost();
    renderWithHost(<Overlays />, host);
    act(() => host.bus.emit('centre:open', { centre: 'member' }));
    expect(useUiStore.getState().account).toEqual({ modal: 'login' });
  });

  it('says the session ended once, even when it ended before the layout mounted', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    const disconnect = connectSessionNotices(host.bus);
    // Start-up: a rejected ?token= or an expired stored token ends the session before the router.
    host.bus.emit('auth:session-expired', { endpointId: 'member.info' });
    host.bus.emit('auth:session-expired', { endpointId: 'wallet.balance' });
    renderWithHost(<Overlays />, host);
    expect(screen.getAllByText('Your session has ended. Please log in again.')).toHaveLength(1);
    disconnect();
  });

  it('asks to wait (and reloads the member) when a centre is asked for before the member loaded', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    host.setSession({ member: null });
    renderWithHost(<Overlays />, host);
    act(() => host.bus.emit('centre:open', { centre: 'member' }));
    expect(useUiStore.getState().centre).toBeNull();
    expect(useUiStore.getState().account).toBeNull();
    expect(screen.getByText('Your account details are not loaded yet. Please try again in a moment.')).toBeInTheDocument();
  });

  it('drops the member state on logout: centre, trial warning and the member queries', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    const { queryClient } = renderWithHost(<Overlays />, host);
    queryClient.setQueryData(['shell', 'wallet', 'test-token'], { sumBalance: 5 });
    queryClient.setQueryData(['shell', 'loggedInAnnouncements', 'test-token'], { list: [] });
    queryClient.setQueryData(['shell', 'vendors', 'wl_test'], { data: { lanes: [] } });
    act(() => {
      useUiStore.getState().openCentre({ centre: 'member' });
      useUiStore.getState().showRealAccountNotice();
    });
    act(() => host.bus.emit('auth:logged-out', { reason: 'user' }));
    expect(useUiStore.getState().centre).toBeNull();
    expect(useUiStore.getState().realAccountNotice).toBe(false);
    expect(queryClient.getQueryData(['shell', 'wallet', 'test-token'])).toBeUndefined();
    expect(queryClient.getQueryData(['shell', 'loggedInAnnouncements', 'test-token'])).toBeUndefined();
    expect(queryClient.getQueryData(['shell', 'vendors', 'wl_test'])).toBeDefined();
  });
});
