import { mutationOptions } from '@tanstack/react-query';
import { endpoints, type HostApi, type LoginResult } from 'shared-contracts';
import type { Credentials } from '../utils/credentials';
import { getLoginDeviceId } from '../utils/device-id';

/** Query/mutation keys of the login feature (they start with the remote's name). */
export const loginKeys = {
  all: ['account', 'login'] as const,
  username: () => [...loginKeys.all, 'username'] as const,
};

/**
 * Username login: calls the (encrypted) login endpoint, then asks the host to establish the
 * session, so the mutation stays pending until the member is loaded and the form cannot be sent
 * twice in between.
 */
export function usernameLoginMutationOptions(host: HostApi) {
  return mutationOptions<LoginResult, unknown, Credentials & { captcha?: string }>({
    mutationKey: loginKeys.username(),
    mutationFn: async ({ username, password, captcha }) => {
      const result = await host.api.call(endpoints.login, {
        body: { username, password, type: 'username', loginDeviceId: getLoginDeviceId(), ...(captcha ? { captcha } : {}) },
      });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });
}
