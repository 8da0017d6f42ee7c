import { AlertDialog, Menu, type MenuEntry } from 'platform-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAgentCentre, isTrial, safeUrl } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { AvatarButton } from './avatar-button';
import styles from './header.module.css';

/**
 * The member's avatar menu (spec §2 "Header"): member centre, account record, betting record,
 * agent centre (agents only; other real members get the affiliate link), sign out after a confirm
 * with `in_sure_logout`. The kit's Menu (keyboard, focus return) and AlertDialog.
 */
export function AvatarMenu() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const session = useSession();
  const [isConfirming, setConfirming] = useState(false);

  // Spec §6: the agent centre when allowed; other real members get the affiliate link resource.
  const affiliateUrl = host.system
    .getSnapshot()
    ?.permission.info.resources.find((resource) => resource.resourceType === 'AFFILIATELINK')?.url;
  const affiliateLink = safeUrl(affiliateUrl, { allowSitePath: false });
  const agentEntries: MenuEntry[] = canOpenAgentCentre(session)
    ? [{ id: 'agent', label: t('header.agentCentre'), onSelect: () => host.bus.emit('centre:open', { centre: 'agent' }) }]
    : affiliateLink && !isTrial(session.member)
      ? [{ id: 'affiliate', label: t('header.affiliate'), onSelect: () => window.open(affiliateLink, '_blank', 'noopener,noreferrer') }]
      : [];
  const openCentre = (page?: string) => host.bus.emit('centre:open', { centre: 'member', ...(page ? { page } : {}) });
  const entries: MenuEntry[] = [
    { id: 'member', label: t('header.memberCentre'), onSelect: () => openCentre() },
    { id: 'account', label: t('header.accountRecord'), onSelect: () => openCentre('transactionHistory') },
    { id: 'betting', label: t('header.bettingRecord'), onSelect: () => openCentre('personalHistoryCopy') },
    ...agentEntries,
    { type: 'separator', id: 'sep' },
    { id: 'signout', label: t('header.signOut'), danger: true, onSelect: () => setConfirming(true) },
  ];

  const handleAnswer = async (answer: string) => {
    setConfirming(false);
    if (answer !== 'confirm') return;
    await host.session.signOut('user');
    host.navigate('/');
  };

  return (
    <div className={styles.avatar}>
      <Menu entries={entries} trigger={<AvatarButton />} />
      {isConfirming ? (
        <AlertDialog
          icon="question"
          title={t('dialog.signOutTitle')}
          text={t('common:in_sure_logout')}
          buttons={[
            { label: t('common:actions.cancel'), value: 'cancel', variant: 'secondary' },
            { label: t('common:actions.confirm'), value: 'confirm' },
          ]}
          onAnswer={(answer) => void handleAnswer(answer)}
        />
      ) : null}
    </div>
  );
}
