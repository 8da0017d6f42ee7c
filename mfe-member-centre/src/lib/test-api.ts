import type { CallOptions, EndpointDef } from 'shared-contracts';
import { createStubApi, type StubApi, type StubHandler } from 'shared-contracts/testing';

/** A stub API that also records the options of each call (the idempotency key of money calls). */
export interface RecordingApi extends StubApi {
  readonly options: { endpointId: string; options: (CallOptions & { idempotencyKey?: string }) | undefined }[];
}

/** {@link createStubApi} plus the call options, for tests of money actions. */
export function createRecordingApi(handlers: Record<string, StubHandler> = {}): RecordingApi {
  const api = createStubApi(handlers);
  const options: RecordingApi['options'] = [];
  const call = api.call.bind(api);
  return Object.assign(api, {
    options,
    call: (endpoint: EndpointDef, input?: unknown, callOptions?: CallOptions) => {
      options.push({ endpointId: endpoint.id, options: callOptions });
      return call(endpoint as never, input as never, callOptions);
    },
  }) as RecordingApi;
}

/** A handler that never answers (to see a loading state). */
export const never: StubHandler = () => new Promise(() => undefined);
