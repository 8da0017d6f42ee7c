import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ERROR_CODES } from 'shared-contracts';
import { TEST_AGENT, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { downline, flagsValue } from '../../../lib/test-fixtures';
import { actionEntries, chooseAction, renderInHost } from '../../../testing/test-utils';
import { TeamList } from './team-list';

/** A team whose balances move with each recall the stub accepts (agent 100, member02 40). */
function setup(recall?: StubHandler) {
  const balances = { agent01: 100, member02: 40, agent02: 500, agent03: 20 };
  const team = () => [
    downline({ id: 1, account: 'agent02', level: 1, balance: balances.agent02, canRecall: true }),
    downline({ id: 2, account: 'member02', isAgent: 0, level: 1, balance: balances.member02, canRecall: true }),
    downline({ id: 3, account: 'agent03', level: 2, parentAccount: 'agent02', balance: balances.agent03, canRecall: false }),
  ];
  const api = createStubApi({
    'agent.downlines': () => ({ list: team(), totalCount: 3, totalPages: 1 }),
    'member.consolidated': () => flagsValue(),
    'wallet.balance': () => ({ sumBalance: balances.agent01 }),
    'agent.downlineRecall':
      recall ??
      (({ body }) => {
        const { fromAccount, amount } = body as { fromAccount: 'member02'; amount: number };
        balances[fromAccount] -= amount;
        balances.agent01 += amount;
        return { transferId: 7, amount, balance: balances.agent01, fromAccount, downlineBalance: balances[fromAccount] };
      }),
  });
  const spy = jest.spyOn(api, 'call');
  const recallCalls = () => spy.mock.calls.filter(([endpoint]) => endpoint.id === 'agent.downlineRecall');
  const view = renderInHost(<TeamList renderOffer={() => null} />, { member: TEST_AGENT, api });
  return { ...view, api, recallCalls };
}

async function openRecall(user: ReturnType<typeof userEvent.setup>, account = 'member02') {
  const table = await screen.findByRole('table', { name: 'Team' });
  await within(table).findByText(account, { selector: 'strong' });
  await chooseAction(user, account, 'Take back');
  const form = await screen.findByRole('form', { name: `Take money back from ${account}` });
  await within(form).findByText('Your balance: $100.00');
  return form;
}

describe('TeamList — taking money back from a downline', () => {
  it('offers it only for downlines the platform allows (canRecall)', async () => {
    const user = userEvent.setup();
    setup();
    const table = await screen.findByRole('table', { name: 'Team' });
    await within(table).findByText('agent03', { selector: 'strong' });
    expect(await actionEntries(user, 'agent02')).toContain('Take back');
    expect(await actionEntries(user, 'member02')).toContain('Take back');
    // The transfer the other way is there for every downline.
    expect(await actionEntries(user, 'agent03')).toEqual(['Transfer']);
  });

  it("refuses a non-numeric amount and one above the downline's balance (not the agent's), and sends nothing", async () => {
    const user = userEvent.setup();
    const { recallCalls } = setup();
    const form = await openRecall(user);
    expect(within(form).getByText("member02's balance: $40.00")).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount'), '1,5');
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    expect(await within(form).findByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '40.01');
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    expect(await within(form).findByText("The amount is above member02's balance of $40.00.")).toBeInTheDocument();
    expect(recallCalls()).toHaveLength(0);
  });

  it('a double click sends one recall with one key; on success the balances are read again and announced', async () => {
    const user = userEvent.setup();
    const { host, recallCalls } = setup();
    const announced: number[] = [];
    host.bus.on('wallet:balance-changed', ({ sumBalance }) => announced.push(sumBalance));
    const refreshes: (string | undefined)[] = [];
    host.bus.on('wallet:refresh-requested', ({ reason }) => refreshes.push(reason));
    const form = await openRecall(user);
    await user.type(within(form).getByLabelText('Amount'), '15.25');
    // Two clicks before React renders the disabled button (what a fast double click can do).
    const submit = within(form).getByRole('button', { name: 'Take back' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent('$15.25 was taken back from member02. Your balance is now $115.25.');
    expect(recallCalls()).toHaveLength(1);
    expect(recallCalls()[0]![1]).toEqual({ body: { fromAccount: 'member02', amount: 15.25 } });
    expect(recallCalls()[0]![2]).toEqual({ idempotencyKey: expect.any(String) });
    // The header is asked to reload its balance (what it listens to), and the wallet read again is announced.
    expect(refreshes).toEqual(['agent-recall']);
    await waitFor(() => expect(announced).toEqual([115.25]));
    // The team and the agent's wallet are fetched again: both balances show the move (the list is
    // behind the form's dialog, hidden from assistive technology meanwhile).
    const row = within(screen.getByRole('table', { name: 'Team', hidden: true }))
      .getByText('member02', { selector: 'strong' })
      .closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('$24.75'));
    expect(await within(form).findByText('Your balance: $115.25')).toBeInTheDocument();
    expect(within(form).getByText("member02's balance: $24.75")).toBeInTheDocument();
    // The next intent takes a new key.
    await user.type(within(form).getByLabelText('Amount'), '1');
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(recallCalls()).toHaveLength(2));
    expect(recallCalls()[1]![2]).not.toEqual(recallCalls()[0]![2]);
  });

  it('keeps the key and what was typed on a failed call, and says why in words', async () => {
    const user = userEvent.setup();
    let failure: ApiError | null = new ApiError({ kind: 'network', endpointId: 'agent.downlineRecall' });
    const { recallCalls } = setup(({ body }) => {
      if (failure) throw failure;
      const { amount } = body as { amount: number };
      return { transferId: 7, amount, balance: 100 + amount, fromAccount: 'member02', downlineBalance: 40 - amount };
    });
    const form = await openRecall(user);
    await user.type(within(form).getByLabelText('Amount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    expect(within(form).getByLabelText('Amount')).toHaveValue('10');

    failure = new ApiError({
      kind: 'platform',
      endpointId: 'agent.downlineRecall',
      errorCode: ERROR_CODES.insufficientFunds,
      serverMessage: 'member02 does not have that much',
    });
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    expect(await within(form).findByText('member02 does not have that much.')).toBeInTheDocument();

    failure = new ApiError({
      kind: 'platform',
      endpointId: 'agent.downlineRecall',
      errorCode: 'request.field.invalid',
      serverMessage: 'Money can only be taken back from your direct downlines',
      value: { fieldErrors: { fromAccount: 'Money can only be taken back from your direct downlines' } },
    });
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Money can only be taken back from your direct downlines; member02 is not one.',
    );

    failure = new ApiError({
      kind: 'platform',
      endpointId: 'agent.downlineRecall',
      errorCode: ERROR_CODES.functionNotAvailable,
      serverMessage: 'Not enabled',
    });
    await user.click(within(form).getByRole('button', { name: 'Take back' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Taking money back from downlines is not enabled on this site.');

    const keys = new Set(recallCalls().map(([, , options]) => (options as { idempotencyKey: string }).idempotencyKey));
    expect(recallCalls()).toHaveLength(4);
    expect(keys.size).toBe(1);
  });
});

describe('TeamList — where the forms open', () => {
  it("opens a row's form in a dialog over the list with its first field focused; closing it gives focus back to the row's actions", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('button', { name: 'Actions for member02' });
    const dialog = await chooseAction(user, 'member02', 'Take back');
    expect(dialog).toHaveAccessibleName('Take money back from member02');
    const form = within(dialog).getByRole('form', { name: 'Take money back from member02' });
    await waitFor(() => expect(within(form).getByLabelText('Amount')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for member02' })).toHaveFocus());
  });
});

describe('TeamList — transfer on a fast double click', () => {
  it('sends one transfer (the guard is shared with the recall)', async () => {
    const api = createStubApi({
      'agent.downlines': () => ({ list: [downline({ account: 'member02', isAgent: 0 })], totalCount: 1, totalPages: 1 }),
      'member.consolidated': () => flagsValue(),
      'wallet.balance': () => ({ sumBalance: 100 }),
      'wallet.transfer': ({ body }) => {
        const { amount, toAccount } = body as { amount: number; toAccount: string };
        return { transferId: 1, amount, toAccount, balance: 100 - amount };
      },
    });
    const spy = jest.spyOn(api, 'call');
    const user = userEvent.setup();
    renderInHost(<TeamList renderOffer={() => null} />, { member: TEST_AGENT, api });
    await screen.findByRole('button', { name: 'Actions for member02' });
    await chooseAction(user, 'member02', 'Transfer');
    const form = await screen.findByRole('form', { name: 'Transfer to member02' });
    await within(form).findByText('Your balance: $100.00');
    await user.type(within(form).getByLabelText('Amount'), '3');
    const submit = within(form).getByRole('button', { name: 'Transfer' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent('$3.00 was transferred to member02.');
    expect(spy.mock.calls.filter(([endpoint]) => endpoint.id === 'wallet.transfer')).toHaveLength(1);
  });
});

describe('TeamList — transfer refusals in words', () => {
  it("says a downline outside the team and a short balance in the player's language, not the server's", async () => {
    const user = userEvent.setup();
    let failure = new ApiError({
      kind: 'platform',
      endpointId: 'wallet.transfer',
      errorCode: 'request.field.invalid',
      serverMessage: 'You can only transfer to your upline or your downlines',
      value: { fieldErrors: { toAccount: 'You can only transfer to your upline or your downlines' } },
    });
    const api = createStubApi({
      'agent.downlines': () => ({ list: [downline({ account: 'member02', isAgent: 0 })], totalCount: 1, totalPages: 1 }),
      'member.consolidated': () => flagsValue(),
      'wallet.balance': () => ({ sumBalance: 100 }),
      'wallet.transfer': () => {
        throw failure;
      },
    });
    renderInHost(<TeamList renderOffer={() => null} />, { member: TEST_AGENT, api });
    await screen.findByRole('button', { name: 'Actions for member02' });
    await chooseAction(user, 'member02', 'Transfer');
    const form = await screen.findByRole('form', { name: 'Transfer to member02' });
    await within(form).findByText('Your balance: $100.00');
    await user.type(within(form).getByLabelText('Amount'), '5');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('member02 is not in your team.');
    failure = new ApiError({
      kind: 'platform',
      endpointId: 'wallet.transfer',
      errorCode: ERROR_CODES.insufficientFunds,
      serverMessage: 'Not enough balance for this transfer',
    });
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Your balance is too low for this amount.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveFocus();
  });
});
