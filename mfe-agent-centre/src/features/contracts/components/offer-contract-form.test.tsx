import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { TEST_TEAM as TEAM, contract, flagsValue } from '../../../lib/test-fixtures';
import { renderInHost } from '../../../testing/test-utils';
import { OfferContractForm } from './offer-contract-form';

function stubApi(extra: Record<string, StubHandler> = {}) {
  return createStubApi({
    'agent.downlines': () => ({ list: TEAM, totalCount: TEAM.length, totalPages: 1 }),
    'member.consolidated': () => flagsValue({ divtypereq: 1 }, [contract({ kind: 'DIVIDEND', rate: 40 })]),
    'wallet.balance': () => ({ sumBalance: 100 }),
    ...extra,
  });
}

/** The offer form to agent02 (the row action of the team list opens it), once the agent's contracts are in. */
async function openOffer(api: ReturnType<typeof stubApi>) {
  renderInHost(<OfferContractForm toAccount="agent02" onDone={jest.fn()} />, { member: TEST_AGENT, api });
  const form = await screen.findByRole('form', { name: 'Offer a contract to agent02' });
  await waitFor(() => expect(within(form).getByLabelText('Contract')).toHaveValue('DIVIDEND'));
  return form;
}

describe('OfferContractForm', () => {
  it('says before agreeing which downline contracts a lower rate ends, and needs that acknowledged', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'agent.contractOffer': ({ body }) =>
        contract({ id: 60, fromAccount: 'agent01', toAccount: 'agent02', rate: (body as { rate: number }).rate, status: 'offered' }),
    });
    const form = await openOffer(api);
    await user.type(within(form).getByLabelText('Rate (%)'), '25');
    expect(within(form).queryByRole('note')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Rate (%)'));
    await user.type(within(form).getByLabelText('Rate (%)'), '15');
    const warning = within(form).getByRole('note', { name: 'Contracts that will end' });
    expect(warning).toHaveTextContent('Agreeing to this lower rate will end 1 downline contract:');
    expect(warning).toHaveTextContent('agent02 → agent03: Dividend 20% (Accepted)');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await within(form).findByText('Confirm that these contracts will end.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.endpointId)).not.toContain('agent.contractOffer');
    await user.click(within(form).getByLabelText('I understand that these contracts will end.'));
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('The contract was offered to agent02.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.endpointId === 'agent.contractOffer')?.input.body).toEqual({
      toAccount: 'agent02',
      kind: 'DIVIDEND',
      rate: 15,
      periodType: 'monthly',
      minActiveMembers: 0,
      minValidBet: 0,
      minProfitLoss: 0,
      minBetAmount: 0,
      betAmountUnit: 'day',
    });
  });

  it('offers with a period profit and loss and a bet amount per hour (spec §3)', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'agent.contractOffer': ({ body }) =>
        contract({ id: 61, fromAccount: 'agent01', toAccount: 'agent02', ...(body as object), status: 'offered' }),
    });
    const form = await openOffer(api);
    expect(within(form).getByLabelText('Bet amount counted per')).toHaveValue('day');
    await user.type(within(form).getByLabelText('Rate (%)'), '35');
    const profitLoss = within(form).getByLabelText('Period profit and loss ($)');
    expect(profitLoss).toHaveAccessibleDescription("The team's net loss in a period that the contract needs before it pays.");
    await user.clear(profitLoss);
    await user.type(profitLoss, '2500.50');
    await user.clear(within(form).getByLabelText('Bet amount ($)'));
    await user.type(within(form).getByLabelText('Bet amount ($)'), '1200');
    await user.selectOptions(within(form).getByLabelText('Bet amount counted per'), 'hour');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('The contract was offered to agent02.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.endpointId === 'agent.contractOffer')?.input.body).toMatchObject({
      rate: 35,
      minProfitLoss: 2500.5,
      minBetAmount: 1200,
      betAmountUnit: 'hour',
    });
  });

  it('counts the bet amount per hour for an hourly salary until the agent picks a unit', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'member.consolidated': () =>
        flagsValue({ divtypereq: 1, contracthoursalreq: 1 }, [
          contract({ kind: 'DIVIDEND', rate: 40 }),
          contract({ id: 2, kind: 'HOURLY_SALARY', rate: 0.3, periodType: 'hourly' }),
        ]),
    });
    const form = await openOffer(api);
    const unit = within(form).getByLabelText('Bet amount counted per');
    await user.selectOptions(within(form).getByLabelText('Contract'), 'HOURLY_SALARY');
    expect(unit).toHaveValue('hour');
    await user.selectOptions(unit, 'day');
    await user.selectOptions(within(form).getByLabelText('Contract'), 'DIVIDEND');
    await user.selectOptions(within(form).getByLabelText('Contract'), 'HOURLY_SALARY');
    expect(unit).toHaveValue('day');
  });

  it('refuses a negative profit and loss and a 3-decimal bet amount under their fields, focuses the first, sends nothing, keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    const form = await openOffer(api);
    await user.type(within(form).getByLabelText('Rate (%)'), '35');
    const profitLoss = within(form).getByLabelText('Period profit and loss ($)');
    const betAmount = within(form).getByLabelText('Bet amount ($)');
    await user.clear(profitLoss);
    await user.type(profitLoss, '-100');
    await user.clear(betAmount);
    await user.type(betAmount, '10.005');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(profitLoss).toHaveFocus());
    expect(profitLoss).toHaveAttribute('aria-invalid', 'true');
    expect(profitLoss).toHaveAccessibleDescription(expect.stringContaining('Enter an amount from 0 with at most 2 decimals.'));
    expect(betAmount).toHaveAccessibleDescription('Enter an amount from 0 with at most 2 decimals.');
    expect(profitLoss).toHaveValue('-100');
    expect(betAmount).toHaveValue('10.005');
    expect(within(form).getByLabelText('Rate (%)')).toHaveValue('35');
    expect(api.calls.map((call) => call.endpointId)).not.toContain('agent.contractOffer');
  });

  it('refuses a rate at or above its own, a non-numeric rate and a fractional member count', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    const form = await openOffer(api);
    await user.type(within(form).getByLabelText('Rate (%)'), '40');
    await user.clear(within(form).getByLabelText('Active members'));
    await user.type(within(form).getByLabelText('Active members'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await within(form).findByText('The rate must be above 0 and below 40%.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole number of members from 0 to 10,000.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Rate (%)'));
    await user.type(within(form).getByLabelText('Rate (%)'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await within(form).findByText('Enter the rate as a number.')).toBeInTheDocument();
    for (const rate of ['0', '-5']) {
      await user.clear(within(form).getByLabelText('Rate (%)'));
      await user.type(within(form).getByLabelText('Rate (%)'), rate);
      await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
      expect(await within(form).findByText('The rate must be above 0 and below 40%.')).toBeInTheDocument();
    }
    expect(api.calls.map((call) => call.endpointId)).not.toContain('agent.contractOffer');
  });

  it("says the platform's refusals (rate above its own, not a direct downline) in the player's language and keeps what was typed", async () => {
    const user = userEvent.setup();
    let refusal = new ApiError({
      kind: 'platform',
      endpointId: 'agent.contractOffer',
      errorCode: 'contract.rate.too.high',
      serverMessage: 'The rate must be lower than your own rate of 40%',
      value: { fieldErrors: { rate: 'Must be lower than 40%' } },
    });
    const api = stubApi({
      'agent.contractOffer': () => {
        throw refusal;
      },
    });
    const form = await openOffer(api);
    await user.type(within(form).getByLabelText('Rate (%)'), '35');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(await within(form).findByText('The rate must be above 0 and below 40%.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Rate (%)')).toHaveFocus();
    expect(within(form).queryByText('Must be lower than 40%')).not.toBeInTheDocument();
    refusal = new ApiError({
      kind: 'platform',
      endpointId: 'agent.contractOffer',
      errorCode: 'request.field.invalid',
      serverMessage: 'Contracts can only be offered to your direct downlines',
      value: { fieldErrors: { toAccount: 'Contracts can only be offered to your direct downlines' } },
    });
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(
      await within(form).findByText('Contracts can only be offered to your direct downline agents; agent02 is not one.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Rate (%)')).toHaveValue('35');
  });
});
