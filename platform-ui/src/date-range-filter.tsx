import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';
import { DATE_PRESET_IDS, datePresets, type DatePresetId, type DateRange } from './date-presets';
import { KIT_NAMESPACE } from './kit-i18n';
import styles from './date-range-filter.module.css';

/** Props of {@link DateRangeFilter}. */
export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Which preset buttons to show, in order; all six by default. */
  presets?: readonly DatePresetId[];
  /** The legend (translated); the kit's "Date range" by default. */
  label?: string;
  /** "Now" for the presets; the current time by default (tests pass a fixed date). */
  now?: Date;
}

/**
 * A date range: two date fields in the language's format ({@link DateField}; a start after the end
 * moves the end with it, and the reverse) and preset buttons (today, yesterday, last / next 7 and 30 days); the preset matching the
 * range is pressed.
 */
export function DateRangeFilter({ value, onChange, presets = DATE_PRESET_IDS, label, now }: DateRangeFilterProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const id = useId();
  const ranges = datePresets(now ?? new Date());
  const shown = presets.map((presetId) => ranges.find((preset) => preset.id === presetId)).filter((preset) => preset !== undefined);

  const handleStart = (start: string) => {
    if (!start) return;
    onChange({ start, end: value.end && start > value.end ? start : value.end });
  };
  const handleEnd = (end: string) => {
    if (!end) return;
    onChange({ start: value.start && end < value.start ? end : value.start, end });
  };

  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{label ?? t('dateRange.label')}</legend>
      <div className={styles.inputs}>
        <label className={styles.field} htmlFor={`${id}-from`}>
          <span>{t('dateRange.from')}</span>
          <DateField id={`${id}-from`} className={styles.input} value={value.start} onChange={handleStart} />
        </label>
        <label className={styles.field} htmlFor={`${id}-to`}>
          <span>{t('dateRange.to')}</span>
          <DateField id={`${id}-to`} className={styles.input} value={value.end} onChange={handleEnd} />
        </label>
      </div>
      {shown.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('dateRange.presets')}>
          {shown.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className={styles.preset}
              aria-pressed={preset.range.start === value.start && preset.range.end === value.end}
              onClick={() => onChange(preset.range)}
            >
              {t(`dateRange.${preset.id}`)}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
