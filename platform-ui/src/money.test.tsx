import { screen } from '@testing-library/react';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost } from 'shared-contracts/testing';
import { Money } from './money';
import { renderWithKit } from './testing/render-with-kit';

describe('Money', () => {
  it("formats with the brand's symbol and the app's language", () => {
    const host = createFakeHost({ brand: { currencySymbol: '₫' } });
    renderWithKit(
      <HostProvider host={host}>
        <Money amount={-1234.5} />
      </HostProvider>,
      { language: 'TY' },
    );
    expect(screen.getByText('-₫1.234,50')).toHaveAttribute('value', '-1234.5');
  });

  it('falls back to $ outside a host and takes explicit overrides', () => {
    renderWithKit(
      <>
        <Money amount={3} />
        <Money amount={3} currencySymbol="¥" language="CN" />
      </>,
    );
    expect(screen.getByText('$3.00')).toBeInTheDocument();
    expect(screen.getByText('¥3.00')).toBeInTheDocument();
  });
});
