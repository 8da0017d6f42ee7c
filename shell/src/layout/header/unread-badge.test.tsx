import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from 'shared-contracts';
import { TEST_MEMBER, createFakeHost, createStubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { UnreadBadge } from './unread-badge';

function setup(count: number, member: typeof TEST_MEMBER | undefined = TEST_MEMBER) {
  const api = createStubApi({ [endpoints.unreadCount.id]: () => count });
  const host = createFakeHost({ api, ...(member ? { member } : {}) });
  renderWithHost(<UnreadBadge />, host);
  return { api, host };
}

describe('UnreadBadge (header unread messages)', () => {
  it('shows the unread count with a translated label and opens the member centre on the messages', async () => {
    const { host } = setup(3);
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    const badge = await screen.findByRole('button', { name: '3 unread messages' });
    expect(badge).toHaveTextContent('3');
    await userEvent.click(badge);
    expect(opened).toEqual([{ centre: 'member', page: 'messageV2' }]);
  });

  it('follows inbox:unread-changed without another call, and hides at 0', async () => {
    const { api, host } = setup(2);
    expect(await screen.findByRole('button', { name: '2 unread messages' })).toBeInTheDocument();
    act(() => host.bus.emit('inbox:unread-changed', { unread: 1 }));
    expect(await screen.findByRole('button', { name: '1 unread message' })).toBeInTheDocument();
    act(() => host.bus.emit('inbox:unread-changed', { unread: 0 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /unread/ })).not.toBeInTheDocument());
    act(() => host.bus.emit('inbox:unread-changed', { unread: 120 }));
    expect(await screen.findByRole('button', { name: '120 unread messages' })).toHaveTextContent('99+');
    expect(api.calls.filter((call) => call.endpointId === endpoints.unreadCount.id)).toHaveLength(1);
  });

  it('is hidden at 0 and never asks for a guest', async () => {
    const { api } = setup(0);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /unread/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    const guest = createStubApi({ [endpoints.unreadCount.id]: () => 4 });
    renderWithHost(<UnreadBadge />, createFakeHost({ api: guest }));
    await act(async () => undefined);
    expect(guest.calls).toEqual([]);
  });
});
