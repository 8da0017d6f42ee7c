import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MemberInfo } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, type StubHandler } from 'shared-contracts/testing';
import { createRecordingApi, renderRemote } from '../../../testing/render-remote';
import { PromotionsPage } from './promotions-page';

const BASE = {
  id: 7,
  category: 'deposit',
  title: 'Weekend Reload',
  summary: 'Reload on weekends',
  content: '<p>Deposit on <b>Saturday</b></p><img src=x onerror="window.__pwned=1">',
  terms: '<ol><li>Minimum deposit 100</li></ol><script>window.__pwned=1</script>',
  kind: 'normal',
  state: 'join',
  action: 'apply',
  startTime: Date.UTC(2026, 0, 1),
  endTime: Date.UTC(2026, 11, 31),
};

const APPLICATION = { id: 41, status: 'applying', remark: 'r', imageCount: 2, createdAt: Date.UTC(2026, 5, 1) };

function png(name: string, size = 1024): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(
  detail: Record<string, unknown>,
  { member = TEST_MEMBER as MemberInfo | null, handlers = {} as Record<string, StubHandler> } = {},
) {
  let current = { ...BASE, ...detail };
  const api = createRecordingApi({
    'promotions.detail': () => current,
    'promotions.apply': () => {
      current = { ...current, state: 'applying', action: 'none' };
      return { promotion: current, application: APPLICATION };
    },
    'promotions.claim': () => {
      current = { ...current, state: 'claimed', action: 'none' };
      return { promotion: current, amount: 25, balance: 125 };
    },
    'promotions.raffleClaim': () => {
      current = { ...current, state: 'joined', action: 'none' };
      return { claimId: 3, prize: 8.5, balance: 108.5, nextClaimAt: Date.UTC(2026, 5, 2, 0, 0) };
    },
    'games.winnerBoard': () => ({ list: [{ vo: { account: 'me***01', winAmount: 120, gameName: 'Raffle' } }] }),
    'wallet.balance': () => ({ sumBalance: 125, currencySymbol: '$' }),
    ...handlers,
  });
  const rendered = renderRemote(<PromotionsPage />, { api, member, url: `/promotions?id=${BASE.id}` });
  return rendered;
}

