import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createPlatformEventBus, type MemberInfo } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL } from 'shared-contracts/testing';
import { createRecordingApi, renderRemote } from '../../../testing/render-remote';
import { PointMallPage, convertibleDefault, mostRedeemable } from './point-mall-page';

const ITEMS = [
  {
    id: 1,
    name: '$5 cash voucher',
    type: 'CASH',
    quantity: 500,
    pointsRequired: 500,
    amount: 5,
    amountRequired: 0,
    units: 'voucher',
    status: 'ACTIVE',
    remark: 'Credited at once',
  },
  {
    id: 2,
    name: 'Smart watch',
    type: 'GIFT',
    quantity: 10,
    pointsRequired: 60_000,
    amount: 0,
    amountRequired: 2000,
    units: 'piece',
    status: 'ACTIVE',
  },
  {
    id: 3,
    name: 'Gold bar 1g',
    type: 'GIFT',
    quantity: 0,
    pointsRequired: 900,
    amount: 0,
    amountRequired: 0,
    units: 'piece',
    status: 'SOLD_OUT',
  },
];

const RECORD = {
  id: 1,
  itemName: 'Branded T-shirt',
  type: 'GIFT',
  quantity: 1,
  points: 3000,
  status: 'in_process',
  applyTime: Date.UTC(2026, 5, 1),
  remark: 'Shipping soon',
};

function setup({
  member = TEST_MEMBER as MemberInfo | null,
  holdRedeem = null as Promise<void> | null,
  language = 'EN',
  startPoints = 5000,
  items = ITEMS,
} = {}) {
  let points = startPoints;
  let records = [
    RECORD,
    { ...RECORD, id: 2, status: 'rejected', remark: 'Address incomplete' },
    { ...RECORD, id: 3, status: 'approved', remark: undefined },
  ];
  const api = createRecordingApi({
    'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
    'points.rewards': () => ({ list: items }),
    'points.balance': () => ({ points, convertibleAmount: points / 100 }),
    'points.redeemList': ({ query }) => ({
      list: (query as { pageNo: number }).pageNo === 1 ? records : [{ ...RECORD, id: 9, itemName: 'Old mug' }],
      totalPages: 2,
    }),
    'points.redeem': async ({ body }) => {
      if (holdRedeem) await holdRedeem;
      const { password, quantity } = body as { password: string; quantity: number };
      // The platform's refusal of the login password (as the reference API answers it).
      if (password !== 'secret88')
        throw new ApiError({
          kind: 'platform',
          endpointId: 'points.redeem',
          errorCode: 'request.field.invalid',
          serverMessage: 'password: The password is incorrect',
          value: { fieldErrors: { password: 'The password is incorrect' } },
        });
      points -= 500 * quantity;
      records = [{ ...RECORD, id: 10, itemName: '$5 cash voucher', points: 500 * quantity, status: 'approved' }, ...records];
      return { redemptionId: 10, points, status: 'approved' };
    },
    'points.convert': ({ body }) => {
      const converted = (body as { points: number }).points;
      points -= converted;
      return { points, amount: converted / 100, balance: 1020 };
    },
    'wallet.balance': () => ({ sumBalance: 1005, currencySymbol: '$' }),
  });
  const rendered = renderRemote(<PointMallPage />, { api, member, url: '/pointMall', language });
  return rendered;
}

function itemCard(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
}

