import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import { useReturnFocus } from './use-return-focus';
import styles from './centre-overlay.module.css';
import { applyStyleNonce } from './style-nonce';

// Radix's scroll lock inserts a <style> element: it needs the page's nonce (style-nonce.ts).
applyStyleNonce();

/** One entry of a {@link CentreOverlay}'s menu. */
export interface CentreOverlayItem<Id extends string = string> {
  id: Id;
  /** Translated label. */
  label: string;
  /** A count shown beside the label when above 0 (e.g. missions, unread messages). */
  badge?: number;
}

/** Props of {@link CentreOverlay}. */
export interface CentreOverlayProps<Id extends string = string> {
  /** The centre's title (translated): the dialog's name and the menu's heading. */
  title: string;
  /** Accessible name of the menu (translated); the kit's "Menu" by default. */
  menuLabel?: string;
  items: readonly CentreOverlayItem<Id>[];
  /**
   * The menu's entries may still change (entries that depend on an answer not yet in): the menu is
   * marked `aria-busy`, so assistive technology (and a test) can wait for the final list.
   */
  menuBusy?: boolean;
  /** The page shown now: its entry is marked `aria-current="page"`. */
  activeId: Id;
  onSelect: (id: Id) => void;
  /** Escape, the close control and a press outside the panel call it; the app unmounts the overlay. */
  onClose: () => void;
  /** Accessible name of the close control (translated); the kit's "Close" by default. */
  closeLabel?: string;
  /** The active page. */
  children?: ReactNode;
}

/**
 * The member and agent centres' overlay (Radix Dialog): a titled menu on the left and the page on
 * the right; below 768 px a full-screen sheet with the menu as a scrollable row under the title.
 * Focus moves to the active entry on open, stays inside, and goes back where it was on close; the
 * page behind does not scroll.
 */
export function CentreOverlay<Id extends string>({
  title,
  menuLabel,
  items,
  menuBusy = false,
  activeId,
  onSelect,
  onClose,
  closeLabel,
  children,
}: CentreOverlayProps<Id>) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const navRef = useRef<HTMLElement>(null);
  const returnFocus = useReturnFocus();

  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId]);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.backdrop} />
        <DialogPrimitive.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
            if (active) {
              event.preventDefault();
              active.focus();
            }
          }}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.sidebar}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <nav ref={navRef} aria-label={menuLabel ?? t('overlay.menu')} aria-busy={menuBusy || undefined} className={styles.nav}>
              <ul className={styles.menu}>
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.item}
                      aria-current={item.id === activeId ? 'page' : undefined}
                      onClick={() => onSelect(item.id)}
                    >
                      <span>{item.label}</span>
                      {item.badge !== undefined && item.badge > 0 && <span className={styles.badge}>{item.badge}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className={styles.panel}>{children}</div>
          <DialogPrimitive.Close className={styles.close} aria-label={closeLabel ?? t('actions.close')}>
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
