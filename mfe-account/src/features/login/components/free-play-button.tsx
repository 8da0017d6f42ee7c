import { useMutation } from '@tanstack/react-query';
import { useInFlight } from 'platform-ui';
import { useTranslation } from 'react-i18next';
import { WHITELABEL_FLAGS } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import styles from '../../../components/form/auth-form.module.css';
import { failureText } from '../../../lib/failure-text';
import type { Translate } from '../../../lib/register-schema';
import { SlowNotice } from '../../../components/slow-notice';
import { freePlayMutationOptions } from '../api/free-play';

/** Props of {@link FreePlayButton}. */
export interface FreePlayButtonProps {
  /** The trial session is established. */
  onLoggedIn: (outcome: { firstTimeLogin: boolean }) => void;
}

/**
 * "Free play" (spec §1, §6): a trial login, offered only when the FREEPLAY3 switch is on. One
 * request at a time; a failure is explained under the button.
 */
export function FreePlayButton({ onLoggedIn }: FreePlayButtonProps) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => String(t(key, options ?? {}));
  const host = useHost();
  const freePlay = useMutation(freePlayMutationOptions(host));
  const inFlight = useInFlight();
  if (!host.system.isEnabled(WHITELABEL_FLAGS.freePlay)) return null;

  const start = () => {
    if (!inFlight.start()) return;
    freePlay.mutate(undefined, {
      onSuccess: (result) => onLoggedIn({ firstTimeLogin: result.firstTimeLogin }),
      onSettled: () => {
        inFlight.end();
      },
    });
  };

  return (
    <div className={styles.freePlay}>
      <p className={styles.switch}>{t('freePlay.hint')}</p>
      <button type="button" className={styles.secondary} onClick={start} disabled={freePlay.isPending} aria-busy={freePlay.isPending}>
        {t(freePlay.isPending ? 'freePlay.starting' : 'freePlay.start')}
      </button>
      {/* Rendered only with a failure (an alert is announced when it appears), so the login form's own alert stays the modal's only one until then. */}
      {freePlay.error ? (
        <div role="alert" className={styles.alert} data-testid="free-play-error">
          <p className={styles.alertText}>{failureText(translate, freePlay.error)}</p>
        </div>
      ) : null}
      <SlowNotice active={freePlay.isPending} />
    </div>
  );
}
