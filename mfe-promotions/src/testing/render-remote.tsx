import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ApiClient, MemberInfo, PlatformEventBus } from 'shared-contracts';
import { HostProvider, RemoteProviders, createAppQueryClient } from 'shared-contracts/react';
import { createFakeHost, createStubApi, type StubApi, type StubHandler } from 'shared-contracts/testing';
import { createI18n } from '../app/i18n';

/** A stub API that also records the options of each call (idempotency keys, upload progress). */
export interface RecordingApi extends StubApi {
  readonly options: { endpointId: string; options: Record<string, unknown> | undefined }[];
}

/** Creates a {@link RecordingApi}. */
export function createRecordingApi(handlers: Record<string, StubHandler> = {}): RecordingApi {
  const stub = createStubApi(handlers);
  const options: RecordingApi['options'] = [];
  const call: ApiClient['call'] = (endpoint, input, callOptions) => {
    options.push({ endpointId: endpoint.id, options: callOptions as Record<string, unknown> | undefined });
    return stub.call(endpoint, input);
  };
  return { calls: stub.calls, on: stub.on.bind(stub), call, options };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.search}</div>;
}

/** Renders a feature inside this remote's providers, a fake host and a router. */
export function renderRemote<A extends StubApi>(
  ui: ReactNode,
  {
    api,
    member = null,
    url = '/',
    language = 'EN',
    bus,
  }: { api: A; member?: MemberInfo | null; url?: string; language?: string; bus?: PlatformEventBus | undefined },
) {
  // A test passes its own bus to hear what the page emits as it mounts.
  const host = createFakeHost({ api, member, language, ...(bus ? { bus } : {}) });
  const result = render(
    <HostProvider host={host}>
      <MemoryRouter initialEntries={[url]}>
        <RemoteProviders remote="mfe-promotions" i18n={createI18n(language)} queryClient={createAppQueryClient()}>
          {ui}
        </RemoteProviders>
        <LocationProbe />
      </MemoryRouter>
    </HostProvider>,
  );
  return { host, api, ...result };
}
