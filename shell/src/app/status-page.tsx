import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS, systemStatusOf, type Permission } from 'shared-contracts';
import { useCustomerService } from '../customer-service/use-customer-service';
import { Toasts } from '../overlays/toasts';
import styles from './shell-app.module.css';

/**
 * What visitors get instead of the site when the platform says so (spec §2 "System status pages"):
 * maintenance (which wins) or the IP restriction page with the visitor's IP and country, each with
 * a Contact Us button that opens customer service. Rendered inside the HostProvider.
 */
export function StatusPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation('shell');
  const openCustomerService = useCustomerService();
  const isMaintenance = systemStatusOf(permission) === SYSTEM_STATUS.maintenance;
  const title = isMaintenance ? t('status.maintenanceTitle') : t('status.restrictedTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="wl-startup" data-testid={isMaintenance ? 'status-maintenance' : 'status-restricted'}>
      <span className={styles.statusIcon} aria-hidden="true">
        {isMaintenance ? '🛠' : '⛔'}
      </span>
      <h1>{title}</h1>
      {isMaintenance ? (
        <p>{t('status.maintenanceBody')}</p>
      ) : (
        <>
          <p>{t('status.restrictedBody')}</p>
          <dl className={styles.location}>
            <dt>{t('status.ipLabel')}</dt>
            <dd data-testid="status-ip">{permission.location.ip}</dd>
            <dt>{t('status.countryLabel')}</dt>
            <dd data-testid="status-country">{permission.location.country}</dd>
          </dl>
        </>
      )}
      <button type="button" className={styles.button} onClick={openCustomerService}>
        {t('status.contactUs')}
      </button>
      <Toasts />
    </main>
  );
}
