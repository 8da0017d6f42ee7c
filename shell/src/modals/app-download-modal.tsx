import { useTranslation } from 'react-i18next';
import { Dialog } from 'platform-ui';
import { AppDownload } from '../pages/download-page';

/** The app download modal (spec §2 "App download modal"): the `/down` content in the kit's Dialog, draggable by its title bar. */
export function AppDownloadModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog title={t('download.title')} onClose={onClose} testId="app-download-modal" size="large" draggable>
      <AppDownload />
    </Dialog>
  );
}
