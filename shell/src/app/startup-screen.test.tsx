import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { StartupScreen } from './startup-screen';

/** The page's own start-up screen: what `#root` holds in shell/public/index.html. */
function startupScreenInPage(): HTMLElement {
  const html = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const root = page.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

describe('StartupScreen', () => {
  it('is the screen the page paints before any script, with its text added', () => {
    const inPage = startupScreenInPage();
    // React's render, text left out, is the page's markup node for node (React replaces the page's
    // screen with its own: any difference would show as a jump on every start).
    // (The page's source is formatted: whitespace between its tags is not part of the screen.)
    const { container } = render(<StartupScreen text="" />);
    expect(container.innerHTML).toBe(inPage.innerHTML.trim().replace(/>\s+</g, '><'));
    expect(inPage.querySelector('[role="status"] svg')).not.toBeNull();
  });

  it('says what is loading, as a status', () => {
    render(<StartupScreen text="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
