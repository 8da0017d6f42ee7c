import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** The referral programme with the member's link (generated when missing), invitees and earnings. */
export function referralQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['promotions', 'referral'],
    queryFn: () => api.call(endpoints.referralDetails, { query: { autoGenerate: 'true' } }),
  });
}
