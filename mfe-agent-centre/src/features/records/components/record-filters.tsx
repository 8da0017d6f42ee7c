import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { DatePresetPicker } from '../../../components/date-preset-picker';
import type { DatePreset } from '../../../components/date-range';
import styles from '../../../components/kit.module.css';
import { teamAccountsQueryOptions } from '../api/records-queries';

/** Props of {@link RecordFilters}. */
export interface RecordFiltersProps {
  preset: DatePreset;
  onPreset: (preset: DatePreset) => void;
  /** The downline filter; absent when the page has none. */
  downline?: {
    value: string;
    onChange: (account: string) => void;
    allLabel: string;
  };
  /** A second select (game type, transaction kind). */
  extra?: {
    label: string;
    value: string;
    options: readonly { value: string; label: string }[];
    onChange: (value: string) => void;
  };
}

/** The filters of a records page: date presets, the downline, and one more select. */
export function RecordFilters({ preset, onPreset, downline, extra }: RecordFiltersProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const id = useId();
  const team = useQuery({
    ...teamAccountsQueryOptions(host.api, member?.account ?? ''),
    enabled: !!downline,
  });
  return (
    <div className={styles.section}>
      <DatePresetPicker value={preset} onChange={onPreset} />
      {downline || extra ? (
        <div className={styles.form}>
          {downline ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-downline`}>{t('records.downline')}</label>
              <select id={`${id}-downline`} className={styles.input} value={downline.value} onChange={(event) => downline.onChange(event.target.value)}>
                <option value="">{downline.allLabel}</option>
                {(team.data ?? []).map((account) => (
                  <option key={account} value={account}>
                    {account}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {extra ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-extra`}>{extra.label}</label>
              <select id={`${id}-extra`} className={styles.input} value={extra.value} onChange={(event) => extra.onChange(event.target.value)}>
                {extra.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
