import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDraggable } from './use-draggable';
import { useFocusTrap } from './use-focus-trap';
import styles from './overlay-dialog.module.css';

/** Props of {@link OverlayDialog}. */
export interface OverlayDialogProps {
  /** Visible title of the overlay, also its accessible name. */
  title: string;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  onClose: () => void;
  /**
   * The left menu. Without one the overlay is a compact dialog: a header (title and close button)
   * above the content (the generic modal wrapper of spec §2 "Other modals").
   */
  nav?: ReactNode;
  /**
   * Spec §2 "draggable": the dialog can be moved by pressing and dragging its header (the title
   * block) with the pointer, and always stays inside the viewport. Nothing needs dragging, so
   * keyboard users lose nothing. Off by default.
   */
  draggable?: boolean;
  /** The right panel (or the content of a compact dialog). */
  children?: ReactNode;
}

/**
 * A modal overlay: full-screen with a left menu and a right panel (the member and agent centres),
 * or compact without a menu. Escape, the close button and a click on the backdrop close it; focus is
 * moved in, kept in and given back on close; the page behind does not scroll while it is open.
 *
 * @deprecated Use `CentreOverlay` for the member and agent centres and `Dialog` for other modals
 * (both on Radix UI). Kept until every app has moved over; do not use it in new code.
 */
export function OverlayDialog({ title, closeLabel, onClose, nav, draggable = false, children }: OverlayDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useFocusTrap(dialogRef);
  useDraggable(dialogRef, handleRef, draggable);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.body.style.overflow = overflow;
    };
  }, []);

  const closeButton = (
    <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
      <span aria-hidden="true">×</span>
    </button>
  );

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()} role="presentation">
      {nav === undefined ? (
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`${styles.dialog} ${styles.compact}`}>
          <header ref={handleRef} className={`${styles.header} ${styles.handle}`} data-testid="overlay-dialog-header">
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeButton}
          </header>
          <section className={styles.body}>{children}</section>
        </div>
      ) : (
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
          <aside className={styles.sidebar}>
            <header ref={handleRef} className={styles.handle} data-testid="overlay-dialog-header">
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            </header>
            {nav}
          </aside>
          <section className={styles.panel}>{children}</section>
          <span className={styles.corner}>{closeButton}</span>
        </div>
      )}
    </div>
  );
}
