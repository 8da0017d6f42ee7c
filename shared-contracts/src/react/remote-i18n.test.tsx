import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createAppI18n, loadAppLanguage, pendingAppLanguage, preloadAppTexts, retryAppLanguage } from './remote-i18n';
import { RemoteProviders, createAppQueryClient } from './remote-providers';
import { HostProvider } from './host-context';
import { createFakeHost } from '../testing/fake-host';
import { inlineTranslations } from '../testing/inline-translations';
import { defineTranslations, type TranslationBundle, type TranslationLoaders } from '../i18n/translations';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../i18n/languages';
import { act } from 'react';

const resources = { EN: { greeting: 'Hello' }, TY: { greeting: 'Xin chào' }, CN: { greeting: '你好' } };
const demo = inlineTranslations('demo', resources);

/** Translations whose loads the test resolves (or fails) by hand, counting every load. */
function manualTranslations(namespace: string) {
  const calls: TranslatedLanguage[] = [];
  const waiting = new Map<TranslatedLanguage, { resolve: (bundle: TranslationBundle) => void; reject: (error: Error) => void }>();
  const loaders = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      () => {
        calls.push(language);
        return new Promise<TranslationBundle>((resolve, reject) => waiting.set(language, { resolve, reject }));
      },
    ]),
  ) as unknown as TranslationLoaders;
  const settle = async (language: TranslatedLanguage, outcome: TranslationBundle | Error) => {
    const entry = waiting.get(language)!;
    waiting.delete(language);
    await act(async () => {
      if (outcome instanceof Error) entry.reject(outcome);
      else entry.resolve(outcome);
    });
  };
  return { translations: defineTranslations(namespace, loaders), calls, settle };
}

