/**
 * Idempotency of money calls (our definition; the real platform's mechanism is not known).
 *
 * Every endpoint with `idempotent: true` is called with a key the caller creates once per user
 * intent (one click of "Deposit", kept across retries, replaced after success). The platform keeps
 * the first answer per member, endpoint and key: the same key with the same body replays that answer
 * without moving money again; the same key with another body is refused (`idempotency.conflict`);
 * no key is refused (`idempotency.required`).
 */

/** The request header carrying the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a key may look like: 8 to 128 characters of letters, digits, `-`, `_`, `.` and `:`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether `key` is a well-formed idempotency key. */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key);
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A new idempotency key: a random UUID (`crypto.randomUUID`), or, where that is missing (an
 * insecure origin), a v4-shaped UUID from `crypto.getRandomValues`, or as a last resort from
 * `Math.random` (still unique enough for one member's clicks).
 */
export function createIdempotencyKey(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string; getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The keys of one money action's intents, made by {@link createIntentKeys}. */
export interface IntentKeys {
  /**
   * The key of this intent: the same key for the same intent (a retry, a double click, a time-out
   * sent again) until it is retired, a new key as soon as the intent differs from the last one.
   * Intents are compared by their JSON text (`undefined` counts as `{}`).
   */
  keyFor: (intent: unknown) => string;
  /** The intent succeeded: the next call, even with the same values, is a new intent with a new key. */
  retire: () => void;
}

/**
 * One idempotency key per user intent, the rule every money action follows: a failed or repeated
 * call of the same intent reuses its key, so the platform replays the first answer instead of
 * moving money twice; changed values are another intent (the platform would refuse the old key with
 * another body, `idempotency.conflict`); success retires the key. `newKey` is
 * {@link createIdempotencyKey} unless a test gives its own.
 */
export function createIntentKeys(newKey: () => string = createIdempotencyKey): IntentKeys {
  let current: { intent: string; key: string } | null = null;
  return {
    keyFor: (intent) => {
      const serialised = JSON.stringify(intent ?? {});
      if (current?.intent !== serialised) current = { intent: serialised, key: newKey() };
      return current.key;
    },
    retire: () => {
      current = null;
    },
  };
}
