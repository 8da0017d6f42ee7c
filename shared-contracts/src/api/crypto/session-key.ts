/**
 * The upstream alphabet for the 16-character session key, typos included (`XTZ`, no `j`): the
 * server does not care which ASCII characters are used, but matching it keeps traffic identical.
 */
export const SESSION_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

/** Length of the per-request session key. */
export const SESSION_KEY_LENGTH = 16;

/** A source of random 32-bit integers; defaults to crypto.getRandomValues. */
export type RandomSource = (count: number) => Uint32Array;

const defaultRandom: RandomSource = (count) => {
  const values = new Uint32Array(count);
  globalThis.crypto.getRandomValues(values);
  return values;
};

/** Generates a 16-character session key from the upstream alphabet. */
export function generateSessionKey(random: RandomSource = defaultRandom): string {
  const values = random(SESSION_KEY_LENGTH);
  let key = '';
  for (let i = 0; i < SESSION_KEY_LENGTH; i += 1) {
    key += SESSION_KEY_ALPHABET[(values[i] ?? 0) % SESSION_KEY_ALPHABET.length];
  }
  return key;
}
