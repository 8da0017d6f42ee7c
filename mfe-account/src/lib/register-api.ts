import { queryOptions } from '@tanstack/react-query';
import { endpoints, type HostApi } from 'shared-contracts';

/**
 * Query keys of the registration settings and the captcha, which several features read (they start
 * with the remote's name).
 */
export const registerKeys = {
  all: ['account', 'register'] as const,
  settings: () => [...registerKeys.all, 'settings'] as const,
  captcha: (nonce: number) => [...registerKeys.all, 'captcha', nonce] as const,
};

/** Per-field registration settings (spec §5). */
export function registerSettingsQueryOptions(host: HostApi) {
  return queryOptions({
    queryKey: registerKeys.settings(),
    queryFn: () => host.api.call(endpoints.registerSettings),
    staleTime: 5 * 60_000,
  });
}

/** A captcha image as a data URL; a new nonce fetches a new one (facts §4.2: ?t= cache-buster). */
export function captchaQueryOptions(host: HostApi, nonce: number) {
  return queryOptions({
    queryKey: registerKeys.captcha(nonce),
    queryFn: async () => `data:image/png;base64,${await host.api.call(endpoints.captcha, { query: { t: Date.now() } })}`,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Countries with their dialing codes, for the picker. The platform names them in the request's
 * language: the key holds it, so a switch of language asks again (issue 36).
 */
export function countriesQueryOptions(host: HostApi, language: string) {
  return queryOptions({
    queryKey: ['account', 'countries', { language }] as const,
    queryFn: () => host.api.call(endpoints.countries),
    staleTime: 60 * 60_000,
  });
}
