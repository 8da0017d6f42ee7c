import { KitStyleGuide } from 'platform-ui/style-guide';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/**
 * `/styleguide` (development builds only, loaded lazily): platform-ui's living style guide, the
 * kit's components in the current theme (the header's toggle switches light and dark).
 */
export default function StyleGuidePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.styleGuide'));
  return (
    <div className={styles.page}>
      <KitStyleGuide titleLevel={1} />
    </div>
  );
}
