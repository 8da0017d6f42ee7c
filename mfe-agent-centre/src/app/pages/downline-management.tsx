import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/kit.module.css';
import { ContractsPanel } from '../../features/contracts/components/contracts-panel';
import { OfferContractForm } from '../../features/contracts/components/offer-contract-form';
import { TeamList } from '../../features/downlines/components/team-list';

const TABS = ['team', 'contracts'] as const;
type Tab = (typeof TABS)[number];

/**
 * downlineManagmentView: the team (search, balances, transfers, contract offers) and the contracts
 * (offers received to accept or reject, contracts given to terminate), as two tabs. Interim tabs
 * until platform-ui's Tabs (Radix) lands.
 */
export function DownlineManagement() {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('team');
  const handleKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.page}>
      <div role="tablist" aria-label={t('pages.downlineManagmentView')} className={styles.pills}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            className={styles.pill}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={handleKey}
          >
            {t(`team.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'team' ? (
          <TeamList renderOffer={({ account, close }) => <OfferContractForm key={account} toAccount={account} onDone={close} />} />
        ) : (
          <ContractsPanel />
        )}
      </div>
    </div>
  );
}
