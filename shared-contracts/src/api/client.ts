import type { z } from 'zod';
import { anyEnvelopeSchema } from './envelope';
import { ApiError } from './api-error';
import { endpoints } from './catalogue';
import type { CallInput, EndpointDef, ValueOf } from './endpoint';
import { encryptPayload } from './crypto/encrypt-payload';
import { parseModulusHex } from './crypto/rsa';
import type { RandomSource } from './crypto/session-key';

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
  /** Per-call deadline; default 30 s. */
  timeoutMs?: number;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the Language header for this call. */
  language?: string;
}

/** The typed client every app calls the platform through. */
export interface ApiClient {
  /** Calls an endpoint of the catalogue and returns its validated `value`. Throws {@link ApiError}. */
  call<E extends EndpointDef>(endpoint: E, input?: CallInput<E>, options?: CallOptions): Promise<ValueOf<E>>;
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

function parseInput(endpoint: EndpointDef, schema: z.ZodType, input: unknown, part: 'query' | 'body'): unknown {
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
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);

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

  const fetchModulus = async (endpointId: string, signal?: AbortSignal): Promise<string> => {
    try {
      const response = await send(
        endpointId,
        `${baseUrl}${endpoints.rsaKey.path}?t=${Date.now()}`,
        { method: 'GET', headers: { 'Cache-Control': 'no-cache', Merchant: options.merchant } },
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

    const headers: Record<string, string> = {
      Merchant: options.merchant,
      Language: callOptions.language ?? options.getLanguage(),
      Accept: 'application/json, text/plain',
    };
    if (token) headers.Authorization = token;

    let requestBody: string | undefined;
    if (body !== undefined && endpoint.method !== 'GET') {
      if (endpoint.encrypted) {
        const modulus = await fetchModulus(endpoint.id, signal);
        const encrypted = encryptPayload(body, modulus, options.random);
        headers.Encryption = encrypted.encryptionHeader;
        headers['Content-Type'] = 'application/json;charset=UTF-8';
        requestBody = JSON.stringify(encrypted.body);
      } else if (endpoint.bodyEncoding === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        requestBody = toSearchParams(body).slice(1);
      } else {
        headers['Content-Type'] = 'application/json;charset=UTF-8';
        requestBody = JSON.stringify(body);
      }
    }

    const response = await send(
      endpoint.id,
      `${baseUrl}${endpoint.path}${toSearchParams(query)}`,
      { method: endpoint.method, headers, body: requestBody },
      signal,
    );

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

  return { call };
}
