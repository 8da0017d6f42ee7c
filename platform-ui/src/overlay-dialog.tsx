import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';
import styles from './overlay-dialog.module.css';

/** Props of {@link OverlayDialog}. */
export interface OverlayDialogProps {
  /** Visible title of the overlay, also its accessible name. */
  title: string;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  onClose: () => void;
  /** The left menu. */
  nav: ReactNode;
  /** The right panel. */
  children?: ReactNode;
}

/**
 * A full-screen overlay with a left menu and a right panel (the member and agent centres). Escape,
 * the close button and a click on the backdrop close it; focus is moved in, kept in and given back
 * on close; the page behind does not scroll while it is open.
 */
export function OverlayDialog({ title, closeLabel, onClose, nav, children }: OverlayDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useFocusTrap(dialogRef);

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

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()} role="presentation">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
        <aside className={styles.sidebar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {nav}
        </aside>
        <section className={styles.panel}>{children}</section>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
