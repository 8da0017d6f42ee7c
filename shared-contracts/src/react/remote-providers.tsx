import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { RemoteErrorBoundary } from './remote-boundary';
import { loadAppLanguage, retryAppLanguage, suspendUntilAppLanguage } from './remote-i18n';
import { useBusEvent, useHost } from './host-context';
import { isApiError } from '../api/api-error';

/** A QueryClient with the platform's defaults: no retry on 4xx/validation errors, 30 s freshness. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && ['unauthorized', 'platform', 'schema', 'request', 'malformed'].includes(error.kind)) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** Props of {@link RemoteProviders}. */
export interface RemoteProvidersProps {
  /** The remote's package name, for error reports. */
  remote: string;
  i18n: I18n;
  queryClient: QueryClient;
  children?: ReactNode;
}

/** Switches to the host's language once this app's texts in it are loaded (the old ones stay meanwhile). */
function followLanguage(i18n: I18n, language: string): void {
  // A failed load keeps the current language; the next switch (or a reload) tries again.
  loadAppLanguage(i18n, language).catch(() => undefined);
}

/** Follows the host's language. */
function LanguageSync({ i18n }: { i18n: I18n }) {
  const host = useHost();
  useEffect(() => followLanguage(i18n, host.i18n.getLanguage()), [host, i18n]);
  useBusEvent('i18n:language-changed', ({ language }) => followLanguage(i18n, language), { replay: true });
  return null;
}

/**
 * Suspends (to the host's loading state) until the app's texts in its starting language are
 * loaded, so nothing renders with missing keys. A failed load reaches the error boundary, whose
 * Retry loads again.
 */
function LanguageReady({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  suspendUntilAppLanguage(i18n);
  return children;
}

function RemoteFallback({ reset }: { reset: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="remote-fallback">
      <p>{t('errors.remoteUnavailable')}</p>
      <button type="button" onClick={reset}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

/**
 * Everything an exposed module wraps its feature in (HOUSE-STYLE `expose/`): its own error
 * boundary, QueryClient and i18next instance, kept in step with the host's language.
 */
export function RemoteProviders({ remote, i18n, queryClient, children }: RemoteProvidersProps) {
  const host = useHost();
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageSync i18n={i18n} />
      <RemoteErrorBoundary
        fallback={({ reset }) => (
          <RemoteFallback
            reset={() => {
              retryAppLanguage(i18n);
              reset();
            }}
          />
        )}
        onError={(error) => host.bus.emit('remote:failed', { remote, error: error.message })}
      >
        <LanguageReady i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </LanguageReady>
      </RemoteErrorBoundary>
    </I18nextProvider>
  );
}
