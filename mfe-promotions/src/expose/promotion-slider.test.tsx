import { render, screen } from '@testing-library/react';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import PromotionSliderExpose from './promotion-slider';

describe('mfe_promotions/PromotionSlider', () => {
  it('renders in a fake host with its contract props, in the host language', async () => {
    const api = createStubApi({
      'promotions.list': () => ({ list: [{ id: 1, category: 'new_player', title: 'Chào mừng', state: 'join' }] }),
    });
    render(
      <HostProvider host={createFakeHost({ api, language: 'TY' })}>
        <PromotionSliderExpose category="new_player" />
      </HostProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Khuyến mãi Người chơi mới' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chào mừng' })).toBeInTheDocument();
  });
});
