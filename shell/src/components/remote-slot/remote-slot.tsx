import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteExposeKey, RemoteExposePropsOf, RemotePackage } from 'shared-contracts';
import { RemoteErrorBoundary, useHost } from 'shared-contracts/react';
import { forgetRemoteComponent, getRemoteComponent } from './remote-component-cache';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { LoadMark } from '../../telemetry/load-mark';
import { markLoad } from '../../telemetry/load-marks';
import styles from './remote-slot.module.css';

/** An expose's props may be left out when it takes none or only optional ones. */
type PropsMayBeLeftOut<P> = P extends Record<string, never> ? true : Partial<P> extends P ? true : false;

/**
 * Props of {@link RemoteSlot}: the remote, one of its exposes (the contract's `REMOTE_EXPOSES`) and
 * that expose's props, typed by the contract's `RemoteExposeProps` map (optional for an expose that
 * takes none). A key the contract does not list, or props of the wrong shape, do not compile.
 */
export type RemoteSlotProps<R extends RemotePackage, E extends RemoteExposeKey<R>> = {
  remote: R;
  /** The exposed key (REMOTE_EXPOSES). */
  exposed: E;
  /** Overlays use a compact fallback; `inline` (a piece inside another remote's page) a small one in place. */
  variant?: 'page' | 'overlay' | 'inline';
  /**
   * On a load or render failure show nothing instead of the fallback with Retry (a piece the page
   * works without, e.g. the new-player slider on registration). The failure is still reported.
   */
  hideOnFailure?: boolean;
} & (PropsMayBeLeftOut<RemoteExposePropsOf<R, E>> extends true
  ? { props?: RemoteExposePropsOf<R, E> }
  : { props: RemoteExposePropsOf<R, E> });

/** What {@link RemoteSlotView} renders: a slot whose remote, key and props were checked by a typed caller. */
export interface RemoteSlotViewProps {
  remote: RemotePackage;
  exposed: string;
  props?: unknown;
  variant?: 'page' | 'overlay' | 'inline';
  hideOnFailure?: boolean;
}

const SKELETON_CLASS = { page: styles.skeleton, overlay: styles.skeletonOverlay, inline: styles.skeletonInline } as const;

/**
 * After this long without the remote, the skeleton says the connection seems slow and offers Retry
 * (it keeps loading: a slow CDN gets up to the chunk time-out of 120 s before the failure panel).
 */
export const SLOW_LOADING_NOTICE_MS = 6_000;

function LoadingSkeleton({ variant, onRetry }: { variant: 'page' | 'overlay' | 'inline'; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const [isSlow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={SKELETON_CLASS[variant]} role="status" aria-live="polite" data-testid="remote-skeleton">
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
      {isSlow ? (
        <div className={styles.slow}>
          <p>{t('remote.slow')}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('remote.retry')}
          </button>
        </div>
      ) : (
        <span className={styles.visuallyHidden}>{t('remote.loading')}</span>
      )}
    </div>
  );
}

function SlotFallback({
  remote,
  onRetry,
  variant,
  onClose,
}: {
  remote: RemotePackage;
  onRetry: () => void;
  variant: 'page' | 'overlay' | 'inline';
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shell');
  const fallback = (
    <div className={styles.fallback} role="alert" data-testid={`remote-fallback-${remote}`}>
      <p>{t('remote.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
      {variant === 'overlay' && onClose ? (
        <button type="button" className={styles.close} onClick={onClose}>
          {t('common:actions.close')}
        </button>
      ) : null}
    </div>
  );
  // An overlay's failure shows where the player acted: in a frame in the viewport, as the dialog
  // or centre would have (issue 49: it was appended under the footer, out of sight).
  return variant === 'overlay' ? (
    <div className={styles.overlayFrame} data-testid={`remote-fallback-frame-${remote}`}>
      {fallback}
    </div>
  ) : (
    fallback
  );
}

/**
 * Where a remote renders in the shell: loads `<remote>/<key>` lazily (cached per key), shows a
 * loading skeleton (after a few seconds: "your connection seems slow" with Retry, still loading),
 * and contains any load or render failure in a translated fallback with a Retry that loads again.
 * Nothing outside the slot is affected.
 */
export function RemoteSlot<R extends RemotePackage, E extends RemoteExposeKey<R>>(slot: RemoteSlotProps<R, E>) {
  return <RemoteSlotView {...(slot as RemoteSlotViewProps)} />;
}

/** The overlay's own close (its `onClose` prop), for its fallback's Close. */
function closeOf(props: unknown): (() => void) | undefined {
  const onClose = typeof props === 'object' && props !== null ? (props as { onClose?: unknown }).onClose : undefined;
  return typeof onClose === 'function' ? () => (onClose as () => void)() : undefined;
}

/** The untyped body of {@link RemoteSlot}, for typed wrappers (a route page, the host's `renderRemote`). */
export function RemoteSlotView({ remote, exposed, props = {}, variant = 'page', hideOnFailure = false }: RemoteSlotViewProps) {
  const host = useHost();
  const [attempt, setAttempt] = useState(0);
  const isHydrated = useIsHydrated();
  const retry = () => {
    forgetRemoteComponent(remote, exposed);
    setAttempt((n) => n + 1);
  };
  // The edge renders the shell's frame without any remote's code: the slot is its skeleton there,
  // and while the browser hydrates that HTML; the remote loads once hydration is done.
  if (!isHydrated) return <LoadingSkeleton variant={variant} onRetry={retry} />;
  const Component = getRemoteComponent(remote, exposed);
  return (
    <RemoteErrorBoundary
      resetKeys={[remote, exposed, attempt]}
      onError={(error) => {
        markLoad({ kind: 'slot-failed', remote });
        host.bus.emit('remote:failed', { remote, error: error.message });
      }}
      fallback={() => (hideOnFailure ? null : <SlotFallback remote={remote} onRetry={retry} variant={variant} onClose={closeOf(props)} />)}
    >
      <Suspense key={attempt} fallback={<LoadingSkeleton variant={variant} onRetry={retry} />}>
        {/* The lazy component is cached per remote and key (stable identity), not created per render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...(props as ComponentProps<typeof Component>)} />
        <LoadMark remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
