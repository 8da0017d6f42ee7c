import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { DateRangeFilter, type DateRange } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { RECORD_PRESETS } from '../../../components/use-paged-range';
import { teamAccountsQueryOptions } from '../api/records-queries';

/** A select of a records page (downline, game type, transaction kind). */
export interface RecordSelect {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Props of {@link RecordFilters}. */
export interface RecordFiltersProps {
  range: DateRange;
  onRange: (range: DateRange) => void;
  /** The downline filter, with the text of its empty choice; absent when the page has none. */
  downline?: { value: string; onChange: (account: string) => void; allLabel: string };
  /** A second select (game type, transaction kind). */
  extra?: RecordSelect;
}

function Select({ select, id }: { select: RecordSelect; id: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{select.label}</label>
      <select id={id} className={styles.input} value={select.value} onChange={(event) => select.onChange(event.target.value)}>
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters of a records page: the kit's date range with presets, the downline, and one more select. */
export function RecordFilters({ range, onRange, downline, extra }: RecordFiltersProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const id = useId();
  const team = useQuery({ ...teamAccountsQueryOptions(host.api, member?.account ?? ''), enabled: !!downline });
  return (
    <div className={styles.section}>
      <DateRangeFilter value={range} onChange={onRange} presets={RECORD_PRESETS} label={t('records.dateRange')} />
      {downline || extra ? (
        <div className={styles.form}>
          {downline ? (
            <Select
              id={`${id}-downline`}
              select={{
                label: t('records.downline'),
                value: downline.value,
                onChange: downline.onChange,
                options: [
                  { value: '', label: downline.allLabel },
                  ...(team.data ?? []).map((account) => ({ value: account, label: account })),
                ],
              }}
            />
          ) : null}
          {extra ? <Select id={`${id}-extra`} select={extra} /> : null}
        </div>
      ) : null}
    </div>
  );
}
