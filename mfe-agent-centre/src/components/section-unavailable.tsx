import { useTranslation } from 'react-i18next';
import styles from './section-unavailable.module.css';

/** Props of {@link SectionUnavailable}. */
export interface SectionUnavailableProps {
  /** The translated name of the section. */
  section: string;
}

/** Shown for a centre page that is not built yet: says so plainly, naming the section. */
export function SectionUnavailable({ section }: SectionUnavailableProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="status" data-testid="section-unavailable">
      <p className={styles.text}>{t('unavailable.message', { section })}</p>
    </div>
  );
}
