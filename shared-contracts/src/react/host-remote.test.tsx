import { render, screen } from '@testing-library/react';
import { HostProvider } from './host-context';
import { HostRemote } from './host-remote';
import { createFakeHost } from '../testing/fake-host';
import type { HostApi } from '../host/host-api';

describe('HostRemote', () => {
  it('asks the host to render the other remote with typed props', () => {
    const host = createFakeHost();
    render(
      <HostProvider host={host}>
        <HostRemote remote="mfe-promotions" expose="PromotionSlider" props={{ category: 'new_player' }} hideOnFailure />
      </HostProvider>,
    );
    expect(screen.getByTestId('host-remote-mfe-promotions-PromotionSlider')).toHaveAttribute(
      'data-props',
      JSON.stringify({ category: 'new_player' }),
    );
    expect(host.remoteRenders).toEqual([
      { remote: 'mfe-promotions', expose: 'PromotionSlider', props: { category: 'new_player' }, hideOnFailure: true },
    ]);
  });

  it('takes no props for an expose without props', () => {
    const host = createFakeHost();
    render(
      <HostProvider host={host}>
        <HostRemote remote="mfe-promotions" expose="VipPage" />
      </HostProvider>,
    );
    expect(host.remoteRenders[0]).toMatchObject({ remote: 'mfe-promotions', expose: 'VipPage', props: {}, hideOnFailure: false });
  });

  it('renders what the host answers, and nothing under a host that cannot render remotes', () => {
    const custom = createFakeHost({ renderRemote: () => <p>from the host</p> });
    const { unmount } = render(
      <HostProvider host={custom}>
        <HostRemote remote="mfe-lobby" expose="CategoryLobby" props={{ category: 'RNG' }} />
      </HostProvider>,
    );
    expect(screen.getByText('from the host')).toBeInTheDocument();
    unmount();
    const { renderRemote: _ignored, ...older } = createFakeHost();
    const { container } = render(
      <HostProvider host={older as HostApi}>
        <HostRemote remote="mfe-lobby" expose="HomeGames" />
      </HostProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is typed by RemoteExposeProps', () => {
    const host = createFakeHost();
    render(
      <HostProvider host={host}>
        {/* @ts-expect-error: PromotionSlider needs its category */}
        <HostRemote remote="mfe-promotions" expose="PromotionSlider" />
        {/* @ts-expect-error: not an expose of mfe-lobby */}
        <HostRemote remote="mfe-lobby" expose="PromotionSlider" />
        {/* @ts-expect-error: wrong props type */}
        <HostRemote remote="mfe-lobby" expose="CategoryLobby" props={{ category: 'NOPE' }} />
      </HostProvider>,
    );
    expect(host.remoteRenders).toHaveLength(3);
  });
});
