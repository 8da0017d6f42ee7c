import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, useFormat } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
import { usePagedRange } from '../../../components/use-paged-range';
import { revenueQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

const FIGURES = ['teamValidBet', 'teamProfitLoss', 'salary', 'dividend', 'income'] as const;

/** agentRevenueReport (my income): per day the team's valid bet and result and the agent's salary and dividend. */
export function RevenueReport() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const paged = usePagedRange('last7');
  const query = useQuery(revenueQueryOptions(host.api, member?.account ?? '', paged.times));
  const total = query.data?.total;

  return (
    <div className={styles.page}>
      <RecordFilters range={paged.range} onRange={paged.setRange} />
      {/* What the figures include, so this page and the other P&L page do not seem to disagree (issue 49). */}
      <p className={styles.muted}>{t('records.revenueIncludes')}</p>
      <RecordsTable
        caption={t('pages.agentRevenueReport')}
        {...queryState(query)}
        data={query.data?.list}
        getRowId={(row) => row.date}
        emptyText={t('records.empty')}
        totals={total && Object.fromEntries(FIGURES.map((figure) => [figure, <Money key={figure} amount={total[figure]} />]))}
        columns={[
          { id: 'date', header: t('records.columns.date'), cell: (row) => format.date(Date.parse(`${row.date}T00:00:00`)) },
          ...FIGURES.map((figure) => ({
            id: figure,
            header: t(`records.columns.${figure}`),
            align: 'end' as const,
            cell: (row: { [K in typeof figure]: number }) => <Money amount={row[figure]} signed={figure === 'teamProfitLoss'} />,
          })),
        ]}
      />
    </div>
  );
}
