import { endpoints, type CallInput, type HostApi } from 'shared-contracts';

// The recovery feature's calls that its components make directly (not through a query or mutation
// options factory); the API client is called only in a feature's api/ (house/api-in-feature-api).

/** `forgotPasswordEmail`. */
export function sendRecoveryEmail(host: HostApi, input: CallInput<typeof endpoints.forgotPasswordEmail>) {
  return host.api.call(endpoints.forgotPasswordEmail, input);
}

/** `passwordByPhone`. */
export function resetPasswordByPhone(host: HostApi, input: CallInput<typeof endpoints.passwordByPhone>) {
  return host.api.call(endpoints.passwordByPhone, input);
}

/** `smsPasswordCode`. */
export function sendSmsPasswordCode(host: HostApi, input: CallInput<typeof endpoints.smsPasswordCode>) {
  return host.api.call(endpoints.smsPasswordCode, input);
}
