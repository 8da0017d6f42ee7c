import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from './date-range';
import styles from './kit.module.css';

/** The date preset buttons of a records page (interim until platform-ui's DateRangeFilter lands). */
export function DatePresetPicker({ value, onChange }: { value: DatePreset; onChange: (preset: DatePreset) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('records.dateRange')} className={styles.pills}>
      {DATE_PRESETS.map((preset) => (
        <button key={preset} type="button" className={styles.pill} aria-pressed={preset === value} onClick={() => onChange(preset)}>
          {t(`records.presets.${preset}`)}
        </button>
      ))}
    </div>
  );
}
