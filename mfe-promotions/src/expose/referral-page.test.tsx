import { render, screen } from '@testing-library/react';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost } from 'shared-contracts/testing';
import ReferralPageExpose from './referral-page';

describe('mfe_promotions/ReferralPage', () => {
  it('renders in a fake host, in the host language', () => {
    render(
      <HostProvider host={createFakeHost({ language: 'TH' })}>
        <ReferralPageExpose />
      </HostProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ชวนเพื่อน' })).toBeInTheDocument();
  });
});
