import { mutationOptions } from '@tanstack/react-query';
import { endpoints, type HostApi, type LoginResult } from 'shared-contracts';
import type { GeetestValidateV4 } from '../../../lib/challenge/challenge-api';
import { challengeFields } from '../../../lib/challenge/use-human-check';
import type { Credentials } from '../utils/credentials';
import { getLoginDeviceId } from '../../../lib/device-id';

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
  return mutationOptions<LoginResult, unknown, Credentials & { captcha?: string; challenge?: GeetestValidateV4 | null }>({
    mutationKey: loginKeys.username(),
    mutationFn: async ({ username, password, captcha, challenge }) => {
      const result = await host.api.call(endpoints.login, {
        body: {
          username,
          password,
          type: 'username',
          loginDeviceId: getLoginDeviceId(),
          ...(captcha ? { captcha } : {}),
          // Spec §4: the challenge's result travels with the login (GEETEST3 on).
          ...challengeFields(challenge ?? null),
        },
      });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });
}
