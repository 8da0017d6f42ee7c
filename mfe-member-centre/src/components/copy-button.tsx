import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. "Copy account number" (translated). */
  label: string;
}

/** Copies a value to the clipboard and says so (politely) for two seconds. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const handleClick = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={styles.button} aria-label={label} onClick={() => void handleClick()}>
        {t('copy.action')}
      </button>
      <span role="status" aria-live="polite" className={styles.hint}>
        {state === 'copied' ? t('copy.done') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </>
  );
}
