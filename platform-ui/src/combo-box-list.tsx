import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import type { ComboBoxOption } from './combo-box';
import styles from './combo-box.module.css';

/** Props of {@link ComboBoxList}: what {@link ComboBox} keeps in its state, and its handlers. */
export interface ComboBoxListProps {
  /** The field's box the list is placed under. */
  anchorRef: RefObject<HTMLDivElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  listboxId: string;
  label: string;
  options: readonly ComboBoxOption[];
  activeIndex: number;
  value: string | null;
  optionId: (index: number) => string;
  noResultsText: string;
  onChoose: (option: ComboBoxOption) => void;
  onActivate: (index: number) => void;
  onEscape: () => void;
}

/**
 * The open list of a {@link ComboBox} (Radix Popover, placed by floating-ui under the field): its
 * own chunk, fetched when a list first opens, so a form with a combobox (registration's country
 * code) does not load the popover's positioning code on its first screen (issue 19). Mounted only
 * while the list is open.
 */
export default function ComboBoxList({
  anchorRef,
  listRef,
  listboxId,
  label,
  options,
  activeIndex,
  value,
  optionId,
  noResultsText,
  onChoose,
  onActivate,
  onEscape,
}: ComboBoxListProps) {
  return (
    <PopoverPrimitive.Root open>
      <PopoverPrimitive.Anchor virtualRef={anchorRef} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={onEscape}
          // Leaving the field closes the list 200 ms after its blur (spec), not at once.
          onInteractOutside={(event) => event.preventDefault()}
        >
          {options.length === 0 ? (
            <div className={styles.empty} role="presentation">
              {noResultsText}
            </div>
          ) : (
            options.map((option, index) => (
              // The field keeps focus (ARIA 1.2 combobox): options are chosen by pointer or by Enter on the field.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === activeIndex || undefined}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onActivate(index)}
                onClick={() => onChoose(option)}
                tabIndex={-1}
              >
                {option.content ?? option.label}
              </div>
            ))
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
