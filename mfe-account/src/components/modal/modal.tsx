import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDraggable } from 'platform-ui';
import { focusInitial, isTopmostDialog, useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import styles from './modal.module.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's title: shown as its heading and used as its accessible name. */
  title: ReactNode;
  /** Called on the close button, Escape, and a click on the backdrop. */
  onClose: () => void;
  /** Element to focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Lets tests and e2e find the dialog's root. */
  testId?: string;
  /**
   * Spec §2: the modal wrapper is draggable by its header (pointer only, kept inside the viewport;
   * nothing needs dragging, so keyboard users lose nothing). On by default.
   */
  draggable?: boolean;
  children?: ReactNode;
}

/**
 * The remote's generic accessible modal (spec §2 "Other modals"): a labelled `role="dialog"`
 * with `aria-modal`, a close button, Escape and backdrop click to close, focus moved in on open,
 * trapped while open and returned on close, page scroll locked while open, and draggable by its
 * header (platform-ui's `useDraggable`). Rendered in a
 * portal on `document.body` so no ancestor's overflow or transform clips it.
 */
export function Modal({ title, onClose, initialFocusRef, testId, draggable = true, children }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useScrollLock();
  useFocusTrap(dialogRef, initialFocusRef);
  useDraggable(dialogRef, headerRef, draggable);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog || !isTopmostDialog(dialog)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  // When the content switches view (a new title), the element that had focus is usually gone:
  // move focus to the new view's starting point so keyboard users are not left on <body>.
  const isFirstView = useRef(true);
  useEffect(() => {
    if (isFirstView.current) {
      isFirstView.current = false;
      return;
    }
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) focusInitial(dialog, initialFocusRef);
  }, [title, initialFocusRef]);

  // Only a press that starts and ends on the backdrop closes: selecting text inside the dialog
  // and releasing outside it must not.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    // The backdrop is a mouse convenience; keyboard users close with Escape or the close button.
    <div className={styles.backdrop} data-testid="modal-backdrop" role="presentation" onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <header ref={headerRef} className={styles.header} data-testid="modal-header">
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body} data-dialog-body="">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
