import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLINE_STATUSES, isAgentAccount } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Money, RecordsTable } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
import { useFormat } from '../../../lib/format';
import { downlinesQueryOptions, type DownlineSearch } from '../api/downlines-query';
import { filterTeam } from '../utils/filter-team';
import { DownlineMoneyForm } from './downline-money-form';

/** A downline the contract offer form is rendered for. */
export interface OfferTarget {
  account: string;
  close: () => void;
}

/** Props of {@link TeamList}. */
export interface TeamListProps {
  /** Renders the contract offer form for a direct downline agent (composed by the page). */
  renderOffer: (target: OfferTarget) => ReactNode;
}

const titles = { transfer: 'transfer.title', recall: 'recall.title', offer: 'contracts.offer.title' } as const;
const STATUSES = ['all', 'contracted', 'offered', 'none'] as const;
const ACTIVITIES = ['all', ...DOWNLINE_STATUSES] as const;

/**
 * The team tree as a searchable list (username, level, activity status, contract status): per
 * downline its level, upline, status, balance and contracts; transfer to a downline, take money back
 * from one where the platform allows it (`canRecall`), and offer a contract to a direct downline agent.
 */
export function TeamList({ renderOffer }: TeamListProps) {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const account = member?.account ?? '';
  const format = useFormat();
  const id = useId();
  const [search, setSearch] = useState<DownlineSearch>({
    account: '',
    level: 0,
    activity: 'all',
    status: 'all',
    pageNo: 1,
  });
  const [draft, setDraft] = useState(search);
  const [action, setAction] = useState<{
    kind: 'transfer' | 'recall' | 'offer';
    account: string;
  } | null>(null);
  const query = useQuery(downlinesQueryOptions(host.api, account, { account: search.account, activity: search.activity }));

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...draft, account: draft.account.trim(), pageNo: 1 });
  };
  const levels = [...new Set(query.data?.list.map((downline) => downline.level) ?? [])].sort((a, b) => a - b);
  const close = () => setAction(null);

  return (
    <div className={styles.page}>
      <form role="search" className={styles.form} aria-label={t('team.search.title')} onSubmit={handleSearch}>
        <div className={styles.field}>
          <label htmlFor={`${id}-account`}>{t('team.search.username')}</label>
          <input
            id={`${id}-account`}
            className={styles.input}
            value={draft.account}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-level`}>{t('team.search.level')}</label>
          <select
            id={`${id}-level`}
            className={styles.input}
            value={draft.level}
            onChange={(event) => setDraft({ ...draft, level: Number(event.target.value) })}
          >
            <option value={0}>{t('team.search.allLevels')}</option>
            {[...new Set([1, 2, 3, ...levels])].map((level) => (
              <option key={level} value={level}>
                {t('team.levelN', { level })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-activity`}>{t('team.search.activity')}</label>
          <select
            id={`${id}-activity`}
            className={styles.input}
            value={draft.activity}
            onChange={(event) => setDraft({ ...draft, activity: event.target.value as DownlineSearch['activity'] })}
          >
            {ACTIVITIES.map((activity) => (
              <option key={activity} value={activity}>
                {t(`team.activities.${activity}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>{t('team.search.status')}</label>
          <select
            id={`${id}-status`}
            className={styles.input}
            value={draft.status}
            onChange={(event) =>
              setDraft({
                ...draft,
                status: event.target.value as DownlineSearch['status'],
              })
            }
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`team.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('team.search.submit')}
          </button>
        </div>
      </form>

      <RecordsTable
        caption={t('team.title')}
        {...queryState(query)}
        data={query.data && filterTeam(query.data.list, search)}
        getRowId={(downline) => String(downline.id)}
        emptyText={t('team.empty')}
        columns={[
          { id: 'account', header: t('team.columns.account'), cell: (d) => d.account },
          { id: 'type', header: t('team.columns.type'), cell: (d) => t(isAgentAccount(d) ? 'types.agent' : 'types.member') },
          { id: 'level', header: t('team.columns.level'), align: 'end', cell: (d) => format.count(d.level) },
          { id: 'parent', header: t('team.columns.parent'), cell: (d) => d.parentAccount },
          { id: 'activity', header: t('team.columns.activity'), cell: (d) => t(`team.activities.${d.status}`) },
          { id: 'balance', header: t('team.columns.balance'), align: 'end', cell: (d) => <Money amount={d.balance} /> },
          {
            id: 'lastLogin',
            header: t('team.columns.lastLogin'),
            cell: (d) => (d.lastLoginAt === null ? t('team.neverLoggedIn') : format.dateTime(d.lastLoginAt)),
          },
          { id: 'registered', header: t('team.columns.registered'), cell: (d) => format.date(d.registeredAt) },
          {
            id: 'contract',
            header: t('team.columns.contract'),
            cell: (d) =>
              d.contracts.length === 0
                ? t('team.noContract')
                : d.contracts
                    .map((c) => `${t(`contracts.kinds.${c.kind}`)} ${format.percent(c.rate)} (${t(`contracts.statuses.${c.status}`)})`)
                    .join(', '),
          },
          {
            id: 'actions',
            header: t('records.actions'),
            cell: (d) => (
              <span className={styles.pills}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('transfer.openFor', { account: d.account })}
                  aria-expanded={action?.kind === 'transfer' && action.account === d.account}
                  onClick={() => setAction({ kind: 'transfer', account: d.account })}
                >
                  {t('transfer.open')}
                </button>
                {d.canRecall ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={t('recall.openFor', { account: d.account })}
                    aria-expanded={action?.kind === 'recall' && action.account === d.account}
                    onClick={() => setAction({ kind: 'recall', account: d.account })}
                  >
                    {t('recall.open')}
                  </button>
                ) : null}
                {d.level === 1 && isAgentAccount(d) ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={t('contracts.offer.openFor', { account: d.account })}
                    aria-expanded={action?.kind === 'offer' && action.account === d.account}
                    onClick={() => setAction({ kind: 'offer', account: d.account })}
                  >
                    {t('contracts.offer.open')}
                  </button>
                ) : null}
              </span>
            ),
          },
        ]}
      />

      {action ? (
        <section className={styles.section} aria-label={t(titles[action.kind], { account: action.account })}>
          <h4 className={styles.heading}>{t(titles[action.kind], { account: action.account })}</h4>
          {action.kind === 'offer' ? (
            renderOffer({ account: action.account, close })
          ) : (
            <DownlineMoneyForm
              key={`${action.kind}-${action.account}`}
              direction={action.kind}
              account={action.account}
              downlineBalance={query.data?.list.find((downline) => downline.account === action.account)?.balance}
              onDone={close}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
