import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAgentCentre, isTrial } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { Dialog } from '../../components/dialog/dialog';
import styles from './header.module.css';

interface MenuEntry {
  id: string;
  label: string;
  onSelect: () => void;
}

/**
 * The member's avatar menu (spec §2 "Header"): member centre, account record, betting record,
 * agent centre (agents only), sign out (after a confirm with `in_sure_logout`). A menu button with
 * arrow-key navigation; Escape closes and returns focus.
 */
export function AvatarMenu() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const session = useSession();
  const [isOpen, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const name = session.member?.nickname || session.member?.account || '';

  // Spec §6: the agent centre when allowed; other real members get the affiliate link resource.
  const affiliateUrl = host.system.getSnapshot()?.permission.info.resources.find((resource) => resource.resourceType === 'AFFILIATELINK')?.url;
  const affiliateLink = affiliateUrl && /^https?:\/\//i.test(affiliateUrl) ? affiliateUrl : undefined;
  const canAgent = canOpenAgentCentre(session);
  const agentEntries: MenuEntry[] = canAgent
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
    { id: 'signout', label: t('header.signOut'), onSelect: () => setConfirming(true) },
  ];

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (isOpen) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const handleOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };

  const handleButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await host.session.signOut('user');
      host.navigate('/');
    } finally {
      setSigningOut(false);
      setConfirming(false);
    }
  };

  return (
    <div className={styles.avatar}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={handleButtonKey}
      >
        <span className={styles.avatarInitial} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span>{t('header.accountMenu')}</span>
        <span className={styles.avatarName}>{name}</span>
      </button>
      {isOpen ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={t('header.accountMenu')} className={styles.menu} onKeyDown={handleMenuKey}>
          {entries.map((entry) => (
            <li key={entry.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  close(entry.id !== 'signout');
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isConfirming ? (
        <Dialog
          title={t('dialog.signOutTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(false)}>
                {t('common:actions.cancel')}
              </button>
              <button type="button" className={styles.primaryButton} onClick={() => void handleSignOut()} disabled={isSigningOut}>
                {t('common:actions.confirm')}
              </button>
            </>
          }
        >
          <p>{t('common:in_sure_logout')}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
