import { queryOptions } from '@tanstack/react-query';
import { endpoints, type HostApi } from 'shared-contracts';

/** Query keys of the post-login feature (they start with the remote's name). */
export const loginInfoKeys = {
  all: ['account', 'login-info'] as const,
  /** Per token: a new session is a new login. */
  session: (token: string) => [...loginInfoKeys.all, token] as const,
};

/** Login info for the post-login modal (spec §4 "fetch login info"): one fetch per session, no retry loop. */
export function loginInfoQueryOptions(host: HostApi, token: string) {
  return queryOptions({
    queryKey: loginInfoKeys.session(token),
    queryFn: () => host.api.call(endpoints.loginInfo),
    staleTime: Infinity,
    retry: 1,
  });
}
