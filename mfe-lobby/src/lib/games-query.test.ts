import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { endpoints, type ApiClient } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { TEST_LANES } from '../testing/render-with-host';
import { vendorLanesQueryOptions } from './games-query';

describe('vendorLanesQueryOptions', () => {
  it("starts from the page's answer when the client has one, so the first render has the lanes and nothing is sent", () => {
    const stub = createStubApi({ 'games.vendors': () => ({ data: { lanes: [] } }) });
    const peeked: { endpointId: string; language: string | undefined }[] = [];
    const api: ApiClient = {
      call: stub.call,
      peek: (endpoint, _input, options) => {
        peeked.push({ endpointId: endpoint.id, language: options?.language });
        return endpoint.id === endpoints.gameVendors.id ? ({ data: { lanes: TEST_LANES } } as never) : undefined;
      },
    };
    const LANGUAGE = 'TY';
    const client = new QueryClient();
    const observer = new QueryObserver(client, vendorLanesQueryOptions(api, LANGUAGE));
    // What a component's first render reads, before any effect or fetch.
    expect(observer.getOptimisticResult(client.defaultQueryOptions(vendorLanesQueryOptions(api, LANGUAGE)))).toMatchObject({
      status: 'success',
      data: TEST_LANES,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    unsubscribe();
    expect(peeked).toEqual([{ endpointId: 'games.vendors', language: 'TY' }]);
    expect(stub.calls).toEqual([]);
  });

  it('asks the platform when the page holds no answer (or the client cannot peek)', async () => {
    for (const peek of [undefined, () => undefined]) {
      const stub = createStubApi({ 'games.vendors': () => ({ data: { lanes: TEST_LANES } }) });
      const api: ApiClient = peek ? { call: stub.call, peek } : { call: stub.call };
      const LANGUAGE = 'EN';
      const client = new QueryClient();
      const observer = new QueryObserver(client, vendorLanesQueryOptions(api, LANGUAGE));
      expect(observer.getOptimisticResult(client.defaultQueryOptions(vendorLanesQueryOptions(api, LANGUAGE))).status).toBe('pending');
      await expect(client.fetchQuery(vendorLanesQueryOptions(api, 'EN'))).resolves.toEqual(TEST_LANES);
      expect(stub.calls.map((call) => call.endpointId)).toEqual(['games.vendors']);
    }
  });
});
