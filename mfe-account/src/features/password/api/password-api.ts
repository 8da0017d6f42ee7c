import { endpoints, type CallInput, type HostApi } from 'shared-contracts';

// The password feature's calls that its components make directly (not through a query or mutation
// options factory); the API client is called only in a feature's api/ (house/api-in-feature-api).

/** `changePassword`. */
export function changePassword(host: HostApi, input: CallInput<typeof endpoints.changePassword>) {
  return host.api.call(endpoints.changePassword, input);
}
