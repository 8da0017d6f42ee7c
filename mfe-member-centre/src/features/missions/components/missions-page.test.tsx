import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_MEMBER } from 'shared-contracts/testing';
import { createRecordingApi, never } from '../../../lib/test-api';
import { renderInHost } from '../../../testing/test-utils';
import { MissionsPage } from './missions-page';

const SUMMARY = {
  missions: [{ id: 1, title: 'Bet 100 today', target: 100, progress: 40, reward: 5, completed: false }],
  completed: 0,
  total: 1,
};
const BOARD = { list: [{ rank: 1, account: 'vi***01', validBet: 5000, reward: 50 }] };

describe('MissionsPage', () => {
  it('shows missions with progress and the leaderboard by period', async () => {
    const user = userEvent.setup();
    const api = createRecordingApi({ 'missions.summary': () => SUMMARY, 'missions.leaderboard': () => BOARD });
    renderInHost(<MissionsPage />, { member: TEST_MEMBER, api });
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(await screen.findByRole('progressbar', { name: 'Progress of Bet 100 today' })).toHaveAttribute('value', '40');
    expect(screen.getByText('0 of 1 completed')).toBeInTheDocument();
    const board = await screen.findByRole('list', { name: 'Leaderboard' });
    expect(within(board).getByText('vi***01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(api.calls.at(-1)?.input).toEqual({ query: { period: 'month', limit: 20 } });
  });

  it('has empty and error states for each part', async () => {
    const api = createRecordingApi({
      'missions.summary': () => ({ missions: [], completed: 0, total: 0 }),
      'missions.leaderboard': () => {
        throw new ApiError({ kind: 'malformed', endpointId: 'missions.leaderboard' });
      },
    });
    renderInHost(<MissionsPage />, { member: TEST_MEMBER, api });
    expect(await screen.findByText('No missions today.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('asks for the member’s missions only with a member', () => {
    const api = createRecordingApi({ 'missions.summary': never, 'missions.leaderboard': never });
    renderInHost(<MissionsPage />, { member: null, api });
    expect(api.calls.map((c) => c.endpointId)).toEqual(['missions.leaderboard']);
  });
});
