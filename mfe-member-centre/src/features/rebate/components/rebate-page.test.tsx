import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { RebatePage } from './rebate-page';

const REBATE = {
  claimableAmount: 3.6,
  minClaimAmount: 0.01,
  since: Date.UTC(2026, 10, 1),
  lines: [{ gameType: 'RNG', rate: 1.2, validBet: 300, amount: 3.6 }],
  history: [],
};

describe('RebatePage', () => {
  it('shows loading, then the rebate per category', async () => {
    renderInHost(<RebatePage />, { member: TEST_MEMBER, api: createRecordingApi({ 'member.manualRebate': () => REBATE }) });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rebate to claim: $3.60' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Slots/ })).toHaveTextContent('1.2%');
    expect(screen.getByText('No claims yet.')).toBeInTheDocument();
  });

  it('says when rebate was never claimed instead of a 1970 date (no date from the platform)', async () => {
    renderInHost(<RebatePage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({ 'member.manualRebate': () => ({ ...REBATE, since: 0 }) }),
    });
    expect(
      await screen.findByText('No rebate claimed yet: counted on all your valid bets so far. Minimum claim $0.01.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/1970/)).not.toBeInTheDocument();
  });

  it('says since when it counts once a rebate was claimed', async () => {
    const history = [{ id: 1, amount: 1, validBet: 100, claimedAt: REBATE.since }];
    renderInHost(<RebatePage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({ 'member.manualRebate': () => ({ ...REBATE, history }) }),
    });
    expect(await screen.findByText(/^On valid bets since .*2026.*\. Minimum claim \$0\.01\.$/)).toBeInTheDocument();
  });

  it('never claimed: counts since the registration the platform sends as since, and says so', async () => {
    renderInHost(<RebatePage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({ 'member.manualRebate': () => ({ ...REBATE, since: Date.UTC(2026, 0, 15, 12), lines: [] }) }),
    });
    expect(
      await screen.findByText('No rebate claimed yet: counted on your valid bets since you registered on 01/15/2026. Minimum claim $0.01.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No valid bets since you registered.')).toBeInTheDocument();
    expect(screen.queryByText(/last claim/)).not.toBeInTheDocument();
  });

  it('claims with a key, shows the result and announces the balance', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const api = createRecordingApi({
      'member.manualRebate': () =>
        claimed
          ? { ...REBATE, claimableAmount: 0, lines: [], history: [{ id: 1, amount: 3.6, validBet: 300, claimedAt: Date.UTC(2026, 10, 2) }] }
          : REBATE,
      'member.manualRebateClaim': () => {
        claimed = true;
        return { claimId: 1, amount: 3.6, validBet: 300, balance: 1003.6 };
      },
      'wallet.balance': () => ({ sumBalance: 1003.6 }),
    });
    const { host } = renderInHost(<RebatePage />, { member: TEST_MEMBER, api });
    const changes: number[] = [];
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => changes.push(sumBalance));
    await user.dblClick(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('$3.60 rebate credited on $300.00 of valid bets.')).toBeInTheDocument();
    expect(api.options.filter((c) => c.endpointId === 'member.manualRebateClaim')).toHaveLength(1);
    await waitFor(() => expect(changes).toEqual([1003.6]));
    expect(await screen.findByText('No valid bets since your last claim.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  });

  it('shows a refused claim and an error state with retry', async () => {
    const user = userEvent.setup();
    const api = createRecordingApi({
      'member.manualRebate': () => REBATE,
      'member.manualRebateClaim': () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: 'member.manualRebateClaim',
          errorCode: 'test.refused',
          serverMessage: 'Nothing to claim yet',
        });
      },
    });
    const first = renderInHost(<RebatePage />, { member: TEST_MEMBER, api });
    await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to claim yet');
    first.unmount();
    renderInHost(<RebatePage />, {
      member: TEST_MEMBER,
      api: createRecordingApi({
        'member.manualRebate': () => {
          throw new ApiError({ kind: 'malformed', endpointId: 'x' });
        },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads nothing without a member', () => {
    const api = createRecordingApi({ 'member.manualRebate': never });
    renderInHost(<RebatePage />, { member: null, api });
    expect(api.calls).toHaveLength(0);
  });
});
