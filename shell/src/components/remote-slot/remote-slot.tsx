import { Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePackage } from 'shared-contracts';
import { RemoteErrorBoundary, useHost } from 'shared-contracts/react';
import { forgetRemoteComponent, getRemoteComponent } from './remote-component-cache';
import styles from './remote-slot.module.css';

/** Props of {@link RemoteSlot}. */
export interface RemoteSlotProps {
  remote: RemotePackage;
  /** The exposed key (REMOTE_EXPOSES). */
  exposed: string;
  /** Props handed to the remote component (its contract's props type). */
  props?: Record<string, unknown>;
  /** Overlays use a compact fallback. */
  variant?: 'page' | 'overlay';
}

function LoadingSkeleton({ variant }: { variant: 'page' | 'overlay' }) {
  const { t } = useTranslation('shell');
  return (
    <div className={variant === 'page' ? styles.skeleton : styles.skeletonOverlay} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.bar} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{t('remote.loading')}</span>
    </div>
  );
}

function SlotFallback({ remote, onRetry }: { remote: RemotePackage; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.fallback} role="alert" data-testid={`remote-fallback-${remote}`}>
      <p>{t('remote.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

/**
 * Where a remote renders in the shell: loads `<remote>/<key>` lazily (cached per key), shows a
 * loading skeleton, and contains any load or render failure in a translated fallback with a Retry
 * that loads again. Nothing outside the slot is affected.
 */
export function RemoteSlot({ remote, exposed, props = {}, variant = 'page' }: RemoteSlotProps) {
  const host = useHost();
  const [attempt, setAttempt] = useState(0);
  const Component = getRemoteComponent(remote, exposed);
  return (
    <RemoteErrorBoundary
      resetKeys={[remote, exposed, attempt]}
      onError={(error) => host.bus.emit('remote:failed', { remote, error: error.message })}
      fallback={() => (
        <SlotFallback
          remote={remote}
          onRetry={() => {
            forgetRemoteComponent(remote, exposed);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingSkeleton variant={variant} />}>
        {/* The lazy component is cached per remote and key (stable identity), not created per render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...(props as ComponentProps<typeof Component>)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
