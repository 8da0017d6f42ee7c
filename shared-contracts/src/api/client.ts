import type { z } from 'zod/mini';
import { anyEnvelopeSchema } from './envelope';
import { ApiError } from './api-error';
import { endpoints } from './catalogue';
import { LOGIN_FRESHNESS_ENDPOINTS } from './catalogue/auth';
import type { CallInput, EndpointDef, ValueOf } from './endpoint';
import { parseModulusHex } from './crypto/rsa';
import type { encryptPayload as bundledEncryptPayload } from './crypto/encrypt-payload';
import type { RandomSource } from './crypto/session-key';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from './idempotency';

/** How the client is wired into its host. */
export interface ApiClientOptions {
  /** Origin (and prefix) of the platform API; '' for same origin. */
  baseUrl?: string;
  /** The brand's merchant code, sent as the one `Merchant` header. */
  merchant: string;
  /** Current session token, if any. */
  getToken: () => string | null;
  /** Current interface language code (sent as `Language`). */
  getLanguage: () => string;
  /** Called when a call made with a token answers 401. */
  onUnauthorized?: (endpointId: string) => void;
  /** Defaults to global fetch. */
  fetch?: typeof fetch;
  /** Defaults to crypto.getRandomValues (tests pass a fixed source). */
  random?: RandomSource;
  /** Per-call deadline; default 30 s (uploads with progress too). */
  timeoutMs?: number;
  /**
   * The answer (the platform's envelope) the page holds for a GET without a session, for
   * {@link ApiClient.peek}; none by default.
   */
  peekAnswer?: (request: PeekRequest) => unknown;
  /** Creates the XMLHttpRequest of calls with `onUploadProgress`; defaults to the global one (tests pass a fake). */
  createXhr?: () => UploadRequest;
  /**
   * The request cipher (`encryptPayload` of `shared-contracts/crypto`). By default it is imported
   * with the first encrypted call, which a bundler turns into its own chunk so crypto-js is in no
   * first screen. A process that runs these sources without a bundler, where a dynamic import of a
   * TypeScript file cannot load (Playwright's test runner), passes it in.
   */
  encryptPayload?: typeof bundledEncryptPayload;
  /**
   * How a call that carries an idempotency key is asked again when its outcome is unknown (the
   * edge's 502/504, the client's own time-out, no answer): {@link IDEMPOTENT_RETRY} by default.
   */
  idempotentRetry?: Partial<IdempotentRetryPolicy>;
}

/** How often and how soon a call with an idempotency key is asked again (see {@link ApiClientOptions.idempotentRetry}). */
export interface IdempotentRetryPolicy {
  /** Further attempts after the first. */
  retries: number;
  /** The wait before the first retry; each further wait doubles it (with up to half of it taken off at random). */
  baseDelayMs: number;
}

/**
 * The default retry of a money call whose outcome is unknown: 3 more attempts, after about 1, 2 and
 * 4 s. The platform replays its stored answer for the key, so a retry never moves money twice.
 */
export const IDEMPOTENT_RETRY: Readonly<IdempotentRetryPolicy> = { retries: 3, baseDelayMs: 1_000 };

/**
 * Whether a failed call may have been carried out all the same: no answer reached us (`network`,
 * `timeout`), or the edge answered for a platform it could not hear from in time or at all (HTTP 504
 * `edge.upstream.timeout`, 502 `edge.upstream.unavailable`, with or without their envelope). A
 * refusal, a 500 or a malformed answer is an answer: asking again would not change it.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return (error.kind === 'platform' || error.kind === 'http') && (error.status === 502 || error.status === 504);
}

function retryDelayMs(policy: IdempotentRetryPolicy, attempt: number): number {
  const full = policy.baseDelayMs * 2 ** attempt;
  // Jitter: clients refused together (a loaded platform) do not all come back at the same instant.
  return Math.round(full - Math.random() * (full / 2));
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The part of XMLHttpRequest the client uses for uploads with progress (declared here so the
 * package also compiles where the DOM library is absent, as in the reference API).
 */
export interface UploadRequest {
  status: number;
  responseText: string;
  withCredentials: boolean;
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body?: unknown): void;
  abort(): void;
}

