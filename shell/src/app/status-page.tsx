import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS, systemStatusOf, type Permission } from 'shared-contracts';
import styles from './shell-app.module.css';

/**
 * What visitors get instead of the site when the platform says so (spec §2 "System status pages"):
 * maintenance (which wins) or the IP restriction page with the visitor's IP and country.
 */
export function StatusPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation('shell');
  const isMaintenance = systemStatusOf(permission) === SYSTEM_STATUS.maintenance;
  const title = isMaintenance ? t('status.maintenanceTitle') : t('status.restrictedTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={styles.full}>
      <h1>{title}</h1>
      {isMaintenance ? (
        <p>{t('status.maintenanceBody')}</p>
      ) : (
        <>
          <p>{t('status.restrictedBody')}</p>
          <p>{t('status.ip', { ip: permission.location.ip })}</p>
          <p>{t('status.country', { country: permission.location.country })}</p>
        </>
      )}
    </main>
  );
}
