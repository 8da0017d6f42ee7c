import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from 'shared-contracts';
import { referralProgramme } from '../../../lib/pending-contract';

/** The referral programme with the member's link (generated when missing), invitees and earnings. */
export function referralQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['promotions', 'referral'], queryFn: () => api.call(referralProgramme, { query: { autoGenerate: 'true' } }) });
}
