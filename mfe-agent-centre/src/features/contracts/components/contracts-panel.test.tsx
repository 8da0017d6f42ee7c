import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { contract, downline } from '../../../lib/test-fixtures';
import { loadedTable, renderInHost } from '../../../testing/test-utils';
import { ContractsPanel } from './contracts-panel';

// Seen by agent02: an offer from agent01 at 15 % (below the 20 % it gave agent03), and its own offers.
const OFFER = contract({
  id: 70,
  kind: 'DIVIDEND',
  fromAccount: 'agent01',
  toAccount: 'agent01',
  rate: 15,
  status: 'offered',
  minProfitLoss: 2500.5,
  minBetAmount: 1200,
  betAmountUnit: 'hour',
});
const GIVEN = contract({
  id: 80,
  kind: 'DIVIDEND',
  fromAccount: 'agent01',
  toAccount: 'agent03',
  rate: 20,
  status: 'accepted',
  minProfitLoss: 800,
  minBetAmount: 300.25,
  betAmountUnit: 'day',
});

function stubApi(extra: Record<string, StubHandler> = {}) {
  let received = [OFFER];
  let offered = [GIVEN];
  const api = createStubApi({
    'agent.contracts': ({ query }) => ({ list: (query as { direction: string }).direction === 'offered' ? offered : received }),
    'agent.downlines': () => ({
      list: [downline({ account: 'agent03', parentAccount: 'agent01', contracts: [{ kind: 'DIVIDEND', rate: 20, status: 'accepted' }] })],
      totalCount: 1,
      totalPages: 1,
    }),
    'agent.contractRespond': ({ body }) => {
      const { action } = body as { action: 'accept' | 'reject' };
      received = [{ ...OFFER, status: action === 'accept' ? 'accepted' : 'rejected' }];
      if (action === 'accept') offered = [{ ...GIVEN, status: 'terminated' }];
      return { contract: received[0], terminated: action === 'accept' ? [offered[0]] : [] };
    },
    'agent.contractTerminate': () => {
      offered = [{ ...GIVEN, status: 'terminated' }];
      return { contract: offered[0], terminated: [] };
    },
    ...extra,
  });
  return api;
}

