import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import { useDraggable } from './use-draggable';
import { useReturnFocus } from './use-return-focus';
import styles from './dialog.module.css';
import { applyStyleNonce } from './style-nonce';

// Radix's scroll lock inserts a <style> element: it needs the page's nonce (style-nonce.ts).
applyStyleNonce();

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Shown while true (default): an app may also just mount and unmount it. */
  open?: boolean;
  /** Escape, the close control and (with `closeOnCover`) a press on the cover call it. */
  onClose: () => void;
  /** Visible title (translated), the dialog's accessible name. */
  title: string;
  /** A visible description under the title, also the dialog's accessible description. */
  description?: string;
  /** Accessible name of the close control; the kit's "Close" by default. */
  closeLabel?: string;
  /** Width on a wide screen: small 420 px, medium 560 px (default), large 880 px. Below 768 px medium and large are full-screen sheets. */
  size?: 'small' | 'medium' | 'large';
  /** The spec's modal wrapper is draggable by its header with the pointer (off by default; never needed by keyboard). */
  draggable?: boolean;
  /** A press on the cover closes it (spec: on by default). */
  closeOnCover?: boolean;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Forwarded to the dialog element (e.g. a `data-testid`). */
  testId?: string;
  /** The element that takes focus on open (e.g. a form's first field); Radix's first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * The one modal dialog (Radix Dialog): a title, a close control, the body and an optional footer.
 * Focus moves in, stays in and returns where it was; Escape closes; the page behind does not scroll.
 */
export function Dialog({
  open = true,
  onClose,
  title,
  description,
  closeLabel,
  size = 'medium',
  draggable = false,
  closeOnCover = true,
  footer,
  testId,
  initialFocusRef,
  children,
}: DialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const contentRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLElement | null>(null);
  // Radix mounts the portal's content a render after `open`; the drag starts once the header exists.
  const [hasHeader, setHasHeader] = useState(false);
  const attachHeader = useCallback((node: HTMLElement | null) => {
    handleRef.current = node;
    setHasHeader(node !== null);
  }, []);
  const returnFocus = useReturnFocus(open);
  useDraggable(contentRef, handleRef, draggable && open && hasHeader);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.cover}>
          <DialogPrimitive.Content
            ref={contentRef}
            className={`${styles.dialog} ${styles[size]}`}
            data-testid={testId}
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              const target = initialFocusRef?.current;
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onCloseAutoFocus={returnFocus}
            onPointerDownOutside={(event) => {
              if (!closeOnCover) event.preventDefault();
            }}
          >
            {/* Divs, not <header> / <footer>: inside a dialog they are more banner / contentinfo landmarks beside the page's (issue 49). */}
            <div ref={attachHeader} className={styles.header}>
              <div className={styles.heading}>
                <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
                {description && <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>}
              </div>
              <DialogPrimitive.Close className={styles.close} aria-label={closeLabel ?? t('actions.close')}>
                <span aria-hidden="true">×</span>
              </DialogPrimitive.Close>
            </div>
            <div className={styles.body}>{children}</div>
            {footer && <div className={styles.footer}>{footer}</div>}
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
