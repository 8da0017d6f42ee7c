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

  it('follows inbox:unread-changed without another call, and keeps the way to the messages at 0 (issue 49)', async () => {
    const { api, host } = setup(2);
    expect(await screen.findByRole('button', { name: '2 unread messages' })).toBeInTheDocument();
    act(() => host.bus.emit('inbox:unread-changed', { unread: 1 }));
    expect(await screen.findByRole('button', { name: '1 unread message' })).toBeInTheDocument();
    act(() => host.bus.emit('inbox:unread-changed', { unread: 0 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /unread/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Messages' })).not.toHaveTextContent(/\d/);
    expect(screen.queryByTestId('header-unread')).not.toBeInTheDocument();
    act(() => host.bus.emit('inbox:unread-changed', { unread: 120 }));
    expect(await screen.findByRole('button', { name: '120 unread messages' })).toHaveTextContent('99+');
    expect(api.calls.filter((call) => call.endpointId === endpoints.unreadCount.id)).toHaveLength(1);
  });

  it('says "Messages" without a count at 0, and is not there for a guest, who is never asked for', async () => {
    const { api, host } = setup(0);
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    await userEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(opened).toEqual([{ centre: 'member', page: 'messageV2' }]);
    expect(screen.queryByRole('button', { name: /unread/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    const guest = createStubApi({ [endpoints.unreadCount.id]: () => 4 });
    const { container } = renderWithHost(<UnreadBadge />, createFakeHost({ api: guest }));
    await act(async () => undefined);
    expect(guest.calls).toEqual([]);
    expect(container).toBeEmptyDOMElement();
  });
});
