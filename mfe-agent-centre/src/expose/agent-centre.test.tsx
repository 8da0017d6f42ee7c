import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider } from 'shared-contracts/react';
import { TEST_AGENT, createFakeHost, createStubApi } from 'shared-contracts/testing';
import AgentCentreExpose from './agent-centre';

describe('mfe_agent_centre/AgentCentre', () => {
  it('renders in a fake host, in the host language, and closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const api = createStubApi({
      'agent.teamOverview': () => ({
        teamSize: 0,
        directDownlines: 0,
        activeMembers: 0,
        newMembersToday: 0,
        teamBalance: 0,
        teamDeposit: 0,
        teamWithdraw: 0,
        teamValidBet: 0,
        teamProfitLoss: 0,
        downlines: [],
      }),
    });
    const host = createFakeHost({ member: TEST_AGENT, api, language: 'TY' });
    render(
      <HostProvider host={host}>
        <AgentCentreExpose onClose={onClose} />
      </HostProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Đại lý' })).toBeInTheDocument();
    expect(await screen.findByText('Chưa có tuyến dưới trực tiếp.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalled();
  });
});
