import type { ReactNode } from 'react';
import type { RemoteExposeKey, RemoteExposePropsOf, RemotePackage } from '../remotes/remotes';
import { useHost } from './host-context';

/** Props of {@link HostRemote}: the remote, its expose and that expose's props (typed by `RemoteExposeProps`). */
export type HostRemoteProps<R extends RemotePackage, E extends RemoteExposeKey<R>> = {
  remote: R;
  expose: E;
  /** Show nothing (rather than the host's fallback with Retry) when the other remote fails. */
  hideOnFailure?: boolean;
} & (RemoteExposePropsOf<R, E> extends Record<string, never>
  ? { props?: RemoteExposePropsOf<R, E> }
  : { props: RemoteExposePropsOf<R, E> });

/**
 * Renders another remote's expose through the host (`HostApi.renderRemote`): how a remote shows a
 * piece owned by another remote (the account remote's registration page shows the promotions
 * remote's `PromotionSlider`) without importing it. Renders nothing under a host that cannot.
 *
 * ```tsx
 * <HostRemote remote="mfe-promotions" expose="PromotionSlider" props={{ category: 'new_player' }} hideOnFailure />
 * ```
 */
export function HostRemote<R extends RemotePackage, E extends RemoteExposeKey<R>>(properties: HostRemoteProps<R, E>): ReactNode {
  const host = useHost();
  if (!host.renderRemote) return null;
  const { remote, expose, hideOnFailure } = properties;
  const props = (properties.props ?? {}) as RemoteExposePropsOf<R, E>;
  return host.renderRemote<R, E>({ remote, expose, props, hideOnFailure: hideOnFailure ?? false });
}
