import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'platform-ui';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { TEST_TEAM as TEAM, contract, flagsValue } from '../../lib/test-fixtures';
import { actionEntries, chooseAction, renderInHost } from '../../testing/test-utils';
import { DownlineManagement } from './downline-management';

function stubApi(extra: Record<string, StubHandler> = {}) {
  return createStubApi({
    'agent.downlines': ({ query }) => {
      const { account, status } = (query ?? {}) as { account?: string; status?: string };
      const list = TEAM.filter((d) => (!account || d.account.includes(account)) && (!status || d.status === status));
      return { list, totalCount: list.length, totalPages: 1 };
    },
    'member.consolidated': () => flagsValue({ divtypereq: 1 }, [contract({ kind: 'DIVIDEND', rate: 40 })]),
    'wallet.balance': () => ({ sumBalance: 100 }),
    ...extra,
  });
}

/** The team table once its records are in (the kit's table shows a skeleton first). */
async function team() {
  const table = await screen.findByRole('table', { name: 'Team' });
  await within(table).findByText('agent02', { selector: 'strong' });
  return table;
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('strong')!.textContent);

describe('DownlineManagement — team', () => {
  it('lists the team with level, upline, status, balance and contract, and searches by username, level, status and contract status', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<DownlineManagement />, { member: TEST_AGENT, api });
    const table = await team();
    const rows = within(table).getAllByRole('row').slice(1);
    // Four columns that fit the panel: the details sit under the name and the status.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Account', 'Status', 'Balance', 'Contract']);
    expect(firstCells(table)).toEqual(['agent02', 'member02', 'agent03']);
    expect(rows[0]).toHaveTextContent('Agent · Level 1');
    expect(rows[0]).toHaveTextContent('$500.00');
    expect(rows[0]).toHaveTextContent('Dividend 30% (Accepted)');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent(`Last login ${formatDateTime(Date.UTC(2026, 10, 20, 9, 30), 'EN')}`);
    expect(rows[1]).toHaveTextContent('Member · Level 1');
    expect(rows[1]).toHaveTextContent('Inactive');
    expect(rows[1]).toHaveTextContent('Never logged in');
    expect(rows[2]).toHaveTextContent('Agent · Level 2 · upline agent02');
    expect(rows[2]).toHaveTextContent('New');

    await user.selectOptions(screen.getByLabelText('Level'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(firstCells(screen.getByRole('table', { name: 'Team' }))).toEqual(['agent03']));

    await user.selectOptions(screen.getByLabelText('Level'), '0');
    await user.selectOptions(screen.getByLabelText('Contract status'), 'none');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(firstCells(screen.getByRole('table', { name: 'Team' }))).toEqual(['member02']));

    await user.selectOptions(screen.getByLabelText('Contract status'), 'all');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(firstCells(screen.getByRole('table', { name: 'Team' }))).toEqual(['member02']));
    expect(api.calls.filter((call) => call.endpointId === 'agent.downlines').at(-1)?.input.query).toMatchObject({ status: 'inactive' });

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Username'), 'agent0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.calls.some((call) => (call.input.query as { account?: string } | undefined)?.account === 'agent0')).toBe(true),
    );
  });

  it('offers a contract only to direct downline agents, each row its actions beside the name', async () => {
    const user = userEvent.setup();
    renderInHost(<DownlineManagement />, { member: TEST_AGENT, api: stubApi() });
    const table = await team();
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const first = within(row).getAllByRole('cell')[0]!;
      expect(within(first).getByRole('button', { name: /^Actions for / })).toBeInTheDocument();
    }
    expect(await actionEntries(user, 'agent02')).toEqual(['Transfer', 'Take back', 'Offer contract']);
    expect(await actionEntries(user, 'member02')).toEqual(['Transfer', 'Take back']);
    expect(await actionEntries(user, 'agent03')).toEqual(['Transfer']);
  });

  it('refuses a non-numeric amount and an amount above the balance, and moves nothing', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<DownlineManagement />, { member: TEST_AGENT, api });
    await team();
    await chooseAction(user, 'member02', 'Transfer');
    const form = await screen.findByRole('form', { name: 'Transfer to member02' });
    expect(await within(form).findByText('Your balance: $100.00')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '100.01');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The amount is above your balance of $100.00.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.endpointId)).not.toContain('wallet.transfer');
  });

  it('transfers with one idempotency key per intent: the same key on a retry, a new one after success; then announces the balance', async () => {
    const user = userEvent.setup();
    let fail = true;
    let own = 100;
    const api = stubApi({
      'wallet.balance': () => ({ sumBalance: own }),
      'wallet.transfer': ({ body }) => {
        if (fail) throw new ApiError({ kind: 'network', endpointId: 'wallet.transfer' });
        const { amount, toAccount } = body as { amount: number; toAccount: string };
        own -= amount;
        return { transferId: 1, amount, toAccount, balance: own };
      },
    });
    const spy = jest.spyOn(api, 'call');
    const { host } = renderInHost(<DownlineManagement />, { member: TEST_AGENT, api });
    const balances: number[] = [];
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => balances.push(sumBalance));
    // The header reloads its balance on this event only (shell/src/layout/header/balance.tsx).
    const refreshes: (string | undefined)[] = [];
    host.bus.on('wallet:refresh-requested', ({ reason }) => refreshes.push(reason));
    await team();
    await chooseAction(user, 'member02', 'Transfer');
    const form = await screen.findByRole('form', { name: 'Transfer to member02' });
    await within(form).findByText('Your balance: $100.00');
    await user.type(within(form).getByLabelText('Amount'), '25.5');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    expect(within(form).getByLabelText('Amount')).toHaveValue('25.5');
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('$25.50 was transferred to member02. Your balance is now $74.50.');
    await user.type(within(form).getByLabelText('Amount'), '1');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(spy.mock.calls.filter(([endpoint]) => endpoint.id === 'wallet.transfer')).toHaveLength(3));
    const keys = spy.mock.calls
      .filter(([endpoint]) => endpoint.id === 'wallet.transfer')
      .map(([, , options]) => (options as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await waitFor(() => expect(balances).toContain(74.5));
    expect(refreshes).toEqual(['agent-transfer', 'agent-transfer']);
  });
});

