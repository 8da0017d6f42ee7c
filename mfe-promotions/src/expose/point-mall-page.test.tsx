import { render, screen } from '@testing-library/react';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import PointMallPageExpose from './point-mall-page';

describe('mfe_promotions/PointMallPage', () => {
  it('renders in a fake host, in the host language', async () => {
    const api = createStubApi({
      'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
      'points.rewards': () => ({ list: [] }),
    });
    render(
      <HostProvider host={createFakeHost({ api, language: 'EN' })}>
        <PointMallPageExpose />
      </HostProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    expect(await screen.findByText('There are no items right now.')).toBeInTheDocument();
  });
});
