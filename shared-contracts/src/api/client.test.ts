/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';
import { createApiClient } from './client';
import { endpoints } from './catalogue';
import { ApiError, apiErrorMessageKey } from './api-error';
import { decryptPayload } from './crypto/encrypt-payload';
import { createIdempotencyKey, isIdempotencyKey } from './idempotency';
import { commonResources } from '../i18n/common-resources.fixture';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://platform.test');
    calls.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const member = {
  id: 7,
  account: 'member01',
  nickname: 'M',
  type: 1,
  isAgent: 0,
  customerId: 1007,
  clubLabel: { labelName: 'VIP1', rankLevel: 1 },
};

function client(handler: Handler, token: string | null = 'tok-123', onUnauthorized = jest.fn()) {
  const f = fakeFetch(handler);
  const api = createApiClient({ merchant: 'wl_demo', getToken: () => token, getLanguage: () => 'TY', onUnauthorized, fetch: f.fn });
  return { api, calls: f.calls, onUnauthorized };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('createApiClient', () => {
  it('sends exactly one Merchant header, the raw token and the language', async () => {
    const { api, calls } = client(() => json({ success: true, value: member }));
    await api.call(endpoints.memberInfo);
    const headers = headersOf(calls[0]!.init);
    expect(headers.Merchant).toBe('wl_demo');
    expect(headers.Authorization).toBe('tok-123');
    expect(headers.Language).toBe('TY');
    expect(Object.keys(headers).filter((h) => h.toLowerCase() === 'merchant')).toHaveLength(1);
  });

  it('returns the validated value with schema defaults applied', async () => {
    const { api } = client(() => json({ success: true, value: member }));
    const value = await api.call(endpoints.memberInfo);
    expect(value.account).toBe('member01');
    expect(value.currencySymbol).toBe('$');
    expect(value.memberLabel).toEqual([]);
  });

  it('serialises the query, dropping empty values and applying defaults', async () => {
    const { api, calls } = client(() => json({ success: true, value: { games: [], totalPages: 0, totalCount: 0 } }));
    await api.call(endpoints.gameList, { query: { gameType: 'RNG', vassalage: 'PG', gameName: '' } });
    const params = calls[0]!.url.searchParams;
    expect(params.get('gameType')).toBe('RNG');
    expect(params.get('vassalage')).toBe('PG');
    expect(params.get('pageSize')).toBe('42');
    expect(params.get('pageNo')).toBe('1');
    expect(params.get('clientType')).toBe('3');
    expect(params.has('gameName')).toBe(false);
  });

  it('refuses invalid input before sending anything', async () => {
    const { api, calls } = client(() => json({ success: true, value: {} }));
    // @ts-expect-error: an unknown game type is a type error too
    await expect(api.call(endpoints.gameList, { query: { gameType: 'NOPE' } })).rejects.toMatchObject({ kind: 'request' });
    expect(calls).toHaveLength(0);
  });

  it('encrypts the body of encrypted calls with a fresh RSA key fetch', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = privateKey.export({ format: 'jwk' });
    const pair = {
      modulusHex: Buffer.from(jwk.n!, 'base64url').toString('hex'),
      privateExponentHex: Buffer.from(jwk.d!, 'base64url').toString('hex'),
    };
    let received: unknown;
    const { api, calls } = client((url, init) => {
      if (url.pathname === '/wps/session/key/rsa') return new Response(`"${pair.modulusHex}"`);
      received = JSON.parse(decryptPayload(JSON.parse(String(init.body)), headersOf(init).Encryption!, pair));
      return json({ success: true, value: { token: 'new-token', firstTimeLogin: false, passwordExpired: false } });
    }, null);
    const result = await api.call(endpoints.login, { body: { username: ' member01 ', password: 'secret88' } });
    expect(result.token).toBe('new-token');
    expect(calls[0]!.url.pathname).toBe('/wps/session/key/rsa');
    expect(headersOf(calls[0]!.init)['Cache-Control']).toBe('no-cache');
    expect(received).toEqual({ username: 'member01', password: 'secret88', type: 'username', timestamp: expect.any(Number) });
    const sent = JSON.parse(String(calls[1]!.init.body));
    expect(Object.keys(sent)).toEqual(['value']);
    expect(headersOf(calls[1]!.init).Authorization).toBeUndefined();
    // The player's language goes with every request of a login, the key fetch included (facts §1).
    expect(calls.map((call) => headersOf(call.init).Language)).toEqual(['TY', 'TY']);
  });

  it('reports a cipher that fails to load (it loads with the first encrypted call) as a network failure, sending nothing; uses a cipher it is given', async () => {
    const pair = { modulusHex: 'c'.repeat(256) };
    let isolated: typeof createApiClient | undefined;
    jest.isolateModules(() => {
      jest.doMock('./crypto/encrypt-payload', () => {
        throw new Error('Loading chunk crypto failed');
      });
      ({ createApiClient: isolated } = jest.requireActual<{ createApiClient: typeof createApiClient }>('./client'));
    });
    const f = fakeFetch((url) =>
      url.pathname === '/wps/session/key/rsa' ? new Response(`"${pair.modulusHex}"`) : json({ success: true, value: {} }),
    );
    const api = isolated!({ merchant: 'wl_demo', getToken: () => null, getLanguage: () => 'EN', fetch: f.fn });
    await expect(api.call(endpoints.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({ kind: 'network' });
    expect(f.calls.map((call) => call.url.pathname)).toEqual(['/wps/session/key/rsa']);

    // A cipher given in the options is used instead, without loading anything.
    const cipher = jest.fn(() => ({ body: { value: 'sealed' }, encryptionHeader: 'ab12' }));
    const given = isolated!({ merchant: 'wl_demo', getToken: () => null, getLanguage: () => 'EN', fetch: f.fn, encryptPayload: cipher });
    await given.call(endpoints.login, { body: { username: 'a', password: 'b' } }).catch(() => undefined);
    expect(cipher).toHaveBeenCalledTimes(1);
    expect(f.calls.at(-1)!.url.pathname).toBe('/wps/session/login');
    expect(JSON.parse(String(f.calls.at(-1)!.init.body))).toEqual({ value: 'sealed' });
    jest.dontMock('./crypto/encrypt-payload');
  });

  it('reports NO RSA KEY as an encryption error', async () => {
    const { api } = client(() => new Response('oops', { status: 500 }), null);
    await expect(api.call(endpoints.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({ kind: 'encryption' });
  });

  it('turns a 401 into an unauthorized error and tells the host', async () => {
    const { api, onUnauthorized } = client(() => json({ success: false, errorCode: 'login.not.session', message: 'Please log in' }, 401));
    const error = await api.call(endpoints.memberInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', errorCode: 'login.not.session' });
    expect(onUnauthorized).toHaveBeenCalledWith('member.info');
  });

  it('does not call a token endpoint without a session', async () => {
    const { api, calls, onUnauthorized } = client(() => json({}), null);
    await expect(api.call(endpoints.memberInfo)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the platform message, code and value of a failed envelope', async () => {
    const { api } = client(
      () =>
        json({ success: false, value: { captcha: true }, message: 'Please Enter The Correct Captcha Code', errorCode: 'captcha.invalid' }),
      null,
    );
    const error = (await api.call(endpoints.login, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e)) as ApiError;
    // The RSA fetch got the same envelope: it is not hex, so this is an encryption failure.
    expect(error.kind).toBe('encryption');
    const { api: plain } = client(() => json({ success: false, value: { captcha: true }, message: 'Wrong', errorCode: 'x' }));
    const failure = (await plain.call(endpoints.memberInfo).catch((e: unknown) => e)) as ApiError;
    expect(failure).toMatchObject({ kind: 'platform', serverMessage: 'Wrong', errorCode: 'x', value: { captcha: true } });
  });

  it('rejects a malformed body and a value that breaks the schema', async () => {
    const { api: broken } = client(() => new Response('<html>', { status: 200 }));
    await expect(broken.call(endpoints.memberInfo)).rejects.toMatchObject({ kind: 'malformed' });
    const { api: wrong } = client(() => json({ success: true, value: { account: 42 } }));
    const error = (await wrong.call(endpoints.memberInfo).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('schema');
    expect(apiErrorMessageKey(error)).toBe('errors.malformed');
  });

  it('reports a network failure', async () => {
    const { api } = client(() => {
      throw new TypeError('fetch failed');
    });
    await expect(api.call(endpoints.memberInfo)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('peek (issue 47: a query starts from the answers the page came with)', () => {
  const lanes = [{ title: 'Slots', gameType: 'RNG', cards: [{ vassalage: 'PG', name: 'PG Soft' }] }];
  const peekClient = (answers: Map<string, unknown>, token: string | null = null) => {
    const asked: { url: string; language: string }[] = [];
    const sent = fakeFetch(() => json({ success: true, value: { data: { lanes: [] } } }));
    const api = createApiClient({
      merchant: 'wl_demo',
      getToken: () => token,
      getLanguage: () => 'TY',
      fetch: sent.fn,
      peekAnswer: (request) => {
        asked.push(request);
        return answers.get(`${request.language} ${request.url}`);
      },
    });
    return { api, asked, sent: sent.calls };
  };

  it('gives the validated value the page holds for the call, sending nothing', () => {
    const { api, asked, sent } = peekClient(
      new Map([['TY /wps/relay/GCSGAME_newGameVendor?platform=h5', { success: true, value: { data: { lanes } } }]]),
    );
    // Validated as a call's answer is: the contract's defaults applied.
    expect(api.peek?.(endpoints.gameVendors, { query: { platform: 'h5' } })?.data.lanes).toEqual([
      { title: 'Slots', gameType: 'RNG', gameClassify: [], cards: [{ vassalage: 'PG', name: 'PG Soft', isHot: false }] },
    ]);
    expect(asked).toEqual([{ url: '/wps/relay/GCSGAME_newGameVendor?platform=h5', language: 'TY' }]);
    expect(sent).toHaveLength(0);
  });

  it('gives nothing for another language, a failed envelope, a value outside the contract, a session or no answer', () => {
    const key = 'TY /wps/relay/GCSGAME_newGameVendor?platform=h5';
    const input = { query: { platform: 'h5' } } as const;
    expect(
      peekClient(new Map([[key, { success: true, value: { data: { lanes } } }]])).api.peek?.(endpoints.gameVendors, input, {
        language: 'EN',
      }),
    ).toBeUndefined();
    expect(peekClient(new Map([[key, { success: false, message: 'no' }]])).api.peek?.(endpoints.gameVendors, input)).toBeUndefined();
    expect(
      peekClient(new Map([[key, { success: true, value: { data: { lanes: 'x' } } }]])).api.peek?.(endpoints.gameVendors, input),
    ).toBeUndefined();
    expect(
      peekClient(new Map([[key, { success: true, value: { data: { lanes } } }]]), 'tok').api.peek?.(endpoints.gameVendors, input),
    ).toBeUndefined();
    expect(peekClient(new Map()).api.peek?.(endpoints.gameVendors, input)).toBeUndefined();
    // A call that is not a GET is never looked up.
    const { api, asked } = peekClient(new Map());
    expect(api.peek?.(endpoints.login, { body: { username: 'a', password: 'b' } } as never)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});

describe('idempotent calls', () => {
  const transferValue = { transferId: 1, amount: 5, balance: 95, toAccount: 'agent01' };

  it('refuses a money call without an idempotency key, sending nothing', async () => {
    const { api, calls } = client(() => json({ success: true, value: transferValue }));
    const error = (await api
      .call(endpoints.walletTransfer, { body: { toAccount: 'agent01', amount: 5 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('request');
    expect(JSON.stringify(error.value)).toContain('idempotencyKey');
    expect(calls).toHaveLength(0);
  });

  it('refuses a malformed key', async () => {
    const { api, calls } = client(() => json({ success: true, value: transferValue }));
    await expect(
      api.call(endpoints.walletTransfer, { body: { toAccount: 'agent01', amount: 5 } }, { idempotencyKey: 'x y' }),
    ).rejects.toMatchObject({ kind: 'request' });
    expect(calls).toHaveLength(0);
  });

  it('sends the key as the Idempotency-Key header', async () => {
    const { api, calls } = client(() => json({ success: true, value: transferValue }));
    const key = createIdempotencyKey();
    await api.call(endpoints.walletTransfer, { body: { toAccount: 'agent01', amount: 5 } }, { idempotencyKey: key });
    expect(headersOf(calls[0]!.init)['Idempotency-Key']).toBe(key);
  });

  describe('when the outcome is unknown', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const edgeTimeout = () =>
      json({ success: false, value: null, message: 'The platform did not answer in time', errorCode: 'edge.upstream.timeout' }, 504);

    /** Lets the client's waits run out, a step at a time, until the call settles. */
    async function settle<T>(promise: Promise<T>): Promise<T> {
      let done = false;
      const watched = promise.finally(() => (done = true));
      watched.catch(() => undefined);
      for (let step = 0; step < 50 && !done; step += 1) await jest.advanceTimersByTimeAsync(500);
      return watched;
    }

    it('asks again with the same key after the edge time-out and shows the stored answer (the platform moved the money)', async () => {
      let calls = 0;
      const { api, calls: sent } = client(() => (++calls === 1 ? edgeTimeout() : json({ success: true, value: transferValue })));
      const key = createIdempotencyKey();
      const result = await settle(
        api.call(endpoints.walletTransfer, { body: { toAccount: 'agent01', amount: 5 } }, { idempotencyKey: key }),
      );
      expect(result).toEqual(transferValue);
      expect(sent).toHaveLength(2);
      expect(sent.map((call) => headersOf(call.init)['Idempotency-Key'])).toEqual([key, key]);
      expect(sent.map((call) => call.init.body)).toEqual([sent[0]!.init.body, sent[0]!.init.body]);
    });

    it('also after no answer at all, and waits longer before each further attempt', async () => {
      const times: number[] = [];
      let calls = 0;
      const { api } = client(() => {
        times.push(Date.now());
        calls += 1;
        if (calls <= 2) throw new TypeError('Failed to fetch');
        if (calls === 3) return json({ success: false, value: null, message: 'Bad gateway', errorCode: 'edge.upstream.unavailable' }, 502);
        return json({ success: true, value: transferValue });
      });
      const result = await settle(
        api.call(endpoints.walletTransfer, { body: { toAccount: 'agent01', amount: 5 } }, { idempotencyKey: createIdempotencyKey() }),
      );
      expect(result).toEqual(transferValue);
      expect(times).toHaveLength(4);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(500);
      expect(gaps[1]).toBeGreaterThan(gaps[0]! / 2);
      expect(gaps[2]).toBeGreaterThanOrEqual(2_000);
    });

    it('gives up after a bounded number of attempts with the last failure', async () => {
      const { api, calls } = client(() => edgeTimeout());
      const error = (await settle(
        api
          .call(endpoints.walletTransfer, { body: { toAccount: 'agent01', amount: 5 } }, { idempotencyKey: createIdempotencyKey() })
          .catch((e: unknown) => e),
      )) as ApiError;
      expect(error).toMatchObject({ kind: 'platform', status: 504, errorCode: 'edge.upstream.timeout' });
      expect(calls).toHaveLength(4);
    });

    it('never asks again for a call without a key, nor after an answer (a refusal, a 500)', async () => {
      const noKey = client(() => edgeTimeout());
      await expect(settle(noKey.api.call(endpoints.memberInfo))).rejects.toMatchObject({ status: 504 });
      expect(noKey.calls).toHaveLength(1);

      const refused = client(() => json({ success: false, value: null, message: 'No', errorCode: 'wallet.insufficient.funds' }));
      await expect(
        settle(
          refused.api.call(endpoints.walletTransfer, { body: { toAccount: 'a', amount: 5 } }, { idempotencyKey: createIdempotencyKey() }),
        ),
      ).rejects.toMatchObject({ errorCode: 'wallet.insufficient.funds' });
      expect(refused.calls).toHaveLength(1);

      const crashed = client(() => json({ success: false, value: null, message: 'busy', errorCode: 'system.error' }, 500));
      await expect(
        settle(
          crashed.api.call(endpoints.walletTransfer, { body: { toAccount: 'a', amount: 5 } }, { idempotencyKey: createIdempotencyKey() }),
        ),
      ).rejects.toMatchObject({ status: 500 });
      expect(crashed.calls).toHaveLength(1);
    });

    it('stops waiting when the caller aborts', async () => {
      const { api, calls } = client(() => edgeTimeout());
      const controller = new AbortController();
      const pending = api
        .call(
          endpoints.walletTransfer,
          { body: { toAccount: 'a', amount: 5 } },
          { idempotencyKey: createIdempotencyKey(), signal: controller.signal },
        )
        .catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(0);
      controller.abort(new DOMException('gone', 'AbortError'));
      expect(await pending).toMatchObject({ name: 'AbortError' });
      expect(calls).toHaveLength(1);
    });
  });

  it('marks every money endpoint idempotent, and only those', () => {
    const money = [
      'deposit',
      'withdraw',
      'withdrawConfirm',
      'walletTransfer',
      'gameWalletTransfer',
      'walletRecallAll',
      'downlineRecall',
      'rewardClaim',
      'manualRebateClaim',
      'pointsRedeem',
      'pointsConvert',
      'dividendRequest',
      'raffleClaim',
      'promotionApply',
      'promotionClaim',
    ];
    const idempotent = Object.entries(endpoints)
      .filter(([, e]) => e.idempotent)
      .map(([name]) => name);
    expect(idempotent.sort()).toEqual([...money].sort());
  });
});

describe('createIdempotencyKey', () => {
  it('makes distinct well-formed keys', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isIdempotencyKey(key)).toBe(true);
  });

  it('falls back to getRandomValues when randomUUID is missing', () => {
    const original = globalThis.crypto;
    const getRandomValues = jest.fn((array: Uint8Array) => {
      for (let i = 0; i < array.length; i += 1) array[i] = (i * 37 + 11) % 256;
      return array;
    });
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues }, configurable: true });
    try {
      const key = createIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(getRandomValues).toHaveBeenCalled();
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });

  it('still makes a key without any crypto', () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(isIdempotencyKey(createIdempotencyKey())).toBe(true);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('multipart uploads', () => {
  const png = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });
  const detail = {
    id: 3,
    category: 'deposit',
    title: 'T',
    state: 'applying',
    action: 'none',
    kind: 'normal',
    application: { id: 9, status: 'applying', remark: 'hi', imageCount: 2, createdAt: 1 },
  };
  const applyAnswer = { promotion: detail, application: detail.application };

  it('sends FormData with repeated image parts and no JSON content type', async () => {
    const { api, calls } = client(() => json({ success: true, value: applyAnswer }));
    await api.call(
      endpoints.promotionApply,
      { body: { promotionId: 3, remark: 'hi', images: [png(10), png(20)] } },
      { idempotencyKey: createIdempotencyKey() },
    );
    const sent = calls[0]!.init.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('promotionId')).toBe('3');
    expect(sent.get('remark')).toBe('hi');
    expect(sent.getAll('images')).toHaveLength(2);
    expect(headersOf(calls[0]!.init)['Content-Type']).toBeUndefined();
  });

  it('refuses a fourth image, a gif and an image over 5 MB before sending', async () => {
    const { api, calls } = client(() => json({ success: true, value: applyAnswer }));
    const key = createIdempotencyKey();
    await expect(
      api.call(endpoints.promotionApply, { body: { promotionId: 3, images: [png(1), png(1), png(1), png(1)] } }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ kind: 'request' });
    const gif = new Blob([new Uint8Array(4)], { type: 'image/gif' });
    await expect(
      api.call(endpoints.promotionApply, { body: { promotionId: 3, images: [gif] } }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ kind: 'request' });
    await expect(
      api.call(endpoints.promotionApply, { body: { promotionId: 3, images: [png(5 * 1024 * 1024 + 1)] } }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ kind: 'request' });
    await expect(
      api.call(endpoints.promotionApply, { body: { promotionId: 3, remark: 'x'.repeat(141) } }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ kind: 'request' });
    expect(calls).toHaveLength(0);
  });

  it('reports upload progress through XMLHttpRequest and parses the answer', async () => {
    const progress: number[] = [];
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    class FakeXhr {
      status = 0;
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        sent.method = method;
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      abort() {
        this.onabort?.();
      }
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = 200;
        this.responseText = JSON.stringify({ success: true, value: applyAnswer });
        this.onload?.();
      }
    }
    const api = createApiClient({
      merchant: 'wl_demo',
      getToken: () => 'tok',
      getLanguage: () => 'EN',
      fetch: (() => Promise.reject(new Error('fetch must not be used'))) as typeof fetch,
      createXhr: () => new FakeXhr(),
    });
    const key = createIdempotencyKey();
    const value = await api.call(
      endpoints.promotionApply,
      { body: { promotionId: 3, images: [png(5)] } },
      { idempotencyKey: key, onUploadProgress: (f) => progress.push(f) },
    );
    expect(value.application.status).toBe('applying');
    expect(progress).toEqual([0.25, 1, 1]);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/wps/relay/PROMOFE_applyPromotion');
    expect(sent.headers).toMatchObject({ Merchant: 'wl_demo', Authorization: 'tok', 'Idempotency-Key': key });
    expect(sent.body).toBeInstanceOf(FormData);
  });

  it('turns an XMLHttpRequest failure into a network error and a platform failure into a platform error', async () => {
    const make = (
      behave: (xhr: { status: number; responseText: string; onload: (() => void) | null; onerror: (() => void) | null }) => void,
    ) =>
      createApiClient({
        merchant: 'm',
        getToken: () => 'tok',
        getLanguage: () => 'EN',
        // One attempt: this test reads how a failure is told, not how a money call is asked again.
        idempotentRetry: { retries: 0 },
        createXhr: () =>
          ({
            upload: {},
            status: 0,
            responseText: '',
            onload: null,
            onerror: null,
            onabort: null,
            open() {},
            setRequestHeader() {},
            abort() {},
            send() {
              behave(this as never);
            },
          }) as never,
      });
    const key = createIdempotencyKey();
    const offline = make((xhr) => xhr.onerror?.());
    await expect(
      offline.call(endpoints.promotionApply, { body: { promotionId: 3 } }, { idempotencyKey: key, onUploadProgress: () => {} }),
    ).rejects.toMatchObject({ kind: 'network' });
    const tooLarge = make((xhr) => {
      xhr.status = 413;
      xhr.responseText = JSON.stringify({ success: false, value: null, message: 'Too large', errorCode: 'request.payload.too.large' });
      xhr.onload?.();
    });
    await expect(
      tooLarge.call(endpoints.promotionApply, { body: { promotionId: 3 } }, { idempotencyKey: key, onUploadProgress: () => {} }),
    ).rejects.toMatchObject({
      kind: 'platform',
      status: 413,
      errorCode: 'request.payload.too.large',
    });
  });
});

describe('apiErrorMessageKey', () => {
  const e = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) => new ApiError({ kind: 'http', endpointId: 'x', ...init });
  it.each([
    [e({ kind: 'network' }), 'errors.network'],
    [e({ kind: 'timeout' }), 'errors.timeout'],
    [e({ kind: 'encryption' }), 'errors.timeout'],
    [e({ kind: 'unauthorized', status: 401 }), 'errors.notLoggedIn'],
    [e({ kind: 'http', status: 500 }), 'errors.siteUnavailable'],
    [e({ kind: 'http', status: 503 }), 'errors.siteUnavailable'],
    [e({ kind: 'http', status: 404 }), 'errors.network'],
    [e({ kind: 'http', status: 403 }), 'errors.accessRestricted'],
    [e({ kind: 'malformed' }), 'errors.malformed'],
    [e({ kind: 'schema' }), 'errors.malformed'],
    [e({ kind: 'request' }), 'errors.invalidInput'],
    [e({ kind: 'platform', errorCode: 'game.maintenance' }), 'errors.gameMaintenance'],
    [e({ kind: 'platform', errorCode: 'member.not.agent' }), 'errors.nonAgent'],
    [e({ kind: 'platform', errorCode: 'member.not.member' }), 'errors.nonMember'],
    [e({ kind: 'platform', errorCode: 'payment.password.required' }), 'errors.verificationFirst'],
    [e({ kind: 'platform', errorCode: 'login.not.session' }), 'errors.sessionExpired'],
    [e({ kind: 'platform', errorCode: 'something.else' }), 'errors.server'],
    [e({ kind: 'platform', status: 413, errorCode: 'request.payload.too.large' }), 'errors.tooLarge'],
    [e({ kind: 'platform', status: 504, errorCode: 'edge.upstream.timeout' }), 'errors.timeout'],
    [e({ kind: 'platform', status: 502, errorCode: 'edge.upstream.unavailable' }), 'errors.siteUnavailable'],
    [e({ kind: 'platform', status: 400, errorCode: 'edge.request.invalid' }), 'errors.invalidInput'],
    [new Error('boom'), 'errors.unexpected'],
  ])('maps %s to %s, a key every language has', (error, key) => {
    expect(apiErrorMessageKey(error)).toBe(key);
    for (const resources of Object.values(commonResources)) {
      const [group, name] = key.split('.') as [keyof typeof resources, string];
      expect((resources[group] as Record<string, string>)[name]).toEqual(expect.any(String));
    }
  });
});

describe('login freshness stamps', () => {
  it('stamps each login it encrypts with the time it was made, and keeps a caller’s own stamp', async () => {
    const bodies: unknown[] = [];
    const cipher = jest.fn((body: unknown) => {
      bodies.push(body);
      return { body: { value: 'sealed' }, encryptionHeader: 'ab12' };
    });
    const f = fakeFetch((url) =>
      url.pathname.endsWith('/key/rsa')
        ? new Response('ab'.repeat(64))
        : json({ success: false, value: null, message: 'no', errorCode: 'x' }),
    );
    const api = createApiClient({
      merchant: 'wl_demo',
      getToken: () => null,
      getLanguage: () => 'EN',
      fetch: f.fn,
      encryptPayload: cipher,
    });
    const before = Date.now();
    await api.call(endpoints.login, { body: { username: 'a', password: 'b' } }).catch(() => undefined);
    await api.call(endpoints.loginV2, { body: { username: 'a', password: 'b', timestamp: 5 } }).catch(() => undefined);
    const stamp = (bodies[0] as { timestamp?: number }).timestamp;
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(bodies[1]).toMatchObject({ timestamp: 5 });
  });
});