describe('ContractsPanel', () => {
  it('says only that the contract was accepted when no downline contract ended (issue 49: not "0 downline contracts ended")', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'agent.contractRespond': () => ({ contract: { ...OFFER, status: 'accepted' }, terminated: [] }) });
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api });
    const received = await loadedTable('Contracts offered to me');
    await user.click(within(received).getByRole('button', { name: 'Accept Dividend 15%' }));
    await user.click(within(screen.getByRole('group', { name: 'Accept the contract' })).getByRole('button', { name: 'Agree and accept' }));
    expect(await screen.findByText('The contract was accepted.')).toBeInTheDocument();
    expect(screen.queryByText(/0 downline/)).not.toBeInTheDocument();
  });

  it('shows offers received; accepting says first which downline contracts end, and afterwards both lists show the new states', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api });
    const received = await loadedTable('Contracts offered to me');
    expect(within(received).getAllByRole('row')[1]).toHaveTextContent('Offered');
    await user.click(within(received).getByRole('button', { name: 'Accept Dividend 15%' }));
    const confirm = screen.getByRole('group', { name: 'Accept the contract' });
    expect(confirm).toHaveTextContent('Accept the Dividend contract at 15% from agent01?');
    expect(within(confirm).getByRole('note', { name: 'Contracts that will end' })).toHaveTextContent(
      'agent01 → agent03: Dividend 20% (Accepted)',
    );
    expect(api.calls.map((call) => call.endpointId)).not.toContain('agent.contractRespond');
    await user.click(within(confirm).getByRole('button', { name: 'Agree and accept' }));
    expect(await screen.findByText('The contract was accepted; 1 downline contract ended.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Contracts offered to me' })).getAllByRole('row')[1]).toHaveTextContent('Accepted'),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Contracts I offered' })).getAllByRole('row')[1]).toHaveTextContent('Terminated'),
    );
  });

  it("shows each contract's terms (period profit and loss, bet amount per day or hour) on both sides, in the brand currency", async () => {
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api: stubApi() });
    const cell = (table: HTMLElement, column: string) => {
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      return within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[headers.indexOf(column)]!;
    };
    const received = await loadedTable('Contracts offered to me');
    expect(
      within(received)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['From', 'Contract', 'Terms', 'Status']);
    expect(cell(received, 'Contract')).toHaveTextContent('Dividend 15%');
    expect(cell(received, 'Terms')).toHaveTextContent('Period profit and loss: $2,500.50');
    expect(cell(received, 'Terms')).toHaveTextContent('Bet amount: $1,200.00 per hour');
    const offered = await loadedTable('Contracts I offered');
    expect(cell(offered, 'Terms')).toHaveTextContent('Period profit and loss: $800.00');
    expect(cell(offered, 'Terms')).toHaveTextContent('Bet amount: $300.25 per day');
    // Each row's action sits beside the name, in the first column.
    expect(within(cell(offered, 'To')).getByRole('button', { name: 'Terminate the Dividend contract of agent03' })).toBeInTheDocument();
  });

  it('accepting says first that the agent’s own current contract of that kind ends too, and afterwards that it ended', async () => {
    const user = userEvent.setup();
    // agent01 holds a dividend contract at 40% from the platform; the new offer is 15%.
    const HELD = contract({ id: 60, kind: 'DIVIDEND', fromAccount: null, toAccount: TEST_AGENT.account, rate: 40, status: 'accepted' });
    let received = [HELD, { ...OFFER, toAccount: TEST_AGENT.account }];
    const api = stubApi({
      'agent.contracts': ({ query }) => ({ list: (query as { direction: string }).direction === 'offered' ? [GIVEN] : received }),
      'agent.contractRespond': () => {
        received = [
          { ...HELD, status: 'terminated' },
          { ...OFFER, toAccount: TEST_AGENT.account, status: 'accepted' },
        ];
        return { contract: received[1], terminated: [received[0], { ...GIVEN, fromAccount: TEST_AGENT.account, status: 'terminated' }] };
      },
    });
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api });
    await loadedTable('Contracts offered to me');
    await user.click(screen.getByRole('button', { name: 'Accept Dividend 15%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the contract' });
    const note = within(dialog).getByRole('note', { name: 'Contracts that will end' });
    expect(note).toHaveTextContent('Your own current Dividend contract at 40% from Platform ends too: this contract replaces it.');
    expect(note).toHaveTextContent('agent01 → agent03: Dividend 20% (Accepted)');
    await user.click(within(dialog).getByRole('button', { name: 'Agree and accept' }));
    expect(
      await screen.findByText('The contract was accepted; 1 downline contract ended. Your previous Dividend contract at 40% ended.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Accept the contract' })).not.toBeInTheDocument();
  });

  it('rejects an offer', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api });
    await user.click(await screen.findByRole('button', { name: 'Reject Dividend 15%' }));
    expect(await screen.findByText('The contract was rejected.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.endpointId === 'agent.contractRespond')?.input.body).toEqual({ contractId: 70, action: 'reject' });
  });

  it('terminates a contract it gave after a confirmation', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api });
    await user.click(await screen.findByRole('button', { name: 'Terminate the Dividend contract of agent03' }));
    await user.click(screen.getByRole('button', { name: 'Confirm termination' }));
    expect(await screen.findByText(/The contract of agent03 was terminated/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.endpointId === 'agent.contractTerminate')?.input.body).toEqual({ contractId: 80 });
  });

  it('shows the refusal of a failed response and changes nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'agent.contractRespond': () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: 'agent.contractRespond',
          errorCode: 'contract.not.open',
          serverMessage: 'This contract is no longer open',
        });
      },
    });
    renderInHost(<ContractsPanel />, { member: TEST_AGENT, api });
    await user.click(await screen.findByRole('button', { name: 'Reject Dividend 15%' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This contract is no longer open');
    expect(within(screen.getByRole('table', { name: 'Contracts offered to me' })).getAllByRole('row')[1]).toHaveTextContent('Offered');
  });

  it('says so when there are no contracts', async () => {
    renderInHost(<ContractsPanel />, {
      member: TEST_AGENT,
      api: createStubApi({
        'agent.contracts': () => ({ list: [] }),
        'agent.downlines': () => ({ list: [], totalCount: 0, totalPages: 0 }),
      }),
    });
    expect(await screen.findByText('No contract has been offered to you.')).toBeInTheDocument();
    expect(screen.getByText('You have not offered any contract.')).toBeInTheDocument();
  });
});
