import { queryOptions } from '@tanstack/react-query';
import { SPEC_CONSTANTS, endpoints, type ApiClient } from 'shared-contracts';

/** Query keys of the shell (all start with 'shell'). */
export const shellKeys = {
  all: ['shell'] as const,
  wallet: (token: string | null) => ['shell', 'wallet', token] as const,
  vendors: (merchantCode: string) => ['shell', 'vendors', merchantCode] as const,
  notices: (language: string) => ['shell', 'notices', language] as const,
  unread: (token: string | null) => ['shell', 'unread', token] as const,
};

/** The member's unread inbox count (header badge); `inbox:unread-changed` updates it in place. */
export const unreadCountQueryOptions = (api: ApiClient, token: string | null) =>
  queryOptions({
    queryKey: shellKeys.unread(token),
    queryFn: ({ signal }) => api.call(endpoints.unreadCount, {}, { signal }),
    enabled: !!token,
    staleTime: 60_000,
  });

/** The member's wallet balance (header). */
export const walletBalanceQueryOptions = (api: ApiClient, token: string | null) =>
  queryOptions({
    queryKey: shellKeys.wallet(token),
    queryFn: ({ signal }) => api.call(endpoints.walletBalance, {}, { signal }),
    enabled: !!token,
    staleTime: 0,
  });

/** Vendor lanes by category (side menu). */
export const vendorLanesQueryOptions = (api: ApiClient, merchantCode: string) =>
  queryOptions({
    queryKey: shellKeys.vendors(merchantCode),
    queryFn: ({ signal }) =>
      api.call(endpoints.gameVendors, { query: { platform: SPEC_CONSTANTS.vendorPlatform, merchantCode } }, { signal }),
    select: (value) => value.data.lanes,
    staleTime: 5 * 60_000,
  });

/** Notices and banners (home banner strip). */
export const noticesQueryOptions = (api: ApiClient, language: string) =>
  queryOptions({
    queryKey: shellKeys.notices(language),
    queryFn: ({ signal }) => api.call(endpoints.notices, { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** Announcements a member sees after login (announcement modal). */
export const loggedInAnnouncementsQueryOptions = (api: ApiClient, token: string | null) =>
  queryOptions({
    queryKey: ['shell', 'loggedInAnnouncements', token] as const,
    queryFn: ({ signal }) => api.call(endpoints.loggedInAnnouncements, {}, { signal }),
    enabled: !!token,
    staleTime: 60_000,
  });

/** The domain list with speeds (speed-test modal). */
export const domainRouteQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['shell', 'domainRoute'] as const,
    queryFn: ({ signal }) => api.call(endpoints.domainRoute, {}, { signal }),
    staleTime: 0,
  });
