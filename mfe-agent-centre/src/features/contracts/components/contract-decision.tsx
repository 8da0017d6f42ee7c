import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ui.module.css';

/** Props of {@link ContractDecision}. */
export interface ContractDecisionProps {
  /** Names the group (translated). */
  title: string;
  /** The question (translated). */
  text: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What agreeing also does (the lower-rate warning). */
  children?: ReactNode;
}

/** The one confirmation of a contract decision (accept, terminate): the question, what it ends, confirm or cancel. */
export function ContractDecision({ title, text, confirmLabel, isPending, onConfirm, onCancel, children }: ContractDecisionProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.form} role="group" aria-label={title}>
      <p className={styles.wide}>{text}</p>
      {children}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={isPending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </button>
      </div>
    </div>
  );
}
