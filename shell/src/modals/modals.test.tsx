import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, permissionSchema } from 'shared-contracts';
import { TEST_MEMBER, createFakeHost, createStubApi, testSystem } from 'shared-contracts/testing';
import { useUiStore } from '../stores/ui-store';
import { renderWithHost } from '../testing/render-with-host';
import { mergeAnnouncements, pageCount, pageOf } from './announcement-list';
import { AnnouncementsModal } from './announcements-modal';
import { AppDownloadModal } from './app-download-modal';
import { markFirstBannerShown } from '../app/first-paint-gate';
import { FIRST_VISIT_KEY, resetFirstVisitNoticeMark } from './first-visit-mark';
import { ShellModals } from './shell-modals';
import { SpeedTestModal, domainHref } from './speed-test-modal';

/**
 * For a test that a notice does NOT open: lets everything that could open it finish (the notices
 * answer, React Query's notification, the effect, the lazy dialog's import) on the fake clock, so
 * an absent dialog is absent for good, not just not there yet.
 */
async function settle(): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(5_000);
  });
}

const notice = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  type: 'PL',
  ...extra,
});
const noticesAnswer = (player: unknown[], popup: unknown[] = []) => ({ player, banners: [], popup, promotion: [] });

// The page's first banner is painted: the first-visit notice need not wait for it (that wait is
// first-visit-notice-waits.test.tsx's).
beforeAll(() => markFirstBannerShown());

beforeEach(() => {
  useUiStore.getState().reset();
  sessionStorage.clear();
  resetFirstVisitNoticeMark();
});

afterEach(() => jest.useRealTimers());

describe('announcement paging', () => {
  it('pages 9 per page', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(pageCount(20)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 1)).toHaveLength(9);
    expect(pageOf(items, 3)).toEqual([18, 19]);
  });

  it('merges lists without duplicates, newest first', () => {
    const merged = mergeAnnouncements(
      [notice(1, { createTime: 10 }), notice(2, { createTime: 30 })] as never,
      [notice(2, { createTime: 30 }), notice(3, { createTime: 20 })] as never,
    );
    expect(merged.map((item) => item.id)).toEqual([2, 3, 1]);
  });
});

describe('AnnouncementsModal', () => {
  it('lists 9 per page with paging, and shows a title with its sanitized HTML', async () => {
    const player = Array.from({ length: 11 }, (_, index) => notice(index + 1, { createTime: 100 - index }));
    player[0] = notice(1, { createTime: 100, content: '<p>Hello <b>world</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' });
    const api = createStubApi({ [endpoints.notices.id]: () => noticesAnswer(player) });
    renderWithHost(<AnnouncementsModal onClose={() => {}} />, createFakeHost({ api }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = await within(dialog).findByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Announcements' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Notice 10', 'Notice 11']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notice 1' }));
    const detail = within(dialog).getByRole('article');
    expect(within(detail).getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(detail.querySelector('b')).toHaveTextContent('world');
    expect(detail.innerHTML).not.toContain('onerror');
    expect(detail.innerHTML).not.toContain('<script');
    await userEvent.click(within(dialog).getByRole('button', { name: /Back to the list/ }));
    expect(within(dialog).getByRole('list', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('adds the logged-in announcements for a member', async () => {
    const api = createStubApi({
      [endpoints.notices.id]: () => noticesAnswer([notice(1)]),
      [endpoints.loggedInAnnouncements.id]: () => ({ list: [notice(50, { type: 'H' })] }),
    });
    renderWithHost(<AnnouncementsModal onClose={() => {}} />, createFakeHost({ api, member: TEST_MEMBER }));
    expect(await screen.findByRole('button', { name: 'Notice 50' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('shows a translated error with retry, and an empty state', async () => {
    const api = createStubApi();
    renderWithHost(<AnnouncementsModal onClose={() => {}} />, createFakeHost({ api }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    api.on(endpoints.notices, () => noticesAnswer([]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no announcements.')).toBeInTheDocument();
  });
});

describe('AppDownloadModal', () => {
  it('shows the Android and iOS tabs, four steps each, and the QR of the app link', async () => {
    const system = testSystem();
    const resources = [
      { resourceType: 'Android', url: 'https://download.example.com/app.apk' },
      { resourceType: 'MOBILECONFIG', url: 'https://download.example.com/app.mobileconfig' },
    ];
    renderWithHost(
      <AppDownloadModal onClose={() => {}} />,
      createFakeHost({ system: { ...system, permission: permissionSchema.parse({ ...system.permission, info: { resources } }) } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Android', 'iOS']);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByTestId('app-qr')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'iOS' }));
    expect(within(dialog).getByRole('link', { name: 'Or download it directly' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.mobileconfig',
    );
  });
});

describe('SpeedTestModal', () => {
  it('lists the domains fastest first and tests again', async () => {
    let calls = 0;
    const api = createStubApi({
      [endpoints.domainRoute.id]: () => {
        calls += 1;
        return {
          mainDomain: 'a.example',
          resources: [],
          domainList: [
            { domain: 'slow.example', speed: 120 },
            { domain: 'fast.example', speed: 18 },
          ],
        };
      },
    });
    renderWithHost(<SpeedTestModal onClose={() => {}} />, createFakeHost({ api }));
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['fast.exampleFastest18 ms', 'slow.example120 ms']);
    expect(screen.getByRole('link', { name: 'fast.example' })).toHaveAttribute('href', 'https://fast.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Test again' }));
    expect(calls).toBe(2);
  });

  it('only links http(s) domains', () => {
    expect(domainHref('m1.example')).toBe('https://m1.example/');
    expect(domainHref('http://m2.example')).toBe('http://m2.example/');
    expect(domainHref('javascript:alert(1)')).toBeUndefined();
    expect(domainHref('')).toBeUndefined();
  });
});

describe('ShellModals', () => {
  const popupApi = () =>
    createStubApi({
      [endpoints.notices.id]: () => noticesAnswer([], [notice(7, { title: 'Welcome!', content: '<p>Hi <em>there</em></p>' })]),
    });

  it('opens the first-visit notice on the home page once per browser session', async () => {
    const { unmount } = renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(dialog.querySelector('em')).toHaveTextContent('there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(FIRST_VISIT_KEY)).toBe('1');
    unmount();
    resetFirstVisitNoticeMark();
    jest.useFakeTimers();
    renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens it only once per page load, even after sessionStorage is cleared (logout)', async () => {
    const { unmount } = renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }));
    await screen.findByRole('dialog', { name: 'Notice' });
    unmount();
    useUiStore.getState().reset();
    sessionStorage.clear();
    jest.useFakeTimers();
    renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Found by the e2e sign-out journeys once the notice became a modal dialog: a notice seen in an
  // earlier page load of the browser session came back when signing out cleared sessionStorage.
  it('does not open it after a logout when it was seen earlier in the browser session', async () => {
    sessionStorage.setItem(FIRST_VISIT_KEY, '1');
    resetFirstVisitNoticeMark();
    jest.useFakeTimers();
    const { unmount } = renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    sessionStorage.clear();
    renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open it away from the home page', async () => {
    jest.useFakeTimers();
    renderWithHost(<ShellModals />, createFakeHost({ api: popupApi() }), { route: '/rng' });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders the modal the store asks for and closes it', async () => {
    renderWithHost(<ShellModals />, createFakeHost(), { route: '/rng' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    act(() => useUiStore.getState().openModal('appDownload'));
    expect(await screen.findByRole('dialog', { name: 'Download the app' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useUiStore.getState().modal).toBeNull();
  });
});
