import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS, languageTag } from 'shared-contracts';
import { useHostLanguage } from 'shared-contracts/react';
import { dialingDigits, flagOf } from './phone';
import styles from './country-picker.module.css';

/** A country and its dialing code (the shape of shared-contracts' `Country`, spec §3). */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  countryName?: string | undefined;
}

/** Props of {@link CountryPicker}. */
export interface CountryPickerProps {
  countries: readonly Country[];
  /** The code asked for; used when listed. */
  value?: string | undefined;
  /** The visitor's country (ISO alpha-2), whose code is used otherwise. */
  visitorCountry?: string | undefined;
  /** Receives the dialing code on start and on every change (spec §4). */
  onChange: (dialingCode: string, country: Country) => void;
  /** Names the control (the mobile field it belongs to). */
  label: string;
}

/**
 * The country's name in the player's language (issue 14.13): `Intl.DisplayNames` for its ISO code,
 * the server's `countryName` when Intl does not know the code (or has no DisplayNames).
 */
export function countryDisplayName(names: Intl.DisplayNames | null, country: Country): string | undefined {
  try {
    const code = country.countryCode.toUpperCase();
    // ZZ is CLDR's "unknown region": the server knows better.
    const name = code === 'ZZ' ? undefined : names?.of(code);
    if (name && name.toUpperCase() !== code) return name;
  } catch {
    // Not a region code Intl accepts: the server's name below.
  }
  return country.countryName;
}

function initialIndex(countries: readonly Country[], value: string | undefined, visitorCountry: string | undefined): number {
  if (value) {
    const byCode = countries.findIndex((country) => dialingDigits(country.countryDialingCode) === dialingDigits(value));
    if (byCode >= 0) return byCode;
  }
  if (visitorCountry) {
    const byCountry = countries.findIndex((country) => country.countryCode.toUpperCase() === visitorCountry.toUpperCase());
    if (byCountry >= 0) return byCountry;
  }
  return 0;
}

/**
 * The country dialling-code picker (spec §2, §4): a combobox of flags and codes following the
 * listbox pattern. Opens on focus, closes 200 ms after blur; arrows, Home/End move, Enter or
 * Space choose, Escape closes.
 */
export function CountryPicker({ countries, value, visitorCountry, onChange, label }: CountryPickerProps) {
  const { t } = useTranslation();
  const language = useHostLanguage();
  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([languageTag(language)], { type: 'region', fallback: 'code' });
    } catch {
      return null;
    }
  }, [language]);
  const id = useId();
  const listId = `${id}-list`;
  const [selected, setSelected] = useState(() => initialIndex(countries, value, visitorCountry));
  const [active, setActive] = useState(selected);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const current = countries[selected];
  // Emit the starting code once (and again if the list or the asked-for code changes it).
  const startCode = current?.countryDialingCode;
  useEffect(() => {
    if (current) onChangeRef.current(current.countryDialingCode, current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit on start and when the chosen code changes
  }, [startCode]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const options = useMemo(() => countries.map((country, index) => ({ country, index, optionId: `${id}-opt-${index}` })), [countries, id]);

  const choose = (index: number) => {
    const country = countries[index];
    if (!country) return;
    setSelected(index);
    setActive(index);
    setOpen(false);
    if (index !== selected) onChange(country.countryDialingCode, country);
  };

  const handleFocus = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setActive(selected);
    setOpen(true);
  };
  const handleBlur = () => {
    closeTimer.current = setTimeout(() => setOpen(false), SPEC_CONSTANTS.countryPickerCloseDelayMs);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = countries.length - 1;
    const move = (next: number) => {
      event.preventDefault();
      setOpen(true);
      setActive(Math.max(0, Math.min(last, next)));
    };
    switch (event.key) {
      case 'ArrowDown':
        move(open ? active + 1 : active);
        break;
      case 'ArrowUp':
        move(open ? active - 1 : active);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) choose(active);
        else setOpen(true);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      default:
        break;
    }
  };

  useEffect(() => {
    if (open) document.getElementById(`${id}-opt-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  return (
    <div className={styles.picker}>
      <button
        type="button"
        role="combobox"
        aria-label={t('phone.countryCodeOf', { field: label })}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        className={styles.trigger}
        onFocus={handleFocus}
        onBlur={handleBlur}
        onClick={() => setOpen(true)}
        onKeyDown={handleKeyDown}
        data-testid="country-picker"
      >
        {current ? (
          <>
            <span aria-hidden="true">{flagOf(current.countryCode)}</span> +{dialingDigits(current.countryDialingCode)}
          </>
        ) : (
          '+'
        )}
      </button>
      <ul id={listId} role="listbox" aria-label={t('fields.countryCode')} className={styles.list} hidden={!open}>
        {options.map(({ country, index, optionId }) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keyboard goes through the combobox
          <li
            key={optionId}
            id={optionId}
            role="option"
            aria-selected={index === selected}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            // mousedown keeps focus on the combobox so its blur timer does not fire first. Keyboard
            // users choose through the combobox (aria-activedescendant), per the listbox pattern.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span aria-hidden="true">{flagOf(country.countryCode)}</span> +{dialingDigits(country.countryDialingCode)}
            {countryDisplayName(regionNames, country) ? <span className={styles.name}> {countryDisplayName(regionNames, country)}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
