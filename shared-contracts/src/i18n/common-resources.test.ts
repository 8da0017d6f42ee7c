import { commonTranslations } from './common-resources';
import { commonResources } from './common-resources.fixture';

/** The §8 messages the UI shows, by `common` key. */
const SPEC_MESSAGES = [
  'errors.network',
  'errors.timeout',
  'errors.notLoggedIn',
  'errors.sessionExpired',
  'errors.accountLoadFailed',
  'actions.retry',
  'errors.siteUnavailable',
  'errors.invalidUrl',
  'errors.popupBlocked',
  'errors.gameMaintenance',
  'errors.nonMember',
  'errors.nonAgent',
  'errors.verificationFirst',
  'errors.accessRestricted',
] as const;

const lookup = (resources: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);

describe('common resources', () => {
  it.each(SPEC_MESSAGES)('has %s in every shipped language, translated', (key) => {
    const english = lookup(commonResources.EN, key);
    expect(english).toEqual(expect.any(String));
    for (const [language, resources] of Object.entries(commonResources)) {
      const text = lookup(resources, key);
      expect(typeof text === 'string' && text.length > 0).toBe(true);
      if (language !== 'EN') expect(text).not.toBe(english);
    }
  });

  it('says the session ended in the spec words', () => {
    expect(commonResources.EN.errors.sessionExpired).toBe('Your session has ended. Please log in again.');
    expect(commonResources.EN.errors.nonMember).toBe('Non-member account unable to login.');
    expect(commonResources.EN.errors.nonAgent).toBe('Non-agents cannot log in.');
  });

  it('loads each language from its own file', async () => {
    expect(await commonTranslations.load('TH')).toEqual(commonResources.TH);
  });

  it('has the same keys in every language', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const english = keys(commonResources.EN).sort();
    for (const resources of Object.values(commonResources)) expect(keys(resources).sort()).toEqual(english);
  });
});
