import { endpoints, type CallInput, type HostApi } from 'shared-contracts';

// The register feature's calls that its components make directly (not through a query or mutation
// options factory); the API client is called only in a feature's api/ (house/api-in-feature-api).

/** `smsRegister`. */
export function sendSmsRegisterCode(host: HostApi, input: CallInput<typeof endpoints.smsRegister>) {
  return host.api.call(endpoints.smsRegister, input);
}
