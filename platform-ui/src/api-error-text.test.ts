import { ApiError } from 'shared-contracts';
import type { TFunction } from 'i18next';
import { apiErrorText } from './api-error-text';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('apiErrorText', () => {
  it("prefers the platform's own message", () => {
    expect(apiErrorText(new ApiError({ kind: 'platform', endpointId: 'x', serverMessage: 'Game under maintenance' }), t)).toBe('Game under maintenance');
  });

  it('falls back to the common message for the kind of failure', () => {
    expect(apiErrorText(new ApiError({ kind: 'network', endpointId: 'x' }), t)).toBe('t:errors.network');
    expect(apiErrorText(new Error('boom'), t)).toBe('t:errors.unexpected');
  });
});
