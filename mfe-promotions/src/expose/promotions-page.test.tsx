import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import PromotionsPageExpose from './promotions-page';

describe('mfe_promotions/PromotionsPage', () => {
  it('renders in a fake host, in the host language', async () => {
    const api = createStubApi({
      'promotions.list': () => ({ list: [{ id: 1, category: 'vip', title: 'VIP Birthday Gift', state: 'issued' }] }),
    });
    const host = createFakeHost({ api, language: 'TY' });
    render(
      <HostProvider host={host}>
        <MemoryRouter initialEntries={['/promotions']}>
          <PromotionsPageExpose />
        </MemoryRouter>
      </HostProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'VIP Birthday Gift' })).toBeInTheDocument();
    expect(screen.getByText('Đã phát')).toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ query: { language: 'TY' } });
  });
});
