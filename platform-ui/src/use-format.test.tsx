import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost } from 'shared-contracts/testing';
import { createTestI18n } from './testing/render-with-kit';
import { useFormat } from './use-format';

function wrapperFor(language: string, currencySymbol?: string) {
  const i18n = createTestI18n(language);
  const host = createFakeHost(currencySymbol ? { brand: { currencySymbol } } : {});
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <HostProvider host={host}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </HostProvider>
    );
  };
}

describe('useFormat', () => {
  it("formats every figure in the player's language with the brand's symbol", () => {
    const { result } = renderHook(() => useFormat(), { wrapper: wrapperFor('TY', '₫') });
    const format = result.current;
    expect(format.symbol).toBe('₫');
    expect(format.money(1000)).toBe('₫1.000,00');
    expect(format.number(5000)).toBe('5.000');
    expect(format.percent(2.5)).toBe('2,5%');
    expect(format.date(new Date(2026, 0, 31))).toBe('31/01/2026');
    expect(format.dateTime(new Date(2026, 0, 31, 9, 5, 7))).toMatch(/09:05:07/);
  });

  it('writes English figures in EN', () => {
    const { result } = renderHook(() => useFormat(), { wrapper: wrapperFor('EN') });
    expect(result.current.money(1000)).toBe('$1,000.00');
    expect(result.current.number(5000)).toBe('5,000');
  });

  it('keeps its functions while the language stays', () => {
    const { result, rerender } = renderHook(() => useFormat(), { wrapper: wrapperFor('EN') });
    const first = result.current.money;
    rerender();
    expect(result.current.money).toBe(first);
  });
});
