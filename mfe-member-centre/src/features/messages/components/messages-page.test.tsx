import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { MessagesPage } from './messages-page';

const T = Date.UTC(2026, 10, 20);

function setup() {
  let messages = [
    { id: 1, title: 'Welcome', content: '<p>Hello <b>member</b></p><script>bad()</script>', isRead: false, createdAt: T },
    { id: 2, title: 'Maintenance', content: 'Tonight', isRead: true, createdAt: T },
    { id: 3, title: 'Bonus', content: 'Claim it', isRead: false, createdAt: T },
  ];
  const unread = () => messages.filter((m) => !m.isRead).length;
  const api = createRecordingApi({
    'member.inbox': () => ({ list: messages, totalCount: messages.length, totalPages: 1, unreadCount: unread() }),
    'member.inboxRead': ({ body }) => {
      const b = body as { ids?: number[]; all?: true };
      messages = messages.map((m) => (b.all || b.ids?.includes(m.id) ? { ...m, isRead: true } : m));
      return { unreadCount: unread(), updated: 1 };
    },
    'member.inboxDelete': ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      messages = messages.filter((m) => !ids.includes(m.id));
      return { unreadCount: unread(), deleted: ids.length };
    },
    'member.info': () => memberInfoSchema.parse({ ...TEST_MEMBER, unreadMessageCount: unread() }),
  });
  return { ...renderInHost(<MessagesPage />, { member: TEST_MEMBER, api }), api };
}

describe('MessagesPage', () => {
  it('shows the inbox with unread marks after loading', async () => {
    setup();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Welcome/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maintenance' })).toBeInTheDocument();
  });

  it('opens a message’s HTML through the kit’s sanitiser, reads it and refreshes the member’s unread count', async () => {
    const user = userEvent.setup();
    const { api, host } = setup();
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    expect(screen.getByText('member', { selector: 'b' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpointId === 'member.inboxRead')?.input).toEqual({ body: { ids: [1] } });
    await waitFor(() => expect(host.session.getSnapshot().member?.unreadMessageCount).toBe(1));
  });

  it('announces the unread count on the bus when the list loads and after reading or deleting (the header badge follows)', async () => {
    const user = userEvent.setup();
    const { host } = setup();
    const unread: number[] = [];
    host.bus.on('inbox:unread-changed', ({ unread: count }) => unread.push(count));
    await waitFor(() => expect(unread).toEqual([2]));
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    await waitFor(() => expect(unread.at(-1)).toBe(1));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Bonus”' }));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    await waitFor(() => expect(unread.at(-1)).toBe(0));
  });

  it('selects many to read or delete, and reads all', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Welcome”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Maintenance”' }));
    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    await waitFor(() => expect(screen.queryByText('Maintenance')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.endpointId === 'member.inboxDelete')?.input).toEqual({ body: { ids: [1, 2] } });
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('0 unread messages')).toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    const first = renderInHost(<MessagesPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({ 'member.inbox': () => ({ list: [], totalCount: 0, totalPages: 0, unreadCount: 0 }) }),
    });
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
    first.unmount();
    renderInHost(<MessagesPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'member.inbox': () => {
          throw new ApiError({ kind: 'malformed', endpointId: 'member.inbox' });
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not read');
  });

  it('loads nothing without a member', () => {
    const api = createRecordingApi({ 'member.inbox': never });
    renderInHost(<MessagesPage />, { member: null, api });
    expect(api.calls).toHaveLength(0);
  });
});
