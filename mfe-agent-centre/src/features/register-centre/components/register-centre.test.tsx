import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, createStubApi } from 'shared-contracts/testing';
import { contract, flagsValue } from '../../../lib/test-fixtures';
import { renderInHost } from '../../../testing/test-utils';
import { RegisterCentre } from './register-centre';

const field = (overrides: Record<string, unknown>) => ({
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  acceptedPattern: '^[A-Za-z0-9]+$',
  patternId: 4,
  ...overrides,
});

function stubApi(extra: Record<string, (input: { query?: unknown; body?: unknown }) => unknown> = {}) {
  return createStubApi({
    'agent.registerCenter': () => ({
      affiliateCode: 'HUNG88',
      affiliateLink: 'http://localhost/?affiliateCode=HUNG88',
      registeredToday: 2,
      registeredThisMonth: 5,
      recent: [],
    }),
    'account.registerSettings': () => ({
      username: field({ key: 'username', minLength: 5, maxLength: 16, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 2 }),
      password: field({ key: 'password' }),
      confirmPassword: field({ key: 'confirmPassword' }),
    }),
    'member.consolidated': () => flagsValue({ divtypereq: 1 }, [contract({ kind: 'DIVIDEND', rate: 40 })]),
    ...extra,
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { username: string; password: string; confirm?: string }) {
  await user.type(await screen.findByLabelText('Username'), values.username);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm ?? values.password);
}

describe('RegisterCentre', () => {
  it('shows the invitation code, link and registrations', async () => {
    renderInHost(<RegisterCentre />, { member: TEST_AGENT, api: stubApi() });
    expect(await screen.findByText('HUNG88')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost/?affiliateCode=HUNG88' })).toBeInTheDocument();
    expect(screen.getByText('Registered this month').nextElementSibling).toHaveTextContent('5');
  });

  it('checks the fields with the registration rules and messages, under each field, focusing the first error, keeping what was typed', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<RegisterCentre />, { member: TEST_AGENT, api });
    await fill(user, { username: '1bad', password: 'abc', confirm: 'abd' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('5-16 characters, starting with a letter, letters and digits only');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '6-12 characters, letters and digits only, no special characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Incorrect confirmation input');
    expect(username).toHaveValue('1bad');
    expect(api.calls.map((call) => call.endpointId)).not.toContain('agent.registerDownline');
  });

  it('refuses an initial contract rate that is not a number or not below the agent’s own rate', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    renderInHost(<RegisterCentre />, { member: TEST_AGENT, api });
    await fill(user, { username: 'newagent1', password: 'abc12345' });
    await user.click(screen.getByLabelText('Agent'));
    await user.selectOptions(screen.getByLabelText('Initial contract'), 'DIVIDEND');
    await user.type(screen.getByLabelText('Rate (%)'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the rate as a number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Rate (%)'));
    await user.type(screen.getByLabelText('Rate (%)'), '40');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The rate must be above 0 and below 40%.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.endpointId)).not.toContain('agent.registerDownline');
  });

  it('creates an agent downline and offers it the initial contract', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'agent.registerDownline': ({ body }) => ({ customerId: 99, username: (body as { username: string }).username, isAgent: 2 }),
      'agent.contractOffer': ({ body }) =>
        contract({ id: 50, fromAccount: 'agent01', toAccount: (body as { toAccount: string }).toAccount, rate: 10, status: 'offered' }),
    });
    renderInHost(<RegisterCentre />, { member: TEST_AGENT, api });
    await fill(user, { username: 'newagent1', password: 'abc12345' });
    await user.click(screen.getByLabelText('Agent'));
    await user.selectOptions(screen.getByLabelText('Initial contract'), 'DIVIDEND');
    await user.type(screen.getByLabelText('Rate (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account newagent1 was created.')).toBeInTheDocument();
    const writes = api.calls.filter((call) => call.endpointId === 'agent.registerDownline' || call.endpointId === 'agent.contractOffer');
    expect(writes.map((call) => call.input.body)).toEqual([
      { username: 'newagent1', password: 'abc12345', isAgent: true },
      { toAccount: 'newagent1', kind: 'DIVIDEND', rate: 10, minActiveMembers: 0, minValidBet: 0 },
    ]);
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it("puts the server's field refusal under the field and keeps the values", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'agent.registerDownline': () => {
        throw new ApiError({
          kind: 'platform',
          endpointId: 'agent.registerDownline',
          errorCode: 'request.field.invalid',
          serverMessage: 'Invalid',
          value: { fieldErrors: { username: 'This username is already taken' } },
        });
      },
    });
    renderInHost(<RegisterCentre />, { member: TEST_AGENT, api });
    await fill(user, { username: 'member02', password: 'abc12345' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already taken'));
    expect(screen.getByLabelText('Username')).toHaveValue('member02');
  });
});
