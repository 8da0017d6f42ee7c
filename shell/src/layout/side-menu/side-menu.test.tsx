import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, memberInfoSchema, permissionSchema } from 'shared-contracts';
import { TEST_MEMBER, TEST_TRIAL, createFakeHost, createStubApi, testSystem } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { useUiStore } from '../../stores/ui-store';
import { SideMenu } from './side-menu';

// Counts the loads of the drawer's module (the kit's Dialog): none from 1024 px (every test here).
let mockDrawerModuleLoads = 0;
jest.mock('./side-menu-drawer', () => {
  mockDrawerModuleLoads += 1;
  return jest.requireActual<object>('./side-menu-drawer');
});

const lanes = [
  {
    title: 'Slots',
    gameType: 'RNG',
    cards: [
      { vassalage: 'PG', name: 'PG Soft' },
      { vassalage: 'JILI', name: 'JILI' },
    ],
  },
  { title: 'Live', gameType: 'LIVE', cards: [{ vassalage: 'EVO', name: 'Evolution' }] },
  { title: 'Fish', gameType: 'FISH', cards: [] },
];

beforeEach(() => useUiStore.getState().reset());

describe('SideMenu', () => {
  it('lists home, the categories that have vendors, and promotions', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // While the vendors load, the categories' rows are held (nothing below moves when they come),
    // hidden from assistive technology, which hears the loading status.
    expect(within(nav).getByRole('status')).toBeInTheDocument();
    expect(within(nav).getAllByTestId('side-menu-placeholder').length).toBeGreaterThan(3);
    expect(within(nav).getAllByTestId('side-menu-placeholder')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(await within(nav).findByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    expect(within(nav).queryByTestId('side-menu-placeholder')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ query: { platform: 'html5-desktop', merchantCode: 'wl_test' } });
  });

  it('expands a category to its vendors linking to ?page=<vassalage>', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    const toggle = await screen.findByRole('button', { name: 'Slots' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'PG Soft' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?page=PG');
    expect(screen.getByRole('link', { name: 'JILI' })).toHaveAttribute('href', '/rng?page=JILI');
  });

  it('collapses', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows a translated error with retry when the vendors cannot load', async () => {
    const api = createStubApi();
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    api.on(endpoints.gameVendors, () => ({ data: { lanes } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  });

  it('lists lottery first, routed to /lottery, when it has vendors', async () => {
    const api = createStubApi({
      [endpoints.gameVendors.id]: () => ({
        data: { lanes: [{ title: 'Lottery', gameType: 'LOTT', cards: [{ vassalage: 'TCG', name: 'TCG' }] }, ...lanes] },
      }),
    });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/lottery');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Lottery')).toBeLessThan(links.indexOf('Live casino'));
  });

  it('sends the Vietnam lottery vendor to /vnlottery, other lottery vendors to their /lottery tab', async () => {
    const lottery = {
      title: 'Lottery',
      gameType: 'LOTT',
      cards: [
        { vassalage: 'TCG', name: 'TCG Lotto' },
        { vassalage: 'VNLOTT', name: 'Vietnam Lottery' },
      ],
    };
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes: [lottery] } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lottery' }));
    expect(screen.getByRole('link', { name: 'Vietnam Lottery' })).toHaveAttribute('href', '/vnlottery');
    expect(screen.getByRole('link', { name: 'TCG Lotto' })).toHaveAttribute('href', '/lottery?page=TCG');
  });

  it('shows referral and VIP to guests; a click opens the login popup', async () => {
    const host = createFakeHost();
    const requests: unknown[] = [];
    host.bus.on('auth:login-requested', (payload) => requests.push(payload));
    renderWithHost(<SideMenu />, host);
    await userEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    await userEvent.click(screen.getByRole('button', { name: 'VIP level' }));
    expect(requests).toEqual([{ modal: 'login' }, { modal: 'login' }]);
  });

  it('shows referral only with the REFERRAL promotion on, VIP to real members, linking to /referral and /vip', () => {
    const member = memberInfoSchema.parse({ ...TEST_MEMBER, availablePromotions: [{ type: 'REFERRAL', enabled: true }] });
    const host = createFakeHost({ member });
    renderWithHost(<SideMenu />, host);
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/referral');
    const vip = screen.getByRole('link', { name: /VIP level/ });
    expect(vip).toHaveAttribute('href', '/vip');
    expect(vip).toHaveTextContent('VIP1');
  });

  it('hides referral without the promotion and both entries from trial accounts', () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    const { unmount } = renderWithHost(<SideMenu />, host);
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /VIP level/ })).toBeInTheDocument();
    unmount();
    renderWithHost(<SideMenu />, createFakeHost({ member: TEST_TRIAL }));
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /VIP level/ })).not.toBeInTheDocument();
  });

  it('opens the app download, announcements and speed test modals and lists the customer-service entries', async () => {
    renderWithHost(<SideMenu />, createFakeHost());
    await userEvent.click(screen.getByRole('button', { name: 'App download' }));
    expect(useUiStore.getState().modal).toBe('appDownload');
    const toggle = screen.getByRole('button', { name: 'Customer service' });
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(useUiStore.getState().modal).toBe('announcements');
    await userEvent.click(screen.getByRole('button', { name: 'Speed test' }));
    expect(useUiStore.getState().modal).toBe('speedTest');
  });

  // Issue 14 item 7, rendered: Sports lists only sports vendors; e-sports and cockfight have their own entries.
  it('lists e-sports and cockfight vendors under their own categories, not under Sports', async () => {
    const sports = {
      title: 'Sports',
      gameType: 'SPORTS',
      cards: ['SB', 'IMES', 'DS88'].map((vassalage) => ({ vassalage, name: `${vassalage} vendor` })),
    };
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes: [sports] } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Sports' }));
    expect(within(nav).getByRole('link', { name: 'SB vendor' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'IMES vendor' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'E-sports' }));
    expect(within(nav).getByRole('link', { name: 'IMES vendor' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'DS88 vendor' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Cockfight' }));
    expect(within(nav).getByRole('link', { name: 'DS88 vendor' })).toBeInTheDocument();
  });

  // Issue 14 item 9: the feedback form is offered where players look for help.
  it('opens the feedback form from the customer-service entries for a member', async () => {
    renderWithHost(<SideMenu />, createFakeHost({ member: TEST_MEMBER }));
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(useUiStore.getState().modal).toBe('feedback');
  });

  it("sends a guest's Messages click to login and a member's to the message page", async () => {
    const host = createFakeHost({ member: TEST_MEMBER });
    const opened: unknown[] = [];
    host.bus.on('centre:open', (payload) => opened.push(payload));
    renderWithHost(<SideMenu />, host);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(opened).toEqual([{ centre: 'member', page: 'messageV2' }]);
  });

  it('opens live chat through customer service', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithHost(<SideMenu />, createFakeHost());
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=440,height=750');
    open.mockRestore();
  });

  it('has a language picker that changes the host language', async () => {
    const host = createFakeHost();
    renderWithHost(<SideMenu />, host);
    await userEvent.selectOptions(within(screen.getByRole('navigation')).getByLabelText('Language'), 'CN');
    expect(host.i18n.getLanguage()).toBe('CN');
  });

  it('links the social resources (http(s) only)', () => {
    const system = testSystem();
    const resources = [
      { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/' },
      { resourceType: 'TELEGRAM', url: 'javascript:alert(1)' },
      { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/' },
    ];
    renderWithHost(
      <SideMenu />,
      createFakeHost({ system: { ...system, permission: permissionSchema.parse({ ...system.permission, info: { resources } }) } }),
    );
    const list = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Facebook', 'Instagram']);
    expect(within(list).getByRole('link', { name: 'Facebook' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("renders from 1024 px without the drawer's code", async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<SideMenu />, createFakeHost({ api }));
    expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(mockDrawerModuleLoads).toBe(0);
  });
});