/** Waits for the points, opens an item's redeem dialog and types `password` (not sent). */
async function openRedeem(user: ReturnType<typeof userEvent.setup>, password: string): Promise<HTMLElement> {
  await screen.findByTestId('points-balance');
  await user.click(within(itemCard('$5 cash voucher')).getByRole('button', { name: 'Redeem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redeem $5 cash voucher' });
  await user.type(within(dialog).getByLabelText('Login password'), password);
  return dialog;
}

describe('PointMallPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for the items and the records again when the language changes: the platform names them in the request language (issue 36)', async () => {
    let platformLanguage = 'EN';
    const voucher = () => (platformLanguage === 'VI' ? 'Phiếu tiền mặt $5,00' : '$5 cash voucher');
    const api = createRecordingApi({
      'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
      'points.rewards': () => ({ list: [{ ...ITEMS[0], name: voucher() }] }),
      'points.balance': () => ({ points: 5000, convertibleAmount: 50 }),
      'points.redeemList': () => ({ list: [{ ...RECORD, itemName: voucher() }], totalPages: 1 }),
    });
    const { host } = renderRemote(<PointMallPage />, { api, member: TEST_MEMBER, url: '/pointMall', language: 'EN' });
    expect(await screen.findByRole('heading', { level: 3, name: '$5 cash voucher' })).toBeInTheDocument();
    platformLanguage = 'VI';
    act(() => host.i18n.setLanguage('VI'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Phiếu tiền mặt $5,00' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: '$5 cash voucher' })).not.toBeInTheDocument();
  });

  it("shows the member's points, the ratio and the items with what each needs", async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('5,000');
    expect(screen.getByText('100 points = $1.00')).toBeInTheDocument();
    const voucher = itemCard('$5 cash voucher');
    expect(within(voucher).getByText('Cash')).toBeInTheDocument();
    expect(within(voucher).getByText('500 voucher')).toBeInTheDocument();
    expect(within(voucher).getByText('$5.00')).toBeInTheDocument();
    expect(within(voucher).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    const watch = itemCard('Smart watch');
    expect(within(watch).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(watch).getByText('Not enough points')).toBeInTheDocument();
    expect(within(watch).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    const gold = itemCard('Gold bar 1g');
    expect(within(gold).getByText('Out of stock')).toBeInTheDocument();
    expect(within(gold).getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('lists the redemptions with their translated statuses and remarks, paged', async () => {
    const user = userEvent.setup();
    setup();
    const table = await screen.findByRole('table', { name: 'Redemption records' });
    expect(await within(table).findByText('In process')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Address incomplete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Old mug')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('redeems with the password and an idempotency key; points, records and wallet update', async () => {
    const user = userEvent.setup();
    const { host, api } = setup();
    const balances: unknown[] = [];
    host.bus.on('wallet:balance-changed', (payload) => balances.push(payload));
    const dialog = await openRedeem(user, 'secret88');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByRole('status')).toHaveTextContent('$5 cash voucher redeemed. You have 4,500 points left.');
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('4,500'));
    expect(await within(screen.getByRole('table', { name: 'Redemption records' })).findByText('$5 cash voucher')).toBeInTheDocument();
    expect(balances).toEqual([{ sumBalance: 1005, currencySymbol: '$' }]);
    const redeem = api.calls.find((call) => call.endpointId === 'points.redeem');
    expect(redeem?.input).toEqual({ body: { itemId: 1, quantity: 1, password: 'secret88' } });
    expect(api.options.find((entry) => entry.endpointId === 'points.redeem')?.options?.idempotencyKey).toEqual(expect.any(String));
  });

  it('refuses a wrong password under its field in the player’s language, keeps the form and deducts nothing', async () => {
    const user = userEvent.setup();
    const { host, api } = setup();
    const balances: unknown[] = [];
    host.bus.on('wallet:balance-changed', (payload) => balances.push(payload));
    const dialog = await openRedeem(user, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const password = within(dialog).getByLabelText('Login password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The login password is incorrect.'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    // Never the server's line with its field key ("password: The password is incorrect").
    expect(dialog).not.toHaveTextContent(/password:|The password is incorrect/);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(password).toHaveValue('wrong');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('5,000');
    expect(balances).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Login password'));
    await user.type(within(dialog).getByLabelText('Login password'), 'secret88');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = api.options.filter((entry) => entry.endpointId === 'points.redeem').map((entry) => entry.options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('asks for the password under the field before sending', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByTestId('points-balance');
    await user.click(within(itemCard('$5 cash voucher')).getByRole('button', { name: 'Redeem' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter your login password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Login password')).toHaveFocus();
    expect(api.calls.some((call) => call.endpointId === 'points.redeem')).toBe(false);
  });

  it('converts points at the ratio with an idempotency key and announces the balance', async () => {
    const user = userEvent.setup();
    const { host, api } = setup();
    const balances: unknown[] = [];
    host.bus.on('wallet:balance-changed', (payload) => balances.push(payload));
    await screen.findByTestId('points-balance');
    await user.click(screen.getByRole('button', { name: 'Convert points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to money' });
    const input = within(dialog).getByLabelText('Points to convert');
    await user.clear(input);
    await user.type(input, '2000');
    expect(within(dialog).getByText('You receive $20.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Login password'), 'secret88');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$20.00 has been added to your wallet.');
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('3,000'));
    expect(balances).toHaveLength(1);
    expect(api.calls.find((call) => call.endpointId === 'points.convert')?.input).toEqual({ body: { points: 2000, password: 'secret88' } });
    expect(api.options.find((entry) => entry.endpointId === 'points.convert')?.options?.idempotencyKey).toEqual(expect.any(String));
  });

  it('redeems once on a double click: one call while the first is out, then the dialog closes', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { api } = setup({ holdRedeem: new Promise<void>((resolve) => (answer = resolve)) });
    const dialog = await openRedeem(user, 'secret88');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Redeem' }));
    await user.click(within(dialog).getByRole('button', { name: 'Please wait…' }));
    expect(within(dialog).getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.endpointId === 'points.redeem')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('4,500'));
  });

  it("refuses points off the ratio's steps under the field and sends nothing (the platform converts whole steps only)", async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await screen.findByTestId('points-balance');
    await user.click(screen.getByRole('button', { name: 'Convert points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to money' });
    const input = within(dialog).getByLabelText('Points to convert');
    await user.clear(input);
    await user.type(input, '1550');
    await user.type(within(dialog).getByLabelText('Login password'), 'secret88');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('Enter from 1,000 to 5,000 points, in steps of 100.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue(1550);
    expect(api.calls.some((call) => call.endpointId === 'points.convert')).toBe(false);
  });

  it('starts the convert dialog with the points that convert in whole steps, and caps a redemption', () => {
    expect(convertibleDefault(5050, 100, 1000)).toBe(5000);
    expect(convertibleDefault(900, 100, 1000)).toBe(1000);
    const voucher = {
      id: 1,
      name: '$5 cash voucher',
      type: 'CASH' as const,
      quantity: 500,
      pointsRequired: 500,
      amount: 5,
      amountRequired: 0,
      units: 'voucher',
      status: 'ACTIVE' as const,
    };
    expect(mostRedeemable(voucher, 5000)).toBe(10);
    expect(mostRedeemable({ ...voucher, quantity: 3 }, 5000)).toBe(3);
    expect(mostRedeemable(voucher, 100)).toBe(1);
  });

  it('shows a guest the items and asks them to log in to redeem', async () => {
    const user = userEvent.setup();
    const { host, api } = setup({ member: null });
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    expect(await screen.findByText('Log in to see your points and redeem items.')).toBeInTheDocument();
    await user.click(within(itemCard('$5 cash voucher')).getByRole('button', { name: 'Redeem' }));
    expect(requests).toEqual([{ modal: 'login', reason: 'points-redeem' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.endpointId === 'points.balance' || call.endpointId === 'points.redeemList')).toBe(false);
  });

  it('gives a trial account the real-account warning on redeem', async () => {
    const user = userEvent.setup();
    const { host } = setup({ member: TEST_TRIAL });
    const warnings: unknown[] = [];
    host.bus.on('auth:real-account-required', (payload) => warnings.push(payload));
    await screen.findByRole('heading', { level: 3, name: '$5 cash voucher' });
    await user.click(within(itemCard('$5 cash voucher')).getByRole('button', { name: 'Redeem' }));
    expect(warnings).toEqual([{ feature: 'points-redeem' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Issue 36: "password: The password is incorrect" reached a Vietnamese page.
  it('says a refused password in the player’s language (TY), not the server’s English line', async () => {
    const user = userEvent.setup();
    setup({ language: 'TY' });
    await screen.findByTestId('points-balance');
    await user.click(within(itemCard('$5 cash voucher')).getByRole('button', { name: 'Đổi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi $5 cash voucher' });
    const password = within(dialog).getByLabelText('Mật khẩu đăng nhập');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Đổi' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mật khẩu đăng nhập không đúng.'));
    expect(dialog).not.toHaveTextContent(/password|incorrect/i);
  });

  it("shows any other refusal of the action through the kit's apiErrorText, above the buttons", async () => {
    const user = userEvent.setup();
    const { api } = setup();
    api.on('points.redeem', () => {
      throw new ApiError({ kind: 'http', endpointId: 'points.redeem', status: 502, serverMessage: 'Bad gateway <html>' });
    });
    const dialog = await openRedeem(user, 'secret88');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The site is temporarily unavailable. Please try again later.');
    expect(alert).not.toHaveTextContent('Bad gateway');
    expect(within(dialog).getByLabelText('Login password')).not.toHaveAttribute('aria-invalid');
  });

  // Issue 36: one number format per language (TY is Vietnamese: "1.500", "$1,00").
  it('writes points, quantities and amounts in the player’s language (TY)', async () => {
    const user = userEvent.setup();
    setup({ language: 'TY', startPoints: 900, items: ITEMS.map((item) => (item.id === 1 ? { ...item, quantity: 1500 } : item)) });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent(/^900$/);
    expect(screen.getByText('100 điểm = $1,00')).toBeInTheDocument();
    expect(screen.getByText('Cần ít nhất 1.000 điểm để đổi.')).toBeInTheDocument();
    const voucher = itemCard('$5 cash voucher');
    expect(within(voucher).getByText('1.500 voucher')).toBeInTheDocument();
    expect(within(voucher).getByText('$5,00')).toBeInTheDocument();
    expect(within(itemCard('Smart watch')).getByText('60.000')).toBeInTheDocument();
    expect(within(itemCard('Smart watch')).getByText('$2.000,00')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lịch sử đổi quà' });
    expect(await within(table).findAllByText('3.000')).toHaveLength(3);
    await user.click(within(voucher).getByRole('button', { name: 'Đổi' }));
    expect(await screen.findByRole('dialog', { name: 'Đổi $5 cash voucher' })).toHaveAccessibleDescription('500 điểm mỗi voucher.');
  });

  // Issue 36: a trial account opening the mall is told at once, as an action on a promotion tells it.
  it('gives a trial account the real-account warning on opening, and shows the items without points', async () => {
    const user = userEvent.setup();
    const api = createRecordingApi({
      'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
      'points.rewards': () => ({ list: ITEMS }),
      'points.balance': () => ({ points: 0, convertibleAmount: 0 }),
    });
    const bus = createPlatformEventBus();
    const warnings: unknown[] = [];
    bus.on('auth:real-account-required', (payload) => warnings.push(payload));
    renderRemote(<PointMallPage />, { api, member: TEST_TRIAL, url: '/pointMall', bus });
    expect(await screen.findByText(/Points, converting and redeeming need a real account\./)).toBeInTheDocument();
    expect(warnings).toEqual([{ feature: 'points-mall' }]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Smart watch' })).toBeInTheDocument();
    expect(screen.queryByTestId('points-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert points' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls.some((call) => call.endpointId === 'points.balance' || call.endpointId === 'points.redeemList')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(warnings).toEqual([{ feature: 'points-mall' }, { feature: 'points-mall' }]);
  });

  it('gives a trial account the warning on its first visit only, not on every visit (issue 49)', async () => {
    const bus = createPlatformEventBus();
    const warnings: unknown[] = [];
    bus.on('auth:real-account-required', (payload) => warnings.push(payload));
    const api = createRecordingApi({
      'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
      'points.rewards': () => ({ list: ITEMS }),
    });
    const first = renderRemote(<PointMallPage />, { api, member: TEST_TRIAL, url: '/pointMall', bus });
    expect(await screen.findByText(/Points, converting and redeeming need a real account\./)).toBeInTheDocument();
    first.unmount();
    renderRemote(<PointMallPage />, { api, member: TEST_TRIAL, url: '/pointMall', bus });
    expect(await screen.findByText(/Points, converting and redeeming need a real account\./)).toBeInTheDocument();
    expect(warnings).toEqual([{ feature: 'points-mall' }]);
  });

  it('shows a translated error with retry when the items answer is unreadable', async () => {
    const user = userEvent.setup();
    let broken = true;
    const api = createRecordingApi({
      'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
      'points.rewards': () => (broken ? { list: 'broken' } : { list: ITEMS }),
    });
    renderRemote(<PointMallPage />, { api, url: '/pointMall' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server sent an answer we could not read');
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Smart watch' })).toBeInTheDocument();
  });
});
