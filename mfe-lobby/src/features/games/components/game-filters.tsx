import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './game-filters.module.css';

/** What the filter controls hold (as typed; parsed by {@link parseFilters}). */
export interface GameFilterValues {
  /** A classification code, '' for all. */
  classify: string;
  /** Minimum bet as typed, '' for any. */
  minBet: string;
  /** Minimum number of lines as typed, '' for any. */
  lines: string;
}

export const NO_FILTERS: GameFilterValues = { classify: '', minBet: '', lines: '' };

/** The list-call parameters of the filters (absent when unset or not a valid number). */
export function parseFilters(values: GameFilterValues): { gameClassify?: string; minBet?: number; minLineNum?: number } {
  const minBet = values.minBet.trim() === '' ? Number.NaN : Number(values.minBet);
  const lines = values.lines.trim() === '' ? Number.NaN : Number(values.lines);
  return {
    ...(values.classify ? { gameClassify: values.classify } : {}),
    ...(Number.isFinite(minBet) && minBet >= 0 ? { minBet } : {}),
    ...(Number.isInteger(lines) && lines >= 0 ? { minLineNum: lines } : {}),
  };
}

/** Props of {@link GameFilters}. */
export interface GameFiltersProps {
  values: GameFilterValues;
  onChange: (values: GameFilterValues) => void;
  /**
   * Classification codes the category offers; the select is hidden when there are none. `null` while
   * they load: the select is shown disabled (only "All"), holding its place so nothing moves.
   */
  classifications: readonly string[] | null;
  showMinBet: boolean;
  showLines: boolean;
}

/** The filters the game list call supports: classification, minimum bet, minimum lines. */
export function GameFilters({ values, onChange, classifications, showMinBet, showLines }: GameFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const isClassifying = classifications === null || classifications.length > 0;
  if (!isClassifying && !showMinBet && !showLines) return null;
  const isFiltered = values.classify !== '' || values.minBet !== '' || values.lines !== '';
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t('filters.label')}</legend>
      {isClassifying && (
        <div className={styles.field}>
          <label htmlFor={`${id}-classify`}>{t('filters.classify')}</label>
          <select
            id={`${id}-classify`}
            className={styles.control}
            value={values.classify}
            disabled={classifications === null}
            onChange={(e) => onChange({ ...values, classify: e.target.value })}
          >
            <option value="">{t('filters.classifyAll')}</option>
            {(classifications ?? []).map((code) => (
              <option key={code} value={code}>
                {t(`filters.classifyCode.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        </div>
      )}
      {showMinBet && (
        <div className={styles.field}>
          <label htmlFor={`${id}-min-bet`}>{t('filters.minBet')}</label>
          <input
            id={`${id}-min-bet`}
            className={styles.control}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={values.minBet}
            onChange={(e) => onChange({ ...values, minBet: e.target.value })}
          />
        </div>
      )}
      {showLines && (
        <div className={styles.field}>
          <label htmlFor={`${id}-lines`}>{t('filters.lines')}</label>
          <input
            id={`${id}-lines`}
            className={styles.control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.lines}
            onChange={(e) => onChange({ ...values, lines: e.target.value })}
          />
        </div>
      )}
      {isFiltered && (
        <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </button>
      )}
    </fieldset>
  );
}
