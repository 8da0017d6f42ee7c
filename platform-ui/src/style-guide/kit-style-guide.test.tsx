import '../testing/dom-shims';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../testing/render-with-kit';
import { KitStyleGuide } from './kit-style-guide';

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  })) as unknown as typeof window.matchMedia;
});

function renderGuide() {
  const i18n = createTestI18n('EN');
  return render(
    <I18nextProvider i18n={i18n}>
      <KitStyleGuide />
    </I18nextProvider>,
  );
}

describe('KitStyleGuide', () => {
  it('shows every component in a light and a dark panel under one h1', () => {
    renderGuide();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    expect(sections).toEqual(
      expect.arrayContaining(['Money', 'PageFrame', 'RecordsTable and DateRangeFilter', 'ImagePicker', 'Tabs', 'ComboBox', 'Carousel']),
    );
    for (const name of sections) {
      expect(screen.getByRole('group', { name: `${name}: light` })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: `${name}: dark` })).toBeInTheDocument();
    }
    const dark = screen.getByRole('group', { name: 'RecordsTable and DateRangeFilter: dark' });
    expect(within(dark).getByRole('table', { name: 'Betting record (sample)' })).toBeInTheDocument();
    expect(within(dark).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sanitizes its hostile sample and opens the overlays', async () => {
    const user = userEvent.setup();
    const { container } = renderGuide();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const overlays = screen.getByRole('group', { name: /CentreOverlay.*: light/ });
    await user.click(within(overlays).getByRole('button', { name: 'CentreOverlay' }));
    expect(screen.getByRole('dialog', { name: 'Member centre (sample)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(overlays).getByRole('button', { name: 'AlertDialog' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sign out?' })).toBeInTheDocument();
  });
});
