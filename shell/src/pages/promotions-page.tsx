import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** `/promotions`: mfe-promotions' page. */
export function PromotionsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.promotions'));
  return (
    <div className={styles.page}>
      <RemoteSlot remote="mfe-promotions" exposed="PromotionsPage" />
    </div>
  );
}