function defaultXhr(): UploadRequest {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => UploadRequest }).XMLHttpRequest;
  if (!Xhr) throw new Error('XMLHttpRequest is not available here: uploads with progress need a browser');
  return new Xhr();
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the Language header for this call. */
  language?: string;
  /**
   * Required by endpoints with `idempotent: true` (every money call), sent as `Idempotency-Key`:
   * create it once per user intent with `createIdempotencyKey()`, reuse it on a retry, replace it
   * after success. The client refuses an idempotent call without a well-formed key (a `request`
   * error; nothing is sent).
   */
  idempotencyKey?: string;
  /**
   * Upload progress from 0 to 1 (the request body sent so far). When given, the call goes through
   * XMLHttpRequest, whose upload events fetch does not offer; the answer is handled the same way.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** The typed client every app calls the platform through. */
export interface ApiClient {
  /** Calls an endpoint of the catalogue and returns its validated `value`. Throws {@link ApiError}. */
  call<E extends EndpointDef>(endpoint: E, input?: CallInput<E>, options?: CallOptions): Promise<ValueOf<E>>;
  /**
   * The `value` the page already holds for this call (the shell's first-screen answers, issue 47),
   * validated as `call` would, synchronously; undefined when it holds none, or none that passes the
   * contract. For a query's initial data, so the first render draws what the page came with. Only
   * GET calls without a session; it sends nothing and moves nothing.
   */
  peek?<E extends EndpointDef>(endpoint: E, input?: CallInput<E>, options?: Pick<CallOptions, 'language'>): ValueOf<E> | undefined;
}

/** What a client may look up without sending (see {@link ApiClientOptions.peekAnswer}). */
export interface PeekRequest {
  /** The call's URL as it would be sent (base, path and query). */
  url: string;
  /** Its `Language` header. */
  language: string;
}

function toSearchParams(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the client reads of an answer, from fetch or from XMLHttpRequest. */
interface WireResponse {
  readonly status: number;
  readonly ok: boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** multipart/form-data of a body object: Blob values are file parts, arrays repeat their field. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (!body || typeof body !== 'object') return form;
  const append = (key: string, value: unknown, index: number) => {
    if (value === undefined || value === null) return;
    if (isBlob(value)) {
      const name = typeof File !== 'undefined' && value instanceof File ? value.name : `${key}-${index + 1}`;
      form.append(key, value, name);
    } else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value)) value.forEach((item, index) => append(key, item, index));
    else append(key, value, 0);
  }
  return form;
}

function parseInput(endpoint: EndpointDef, schema: z.ZodMiniType, input: unknown, part: 'query' | 'body'): unknown {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError({
      kind: 'request',
      endpointId: endpoint.id,
      serverMessage: undefined,
      value: result.error.issues.map((issue) => ({ part, path: issue.path.join('.'), message: issue.message })),
    });
  }
  return result.data;
}

