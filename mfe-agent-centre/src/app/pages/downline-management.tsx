import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'platform-ui';
import { ContractsPanel } from '../../features/contracts/components/contracts-panel';
import { OfferContractForm } from '../../features/contracts/components/offer-contract-form';
import { TeamList } from '../../features/downlines/components/team-list';

type Tab = 'team' | 'contracts';

/**
 * downlineManagmentView: the team (search, balances, transfers, contract offers) and the contracts
 * (offers received to accept or reject, contracts given to terminate), as two tabs.
 */
export function DownlineManagement() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('team');
  return (
    <Tabs<Tab>
      label={t('pages.downlineManagmentView')}
      value={tab}
      onValueChange={setTab}
      items={[
        {
          id: 'team',
          label: t('team.tabs.team'),
          content: (
            <TeamList renderOffer={({ account, close }) => <OfferContractForm key={account} toAccount={account} onDone={close} />} />
          ),
        },
        { id: 'contracts', label: t('team.tabs.contracts'), content: <ContractsPanel /> },
      ]}
    />
  );
}
