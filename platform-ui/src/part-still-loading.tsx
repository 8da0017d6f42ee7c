import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import styles from './part-still-loading.module.css';

/** What a part shows once its chunk is late (`lazyPart`'s `stillLoading`). */
export interface PartStillLoadingProps {
  /** Loads the part's chunk again now (the part's `PartRetry.retry`). */
  retry: () => void;
  /** Gives up on a part shown on request (a dialog): what its `closeWhenUnavailable` does. */
  close?: () => void;
}

/**
 * What a `lazyPart` shows once its chunk is late: "Still loading…" with a retry that asks for the
 * chunk again. In place for a part that fills its place (a page, a section); floating at the bottom
 * of the screen, with Cancel, for a part shown on request (`close` is set: a dialog that has no
 * place of its own until it opens).
 */
export function PartStillLoading({ retry, close }: PartStillLoadingProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div role="status" className={close ? `${styles.notice} ${styles.floating}` : styles.notice} data-testid="part-still-loading">
      <p className={styles.message}>{t('status.stillLoading')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={retry}>
          {t('actions.retry')}
        </button>
        {close ? (
          <button type="button" className={styles.button} onClick={close}>
            {t('actions.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