describe('createAppI18n', () => {
  it('translates in TY (the default); a code without a file uses EN', async () => {
    const i18n = createAppI18n({ translations: demo });
    expect(i18n.t('greeting')).toBe('Xin chào');
    await loadAppLanguage(i18n, 'JA');
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting')).toBe('Hello');
    await loadAppLanguage(i18n, 'CN');
    expect(i18n.t('greeting')).toBe('你好');
  });

  it('carries the shared common namespace', () => {
    const i18n = createAppI18n({ translations: demo, language: 'EN' });
    expect(i18n.t('common:actions.retry')).toBe('Try again');
    expect(i18n.t('in_sure_logout')).toBe('Are you sure you want to sign out?');
  });

  it('warns in the console about a key missing in the active language (there is no fallback language)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const i18n = createAppI18n({ translations: demo, language: 'CN' });
      expect(i18n.t('greeting')).toBe('你好');
      expect(warn).not.toHaveBeenCalled();
      expect(i18n.t('header.nope')).toBe('header.nope');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^i18next::translator: missingKey .* demo header\.nope$/));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('loading one language at a time', () => {
  it('loads only the starting language, and another one only when asked', async () => {
    const manual = manualTranslations('lazy1');
    const i18n = createAppI18n({ translations: manual.translations, language: 'TH' });
    const pending = pendingAppLanguage(i18n);
    expect(pending).toBeInstanceOf(Promise);
    expect(pendingAppLanguage(i18n)).toBe(pending);
    expect(manual.calls).toEqual(['TH']);
    await manual.settle('TH', { greeting: 'สวัสดี' });
    await pending;
    expect(pendingAppLanguage(i18n)).toBeUndefined();
    expect(i18n.t('greeting')).toBe('สวัสดี');

    const switching = loadAppLanguage(i18n, 'VI');
    expect(manual.calls).toEqual(['TH', 'VI']);
    // The old texts stay until the new ones are there.
    expect(i18n.t('greeting')).toBe('สวัสดี');
    await manual.settle('VI', { greeting: 'Xin chào' });
    await switching;
    expect(i18n.t('greeting')).toBe('Xin chào');
    // A language loaded once is not fetched again.
    await loadAppLanguage(i18n, 'TH');
    await loadAppLanguage(i18n, 'VI');
    expect(manual.calls).toEqual(['TH', 'VI']);
  });

  it("starts the page language's download when the code is evaluated; the instance created later shares it", async () => {
    const manual = manualTranslations('early1');
    const extra = manualTranslations('early1-extra');
    // No language code on the page (a test, a host that does not set it): nothing is downloaded.
    preloadAppTexts({ translations: manual.translations, extra: [extra.translations] });
    expect(manual.calls).toEqual([]);

    document.documentElement.setAttribute('data-language', 'CN');
    try {
      preloadAppTexts({ translations: manual.translations, extra: [extra.translations] });
      expect(manual.calls).toEqual(['CN']);
      expect(extra.calls).toEqual(['CN']);
      // The first render's instance waits for the same downloads instead of starting its own.
      const i18n = createAppI18n({ translations: manual.translations, extra: [extra.translations], language: 'CN' });
      const pending = pendingAppLanguage(i18n);
      expect(pending).toBeInstanceOf(Promise);
      expect(manual.calls).toEqual(['CN']);
      await manual.settle('CN', { greeting: '你好' });
      await extra.settle('CN', {});
      await pending;
      expect(i18n.t('greeting')).toBe('你好');
      expect(manual.calls).toEqual(['CN']);
    } finally {
      document.documentElement.removeAttribute('data-language');
    }
  });

  it('a failed early download is tried again where the texts are awaited', async () => {
    const manual = manualTranslations('early2');
    document.documentElement.setAttribute('data-language', 'TH');
    try {
      preloadAppTexts({ translations: manual.translations });
      await manual.settle('TH', new Error('chunk failed'));
      const i18n = createAppI18n({ translations: manual.translations, language: 'TH' });
      const pending = pendingAppLanguage(i18n);
      expect(manual.calls).toEqual(['TH', 'TH']);
      await manual.settle('TH', { greeting: 'สวัสดี' });
      await pending;
      expect(i18n.t('greeting')).toBe('สวัสดี');
    } finally {
      document.documentElement.removeAttribute('data-language');
    }
  });

  it('lets the last of two quick switches win, even when the first one loads last', async () => {
    const manual = manualTranslations('lazy2');
    const i18n = createAppI18n({ translations: manual.translations, language: 'EN' });
    const first = loadAppLanguage(i18n, 'CN');
    const second = loadAppLanguage(i18n, 'ID');
    await manual.settle('ID', { greeting: 'Halo' });
    await second;
    await manual.settle('CN', { greeting: '你好' });
    await first;
    expect(i18n.language).toBe('id');
    expect(i18n.t('greeting')).toBe('Halo');
  });

  it('keeps a failed load (no retry loop) until a retry asks again', async () => {
    const manual = manualTranslations('lazy3');
    const i18n = createAppI18n({ translations: manual.translations, language: 'EN' });
    const pending = pendingAppLanguage(i18n)!;
    await manual.settle('EN', new Error('chunk failed'));
    await expect(pending).rejects.toThrow('chunk failed');
    expect(pendingAppLanguage(i18n)).toBe(pending);
    expect(manual.calls).toEqual(['EN']);
    retryAppLanguage(i18n);
    const again = pendingAppLanguage(i18n)!;
    expect(again).not.toBe(pending);
    expect(manual.calls).toEqual(['EN', 'EN']);
    await manual.settle('EN', { greeting: 'Hello' });
    await again;
    expect(i18n.t('greeting')).toBe('Hello');
  });
});

function Greeting() {
  const { t } = useTranslation('demo');
  return <p>{t('greeting')}</p>;
}

/** Renders the greeting as a remote would: inside the host and RemoteProviders. */
function renderGreeting(host: ReturnType<typeof createFakeHost>, i18n: ReturnType<typeof createAppI18n>) {
  return render(
    <HostProvider host={host}>
      <RemoteProviders remote="demo" i18n={i18n} queryClient={createAppQueryClient()}>
        <Greeting />
      </RemoteProviders>
    </HostProvider>,
  );
}

describe('RemoteProviders', () => {
  it('follows the host language through the bus', async () => {
    const host = createFakeHost({ language: 'EN' });
    const i18n = createAppI18n({ translations: demo });
    renderGreeting(host, i18n);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => host.i18n.setLanguage('TY'));
    expect(await screen.findByText('Xin chào')).toBeInTheDocument();
  });

  it('shows the remote once its texts in the starting language are loaded', async () => {
    const host = createFakeHost({ language: 'CN' });
    const manual = manualTranslations('demo');
    const i18n = createAppI18n({ translations: manual.translations, language: 'CN' });
    await act(async () => renderGreeting(host, i18n));
    expect(screen.queryByText(/greeting/)).not.toBeInTheDocument();
    await manual.settle('CN', { greeting: '你好' });
    expect(await screen.findByText('你好')).toBeInTheDocument();
  });

  it('shows the translated fallback with Retry when the texts cannot load, and Retry loads again', async () => {
    const host = createFakeHost({ language: 'EN' });
    const manual = manualTranslations('demo');
    const i18n = createAppI18n({ translations: manual.translations, language: 'EN' });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => renderGreeting(host, i18n));
    await manual.settle('EN', new Error('chunk failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');
    spy.mockRestore();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await manual.settle('EN', { greeting: 'Hello' });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('contains a render error in a translated fallback and reports it on the bus', () => {
    const host = createFakeHost({ language: 'EN' });
    const failures: string[] = [];
    host.bus.on('remote:failed', ({ remote }) => failures.push(remote));
    const Broken = () => {
      throw new Error('boom');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <HostProvider host={host}>
        <RemoteProviders remote="demo" i18n={createAppI18n({ translations: demo })} queryClient={createAppQueryClient()}>
          <Broken />
        </RemoteProviders>
      </HostProvider>,
    );
    spy.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(failures).toEqual(['demo']);
  });
});
