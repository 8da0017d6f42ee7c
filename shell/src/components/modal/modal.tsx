import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from 'platform-ui';
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
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; startX: number; startY: number; baseX: number; baseY: number } | null>(null);
  useFocusTrap(panelRef);

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

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setOffset({ x: current.baseX + event.clientX - current.startX, y: current.baseY + event.clientY - current.startY });
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

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
        style={offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
      >
        <div
          className={draggable ? `${styles.bar} ${styles.draggable}` : styles.bar}
          data-testid={testId ? `${testId}-bar` : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
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
