import { useRef, type ReactNode } from 'react';
import { Modal } from '../modal';
import styles from './alert-dialog.module.css';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  title: string;
  children: ReactNode;
  /** Label of the single confirm button. */
  confirmLabel: string;
  onConfirm: () => void;
  testId?: string;
}

/** A warning or message dialog with one confirm button (focused on open); Escape also confirms. */
export function AlertDialog({ title, children, confirmLabel, onConfirm, testId }: AlertDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} onClose={onConfirm} initialFocusRef={confirmRef} testId={testId}>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <button ref={confirmRef} type="button" className={styles.confirm} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
