import { endpoints, type CallInput, type HostApi } from 'shared-contracts';

// The login feature's calls that its components make directly (not through a query or mutation
// options factory); the API client is called only in a feature's api/ (house/api-in-feature-api).

/** `loginVerification`. */
export function verifyLogin(host: HostApi, input: CallInput<typeof endpoints.loginVerification>) {
  return host.api.call(endpoints.loginVerification, input);
}

/** `loginVerificationCode`. */
export function sendLoginVerificationCode(host: HostApi, input: CallInput<typeof endpoints.loginVerificationCode>) {
  return host.api.call(endpoints.loginVerificationCode, input);
}

/** `login`. */
export function smsLogin(host: HostApi, input: CallInput<typeof endpoints.login>) {
  return host.api.call(endpoints.login, input);
}

/** `smsLoginCode`. */
export function sendSmsLoginCode(host: HostApi, input: CallInput<typeof endpoints.smsLoginCode>) {
  return host.api.call(endpoints.smsLoginCode, input);
}
