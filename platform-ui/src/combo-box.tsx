import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import { lazyPart } from './lazy-part';
import styles from './combo-box.module.css';

/** One option of a {@link ComboBox}. */
export interface ComboBoxOption {
  value: string;
  /** The text shown in the field once chosen, and matched while typing. */
  label: string;
  /** Extra text matched while typing (e.g. a country name beside its dialling code). */
  keywords?: string;
  /** Shown in the list instead of the label (an icon and text); the label stays the accessible name. */
  content?: ReactNode;
}

/** Props of {@link ComboBox}. */
export interface ComboBoxProps {
  /** The visible label of the field (translated). */
  label: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  options: readonly ComboBoxOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The spec's country picker closes this long after the field loses focus (200 ms). */
  closeDelayMs?: number;
  /** Opens the list when the field gets focus (spec: on). */
  openOnFocus?: boolean;
  /** Shown when nothing matches; the kit's "No matches" by default. */
  noResultsText?: string;
  disabled?: boolean;
  /** Forwarded to the input (for a form label elsewhere, use `aria-describedby` etc. on the field). */
  id?: string;
  name?: string;
  className?: string;
}

/** The open list's chunk (Radix Popover and floating-ui): fetched on the first pointer over the field or the first open. */
const loadList = () => import(/* webpackChunkName: "combo-box-list" */ './combo-box-list');
/** Without its chunk the list does not open (the field keeps its value); the next opening tries again. */
const LazyComboBoxList = lazyPart(
  'the combobox list',
  () => loadList().then((module) => module.default),
  () => null,
);

/** The spec's close delay after blur (country picker). */
export const COMBO_BOX_CLOSE_DELAY_MS = 200;

function matches(option: ComboBoxOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return option.label.toLowerCase().includes(needle) || (option.keywords ?? '').toLowerCase().includes(needle);
}

/**
 * A text field with a list of options (WAI-ARIA 1.2 combobox with a listbox popup, on Radix
 * Popover): it opens on focus and on typing or ArrowDown, filters as one types, moves with the
 * arrows, Home and End, chooses with Enter or a click, closes with Escape or 200 ms after the
 * field loses focus. The field shows the chosen option's label when closed. The list's code
 * ({@link ComboBoxList}) loads when a list first opens (or the pointer first comes over the field).
 */
export function ComboBox({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  closeDelayMs = COMBO_BOX_CLOSE_DELAY_MS,
  openOnFocus = true,
  noResultsText,
  disabled = false,
  id,
  name,
  className,
}: ComboBoxProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(() => (query === null ? options : options.filter((option) => matches(option, query))), [options, query]);
  const shownText = query ?? selected?.label ?? '';

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open && activeIndex >= 0)
      listRef.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]); // eslint-disable-line react-hooks/exhaustive-deps -- optionId is derived from a stable id

  const openList = (highlight: 'selected' | 'first' | 'last' = 'selected') => {
    clearTimeout(closeTimer.current);
    setOpen(true);
    const list = query === null ? options : filtered;
    const selectedIndex = list.findIndex((option) => option.value === value);
    setActiveIndex(
      highlight === 'last' ? list.length - 1 : highlight === 'first' || selectedIndex < 0 ? (list.length > 0 ? 0 : -1) : selectedIndex,
    );
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };
  const choose = (option: ComboBoxOption) => {
    onChange(option.value);
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => (filtered.length === 0 ? -1 : Math.min(filtered.length - 1, index + 1)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else setActiveIndex((index) => (filtered.length === 0 ? -1 : Math.max(0, index - 1)));
        break;
      case 'Home':
        if (open && filtered.length > 0) {
          event.preventDefault();
          setActiveIndex(0);
        }
        break;
      case 'End':
        if (open && filtered.length > 0) {
          event.preventDefault();
          setActiveIndex(filtered.length - 1);
        }
        break;
      case 'Enter': {
        const option = open ? filtered[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div ref={controlRef} className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 && filtered[activeIndex] ? optionId(activeIndex) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={shownText}
          onChange={(event) => {
            setQuery(event.target.value);
            clearTimeout(closeTimer.current);
            setOpen(true);
            setActiveIndex(options.some((option) => matches(option, event.target.value)) ? 0 : -1);
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            if (openOnFocus && !open) openList();
          }}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(close, closeDelayMs);
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onPointerEnter={() => void loadList()}
          onKeyDown={handleKeyDown}
        />
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </div>
      {open && !disabled && (
        <Suspense fallback={null}>
          <LazyComboBoxList
            anchorRef={controlRef}
            listRef={listRef}
            listboxId={listboxId}
            label={label}
            options={filtered}
            activeIndex={activeIndex}
            value={value}
            optionId={optionId}
            noResultsText={noResultsText ?? t('comboBox.noResults')}
            onChoose={choose}
            onActivate={setActiveIndex}
            onEscape={close}
          />
        </Suspense>
      )}
    </div>
  );
}