/** Creates the platform API client (ARCHITECTURE §5). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retryPolicy: IdempotentRetryPolicy = { ...IDEMPOTENT_RETRY, ...options.idempotentRetry };
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);

  const sendWithProgress = (
    endpointId: string,
    url: string,
    init: { method: string; headers: Record<string, string>; body: string | FormData | undefined },
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<WireResponse> =>
    new Promise((resolve, reject) => {
      let xhr: UploadRequest;
      try {
        xhr = (options.createXhr ?? defaultXhr)();
      } catch (cause) {
        reject(new ApiError({ kind: 'network', endpointId, cause }));
        return;
      }
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, timeoutMs);
      const abortListener = () => xhr.abort();
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abortListener);
      };
      xhr.open(init.method, url);
      xhr.withCredentials = false;
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        finish();
        onProgress(1);
        const text = String(xhr.responseText ?? '');
        resolve({
          status: xhr.status,
          ok: xhr.status >= 200 && xhr.status < 300,
          text: async () => text,
          json: async () => JSON.parse(text) as unknown,
        });
      };
      xhr.onerror = () => {
        finish();
        reject(new ApiError({ kind: 'network', endpointId }));
      };
      xhr.onabort = () => {
        finish();
        if (timedOut) reject(new ApiError({ kind: 'timeout', endpointId }));
        else reject(signal?.reason ?? new DOMException('The call was aborted', 'AbortError'));
      };
      if (signal?.aborted) {
        finish();
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', abortListener, { once: true });
      xhr.send(init.body ?? null);
    });

  const send = async (endpointId: string, url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      return await doFetch(url, { ...init, signal: combined, credentials: 'same-origin' });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      const kind = deadline.aborted ? 'timeout' : 'network';
      throw new ApiError({ kind, endpointId, cause });
    }
  };

  const fetchModulus = async (endpointId: string, language: string, signal?: AbortSignal): Promise<string> => {
    try {
      const response = await send(
        endpointId,
        `${baseUrl}${endpoints.rsaKey.path}?t=${Date.now()}`,
        { method: 'GET', headers: { 'Cache-Control': 'no-cache', Merchant: options.merchant, Language: language } },
        signal,
      );
      if (!response.ok) throw new Error(`status ${response.status}`);
      return parseModulusHex(await response.text());
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({ kind: 'encryption', endpointId, serverMessage: undefined, cause });
    }
  };

  const call: ApiClient['call'] = async (endpoint, input, callOptions = {}) => {
    const { signal } = callOptions;
    const query = parseInput(endpoint, endpoint.query, (input as { query?: unknown } | undefined)?.query, 'query');
    const body = parseInput(endpoint, endpoint.body, (input as { body?: unknown } | undefined)?.body, 'body');
    const token = options.getToken();
    if (endpoint.token && !token) throw new ApiError({ kind: 'unauthorized', endpointId: endpoint.id });
    const { idempotencyKey } = callOptions;
    if (endpoint.idempotent && !isIdempotencyKey(idempotencyKey)) {
      throw new ApiError({
        kind: 'request',
        endpointId: endpoint.id,
        value: [
          { part: 'options', path: 'idempotencyKey', message: 'this call moves money: pass an idempotency key (createIdempotencyKey())' },
        ],
      });
    }

    const language = callOptions.language ?? options.getLanguage();
    const baseHeaders: Record<string, string> = {
      Merchant: options.merchant,
      Language: language,
      Accept: 'application/json, text/plain',
    };
    if (token) baseHeaders.Authorization = token;
    if (idempotencyKey !== undefined) {
      if (!isIdempotencyKey(idempotencyKey)) {
        throw new ApiError({
          kind: 'request',
          endpointId: endpoint.id,
          value: [{ part: 'options', path: 'idempotencyKey', message: 'not a valid idempotency key' }],
        });
      }
      baseHeaders[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    }

    // One sending of the call: a fresh key for an encrypted body each time, the answer read whole.
    const callOnce = async (): Promise<ValueOf<typeof endpoint>> => {
      const headers: Record<string, string> = { ...baseHeaders };
      let requestBody: string | FormData | undefined;
      if (body !== undefined && endpoint.method !== 'GET') {
        if (endpoint.encrypted) {
          const modulus = await fetchModulus(endpoint.id, language, signal);
          // The cipher (crypto-js) loads with the first encrypted call, not with the first screen.
          // Its chunk failing to load is a connection failure, told to the player like one.
          const encryptPayload =
            options.encryptPayload ??
            (await import(/* webpackChunkName: "crypto" */ './crypto/encrypt-payload').then(
              (cipher) => cipher.encryptPayload,
              (cause: unknown) => {
                throw new ApiError({ kind: 'network', endpointId: endpoint.id, cause });
              },
            ));
          // A login says when it was made, on each sending (a retry is a new body): the reference
          // API's freshness check refuses a captured body sent again (LOGIN_FRESHNESS_ENDPOINTS).
          const stamped =
            LOGIN_FRESHNESS_ENDPOINTS.has(endpoint.id) && typeof body === 'object' && body !== null && !('timestamp' in body)
              ? { ...body, timestamp: Date.now() }
              : body;
          const encrypted = encryptPayload(stamped, modulus, options.random);
          headers.Encryption = encrypted.encryptionHeader;
          headers['Content-Type'] = 'application/json;charset=UTF-8';
          requestBody = JSON.stringify(encrypted.body);
        } else if (endpoint.bodyEncoding === 'multipart') {
          // The browser sets the multipart Content-Type with its boundary.
          requestBody = toFormData(body);
        } else if (endpoint.bodyEncoding === 'form') {
          headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
          requestBody = toSearchParams(body).slice(1);
        } else {
          headers['Content-Type'] = 'application/json;charset=UTF-8';
          requestBody = JSON.stringify(body);
        }
      }

      const url = `${baseUrl}${endpoint.path}${toSearchParams(query)}`;
      const response: WireResponse = callOptions.onUploadProgress
        ? await sendWithProgress(
            endpoint.id,
            url,
            { method: endpoint.method, headers, body: requestBody },
            callOptions.onUploadProgress,
            signal,
          )
        : await send(endpoint.id, url, { method: endpoint.method, headers, body: requestBody }, signal);

      if (response.status === 401) {
        if (token) options.onUnauthorized?.(endpoint.id);
        let serverMessage: string | undefined;
        let errorCode: string | undefined;
        try {
          const parsed = anyEnvelopeSchema.safeParse(await response.json());
          if (parsed.success) ({ message: serverMessage, errorCode } = parsed.data);
        } catch {
          // A 401 without an envelope is still a 401.
        }
        throw new ApiError({ kind: 'unauthorized', endpointId: endpoint.id, status: 401, errorCode, serverMessage });
      }

      if (endpoint.responseType === 'text') {
        if (!response.ok) throw new ApiError({ kind: 'http', endpointId: endpoint.id, status: response.status });
        return endpoint.value.parse(await response.text()) as ValueOf<typeof endpoint>;
      }

      let json: unknown;
      try {
        json = await response.json();
      } catch (cause) {
        throw new ApiError({ kind: response.ok ? 'malformed' : 'http', endpointId: endpoint.id, status: response.status, cause });
      }
      const envelope = anyEnvelopeSchema.safeParse(json);
      if (!envelope.success) {
        throw new ApiError({ kind: response.ok ? 'malformed' : 'http', endpointId: endpoint.id, status: response.status });
      }
      if (!envelope.data.success || !response.ok) {
        throw new ApiError({
          kind: 'platform',
          endpointId: endpoint.id,
          status: response.status,
          errorCode: envelope.data.errorCode,
          serverMessage: envelope.data.message || undefined,
          value: envelope.data.value,
        });
      }
      const value = endpoint.value.safeParse(envelope.data.value);
      if (!value.success) {
        throw new ApiError({
          kind: 'schema',
          endpointId: endpoint.id,
          status: response.status,
          value: value.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        });
      }
      return value.data as ValueOf<typeof endpoint>;
    };

    // A money call whose outcome is unknown (the edge's time-out, no answer) is asked again with the
    // same idempotency key: the platform replays the answer it stored if it did move the money, and
    // moves it once if it did not, so the player sees the real outcome instead of a failure.
    const retries = idempotencyKey !== undefined ? retryPolicy.retries : 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await callOnce();
      } catch (error) {
        if (attempt >= retries || signal?.aborted || !isOutcomeUnknown(error)) throw error;
        await wait(retryDelayMs(retryPolicy, attempt), signal);
      }
    }
  };

  const peek: NonNullable<ApiClient['peek']> = (endpoint, input, peekOptions = {}) => {
    if (!options.peekAnswer || endpoint.method !== 'GET' || endpoint.responseType === 'text' || options.getToken()) return undefined;
    const query = endpoint.query.safeParse((input as { query?: unknown } | undefined)?.query);
    if (!query.success) return undefined;
    const answer = options.peekAnswer({
      url: `${baseUrl}${endpoint.path}${toSearchParams(query.data)}`,
      language: peekOptions.language ?? options.getLanguage(),
    });
    if (answer === undefined) return undefined;
    const envelope = anyEnvelopeSchema.safeParse(answer);
    if (!envelope.success || !envelope.data.success) return undefined;
    const value = endpoint.value.safeParse(envelope.data.value);
    return value.success ? (value.data as ValueOf<typeof endpoint>) : undefined;
  };

  return { call, peek };
}
