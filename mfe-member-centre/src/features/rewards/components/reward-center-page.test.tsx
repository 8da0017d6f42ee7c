import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { RewardCenterPage } from './reward-center-page';

const NOW = Date.UTC(2026, 10, 24);
const reward = (id: number, status: string, amount: number) => ({
  id,
  title: `Reward ${id}`,
  type: 'BONUS',
  amount,
  status,
  createdAt: NOW,
  expiresAt: NOW + 86_400_000,
  ...(status === 'claimed' ? { claimedAt: NOW } : {}),
});

function setup(claimHandler?: (input: { body?: unknown }) => unknown) {
  let list = [reward(1, 'claimable', 10), reward(2, 'claimable', 5.5), reward(3, 'claimed', 8), reward(4, 'expired', 3)];
  const api = createRecordingApi({
    'member.rewardCenter': () => ({
      list,
      claimableAmount: list.filter((r) => r.status === 'claimable').reduce((s, r) => s + r.amount, 0),
    }),
    'member.rewardClaim':
      claimHandler ??
      (({ body }) => {
        const id = (body as { rewardId: number }).rewardId;
        list = list.map((r) => (r.id === id ? { ...r, status: 'claimed', claimedAt: NOW } : r));
        return { reward: list.find((r) => r.id === id), balance: 1000 };
      }),
    'wallet.balance': () => ({ sumBalance: 1015.5 }),
  });
  return { ...renderInHost(<RewardCenterPage />, { member: TEST_MEMBER, api }), api };
}

describe('RewardCenterPage', () => {
  it('shows loading, then the rewards with their states', async () => {
    setup();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Claimed')).toBeInTheDocument();
    expect(within(list).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('2 rewards to claim: $15.50')).toBeInTheDocument();
  });

  it('gives a claimable reward the date to claim it by, and an expired one its expiry (issue 49: not "Expired …" beside Claim)', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Rewards' });
    const [claimable, , , expired] = within(list).getAllByRole('listitem');
    expect(claimable).toHaveTextContent(/Claim by /);
    expect(claimable).not.toHaveTextContent(/Expires /);
    expect(expired).toHaveTextContent(/Expires /);
  });

  it('claims one reward with a key and announces the balance', async () => {
    const user = userEvent.setup();
    const { api, host } = setup();
    const changes: number[] = [];
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => changes.push(sumBalance));
    await user.click(await screen.findByRole('button', { name: 'Claim Reward 1' }));
    expect(await screen.findByText('1 reward claimed: $10.00.')).toBeInTheDocument();
    expect(api.options.filter((c) => c.endpointId === 'member.rewardClaim').map((c) => typeof c.options?.idempotencyKey)).toEqual([
      'string',
    ]);
    await waitFor(() => expect(changes).toEqual([1015.5]));
    expect(screen.queryByRole('button', { name: 'Claim Reward 1' })).not.toBeInTheDocument();
  });

  it('claims all, and a retry after a failure reuses the failed reward’s key', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = setup(({ body }) => {
      const id = (body as { rewardId: number }).rewardId;
      if (id === 2 && fail) throw new ApiError({ kind: 'timeout', endpointId: 'member.rewardClaim' });
      return { reward: reward(id, 'claimed', id === 1 ? 10 : 5.5), balance: 1000 };
    });
    await user.click(await screen.findByRole('button', { name: 'Claim all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('took too long');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Claim Reward 2' }));
    expect(await screen.findByText('1 reward claimed: $5.50.')).toBeInTheDocument();
    const keys = api.options.filter((c) => c.endpointId === 'member.rewardClaim').map((c) => c.options?.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('has empty and error states', async () => {
    const api = createRecordingApi({ 'member.rewardCenter': () => ({ list: [], claimableAmount: 0 }) });
    const { unmount } = renderInHost(<RewardCenterPage />, { member: TEST_MEMBER, api });
    expect(await screen.findByText('No rewards yet.')).toBeInTheDocument();
    unmount();
    renderInHost(<RewardCenterPage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'member.rewardCenter': () => {
          throw new ApiError({ kind: 'malformed', endpointId: 'x' });
        },
      }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('never calls without a member', () => {
    const api = createRecordingApi({ 'member.rewardCenter': never });
    renderInHost(<RewardCenterPage />, { member: null, api });
    expect(api.calls).toHaveLength(0);
  });
});
