import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { pagedTableProps, usePageFilter, usePagedRange } from '../../../components/use-paged-range';
import { teamProfitLossQueryOptions } from '../api/records-queries';
import { RecordFilters } from './record-filters';

/** Two amounts of one cell, one above the other, in the order the column's header names them. */
function Pair({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <span className={styles.pair}>
      {first}
      {second}
    </span>
  );
}

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
      {/* What the figures include, so this page and the other P&L page do not seem to disagree (issue 49). */}
      <p className={styles.muted}>{t('records.profitLossIncludes')}</p>
      <div className={styles.wrappingHeaders}>
        <RecordsTable
          caption={t('pages.palStatementsAgentCopy')}
          {...pagedTableProps(query, paged)}
          getRowId={(row) => row.account}
          emptyText={t('records.empty')}
          totals={
            total && {
              flow: <Pair first={<Money amount={total.deposit} />} second={<Money amount={total.withdraw} />} />,
              validBet: <Money amount={total.validBet} />,
              winAmount: <Money amount={total.winAmount} />,
              extras: <Pair first={<Money amount={total.bonus} />} second={<Money amount={total.rebate} />} />,
              profit: <Money amount={total.profit} signed />,
            }
          }
          // Six columns that fit the panel: the level under the account, and deposits with withdrawals,
          // bonuses with rebates, two to a cell (the header names both, in order).
          columns={[
            {
              id: 'account',
              header: t('team.columns.account'),
              cell: (row) => (
                <span className={styles.lines}>
                  <span>{row.account}</span>
                  <span className={styles.muted}>{t('team.levelN', { level: format.number(row.level) })}</span>
                </span>
              ),
            },
            {
              id: 'flow',
              header: `${t('records.columns.deposit')} / ${t('records.columns.withdraw')}`,
              align: 'end',
              cell: (row) => <Pair first={<Money amount={row.deposit} />} second={<Money amount={row.withdraw} />} />,
            },
            { id: 'validBet', header: t('records.columns.validBet'), align: 'end', cell: (row) => <Money amount={row.validBet} /> },
            { id: 'winAmount', header: t('records.columns.winAmount'), align: 'end', cell: (row) => <Money amount={row.winAmount} /> },
            {
              id: 'extras',
              header: `${t('records.columns.bonus')} / ${t('records.columns.rebate')}`,
              align: 'end',
              cell: (row) => <Pair first={<Money amount={row.bonus} />} second={<Money amount={row.rebate} />} />,
            },
            { id: 'profit', header: t('records.columns.profit'), align: 'end', cell: (row) => <Money amount={row.profit} signed /> },
          ]}
        />
      </div>
    </div>
  );
}
