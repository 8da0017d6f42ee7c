import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-contracts/react';
import styles from './header.module.css';

/**
 * The account menu's button: the member's initial and name on screen, named "Account menu" and the
 * name for assistive technology (the visible name is part of it, WCAG 2.5.3). The header shows it
 * disabled while the menu's code (the kit's Menu) loads, then the menu uses it as its trigger.
 */
export function AvatarButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const name = session.member?.nickname || session.member?.account || '';
  return (
    <button type="button" className={styles.avatarButton} {...props}>
      <span className={styles.avatarInitial} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="visually-hidden">{t('header.accountMenu')}</span>
      <span className={styles.avatarName}>{name}</span>
    </button>
  );
}
