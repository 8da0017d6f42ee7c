import { mutationOptions } from '@tanstack/react-query';
import { endpoints, generateSessionKey, parseModulusHex, rsaEncryptKeyHex, type HostApi, type LoginResult } from 'shared-contracts';

/** Gateway version the free-play payload names (spec §7 "gateway version 3"). */
export const FREE_PLAY_GATEWAY_VERSION = 3;
/** Platform code of the web client (spec §7 "platform W"). */
export const FREE_PLAY_PLATFORM = 'W';

/** The visitor's operating system as the free-play payload names it (spec §7 "os"). */
export function detectOs(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux|cros/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/**
 * The spec's "encrypted random string": a fresh random string (the platform's session-key
 * alphabet) encrypted with the platform's RSA public key, the same way encrypted calls send their
 * key. A new one per request, so two free-play requests never look alike.
 */
export async function encryptedRandomString(host: HostApi): Promise<string> {
  const modulus = parseModulusHex(await host.api.call(endpoints.rsaKey, { query: { t: Date.now() } }));
  return rsaEncryptKeyHex(generateSessionKey(), modulus);
}

/**
 * Free play (spec §6, §7; FREEPLAY3): asks the platform for a trial account with
 * `{ os, platform: 'W', randomStr, version: 3 }`, then establishes its session.
 */
export function freePlayMutationOptions(host: HostApi) {
  return mutationOptions<LoginResult, unknown, void>({
    mutationKey: ['account', 'login', 'free-play'],
    mutationFn: async () => {
      const randomStr = await encryptedRandomString(host);
      const os = detectOs(typeof navigator === 'undefined' ? '' : navigator.userAgent);
      const result = await host.api.call(endpoints.freePlay, {
        body: { os, platform: FREE_PLAY_PLATFORM, randomStr, version: FREE_PLAY_GATEWAY_VERSION },
      });
      await host.session.signIn(result.token, { firstTimeLogin: result.firstTimeLogin });
      return result;
    },
  });
}
