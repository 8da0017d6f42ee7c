import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraggable, useFocusTrap } from 'platform-ui';
import styles from './modal.module.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Visible title, also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row under the body. */
  actions?: ReactNode;
  /** The title bar moves the panel (pointer drag; default on). */
  draggable?: boolean;
  /** A click on the cover closes it (default on). */
  closeOnCover?: boolean;
  /** Panel width. */
  size?: 'small' | 'medium' | 'large';
  /** `role="alertdialog"` for warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

let openCount = 0;
let savedOverflow = '';

/** Locks the page scroll while at least one modal is open (nested modals share the lock). */
function lockScroll(): () => void {
  if (openCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openCount += 1;
  return () => {
    openCount -= 1;
    if (openCount === 0) document.body.style.overflow = savedOverflow;
  };
}

/**
 * The shell's generic modal wrapper (spec §2 "Other modals"): a close button, a title bar that drags
 * the panel, a click on the cover or Escape closes it, the page does not scroll behind it, and focus
 * is moved in, kept in (platform-ui `useFocusTrap`) and given back on close.
 */
export function Modal({ title, onClose, children, actions, draggable = true, closeOnCover = true, size = 'medium', role = 'dialog', testId }: ModalProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const barRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef);
  // Pointer drag by the title bar, kept inside the viewport (platform-ui, as the account modals).
  useDraggable(panelRef, barRef, draggable);

  useEffect(() => {
    const unlock = lockScroll();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the top-most modal answers Escape.
      const all = document.querySelectorAll('[data-shell-modal]');
      if (all[all.length - 1] !== panelRef.current) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      unlock();
    };
  }, []);

  return (
    <div
      className={styles.cover}
      role="presentation"
      data-testid={testId ? `${testId}-cover` : undefined}
      onMouseDown={(event) => closeOnCover && event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shell-modal=""
        data-testid={testId}
      >
        <div
          className={draggable ? `${styles.bar} ${styles.draggable}` : styles.bar}
          ref={barRef}
          data-testid={testId ? `${testId}-bar` : undefined}
        >
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children !== undefined && children !== null ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
