import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** The member's referral code, link, invitations and earnings (a code is generated on first visit). */
export function referralQueryOptions(api: ApiClient, account: string) {
  return queryOptions({
    queryKey: ['memberCentre', 'referral', account] as const,
    queryFn: () => api.call(endpoints.referralDetails, { query: { autoGenerate: 'true' } }),
  });
}
