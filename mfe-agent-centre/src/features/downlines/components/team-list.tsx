import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLINE_STATUSES, isAgentAccount, type ValueOf, type endpoints } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Dialog, Menu, Money, RecordsTable, useFormat, type MenuEntry, type RecordsColumn } from 'platform-ui';
import { queryState } from '../../../components/query-state';
import styles from '../../../components/ui.module.css';
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

type ActionKind = 'transfer' | 'recall' | 'offer';
type Downline = ValueOf<typeof endpoints.agentDownlines>['list'][number];

const titles = { transfer: 'transfer.title', recall: 'recall.title', offer: 'contracts.offer.title' } as const;
const STATUSES = ['all', 'contracted', 'offered', 'none'] as const;
const ACTIVITIES = ['all', ...DOWNLINE_STATUSES] as const;

/**
 * The team tree as a searchable list (username, level, activity status, contract status): per
 * downline its type, level and upline, status, last login and registration, balance and contracts,
 * in four columns that fit the panel. Each row's actions (transfer to it, take money back where the
 * platform allows it (`canRecall`), offer a contract to a direct downline agent) are a menu beside
 * its name, so they are in reach on a phone and a desktop alike; the chosen form opens in a dialog
 * over the list, its first field focused, and focus goes back to the row's menu when it closes.
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
  const [action, setAction] = useState<{ kind: ActionKind; account: string } | null>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const query = useQuery(downlinesQueryOptions(host.api, account, { account: search.account, activity: search.activity }));

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...draft, account: draft.account.trim(), pageNo: 1 });
  };
  const levels = [...new Set(query.data?.list.map((downline) => downline.level) ?? [])].sort((a, b) => a - b);
  // Kept between renders: TanStack renders each cell as a component of the column's function, so a
  // new function would mount the cells again (and take focus from a row's menu button).
  const columns = useMemo<RecordsColumn<Downline>[]>(
    () => [
      {
        id: 'account',
        header: t('team.columns.account'),
        cell: (d) => {
          const entries: MenuEntry[] = [
            { id: 'transfer', label: t('transfer.open'), onSelect: () => setAction({ kind: 'transfer', account: d.account }) },
          ];
          if (d.canRecall)
            entries.push({ id: 'recall', label: t('recall.open'), onSelect: () => setAction({ kind: 'recall', account: d.account }) });
          if (d.level === 1 && isAgentAccount(d))
            entries.push({
              id: 'offer',
              label: t('contracts.offer.open'),
              onSelect: () => setAction({ kind: 'offer', account: d.account }),
            });
          return (
            <span className={styles.named}>
              <span className={styles.lines}>
                <strong data-account={d.account}>{d.account}</strong>
                <span className={styles.muted}>
                  {[
                    t(isAgentAccount(d) ? 'types.agent' : 'types.member'),
                    t('team.levelN', { level: format.number(d.level) }),
                    ...(d.level > 1 ? [t('team.upline', { account: d.parentAccount })] : []),
                  ].join(' · ')}
                </span>
              </span>
              <RowActions account={d.account} entries={entries} />
            </span>
          );
        },
      },
      {
        id: 'activity',
        header: t('team.columns.activity'),
        cell: (d) => (
          <span className={styles.lines}>
            <span>{t(`team.activities.${d.status}`)}</span>
            <span className={styles.muted}>
              {d.lastLoginAt === null ? t('team.lastLoginNever') : t('team.lastLoginAt', { time: format.dateTime(d.lastLoginAt) })}
            </span>
            <span className={styles.muted}>{t('team.registeredOn', { date: format.date(d.registeredAt) })}</span>
          </span>
        ),
      },
      { id: 'balance', header: t('team.columns.balance'), align: 'end', cell: (d) => <Money amount={d.balance} /> },
      {
        id: 'contract',
        header: t('team.columns.contract'),
        cell: (d) =>
          d.contracts.length === 0 ? (
            t('team.noContract')
          ) : (
            <span className={styles.lines}>
              {d.contracts.map((c) => (
                <span key={`${c.kind}-${c.status}-${c.rate}`}>
                  {`${t(`contracts.kinds.${c.kind}`)} ${format.percent(c.rate)} (${t(`contracts.statuses.${c.status}`)})`}
                </span>
              ))}
            </span>
          ),
      },
    ],
    [t, format],
  );
  const close = () => setAction(null);
  const title = action ? t(titles[action.kind], { account: action.account }) : '';

  return (
    <div className={styles.page}>
      <form role="search" className={`${styles.form} ${styles.searchForm}`} aria-label={t('team.search.title')} onSubmit={handleSearch}>
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
                {t('team.levelN', { level: format.number(level) })}
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
        columns={columns}
      />

      <Dialog
        open={action !== null}
        onClose={close}
        title={title}
        closeLabel={t('actions.close', { ns: 'common' })}
        size={action?.kind === 'offer' ? 'large' : 'medium'}
        initialFocusRef={action?.kind === 'offer' ? undefined : (firstField as RefObject<HTMLElement | null>)}
      >
        {action?.kind === 'offer' ? renderOffer({ account: action.account, close }) : null}
        {action && action.kind !== 'offer' ? (
          <DownlineMoneyForm
            key={`${action.kind}-${action.account}`}
            direction={action.kind}
            account={action.account}
            downlineBalance={query.data?.list.find((downline) => downline.account === action.account)?.balance}
            firstFieldRef={firstField}
            onDone={close}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/**
 * A row's actions: a menu button named after the downline. Choosing an entry first puts focus back
 * on the button (the menu's entry disappears with it), so the dialog that opens returns focus there.
 */
function RowActions({ account, entries }: { account: string; entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      align="start"
      entries={entries.map((entry) =>
        entry.type === 'separator'
          ? entry
          : {
              ...entry,
              onSelect: () => {
                trigger.current?.focus();
                entry.onSelect();
              },
            },
      )}
      trigger={
        <button ref={trigger} type="button" className={styles.button} aria-label={t('team.actionsFor', { account })}>
          {t('records.actions')}
        </button>
      }
    />
  );
}
