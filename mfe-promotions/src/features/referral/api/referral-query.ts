import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/**
 * The referral programme with the member's link (generated when missing), invitees and earnings;
 * the rules are written in the request's language, so the key holds it.
 */
export function referralQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['promotions', 'referral', { language }],
    queryFn: () => api.call(endpoints.referralDetails, { query: { autoGenerate: 'true' } }),
  });
}
