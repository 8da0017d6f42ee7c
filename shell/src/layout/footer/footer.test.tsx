import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, permissionSchema } from 'shared-contracts';
import { createFakeHost, createStubApi, testSystem } from 'shared-contracts/testing';
import { renderWithHost } from '../../testing/render-with-host';
import { Footer } from './footer';
import { vendorLogos } from './vendor-logos';

const lanes = [
  {
    title: 'Slots',
    gameType: 'RNG',
    cards: [
      { vassalage: 'PG', name: 'PG Soft', icon: '/assets-api/vendor-icon/PG.svg' },
      { vassalage: 'JILI', name: 'JILI' },
    ],
  },
  { title: 'Fish', gameType: 'FISH', cards: [{ vassalage: 'JILI', name: 'JILI' }] },
  { title: 'Live', gameType: 'LIVE', cards: [{ vassalage: 'EVO', name: 'Evolution', icon: '/assets-api/vendor-icon/EVO.svg' }] },
];

function systemWithAffiliate() {
  const system = testSystem();
  return {
    ...system,
    permission: permissionSchema.parse({
      ...system.permission,
      info: { resources: [{ resourceType: 'AFFILIATELINK', url: 'https://affiliate.example.com/' }] },
    }),
  };
}

describe('vendorLogos', () => {
  it('keeps one logo per vendor, linking to its first category tab', () => {
    const logos = vendorLogos(lanes as never);
    expect(logos.map((logo) => logo.vassalage)).toEqual(['PG', 'JILI', 'EVO']);
    expect(logos[1]?.href).toBe('/rng?page=JILI');
    expect(logos[2]?.href).toBe('/live?page=EVO');
  });
});

describe('Footer', () => {
  it('shows about, affiliate with customer service, payment logos, 18+ note and copyright', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<Footer />, createFakeHost({ api, system: systemWithAffiliate() }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'About Test Brand' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Affiliate programme' })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute(
      'href',
      'https://affiliate.example.com/',
    );
    for (const name of ['Bank transfer', 'QR banking', 'MoMo e-wallet', 'USDT', 'Visa', 'Mastercard'])
      expect(within(footer).getByRole('img', { name })).toBeInTheDocument();
    expect(footer).toHaveTextContent('18+ only.');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Test Brand. All rights reserved.`);
  });

  it('opens customer service from the affiliate block (blank window first)', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithHost(<Footer />, createFakeHost({ system: systemWithAffiliate() }));
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('', expect.any(String), expect.stringContaining('width=440'));
    open.mockRestore();
  });

  it('shows the vendor logo row linking to each vendor, with the default image when an icon fails', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes } }) });
    renderWithHost(<Footer />, createFakeHost({ api }));
    const pg = await screen.findByRole('img', { name: 'PG Soft' });
    expect(pg).toHaveAttribute('src', '/assets-api/vendor-icon/PG.svg');
    expect(pg.closest('a')).toHaveAttribute('href', '/rng?page=PG');
    fireEvent.error(pg);
    expect(pg.getAttribute('src')).not.toBe('/assets-api/vendor-icon/PG.svg');
    expect(pg).toHaveAttribute('data-fallback', '1');
    // A vendor without an icon gets the default image at once.
    expect(screen.getByRole('img', { name: 'JILI' }).getAttribute('src')).toBe(pg.getAttribute('src'));
    expect(screen.getAllByRole('img', { name: /JILI|PG Soft|Evolution/ })).toHaveLength(3);
  });

  it("never puts an API address with another scheme in an img src or a link's href (javascript:, data:)", async () => {
    const hostile = [{ title: 'Slots', gameType: 'RNG', cards: [{ vassalage: 'PG', name: 'PG Soft', icon: 'javascript:alert(1)' }] }];
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes: hostile } }) });
    const system = testSystem();
    const withHostileLink = {
      ...system,
      permission: permissionSchema.parse({
        ...system.permission,
        info: { resources: [{ resourceType: 'AFFILIATELINK', url: 'javascript:alert(document.cookie)' }] },
      }),
    };
    renderWithHost(<Footer />, createFakeHost({ api, system: withHostileLink }));
    const logo = await screen.findByRole('img', { name: 'PG Soft' });
    expect(logo.getAttribute('src')).not.toMatch(/^javascript:/i);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
  });

  it('hides the vendor row when there are no vendors', async () => {
    const api = createStubApi({ [endpoints.gameVendors.id]: () => ({ data: { lanes: [] } }) });
    renderWithHost(<Footer />, createFakeHost({ api }));
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('heading', { name: 'Game providers' })).not.toBeInTheDocument();
  });
});
