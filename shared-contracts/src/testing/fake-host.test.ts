import { createFakeHost, TEST_BRAND } from './fake-host';
import { createStubApi } from './fake-host';
import { TEST_MEMBER } from './fixtures';
import { DEV_BRAND } from '../dev-host/create-dev-host';

describe('fake host', () => {
  it('loads with brands that pin no remotes (partial pins are valid)', () => {
    expect(TEST_BRAND.remotes).toEqual({});
    expect(DEV_BRAND.merchantCode).toBe('wl_demo');
  });

  it('signs in through the member.info handler and announces it', async () => {
    const api = createStubApi({ 'member.info': () => TEST_MEMBER });
    const host = createFakeHost({ api });
    const events: string[] = [];
    host.bus.on('auth:logged-in', ({ account }) => events.push(account));
    await host.session.signIn('tok');
    expect(host.session.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'tok', member: { account: 'member01' } });
    expect(events).toEqual(['member01']);
  });
});
