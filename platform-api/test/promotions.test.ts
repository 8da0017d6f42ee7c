import { randomUUID } from 'node:crypto';
import { PROMOTION_STATES, createIdempotencyKey, endpoints } from 'shared-contracts';
import { clientAs, createTestApp, failure, headers, loginAs, moneyHeaders, walletsOffLedger, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/__control/reset' });
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number) => new Blob([Buffer.concat([PNG_SIGNATURE, Buffer.alloc(Math.max(0, bytes - 8), 7)])], { type: 'image/png' });
const jpg = (bytes: number) =>
  new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 1)])], { type: 'image/jpeg' });

/** A raw multipart request (bypassing the client's own checks, as a hostile client would). */
async function rawApply(token: string, fields: Record<string, string>, files: { name: string; blob: Blob }[], key = randomUUID()) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files) form.append('images', file.blob, file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: endpoints.promotionApply.path,
    headers: { ...moneyHeaders(token, key), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('promotions', () => {
  it('answers every activity state for member01, and the public ones to a guest', async () => {
    const member = await clientAs(t.app, 'member01');
    const list = (await member.call(endpoints.promotionList)).list;
    expect(new Set(list.map((p) => p.state))).toEqual(new Set(PROMOTION_STATES));
    expect(list.find((p) => p.state === 'issued')!.action).toBe('claim');
    expect(list.find((p) => p.kind === 'raffle' && p.state === 'join')!.action).toBe('draw');
    const coming = list.find((p) => p.state === 'comingSoon')!;
    expect(coming.startTime).toBeGreaterThan(Date.now());
    const guest = await t.app.inject({ method: 'GET', url: endpoints.promotionList.path, headers: headers() });
    expect(new Set(guest.json().value.list.map((p: { state: string }) => p.state))).toEqual(new Set(['join', 'comingSoon', 'closed']));
  });

  it('opens one promotion with content, terms, period and the caller’s application', async () => {
    const member = await clientAs(t.app, 'member01');
    const rejected = (await member.call(endpoints.promotionList)).list.find((p) => p.state === 'rejected')!;
    const detail = await member.call(endpoints.promotionDetail, { query: { id: rejected.id } });
    expect(detail).toMatchObject({
      state: 'rejected',
      action: 'apply',
      terms: expect.stringContaining('<ol>'),
      application: { status: 'rejected', rejectReason: expect.any(String) },
    });
    expect(detail.content).toContain('<h2>');
    const guest = await t.app.inject({ method: 'GET', url: `${endpoints.promotionDetail.path}?id=${rejected.id}`, headers: headers() });
    expect(guest.json().value).toMatchObject({ state: 'join', application: null });
    expect((await t.app.inject({ method: 'GET', url: `${endpoints.promotionDetail.path}?id=9999`, headers: headers() })).statusCode).toBe(
      404,
    );
  });

  it('applies with a remark and two images (progress through the client), a reviewer approves, the member claims the bonus', async () => {
    const member = await clientAs(t.app, 'member01');
    const join = (await member.call(endpoints.promotionList)).list.find(
      (p) => p.state === 'join' && p.kind === 'normal' && p.bonusAmount > 0,
    )!;
    const applied = await member.call(endpoints.promotionApply, {
      body: { promotionId: join.id, remark: 'Deposited 100 yesterday', images: [png(2_000), jpg(3_000)] },
    });
    expect(applied.application).toMatchObject({ status: 'applying', remark: 'Deposited 100 yesterday', imageCount: 2 });
    expect(applied.promotion).toMatchObject({ id: join.id, state: 'applying', action: 'none' });
    const stored = t.db.prepare('SELECT mime, size FROM promotion_images WHERE application_id = ? ORDER BY id').all(applied.application.id);
    expect(stored).toEqual([
      { mime: 'image/png', size: 2_000 },
      { mime: 'image/jpeg', size: 3_000 },
    ]);
    const again = await failure(member.call(endpoints.promotionApply, { body: { promotionId: join.id } }));
    expect(again.errorCode).toBe('promotion.action.not.allowed');

    const listed = (await t.app.inject({ method: 'GET', url: '/__control/promotion-applications?status=applying' })).json().applications;
    expect(listed).toContainEqual(expect.objectContaining({ id: applied.application.id, account: 'member01', promotionId: join.id }));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/__control/promotion-applications/${applied.application.id}`,
      payload: { decision: 'approve' },
    });
    expect(approved.json().application).toMatchObject({ status: 'issued' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/__control/promotion-applications/${applied.application.id}`,
          payload: { decision: 'reject' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await member.call(endpoints.promotionDetail, { query: { id: join.id } })).state).toBe('issued');

    const before = (await member.call(endpoints.walletBalance)).sumBalance;
    const key = createIdempotencyKey();
    const [claimed, replay] = await Promise.all([
      member.call(endpoints.promotionClaim, { body: { promotionId: join.id } }, { idempotencyKey: key }),
      member.call(endpoints.promotionClaim, { body: { promotionId: join.id } }, { idempotencyKey: key }),
    ]);
    expect(claimed).toEqual(replay);
    expect(claimed).toMatchObject({ amount: join.bonusAmount, promotion: { state: 'claimed' } });
    expect((await member.call(endpoints.walletBalance)).sumBalance).toBeCloseTo(before + join.bonusAmount, 2);
    expect((await failure(member.call(endpoints.promotionClaim, { body: { promotionId: join.id } }))).errorCode).toBe(
      'promotion.action.not.allowed',
    );
    expect(walletsOffLedger(t.db)).toEqual([]);
  });

  it('a rejected application can be made again; a promotion without review is joined at once; processing is paid by the reviewer', async () => {
    const member = await clientAs(t.app, 'member01');
    const list = (await member.call(endpoints.promotionList)).list;
    const join = list.find((p) => p.state === 'join' && p.kind === 'normal')!;
    const first = await member.call(endpoints.promotionApply, { body: { promotionId: join.id, remark: 'first' } });
    await t.app.inject({
      method: 'POST',
      url: `/__control/promotion-applications/${first.application.id}`,
      payload: { decision: 'reject', reason: 'No deposit found' },
    });
    const detail = await member.call(endpoints.promotionDetail, { query: { id: join.id } });
    expect(detail).toMatchObject({ state: 'rejected', action: 'apply', application: { rejectReason: 'No deposit found' } });
    expect((await member.call(endpoints.promotionApply, { body: { promotionId: join.id, remark: 'second' } })).application.status).toBe(
      'applying',
    );

    const noReview = (await member.call(endpoints.promotionList, { query: { category: 'referral' } })).list[0]!;
    expect((await member.call(endpoints.promotionApply, { body: { promotionId: noReview.id } })).promotion.state).toBe('joined');

    const processing = list.find((p) => p.state === 'processing')!;
    const application = (await member.call(endpoints.promotionDetail, { query: { id: processing.id } })).application!;
    const before = (await member.call(endpoints.walletBalance)).sumBalance;
    await t.app.inject({ method: 'POST', url: `/__control/promotion-applications/${application.id}`, payload: { decision: 'approve' } });
    expect((await member.call(endpoints.promotionDetail, { query: { id: processing.id } })).state).toBe('claimed');
    expect((await member.call(endpoints.walletBalance)).sumBalance).toBeCloseTo(before + processing.bonusAmount, 2);
  });

  it('refuses raffles, coming-soon and closed promotions, guests and trial accounts', async () => {
    const member = await clientAs(t.app, 'member01');
    const list = (await member.call(endpoints.promotionList)).list;
    for (const p of [
      list.find((x) => x.kind === 'raffle')!,
      list.find((x) => x.state === 'comingSoon')!,
      list.find((x) => x.state === 'closed')!,
    ]) {
      expect((await failure(member.call(endpoints.promotionApply, { body: { promotionId: p.id } }))).errorCode).toBe(
        'promotion.action.not.allowed',
      );
    }
    const guest = await rawApply('', { promotionId: '2001' }, []);
    expect(guest.statusCode).toBe(401);
    const trial = await failure((await clientAs(t.app, 'trial01')).call(endpoints.promotionApply, { body: { promotionId: 2001 } }));
    expect(trial.errorCode).toBe('member.trial.account');
  });

  it('enforces the upload limits on the server: a 6 MB image or a fourth image is 413, a gif is 400, a long remark is 400; nothing is stored', async () => {
    const token = await loginAs(t.app, 'member01');
    const count = () => t.db.prepare('SELECT count(*) FROM promotion_applications').pluck().get() as number;
    const before = count();
    const big = await rawApply(token, { promotionId: '2001' }, [{ name: 'big.png', blob: png(6 * 1024 * 1024) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errorCode: 'request.payload.too.large' });
    const four = await rawApply(
      token,
      { promotionId: '2001' },
      [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, blob: png(100) })),
    );
    expect(four.statusCode).toBe(413);
    const gif = await rawApply(token, { promotionId: '2001' }, [
      { name: 'a.gif', blob: new Blob([Buffer.from('GIF89a....')], { type: 'image/png' }) },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ success: false, value: { fieldErrors: { images: expect.any(String) } } });
    const long = await rawApply(token, { promotionId: '2001', remark: 'x'.repeat(141) }, []);
    expect(long.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: endpoints.promotionApply.path,
      headers: moneyHeaders(token),
      payload: { promotionId: 2001 },
    });
    expect(json.statusCode).toBe(400);
    expect(count()).toBe(before);
    const ok = await rawApply(token, { promotionId: '2001', remark: 'ok' }, [{ name: 'a.png', blob: png(5 * 1024 * 1024) }]);
    expect(ok.json()).toMatchObject({ success: true, value: { application: { imageCount: 1 } } });
  });

  it('replays an application sent twice with one key (the same images), and refuses the key with other images', async () => {
    const token = await loginAs(t.app, 'member01');
    const key = randomUUID();
    const first = await rawApply(token, { promotionId: '2001', remark: 'once' }, [{ name: 'a.png', blob: png(500) }], key);
    const second = await rawApply(token, { promotionId: '2001', remark: 'once' }, [{ name: 'a.png', blob: png(500) }], key);
    expect(second.json()).toEqual(first.json());
    expect(t.db.prepare("SELECT count(*) FROM promotion_applications WHERE remark = 'once'").pluck().get()).toBe(1);
    const other = await rawApply(token, { promotionId: '2001', remark: 'once' }, [{ name: 'a.png', blob: png(501) }], key);
    expect(other.json()).toMatchObject({ errorCode: 'idempotency.conflict' });
  });
});

describe('VIP', () => {
  it('answers the ladder to a guest and the progress to a member', async () => {
    const guest = (await t.app.inject({ method: 'GET', url: endpoints.vipLevels.path, headers: headers() })).json().value;
    expect(guest.progress).toBeNull();
    expect(guest.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(guest.levels[1]).toMatchObject({
      clubLabel: { labelName: 'VIP1', color: expect.stringMatching(/^#/) },
      depositRequired: 500,
      validBetRequired: 2000,
    });
    const member = await clientAs(t.app, 'member01');
    const vip = await member.call(endpoints.vipLevels);
    expect(vip.progress).toMatchObject({ level: 1, nextLevel: 2 });
    expect(vip.progress!.fraction).toBeGreaterThanOrEqual(0);
    expect(vip.progress!.fraction).toBeLessThanOrEqual(1);
    expect(vip.progress!.depositNeeded).toBeCloseTo(Math.max(0, 2000 - vip.progress!.depositTotal), 2);
  });
});
