import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** The VIP ladder and, for a member, the progress to the next level. */
export function vipLevelsQueryOptions(api: ApiClient, token: string | null) {
  return queryOptions({ queryKey: ['promotions', 'vip', { signedIn: !!token }], queryFn: () => api.call(endpoints.vipLevels) });
}
