import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { pagedTableProps, usePageFilter, usePagedRange } from '../../../components/use-paged-range';
import { useFormat } from '../../../lib/format';
import { teamProfitLossQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

const FIGURES = ['deposit', 'withdraw', 'validBet', 'winAmount', 'bonus', 'rebate', 'profit'] as const;

/** palStatementsAgentCopy (user profit and loss): each team member's result in a range, with the team total. */
export function TeamProfitLoss() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const format = useFormat();
  const paged = usePagedRange('last7');
  const downline = usePageFilter(paged);
  const query = useQuery(
    teamProfitLossQueryOptions(host.api, member?.account ?? '', { ...paged.times, pageNo: paged.pageNo, downline: downline.value }),
  );
  const total = query.data?.total;

  return (
    <div className={styles.page}>
      <RecordFilters range={paged.range} onRange={paged.setRange} downline={{ ...downline, allLabel: t('records.allDownlines') }} />
      <RecordsTable
        caption={t('pages.palStatementsAgentCopy')}
        {...pagedTableProps(query, paged)}
        getRowId={(row) => row.account}
        emptyText={t('records.empty')}
        totals={
          total &&
          Object.fromEntries(FIGURES.map((figure) => [figure, <Money key={figure} amount={total[figure]} signed={figure === 'profit'} />]))
        }
        columns={[
          { id: 'account', header: t('team.columns.account'), cell: (row) => row.account },
          { id: 'level', header: t('team.columns.level'), align: 'end', cell: (row) => format.count(row.level) },
          ...FIGURES.map((figure) => ({
            id: figure,
            header: t(`records.columns.${figure}`),
            align: 'end' as const,
            cell: (row: { [K in typeof figure]: number }) => <Money amount={row[figure]} signed={figure === 'profit'} />,
          })),
        ]}
      />
    </div>
  );
}
