import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, type ComboBoxOption } from 'platform-ui';
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

function initialCountry(countries: readonly Country[], value: string | undefined, visitorCountry: string | undefined): Country | undefined {
  if (value) {
    const byCode = countries.find((country) => dialingDigits(country.countryDialingCode) === dialingDigits(value));
    if (byCode) return byCode;
  }
  if (visitorCountry) {
    const byCountry = countries.find((country) => country.countryCode.toUpperCase() === visitorCountry.toUpperCase());
    if (byCountry) return byCountry;
  }
  return countries[0];
}

/**
 * The country dialling-code picker (spec §2, §4) on the kit's `ComboBox` (ARIA 1.2 combobox with a
 * listbox): flags, codes and country names in the player's language; opens on focus, filters as one
 * types (a code or a name), arrows / Home / End / Enter, Escape, closes 200 ms after blur
 * (`SPEC_CONSTANTS.countryPickerCloseDelayMs`). Emits the code on start and on every change.
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
  const [selectedCode, setSelectedCode] = useState(() => initialCountry(countries, value, visitorCountry)?.countryCode ?? null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const current = countries.find((country) => country.countryCode === selectedCode) ?? initialCountry(countries, value, visitorCountry);
  // Emit the starting code once (and again if the list or the asked-for code changes it).
  const startCode = current?.countryDialingCode;
  useEffect(() => {
    if (current) onChangeRef.current(current.countryDialingCode, current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit on start and when the chosen code changes
  }, [startCode]);

  const options = useMemo<ComboBoxOption[]>(
    () =>
      countries.map((country) => {
        const code = `+${dialingDigits(country.countryDialingCode)}`;
        const name = countryDisplayName(regionNames, country);
        return {
          value: country.countryCode,
          label: code,
          keywords: [name, country.countryName, country.countryCode].filter(Boolean).join(' '),
          content: (
            <>
              <span aria-hidden="true">{flagOf(country.countryCode)}</span> {code}
              {name ? <span className={styles.name}> {name}</span> : null}
            </>
          ),
        };
      }),
    [countries, regionNames],
  );

  return (
    <ComboBox
      className={styles.picker}
      label={t('phone.countryCodeOf', { field: label })}
      hideLabel
      options={options}
      value={current?.countryCode ?? null}
      closeDelayMs={SPEC_CONSTANTS.countryPickerCloseDelayMs}
      onChange={(countryCode) => {
        const country = countries.find((candidate) => candidate.countryCode === countryCode);
        if (!country) return;
        setSelectedCode(countryCode);
        if (country.countryCode !== current?.countryCode) onChangeRef.current(country.countryDialingCode, country);
      }}
    />
  );
}
