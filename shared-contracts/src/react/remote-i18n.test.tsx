import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createAppI18n, i18nextLanguage } from './remote-i18n';
import { RemoteProviders, createAppQueryClient } from './remote-providers';
import { HostProvider } from './host-context';
import { createFakeHost } from '../testing/fake-host';
import { act } from 'react';

const resources = { EN: { greeting: 'Hello' }, TY: { greeting: 'Xin chào' }, CN: { greeting: '你好' } };

describe('createAppI18n', () => {
  it('translates in TY (the default) and falls back to EN for a code without a file', async () => {
    const i18n = createAppI18n({ namespace: 'demo', resources });
    expect(i18n.t('greeting')).toBe('Xin chào');
    await i18n.changeLanguage(i18nextLanguage('JA'));
    expect(i18n.t('greeting')).toBe('Hello');
    await i18n.changeLanguage(i18nextLanguage('CN'));
    expect(i18n.t('greeting')).toBe('你好');
  });

  it('carries the shared common namespace', () => {
    const i18n = createAppI18n({ namespace: 'demo', resources, language: 'EN' });
    expect(i18n.t('common:actions.retry')).toBe('Try again');
    expect(i18n.t('in_sure_logout')).toBe('Are you sure you want to sign out?');
  });

  it('warns in the console about a key found in no language, and not about one found through the EN fallback', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const i18n = createAppI18n({ namespace: 'demo', resources: { EN: { greeting: 'Hello', onlyEnglish: 'Only' } }, language: 'CN' });
      expect(i18n.t('onlyEnglish')).toBe('Only');
      expect(warn).not.toHaveBeenCalled();
      expect(i18n.t('header.nope')).toBe('header.nope');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^i18next::translator: missingKey .* demo header\.nope$/));
    } finally {
      warn.mockRestore();
    }
  });
});

function Greeting() {
  const { t } = useTranslation('demo');
  return <p>{t('greeting')}</p>;
}

describe('RemoteProviders', () => {
  it('follows the host language through the bus', () => {
    const host = createFakeHost({ language: 'EN' });
    const i18n = createAppI18n({ namespace: 'demo', resources });
    render(
      <HostProvider host={host}>
        <RemoteProviders remote="demo" i18n={i18n} queryClient={createAppQueryClient()}>
          <Greeting />
        </RemoteProviders>
      </HostProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => host.i18n.setLanguage('TY'));
    expect(screen.getByText('Xin chào')).toBeInTheDocument();
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
        <RemoteProviders remote="demo" i18n={createAppI18n({ namespace: 'demo', resources })} queryClient={createAppQueryClient()}>
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
