import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberInfoSchema } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, createStubApi } from 'shared-contracts/testing';
import { renderInHost } from '../testing/test-utils';
import { MemberCentre } from './member-centre';

const WITHOUT_REFERRAL = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Mission activity',
  'Platform information',
  'Rebate promo',
];

const REFERRAL_MEMBER = memberInfoSchema.parse({
  ...TEST_MEMBER,
  availablePromotions: [{ type: 'REFERRAL', enabled: true }],
});

function stubApi() {
  return createStubApi({
    'wallet.balance': () => ({ sumBalance: 1000 }),
    'member.bettingRecords': () => ({
      list: [],
      totalCount: 0,
      totalPages: 0,
      summary: { betAmount: 0, validBet: 0, winAmount: 0, profit: 0, count: 0 },
    }),
  });
}

function menuNames() {
  const nav = screen.getByRole('navigation', { name: 'Member centre pages' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.firstElementChild?.textContent);
}

function current() {
  const nav = screen.getByRole('navigation', { name: 'Member centre pages' });
  return within(nav)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => button.textContent);
}

describe('MemberCentre', () => {
  it('is a labelled modal dialog (the page behind is hidden from assistive technology)', () => {
    const behind = document.createElement('main');
    behind.textContent = 'the page behind';
    document.body.appendChild(behind);
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(behind).toHaveAttribute('aria-hidden', 'true');
    behind.remove();
  });

  it('lists the spec pages in order, without invite-friends when the referral promotion is off', () => {
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(menuNames()).toEqual(WITHOUT_REFERRAL);
  });

  it('shows invite-friends after rewards when the member has REFERRAL enabled', () => {
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member: REFERRAL_MEMBER, api: stubApi() });
    const expected = [...WITHOUT_REFERRAL];
    expected.splice(10, 0, 'Invite friends');
    expect(menuNames()).toEqual(expected);
    expect(menuNames()).toHaveLength(14);
  });

  it('hides invite-friends when the REFERRAL promotion is present but disabled', () => {
    const member = memberInfoSchema.parse({ ...TEST_MEMBER, availablePromotions: [{ type: 'REFERRAL', enabled: false }] });
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member, api: stubApi() });
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('opens on securityCenter by default', async () => {
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(current()).toEqual(['My account']);
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByTestId('member-centre-balance')).toHaveTextContent('$1,000.00');
  });

  it('opens on the page asked for', async () => {
    renderInHost(<MemberCentre page="transferFund" onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(current()).toEqual(['My wallet']);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$1,000.00');
  });

  it('falls back to the default page for an unknown page and for a hidden referral page', () => {
    const { unmount } = renderInHost(<MemberCentre page="nope" onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(current()).toEqual(['My account']);
    unmount();
    renderInHost(<MemberCentre page="referral" onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(current()).toEqual(['My account']);
  });

  it('opens the referral page when it is enabled', () => {
    renderInHost(<MemberCentre page="referral" onClose={jest.fn()} />, { member: REFERRAL_MEMBER, api: stubApi() });
    expect(current()).toEqual(['Invite friends']);
  });

  it('follows a change of the page prop', () => {
    const { rerender } = renderInHost(<MemberCentre page="withdraw" onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(current()).toEqual(['Withdraw']);
    rerender(<MemberCentre page="messageV2" onClose={jest.fn()} />);
    expect(current()).toEqual(['Platform information']);
  });

  it('switches page from the menu', async () => {
    const user = userEvent.setup();
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    await user.click(screen.getByRole('button', { name: 'Betting record' }));
    expect(current()).toEqual(['Betting record']);
    expect(screen.getByRole('heading', { name: 'Betting record' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Betting record' })).toBeInTheDocument();
  });

  it('closes on Escape and on the close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderInHost(<MemberCentre onClose={onClose} />, { member: TEST_MEMBER, api: stubApi() });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes when the bus asks the member centre to close, not the agent centre', () => {
    const onClose = jest.fn();
    const { host } = renderInHost(<MemberCentre onClose={onClose} />, { member: TEST_MEMBER, api: stubApi() });
    act(() => host.bus.emit('centre:close', { centre: 'agent' }));
    expect(onClose).not.toHaveBeenCalled();
    act(() => host.bus.emit('centre:close', { centre: 'member' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus in, keeps Tab inside and gives focus back on close', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'opener';
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'My account' })).toHaveFocus();
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    unmount();
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });

  it('renders nothing without a session (the shell gates access; the remote stays defensive)', () => {
    const { container } = renderInHost(<MemberCentre onClose={jest.fn()} />, { member: null, api: stubApi() });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a trial account it needs a real account, shows no page and asks nothing of the API (the shell gates access; the remote stays defensive)', async () => {
    const api = stubApi();
    const spy = jest.spyOn(api, 'call');
    const { host } = renderInHost(<MemberCentre page="withdraw" onClose={jest.fn()} />, { member: TEST_TRIAL, api });
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This feature needs a real account. Please register a real account.');
    expect(screen.queryByRole('heading', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(host.navigations).toEqual([]);
  });

  it('keeps the open page in the URL (replace) and removes it on close, keeping other parameters', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/rng?page=PG');
    const { host, unmount } = renderInHost(<MemberCentre page="nope" onClose={jest.fn()} />, { member: TEST_MEMBER, api: stubApi() });
    expect(host.navigations).toEqual(['/rng?page=PG&centre=member&centrePage=securityCenter']);
    window.history.replaceState(null, '', host.navigations.at(-1));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(host.navigations.at(-1)).toBe('/rng?page=PG&centre=member&centrePage=depositv2');
    window.history.replaceState(null, '', host.navigations.at(-1));
    unmount();
    expect(host.navigations.at(-1)).toBe('/rng?page=PG');
    window.history.replaceState(null, '', '/');
  });

  it('shows the number of open missions on the mission entry', async () => {
    const api = stubApi();
    api.on('missions.summary', () => ({
      missions: [
        { id: 1, title: 'a', target: 10, progress: 10, reward: 1, completed: true },
        { id: 2, title: 'b', target: 10, progress: 2, reward: 1, completed: false },
        { id: 3, title: 'c', target: 10, progress: 0, reward: 1, completed: false },
      ],
      completed: 1,
      total: 3,
    }));
    renderInHost(<MemberCentre onClose={jest.fn()} />, { member: TEST_MEMBER, api });
    const nav = screen.getByRole('navigation', { name: 'Member centre pages' });
    const entry = within(nav).getByRole('button', { name: /^Mission activity/ });
    await waitFor(() => expect(entry).toHaveTextContent(/^Mission activity2$/));
  });
});
