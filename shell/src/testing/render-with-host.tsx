import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { HostApi } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { createShellI18n } from '../app/i18n';

/** Renders `ui` inside a host, a fresh QueryClient (no retries), the shell's i18n (EN unless told) and a router. */
export function renderWithHost(
  ui: ReactElement,
  host: HostApi,
  { route = '/', language = 'EN' }: { route?: string; language?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const i18n = createShellI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <HostProvider host={host}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </HostProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, i18n };
}
