import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from 'shared-contracts';
import { createTestI18n } from './testing/render-with-kit';
import { useApiErrorText } from './use-api-error-text';

describe('useApiErrorText', () => {
  it('says a business refusal by its message and a network failure by the common text, in the app language', () => {
    const i18n = createTestI18n('EN');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useApiErrorText(), { wrapper });
    expect(
      result.current(new ApiError({ kind: 'platform', endpointId: 'x', errorCode: 'some.rule', serverMessage: 'Game under maintenance' })),
    ).toBe('Game under maintenance');
    expect(result.current(new ApiError({ kind: 'network', endpointId: 'x' }))).toBe(i18n.t('errors.network', { ns: 'common' }));
    expect(result.current(new ApiError({ kind: 'network', endpointId: 'x' }))).not.toBe('errors.network');
  });
});
