import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal/modal';
import { AppDownload } from '../pages/download-page';

/** The app download modal (spec §2 "App download modal"): the `/down` content in the generic modal. */
export function AppDownloadModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal title={t('download.title')} onClose={onClose} testId="app-download-modal">
      <AppDownload />
    </Modal>
  );
}
