import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellI18n } from './i18n';
import { ShellApp } from './shell-app';
import { desEncryptBase64 } from 'shared-contracts/crypto';
import { SITE_CONTACT_KEY, readSiteContact } from './site-contact';
import { SiteLoadError } from './load-site';
import { startSite } from './site-start';
import { createAppQueryClient } from 'shared-contracts/react';

const KEY = 'Ab3dEf7h';
/** A customer-service path as the platform sends it: DES ciphertext, then its 8-character key. */
const encryptedPath = (address: string) => `${desEncryptBase64(address, KEY)}${KEY}`;

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const INDEX = { defaultBrand: 'default', brands: [{ id: 'default', hosts: ['localhost'] }] };

function json(status: number, body: unknown) {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

function mockFetch(brandAnswer: () => Promise<Response>) {
  const fetchMock = jest.fn(async (url: RequestInfo | URL) =>
    String(url).endsWith('/brands/index.json') ? json(200, INDEX) : brandAnswer(),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('hisLang', 'EN');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ShellApp start-up failures (issue 14 item 15)', () => {
  it('a brand file that cannot be read says the site is temporarily unavailable, not to check the connection', async () => {
    mockFetch(async () => json(500, null));
    render(<ShellApp i18n={createShellI18n('EN')} />);
    expect(await screen.findByRole('heading', { name: 'The site is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a problem with your connection.');
    expect(screen.queryByText(/check your connection/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
  });

  it('names the brand and offers customer service where this browser knows them', async () => {
    localStorage.setItem(
      SITE_CONTACT_KEY,
      JSON.stringify({ brandName: 'Lucky Lotto', customerServicePath: encryptedPath('https://chat.example.com/room') }),
    );
    mockFetch(async () => json(404, null));
    render(<ShellApp i18n={createShellI18n('EN')} />);
    expect(await screen.findByRole('heading', { name: 'Lucky Lotto is temporarily unavailable' })).toBeInTheDocument();
    // The remembered path is decrypted on this page (the cipher loads only here).
    const contact = await screen.findByRole('link', { name: 'Contact customer service' });
    expect(contact).toHaveAttribute('href', 'https://chat.example.com/room');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the brand from a brand file that fails its schema', async () => {
    mockFetch(async () => json(200, { id: 'default', name: 'Golden Dragon', remotes: 'broken' }));
    render(<ShellApp i18n={createShellI18n('EN')} />);
    expect(await screen.findByRole('heading', { name: 'Golden Dragon is temporarily unavailable' })).toBeInTheDocument();
  });

  it('asks to check the connection only when the request got no answer, and Retry starts again', async () => {
    const fetchMock = mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<ShellApp i18n={createShellI18n('EN')} />);
    expect(await screen.findByRole('heading', { name: 'We could not load the site' })).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'We could not load the site' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
  });

  it('starts from the start begun before the first render, and Retry loads the brand files again', async () => {
    const fetchMock = mockFetch(async () => json(500, null));
    const i18n = createShellI18n('EN');
    const queryClient = createAppQueryClient();
    const early = startSite(
      Promise.reject(new SiteLoadError('/brands/default.json: network error', 'brand', { reason: 'network' })),
      i18n,
      queryClient,
    );
    early.catch(() => undefined);
    render(<ShellApp i18n={i18n} siteStart={early} queryClient={queryClient} />);
    // The early load's failure is the one shown (no brand file was fetched by the first start).
    expect(await screen.findByRole('heading', { name: 'We could not load the site' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The site is temporarily unavailable' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/brands/index.json', '/brands/default.json']);
  });

  it('is translated (CN)', async () => {
    mockFetch(async () => json(500, null));
    render(<ShellApp i18n={createShellI18n('CN')} />);
    expect(await screen.findByRole('heading', { name: '网站暂时无法访问' })).toBeInTheDocument();
  });

  it('offers no link when the remembered path decrypts to an address that is not http(s), or does not decrypt', async () => {
    for (const customerServicePath of [encryptedPath('javascript:alert(1)'), `${'x'.repeat(12)}${KEY}`]) {
      localStorage.setItem(SITE_CONTACT_KEY, JSON.stringify({ brandName: 'Lucky Lotto', customerServicePath }));
      mockFetch(async () => json(404, null));
      const { unmount } = render(<ShellApp i18n={createShellI18n('EN')} />);
      expect(await screen.findByRole('heading', { name: 'Lucky Lotto is temporarily unavailable' })).toBeInTheDocument();
      // One task later the decryption (microtasks in jest) has settled: the link never appears.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
      unmount();
    }
  });
});

describe('readSiteContact', () => {
  it('keeps a well-formed name and path, and nothing else', () => {
    localStorage.setItem(
      SITE_CONTACT_KEY,
      JSON.stringify({ brandName: 'X', customerServicePath: 42, customerServiceUrl: 'https://a.example' }),
    );
    expect(readSiteContact(localStorage)).toEqual({ brandName: 'X' });
    localStorage.setItem(SITE_CONTACT_KEY, JSON.stringify({ brandName: 'X', customerServicePath: 'p'.repeat(3000) }));
    expect(readSiteContact(localStorage)).toEqual({ brandName: 'X' });
    localStorage.setItem(SITE_CONTACT_KEY, '{not json');
    expect(readSiteContact(localStorage)).toBeNull();
  });
});
