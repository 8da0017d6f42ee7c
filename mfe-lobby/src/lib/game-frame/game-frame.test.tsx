import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSystem, type FakeHostOptions } from 'shared-contracts/testing';
import { LobbyProviders } from '../../testing/lobby-providers';
import { renderWithHost } from '../../testing/render-with-host';
import { GameFrame } from './game-frame';

function systemWithCdns(launchGameCDNs: string[]) {
  const system = testSystem();
  return { ...system, permission: { ...system.permission, info: { ...system.permission.info, launchGameCDNs } } };
}

function renderFrame(url: string, host: FakeHostOptions = {}) {
  return renderWithHost(
    <LobbyProviders>
      <GameFrame />
    </LobbyProviders>,
    { url: `/game?url=${encodeURIComponent(url)}`, host },
  );
}

describe('GameFrame', () => {
  it('embeds a demo game of the reference API in a tightly sandboxed frame', () => {
    renderFrame('http://localhost/demo-games/slot?t=1');
    const frame = screen.getByTitle('Game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://localhost/demo-games/slot?t=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('embeds a game from a launch CDN of the system settings', () => {
    renderFrame('https://cdn.games.test/play/1', { system: systemWithCdns(['https://cdn.games.test']) });
    expect(screen.getByTitle('Game')).toHaveAttribute('src', 'https://cdn.games.test/play/1');
    expect(screen.getByTitle('Game')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it('refuses another page of this site (only the demo games may be framed from here)', () => {
    renderFrame('/game?url=%2Fdemo-games%2F1', { system: systemWithCdns(['http://localhost']) });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('The game address is not from an allowed game server.')).toBeInTheDocument();
  });

  it('asks for a wallet refresh when the framed game reports a new balance, from that frame only', () => {
    const { host } = renderFrame('/demo-games/slot');
    const refreshes: unknown[] = [];
    host.bus.on('wallet:refresh-requested', (payload) => refreshes.push(payload));
    const frame = screen.getByTitle<HTMLIFrameElement>('Game');
    const message = (init: MessageEventInit) => act(() => void window.dispatchEvent(new MessageEvent('message', init)));
    message({ data: { type: 'demo-game:balance', balance: 99 }, origin: 'http://localhost', source: window });
    message({ data: { type: 'demo-game:balance', balance: 99 }, origin: 'https://evil.test', source: frame.contentWindow });
    message({ data: { type: 'other' }, origin: 'http://localhost', source: frame.contentWindow });
    expect(refreshes).toEqual([]);
    message({ data: { type: 'demo-game:balance', balance: 99 }, origin: 'http://localhost', source: frame.contentWindow });
    expect(refreshes).toEqual([{ reason: 'game' }]);
  });

  it('refuses a javascript: address with a link back to the lobby', () => {
    renderFrame('javascript:alert(document.cookie)');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('This game cannot be shown here.')).toBeInTheDocument();
    expect(screen.getByText('The game address is not a web address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });

  it('refuses a foreign origin', () => {
    renderFrame('https://evil.test/phish', { system: systemWithCdns(['https://cdn.games.test']) });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('The game address is not from an allowed game server.')).toBeInTheDocument();
  });

  it('refuses a missing address', () => {
    renderWithHost(
      <LobbyProviders>
        <GameFrame />
      </LobbyProviders>,
      { url: '/game' },
    );
    expect(screen.getByText('No game address was given.')).toBeInTheDocument();
  });

  it('asks for a wallet refresh when the player leaves a game', () => {
    const { host, unmount } = renderFrame('/demo-games/slot');
    const refreshes: unknown[] = [];
    host.bus.on('wallet:refresh-requested', (payload) => refreshes.push(payload));
    expect(refreshes).toEqual([]);
    unmount();
    expect(refreshes).toEqual([{ reason: 'game' }]);
  });

  it('goes home from the back button when there is no page to go back to', async () => {
    const user = userEvent.setup();
    const { host } = renderFrame('/demo-games/slot');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(host.navigations).toEqual(['/']);
  });
});
