import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './tabs.module.css';

/** One tab of {@link Tabs}. */
export interface TabItem<Id extends string = string> {
  id: Id;
  /** Translated label (or any node: an icon and text). */
  label: ReactNode;
  /** The panel of this tab; `children` is used when absent (tabs used as a filter of one view). */
  content?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps<Id extends string = string> {
  /** Accessible name of the tab list (translated). */
  label: string;
  items: readonly TabItem<Id>[];
  /** The selected tab (controlled). */
  value: Id;
  onValueChange: (id: Id) => void;
  /** `automatic` (default) selects on arrow keys; `manual` waits for Enter or Space (use it when a tab loads data). */
  activationMode?: 'automatic' | 'manual';
  /** The active panel's content for tabs without `content`. */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs (Radix Tabs, WAI-ARIA tabs pattern): arrow keys move between tabs, Home and End jump; on a
 * narrow screen the tab list scrolls sideways and keeps the selected tab in view.
 */
export function Tabs<Id extends string>({
  label,
  items,
  value,
  onValueChange,
  activationMode = 'automatic',
  children,
  className,
}: TabsProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);

  return (
    <TabsPrimitive.Root
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      value={value}
      onValueChange={(next) => onValueChange(next as Id)}
      activationMode={activationMode}
    >
      <TabsPrimitive.List ref={listRef} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <TabsPrimitive.Trigger key={item.id} value={item.id} className={styles.tab} disabled={item.disabled}>
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.id} value={item.id} className={styles.panel}>
          {item.content ?? children}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
