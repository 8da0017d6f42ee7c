import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from 'shared-contracts';
import { createI18n } from '../app/i18n';
import { isBusinessError, useErrorMessage } from './error-message';

function messageIn(language: string, error: unknown): string {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useErrorMessage(), { wrapper }).result.current(error);
}

describe('useErrorMessage (issue 14.3)', () => {
  it.each([
    ['EN', new ApiError({ kind: 'network', endpointId: 'x' }), 'Network link abnormal, please try again.'],
    ['TY', new ApiError({ kind: 'network', endpointId: 'x' }), 'Kết nối mạng bất thường, vui lòng thử lại.'],
    ['EN', new ApiError({ kind: 'http', endpointId: 'x', status: 502 }), 'The site is temporarily unavailable. Please try again later.'],
    [
      'EN',
      new ApiError({
        kind: 'platform',
        endpointId: 'x',
        status: 500,
        errorCode: 'fault.injected',
        serverMessage: 'Injected failure (HTTP 500)',
      }),
      'Something went wrong on the server. Please try again later.',
    ],
    ['CN', new ApiError({ kind: 'unauthorized', endpointId: 'x', status: 401, serverMessage: 'Session gone' }), '您尚未登录，请先登录。'],
    ['EN', new ApiError({ kind: 'malformed', endpointId: 'x' }), 'The server sent an answer we could not read. Please try again later.'],
    [
      'EN',
      new ApiError({ kind: 'platform', endpointId: 'x', status: 200, serverMessage: 'no code' }),
      'Something went wrong on the server. Please try again later.',
    ],
    ['EN', new Error('TypeError: x is undefined'), 'Something went wrong. Please try again.'],
  ])('translates a transport or HTTP failure (%s %#)', (language, error, message) => {
    expect(messageIn(language, error)).toBe(message);
  });

  it('shows the server’s own message for a business refusal with a code', () => {
    const error = new ApiError({
      kind: 'platform',
      endpointId: 'x',
      status: 200,
      errorCode: 'game.closed',
      serverMessage: 'This table is closed',
    });
    expect(isBusinessError(error)).toBe(true);
    expect(messageIn('TY', error)).toBe('This table is closed');
  });
});
