import { useTranslation } from 'react-i18next';
import { useHost } from 'shared-contracts/react';
import styles from './footer.module.css';

/** The site footer (spec §2 "Footer"): about text, the 18+ responsible-gaming note, copyright. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { brand } = useHost();
  return (
    <footer className={styles.footer}>
      <p>{t('footer.about', { brand: brand.name })}</p>
      <p className={styles.responsible}>
        <span className={styles.badge} aria-hidden="true">
          18+
        </span>
        {t('footer.responsible')}
      </p>
      <p className={styles.copyright}>{t('footer.copyright', { brand: brand.name, year: new Date().getFullYear() })}</p>
    </footer>
  );
}
