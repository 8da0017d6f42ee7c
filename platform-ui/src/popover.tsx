import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import styles from './popover.module.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The button that toggles it: one element that takes a ref (a `<button>`). */
  trigger: ReactElement;
  /** Accessible name of the popover panel (translated). */
  label: string;
  children?: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Controlled open state (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shows a close control inside (for content without its own way out). */
  withClose?: boolean;
}

/**
 * A non-modal panel anchored to its trigger (Radix Popover): focus moves in on open, Escape and a
 * press outside close it, and focus returns to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  side = 'bottom',
  align = 'center',
  open,
  onOpenChange,
  withClose = false,
}: PopoverProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <PopoverPrimitive.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          className={styles.popover}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
        >
          {children}
          {withClose && (
            <PopoverPrimitive.Close className={styles.close} aria-label={t('actions.close')}>
              <span aria-hidden="true">×</span>
            </PopoverPrimitive.Close>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
