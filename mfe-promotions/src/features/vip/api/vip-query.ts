import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** The VIP ladder and, for a member, the progress to the next level, in the interface language. */
export function vipLevelsQueryOptions(api: ApiClient, token: string | null, language: string) {
  return queryOptions({ queryKey: ['promotions', 'vip', { signedIn: !!token, language }], queryFn: () => api.call(endpoints.vipLevels) });
}
