import { queryOptions } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of this remote's promotions. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string) => ['promotions', 'list', { language }] as const,
};

/** Every promotion visible to the caller, in the interface language (`endpoints.promotionList`). */
export function promotionListQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: promotionKeys.list(language),
    queryFn: () => api.call(endpoints.promotionList, { query: { language } }),
    select: (value) => value.list,
  });
}
