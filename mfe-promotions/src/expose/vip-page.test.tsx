import { render, screen } from '@testing-library/react';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import VipPageExpose from './vip-page';

describe('mfe_promotions/VipPage', () => {
  it('renders in a fake host, in the host language', async () => {
    const api = createStubApi({
      'promotions.vipLevels': () => ({
        levels: [{ level: 0, clubLabel: { labelName: 'VIP0' }, depositRequired: 0, validBetRequired: 0, benefits: [] }],
        progress: null,
      }),
    });
    render(
      <HostProvider host={createFakeHost({ api, language: 'CN' })}>
        <VipPageExpose />
      </HostProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'VIP 等级' })).toBeInTheDocument();
  });
});
