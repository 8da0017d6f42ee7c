import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form/auth-form.module.css';

/** After this long a pending call is "slow" and the visitor is told so (spec issue item 9). */
export const SLOW_CALL_MS = 8_000;

/**
 * A polite status that appears while `active` has lasted longer than {@link SLOW_CALL_MS}: the call
 * is still running and what was typed is kept. Renders the live region always (empty when quiet).
 */
export function SlowNotice({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [isSlow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_CALL_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return (
    <div role="status" className={styles.slow} data-testid="slow-notice">
      {active && isSlow ? t('status.slow') : null}
    </div>
  );
}
