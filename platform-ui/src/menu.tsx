import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import styles from './menu.module.css';

/** An entry of a {@link Menu}. */
export type MenuEntry =
  | {
      type?: 'item';
      id: string;
      /** Translated label. */
      label: string;
      onSelect: () => void;
      /** A decorative icon before the label. */
      icon?: ReactNode;
      disabled?: boolean;
      /** Drawn in the danger colour (sign out, delete). */
      danger?: boolean;
    }
  | { type: 'separator'; id: string };

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button that opens the menu: one element that takes a ref (a `<button>`), given `aria-haspopup` and `aria-expanded`. */
  trigger: ReactElement;
  /** The entries; the menu is named by its trigger (`aria-labelledby`). */
  entries: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
  /** Controlled open state (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu button (Radix DropdownMenu, WAI-ARIA menu pattern): Enter, Space or ArrowDown open it,
 * arrows and type-ahead move, Enter selects, Escape closes and focus returns to the trigger.
 */
export function Menu({ trigger, entries, align = 'end', open, onOpenChange }: MenuProps) {
  return (
    <DropdownMenu.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align={align} sideOffset={6} collisionPadding={8}>
          {entries.map((entry) =>
            entry.type === 'separator' ? (
              <DropdownMenu.Separator key={entry.id} className={styles.separator} />
            ) : (
              <DropdownMenu.Item
                key={entry.id}
                className={entry.danger ? `${styles.item} ${styles.danger}` : styles.item}
                disabled={entry.disabled}
                onSelect={() => entry.onSelect()}
              >
                {entry.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                )}
                {entry.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
