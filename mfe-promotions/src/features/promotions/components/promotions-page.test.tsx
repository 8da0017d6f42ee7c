import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { createStubApi, type StubApi } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { ALL_CATEGORIES, useCategoryFilterStore } from '../stores/category-store';
import { PromotionsPage } from './promotions-page';

const PROMOTIONS = [
  {
    id: 1,
    category: 'new_player',
    title: '100% First Deposit Bonus',
    summary: 'Double your first deposit',
    content: '<p>Deposit <strong>now</strong></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
    image: '/assets-api/promotions/1.png',
    state: 'join',
    startTime: Date.UTC(2026, 0, 1),
    endTime: Date.UTC(2026, 11, 31),
  },
  { id: 2, category: 'deposit', title: 'Daily Reload 10%', summary: 'Every day', content: '', state: 'comingSoon' },
  { id: 3, category: 'festival', title: 'Lunar New Year Red Envelopes', content: '<p>Closed</p>', state: 'closed' },
];

function renderPage({ api, url = '/promotions' }: { api: StubApi; url?: string }) {
  return renderRemote(<PromotionsPage />, { api, url });
}

function listApi(list: unknown[] = PROMOTIONS) {
  return createStubApi({
    'promotions.list': () => ({ list }),
    'promotions.detail': ({ query }) => {
      const found = list.find((promotion) => (promotion as { id: number }).id === (query as { id: number }).id);
      if (!found)
        throw new ApiError({
          kind: 'platform',
          endpointId: 'promotions.detail',
          errorCode: 'resource.not.found',
          serverMessage: 'No such promotion',
        });
      return { kind: 'normal', terms: '', ...(found as object) };
    },
  });
}

function cardTitles() {
  const list = screen.getByRole('list', { name: 'Promotion list' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => useCategoryFilterStore.setState({ category: ALL_CATEGORIES }));
afterEach(() => {
  delete (window as { __pwned?: boolean }).__pwned;
});

describe('PromotionsPage', () => {
  it('shows skeletons, then the promotions as cards with their translated state', async () => {
    const { api } = renderPage({ api: listApi() });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Promotion list' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['100% First Deposit Bonus', 'Daily Reload 10%', 'Lunar New Year Red Envelopes']);
    const first = screen.getByRole('link', { name: '100% First Deposit Bonus' }).closest('article') as HTMLElement;
    expect(within(first).getByText('Join')).toBeInTheDocument();
    expect(within(first).getByText('Double your first deposit')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(api.calls).toEqual([{ endpointId: 'promotions.list', input: { query: { language: 'EN' } } }]);
    expect(screen.queryAllByRole('timer')).toHaveLength(0);
  });

  it('fetches the first card’s picture at once and first (the page’s largest on a phone), the others lazily', async () => {
    const withImages = PROMOTIONS.map((promotion) => ({ ...promotion, image: `/assets-api/promotions/${promotion.id}.png` }));
    renderPage({ api: listApi(withImages) });
    const list = await screen.findByRole('list', { name: 'Promotion list' });
    const images = [...list.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('falls back to a placeholder when a card has no image or its image fails', async () => {
    renderPage({ api: listApi() });
    await screen.findByRole('list', { name: 'Promotion list' });
    expect(screen.getAllByTestId('promotion-image-fallback')).toHaveLength(2);
    const first = screen.getByRole('link', { name: '100% First Deposit Bonus' }).closest('article') as HTMLElement;
    const img = first.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/assets-api/promotions/1.png');
    fireEvent.error(img);
    expect(screen.getAllByTestId('promotion-image-fallback')).toHaveLength(3);
  });

  it('shows the promotions by category in tabs (new_player among them), by mouse and keyboard', async () => {
    const user = userEvent.setup();
    renderPage({ api: listApi() });
    await screen.findByRole('list', { name: 'Promotion list' });
    const tabs = screen.getByRole('tablist', { name: 'Category' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New player', 'Deposit', 'Festival']);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'Deposit' }));
    expect(within(tabs).getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Daily Reload 10%']);

    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'New player' })).toHaveFocus();
    expect(cardTitles()).toEqual(['100% First Deposit Bonus']);

    await user.keyboard('{Home}');
    expect(cardTitles()).toHaveLength(3);
  });

  it('names an unknown category readably', async () => {
    renderPage({ api: listApi([{ id: 9, category: 'weekly_cashback', title: 'Cashback', state: 'join' }]) });
    expect(await screen.findByRole('tab', { name: 'Weekly cashback' })).toBeInTheDocument();
  });

  it('opens the detail from a card (?id=) with sanitized content, and goes back', async () => {
    const user = userEvent.setup();
    renderPage({ api: listApi() });
    await user.click(await screen.findByRole('link', { name: '100% First Deposit Bonus' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?id=1');
    const detail = await screen.findByTestId('promotion-detail');
    const heading = within(detail).getByRole('heading', { level: 2, name: '100% First Deposit Bonus' });
    expect(heading).toHaveFocus();
    expect(within(detail).getByText('Join')).toBeInTheDocument();
    expect(within(detail).getByText(/From .*2026 to .*2026/)).toBeInTheDocument();

    const content = screen.getByTestId('promotion-content');
    expect(within(content).getByText('now')).toBeInTheDocument();
    expect(content.innerHTML).not.toMatch(/script|onerror|__pwned/);
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    await user.click(screen.getByRole('link', { name: /Back to promotions/ }));
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    expect(await screen.findByRole('list', { name: 'Promotion list' })).toBeInTheDocument();
  });

  it('opens the detail directly from the route parameter', async () => {
    renderPage({ api: listApi(), url: '/promotions?id=2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Reload 10%' })).toBeInTheDocument();
    expect(screen.getByText('This promotion has no details yet.')).toBeInTheDocument();
  });

  it('says when the promotion of the route does not exist', async () => {
    renderPage({ api: listApi(), url: '/promotions?id=999' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion could not be found.');
    expect(screen.getByRole('link', { name: /Back to promotions/ })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderPage({ api: listApi([]) });
    expect(await screen.findByText('There are no promotions right now.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Category' })).not.toBeInTheDocument();
  });

  it('shows an error with the server message and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = createStubApi({
      'promotions.list': () => {
        if (fail)
          throw new ApiError({
            kind: 'platform',
            endpointId: 'promotions.list',
            errorCode: 'promotions.paused',
            serverMessage: 'Promotions are paused',
          });
        return { list: PROMOTIONS };
      },
    });
    renderPage({ api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Promotions are paused');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  it('shows the translated generic message for an unreadable answer', async () => {
    const api = createStubApi({
      'promotions.list': () => {
        throw new ApiError({ kind: 'schema', endpointId: 'promotions.list' });
      },
    });
    renderPage({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read');
  });
});
