import { endpoints, type ApiClient } from 'shared-contracts';

/**
 * Sets the payment password for the first time (checked with the login password) or changes it
 * (checked with the old one): `current` is that password, `next` the new payment password.
 */
export function savePaymentPassword(api: ApiClient, hasPaymentPassword: boolean, { current, next }: { current: string; next: string }) {
  return api.call(endpoints.paymentPassword, {
    body: hasPaymentPassword
      ? { newPaymentPassword: next, oldPaymentPassword: current }
      : { newPaymentPassword: next, loginPassword: current },
  });
}
