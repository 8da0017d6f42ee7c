import 'platform-ui/testing/dom-shims';
import { act, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL_AUTOPLAY_MS } from 'platform-ui';
import { createStubApi } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { PromotionSlider, SLIDER_AUTOPLAY_MS } from './promotion-slider';

const NEW_PLAYER = [
  { id: 11, category: 'new_player', title: 'Welcome bonus 100%', state: 'join', image: '/a.svg' },
  { id: 12, category: 'new_player', title: 'Free spins for new players', state: 'join' },
  { id: 13, category: 'new_player', title: 'First week cashback', state: 'join' },
];

function setup(list: unknown[] = NEW_PLAYER) {
  const api = createStubApi({ 'promotions.list': () => ({ list }) });
  return renderRemote(<PromotionSlider category="new_player" />, { api, url: '/register' });
}

describe('PromotionSlider', () => {
  it("shows the category's promotions in the kit's carousel, autoplaying every 5000 ms", async () => {
    const { api } = setup();
    const region = await screen.findByRole('region', { name: 'New player promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
    expect(SLIDER_AUTOPLAY_MS).toBe(CAROUSEL_AUTOPLAY_MS);
    expect(api.calls[0]?.input).toEqual({ query: { language: 'EN', category: 'new_player' } });
  });

  it('opens the promotion through the host on click', async () => {
    const { host } = setup();
    fireEvent.click(await screen.findByRole('link', { name: 'Welcome bonus 100%' }));
    expect(host.navigations).toEqual(['/promotions?id=11']);
  });

  it('shows a single promotion without slider controls', async () => {
    setup(NEW_PLAYER.slice(0, 1));
    expect(await screen.findByRole('link', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('renders nothing when there are no promotions of the category', async () => {
    const { api, container } = setup([]);
    await act(async () => {});
    expect(api.calls).toHaveLength(1);
    expect(container.querySelector('section')).toBeNull();
  });
});
