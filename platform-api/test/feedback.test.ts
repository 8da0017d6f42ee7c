import { endpoints } from 'shared-contracts';
import { clientAs, createTestApp, failure, headers, loginAs, type TestApp } from './helpers';

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

/** A raw multipart PUT (bypassing the client's own checks, as a hostile client would). */
async function rawFeedback(token: string, fields: Record<string, string>, files: { name: string; blob: Blob }[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('images', file.blob, file.name);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return t.app.inject({
    method: 'PUT',
    url: endpoints.feedback.path,
    headers: { ...headers(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const stored = () =>
  t.db
    .prepare('SELECT f.content, i.mime, i.size FROM feedback f LEFT JOIN feedback_images i ON i.feedback_id = f.id ORDER BY f.id, i.id')
    .all();

describe('feedback', () => {
  it('takes the content and up to 3 images through the client (multipart), stores them and lists them on the control surface', async () => {
    const member = await clientAs(t.app, 'member01');
    const sent = await member.call(endpoints.feedback, {
      body: { content: 'More lottery games please', images: [png(2_000), jpg(3_000)] },
    });
    expect(sent).toEqual({ feedbackId: expect.any(Number), imageCount: 2 });
    expect(stored()).toEqual([
      { content: 'More lottery games please', mime: 'image/png', size: 2_000 },
      { content: 'More lottery games please', mime: 'image/jpeg', size: 3_000 },
    ]);
    const plain = await member.call(endpoints.feedback, { body: { content: 'Text only feedback here' } });
    expect(plain.imageCount).toBe(0);
    const listed = (await t.app.inject({ method: 'GET', url: '/__control/feedback' })).json().feedback;
    expect(listed[0]).toMatchObject({ id: plain.feedbackId, account: 'member01', imageCount: 0, imageTypes: [] });
    expect(listed[1]).toMatchObject({ id: sent.feedbackId, account: 'member01', imageCount: 2, imageTypes: ['image/png', 'image/jpeg'] });
  });

  it('refuses guests, trial accounts, JSON bodies, a 6 MB image, a fourth image, a gif and long content; nothing is stored', async () => {
    const token = await loginAs(t.app, 'member01');
    expect((await rawFeedback('', { content: 'hello there friends' }, [])).statusCode).toBe(401);
    const trial = await failure((await clientAs(t.app, 'trial01')).call(endpoints.feedback, { body: { content: 'hello there friends' } }));
    expect(trial.errorCode).toBe('member.trial.account');
    const json = await t.app.inject({
      method: 'PUT',
      url: endpoints.feedback.path,
      headers: headers(token),
      payload: { content: 'hello there friends' },
    });
    expect(json.statusCode).toBe(400);
    const big = await rawFeedback(token, { content: 'hello there friends' }, [{ name: 'big.png', blob: png(6 * 1024 * 1024) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errorCode: 'request.payload.too.large' });
    const four = await rawFeedback(
      token,
      { content: 'hello there friends' },
      [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, blob: png(100) })),
    );
    expect(four.statusCode).toBe(413);
    const gif = await rawFeedback(token, { content: 'hello there friends' }, [
      { name: 'a.gif', blob: new Blob([Buffer.from('GIF89a....')], { type: 'image/png' }) },
    ]);
    expect(gif.statusCode).toBe(400);
    const long = await rawFeedback(token, { content: 'x'.repeat(141) }, []);
    expect(long.statusCode).toBe(400);
    expect(stored()).toEqual([]);
    const ok = await rawFeedback(token, { content: 'hello there friends' }, [{ name: 'a.png', blob: png(5 * 1024 * 1024) }]);
    expect(ok.json()).toMatchObject({ success: true, value: { imageCount: 1 } });
  });
});
