import { act, fireEvent, screen } from '@testing-library/react';
import { createStubApi } from 'shared-contracts/testing';
import { renderRemote } from '../../../testing/render-remote';
import { PromotionSlider } from './promotion-slider';

const NEW_PLAYER = [
  { id: 11, category: 'new_player', title: 'Welcome bonus 100%', state: 'join', image: '/a.svg' },
  { id: 12, category: 'new_player', title: 'Free spins for new players', state: 'join' },
  { id: 13, category: 'new_player', title: 'First week cashback', state: 'join' },
];

function visibleSlide() {
  return screen.getAllByRole('group').find((slide) => !slide.hidden);
}

function setup(list: unknown[] = NEW_PLAYER) {
  const api = createStubApi({ 'promotions.list': () => ({ list }) });
  return renderRemote(<PromotionSlider category="new_player" />, { api, url: '/register' });
}

afterEach(() => jest.useRealTimers());

describe('PromotionSlider', () => {
  it('asks for the category and autoplays every 5000 ms in a loop', async () => {
    jest.useFakeTimers();
    const { api } = setup();
    expect(await screen.findByRole('region', { name: 'New player promotions' })).toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ query: { language: 'EN', category: 'new_player' } });
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(4999));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(10_000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('pauses while hovered or focused, and has previous/next buttons', async () => {
    jest.useFakeTimers();
    setup();
    const region = await screen.findByRole('region', { name: 'New player promotions' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(15_000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(15_000));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('opens the promotion through the host on click', async () => {
    const { host } = setup();
    fireEvent.click(await screen.findByRole('link', { name: 'Welcome bonus 100%' }));
    expect(host.navigations).toEqual(['/promotions?id=11']);
  });

  it('does not autoplay or show controls for a single promotion', async () => {
    jest.useFakeTimers();
    setup(NEW_PLAYER.slice(0, 1));
    await screen.findByRole('region');
    expect(screen.queryByRole('button', { name: 'Next promotion' })).not.toBeInTheDocument();
  });

  it('renders nothing when there are no promotions of the category', async () => {
    const { api, container } = setup([]);
    await act(async () => {});
    expect(api.calls).toHaveLength(1);
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