beforeAll(() => {
  // jsdom has no object URLs; the kit's picker previews through them.
  URL.createObjectURL = jest.fn((file: Blob) => `blob:test/${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

// The page loads the detail's code and the apply form's code when first used. Whichever test came
// first paid for compiling them inside its 1 s findBy (jest shuffles the tests): load both once here.
beforeAll(async () => {
  await Promise.all([import('./promotion-detail'), import('./apply-dialog')]);
}, 60_000);

afterEach(() => {
  delete (window as { __pwned?: number }).__pwned;
  jest.useRealTimers();
});

describe('PromotionDetail', () => {
  it('shows the promotion with sanitized content and terms, its period and state (deep link ?id=)', async () => {
    const { api } = setup({});
    const heading = await screen.findByRole('heading', { level: 2, name: 'Weekend Reload' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByText(/From .*2026 to .*2026/)).toBeInTheDocument();
    expect(within(screen.getByTestId('promotion-content')).getByText('Saturday')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByTestId('promotion-terms')).toHaveTextContent('Minimum deposit 100');
    expect(document.querySelector('script, [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(api.calls[0]).toEqual({ endpointId: 'promotions.detail', input: { query: { id: 7, language: 'EN' } } });
  });

  it.each([
    ['applying', 'Your application is being reviewed.'],
    ['claimed', 'You have claimed this bonus.'],
    ['processing', 'Your claim is being processed.'],
    ['joined', 'You have joined this promotion.'],
    ['closed', 'This promotion has ended.'],
    ['comingSoon', 'This promotion has not started yet.'],
  ])('in state %s offers no action and says where things stand', async (state, help) => {
    setup({ state, action: 'none' });
    expect(await screen.findByText(help)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply|Claim|Draw/ })).not.toBeInTheDocument();
  });

  it.each([
    ['join', 'normal', 'apply', 'Apply'],
    ['rejected', 'normal', 'apply', 'Apply again'],
    ['issued', 'normal', 'claim', 'Claim bonus'],
    ['join', 'raffle', 'draw', 'Draw now'],
  ])('in state %s (%s) offers %s as "%s"', async (state, kind, action, label) => {
    setup({ state, kind, action });
    expect(await screen.findByRole('button', { name: label })).toBeEnabled();
  });

  it('asks a guest to log in instead of applying', async () => {
    const user = userEvent.setup();
    const { host } = setup({}, { member: null });
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(requests).toEqual([{ modal: 'login', reason: 'promotion:7' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a trial account the real-account warning', async () => {
    const user = userEvent.setup();
    const { host } = setup({ state: 'issued', action: 'claim' }, { member: TEST_TRIAL });
    const warnings: unknown[] = [];
    host.bus.on('auth:real-account-required', (payload) => warnings.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Claim bonus' }));
    expect(warnings).toEqual([{ feature: 'promotion:7' }]);
  });

  it('applies with a remark and two previewed images, with an idempotency key, then shows applying', async () => {
    const user = userEvent.setup();
    const { api } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    // The form's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Weekend Reload' });
    await user.type(within(dialog).getByLabelText('Remark'), 'Deposited 200 on Saturday');
    expect(within(dialog).getByText('25 / 140')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Add images'), [png('slip-1.png'), png('slip-2.png')]);
    expect(within(dialog).getByRole('img', { name: 'Preview of slip-1.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove slip-1.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove slip-2.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your application was sent.');
    expect(await screen.findByText('Your application is being reviewed.')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.endpointId === 'promotions.apply');
    const body = sent?.input.body as { promotionId: number; remark: string; images: File[] };
    expect(body.promotionId).toBe(7);
    expect(body.remark).toBe('Deposited 200 on Saturday');
    expect(body.images.map((file) => file.name)).toEqual(['slip-1.png', 'slip-2.png']);
    const options = api.options.find((entry) => entry.endpointId === 'promotions.apply')?.options;
    expect(options?.idempotencyKey).toEqual(expect.any(String));
    expect(options?.onUploadProgress).toEqual(expect.any(Function));
  });

  it('shows the upload progress from the moment of sending until the answer', async () => {
    const user = userEvent.setup();
    const { api } = setup({});
    let answer: (value: unknown) => void = () => undefined;
    api.on('promotions.apply', () => new Promise((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    // The form's code loads when it is first opened (whichever test opens it first).
    const dialog = await screen.findByRole('dialog');
    await user.upload(await within(dialog).findByLabelText('Add images'), [png('slip-1.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    // No progress event yet: the bar is there at 0 %.
    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading… 0%' })).toHaveValue(0);
    const report = api.options.find((entry) => entry.endpointId === 'promotions.apply')?.options?.onUploadProgress as (
      fraction: number,
    ) => void;
    act(() => report(0.5));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading… 50%' })).toHaveValue(50);
    await act(async () => answer({ promotion: { ...BASE, state: 'applying', action: 'none' }, application: APPLICATION }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a 6 MB image, a fourth image and a non-image with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup({});
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    const input = await within(dialog).findByLabelText('Add images');
    await user.upload(input, [png('big.png', 6 * 1024 * 1024)]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('big.png was not added: it is larger than 5 MB.');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('d.png was not added: at most 3 images.');
    expect(within(dialog).getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(input).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove a.png' }));
    await user.upload(input, [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('doc.pdf was not added: only PNG or JPG images are accepted.');
  });

  it('refuses a remark over 140 characters under the field, focused, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { api } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const remark = await screen.findByLabelText('Remark');
    await user.click(remark);
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The remark can be at most 140 characters.')).toBeInTheDocument();
    expect(remark).toHaveFocus();
    expect(remark).toHaveValue('x'.repeat(141));
    expect(api.calls.some((call) => call.endpointId === 'promotions.apply')).toBe(false);
  });

  it('keeps the form and the same key after a failed send, and applies once on retry', async () => {
    const user = userEvent.setup();
    const { api } = setup({});
    let fail = true;
    api.on('promotions.apply', () => {
      if (fail) throw new ApiError({ kind: 'network', endpointId: 'promotions.apply' });
      return { promotion: { ...BASE, state: 'applying', action: 'none' }, application: APPLICATION };
    });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.type(await screen.findByLabelText('Remark'), 'First try');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Remark')).toHaveValue('First try');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = api.options.filter((entry) => entry.endpointId === 'promotions.apply').map((entry) => entry.options?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('claims an issued bonus with an idempotency key, then announces the new balance', async () => {
    const user = userEvent.setup();
    const { api, host } = setup({ state: 'issued', action: 'claim' });
    const balances: unknown[] = [];
    const refreshes: unknown[] = [];
    host.bus.on('wallet:balance-changed', (payload) => balances.push(payload));
    host.bus.on('wallet:refresh-requested', (payload) => refreshes.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Claim bonus' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$25.00 has been added to your wallet.');
    expect(await screen.findByText('You have claimed this bonus.')).toBeInTheDocument();
    await waitFor(() => expect(balances).toEqual([{ sumBalance: 125, currencySymbol: '$' }]));
    expect(refreshes).toHaveLength(1);
    expect(api.options.find((entry) => entry.endpointId === 'promotions.claim')?.options?.idempotencyKey).toEqual(expect.any(String));
  });

  it('shows the reviewer note of a rejected application', async () => {
    setup({ state: 'rejected', application: { ...APPLICATION, status: 'rejected', rejectReason: 'Slip unreadable' } });
    expect(await screen.findByText("Reviewer's note: Slip unreadable")).toBeInTheDocument();
  });

  it('draws a raffle through the raffle call and shows the winner board', async () => {
    const user = userEvent.setup();
    const { api } = setup({ kind: 'raffle', category: 'raffle', action: 'draw' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Winners' })).toBeInTheDocument();
    expect(await screen.findByText('me***01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$8.50 has been added to your wallet. Next draw:');
    expect(api.calls.find((call) => call.endpointId === 'promotions.raffleClaim')?.input).toEqual({ body: { promotionId: 7 } });
  });

  it('counts down to a coming-soon start every second and re-reads the state at zero', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1, 0, 0, 0) });
    const { api } = setup({ state: 'comingSoon', action: 'none', startTime: Date.UTC(2026, 0, 2, 1, 2, 3) });
    await screen.findByRole('timer');
    act(() => {
      jest.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0));
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 1d 01:02:02');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 1d 01:02:01');
    const before = api.calls.filter((call) => call.endpointId === 'promotions.detail').length;
    act(() => jest.advanceTimersByTime(90_121_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Starting now');
    await waitFor(() => expect(api.calls.filter((call) => call.endpointId === 'promotions.detail').length).toBeGreaterThan(before));
  });

  it('says when the promotion does not exist, and offers retry on other failures', async () => {
    const user = userEvent.setup();
    let failure = new ApiError({
      kind: 'platform',
      endpointId: 'promotions.detail',
      errorCode: 'promotion.paused',
      serverMessage: 'Try later',
    });
    setup(
      {},
      {
        handlers: {
          'promotions.detail': () => {
            throw failure;
          },
        },
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    failure = new ApiError({ kind: 'platform', endpointId: 'promotions.detail', errorCode: 'resource.not.found', serverMessage: 'gone' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This promotion could not be found.')).toBeInTheDocument();
  });
});
