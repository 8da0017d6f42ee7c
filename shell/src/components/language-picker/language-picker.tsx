import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, pickerLanguages } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  className?: string;
  labelClassName?: string;
  /** Hide the visible label (it stays the select's accessible name). */
  hideLabel?: boolean;
}

/**
 * The language switch: the languages the host offers (the brand's list kept to those the site is
 * translated into: `offeredLanguages`; Vietnamese once, `pickerLanguages`), each under its own
 * native name (`LANGUAGE_NAMES`), the choice kept in `hisLang` and announced to remotes
 * by the host.
 */
export function LanguagePicker({ className, labelClassName, hideLabel = false }: LanguagePickerProps) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  return (
    <label className={className}>
      <span className={hideLabel ? 'visually-hidden' : labelClassName}>{t('header.language')}</span>
      <select value={language} onChange={(event) => host.i18n.setLanguage(event.target.value)}>
        {pickerLanguages(host.i18n.languages, language).map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </label>
  );
}