describe('DownlineManagement — transfer with a payment password', () => {
  it('asks for the payment password when the agent has one, sends it, and shows a wrong one under the field', async () => {
    const user = userEvent.setup();
    let wrong = true;
    const api = stubApi({
      'wallet.transfer': ({ body }) => {
        const { amount, toAccount, paymentPassword } = body as { amount: number; toAccount: string; paymentPassword?: string };
        if (wrong || paymentPassword !== '246810') {
          throw new ApiError({
            kind: 'platform',
            endpointId: 'wallet.transfer',
            errorCode: 'payment.password.invalid',
            serverMessage: 'The payment password is incorrect',
            value: { fieldErrors: { paymentPassword: 'The payment password is incorrect' } },
          });
        }
        return { transferId: 1, amount, toAccount, balance: 100 - amount };
      },
    });
    renderInHost(<DownlineManagement />, { member: { ...TEST_AGENT, hasPaymentPassword: true }, api });
    await team();
    await chooseAction(user, 'member02', 'Transfer');
    const form = await screen.findByRole('form', { name: 'Transfer to member02' });
    await within(form).findByText('Your balance: $100.00');
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Enter your payment password.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.endpointId)).not.toContain('wallet.transfer');
    await user.type(within(form).getByLabelText('Payment password'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Payment password')).toHaveFocus();
    wrong = false;
    await user.clear(within(form).getByLabelText('Payment password'));
    await user.type(within(form).getByLabelText('Payment password'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('$10.00 was transferred to member02.');
    expect(api.calls.filter((call) => call.endpointId === 'wallet.transfer').at(-1)?.input.body).toEqual({
      toAccount: 'member02',
      amount: 10,
      paymentPassword: '246810',
    });
  });

  it("shows the platform's request for a payment password under the field when the session did not say one is set", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'wallet.transfer': () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: 'wallet.transfer',
          errorCode: 'request_param_err',
          serverMessage: 'Enter your payment password',
          value: { fieldErrors: { paymentPassword: 'Enter your payment password' } },
        });
      },
    });
    renderInHost(<DownlineManagement />, { member: TEST_AGENT, api });
    await team();
    await chooseAction(user, 'member02', 'Transfer');
    const form = await screen.findByRole('form', { name: 'Transfer to member02' });
    await within(form).findByText('Your balance: $100.00');
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Enter your payment password.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Payment password')).toHaveFocus();
    expect(api.calls.filter((call) => call.endpointId === 'wallet.transfer')[0]?.input.body).toEqual({ toAccount: 'member02', amount: 10 });
  });
});
