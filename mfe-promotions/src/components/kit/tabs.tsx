import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './kit.module.css';

/** One tab. */
export interface TabItem {
  value: string;
  label: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** The panel of the selected tab. */
  children?: ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End; automatic activation). Stand-in for platform-ui's Tabs
 * until it lands.
 */
export function Tabs({ label, items, value, onValueChange, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(0, items.findIndex((item) => item.value === value));

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onValueChange(item.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.tabList}>
        {items.map((item, i) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => onValueChange(item.value)}
            onKeyDown={handleKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`} className={styles.tabPanel}>
        {children}
      </div>
    </div>
  );
}
