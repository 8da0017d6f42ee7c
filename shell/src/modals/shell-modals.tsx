import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { FeedbackModal } from '../feedback/feedback-modal';
import { noticesQueryOptions } from '../queries/shell-queries';
import { useUiStore } from '../stores/ui-store';
import { AnnouncementsModal } from './announcements-modal';
import { AppDownloadModal } from './app-download-modal';
import { FirstVisitNotice, hasSeenFirstVisitNotice, noteFirstVisitNoticeOpened } from './first-visit-notice';
import { SpeedTestModal } from './speed-test-modal';

/**
 * The shell's own modals, one at a time (ui store `modal`): announcements, app download, speed test
 * the feedback form and the first-visit notice, which opens by itself on the home page once per browser session when
 * there are popup notices.
 */
export function ShellModals() {
  const host = useHost();
  const language = useHostLanguage();
  const modal = useUiStore((state) => state.modal);
  const openModal = useUiStore((state) => state.openModal);
  const closeModal = useUiStore((state) => state.closeModal);
  const notices = useQuery(noticesQueryOptions(host.api, language));
  const hasPopups = (notices.data?.popup.length ?? 0) > 0;
  const { pathname } = useLocation();
  const isHome = pathname === ROUTES.home || (ROUTES.homeAliases as readonly string[]).includes(pathname);

  useEffect(() => {
    if (isHome && hasPopups && !hasSeenFirstVisitNotice() && useUiStore.getState().modal === null) {
      noteFirstVisitNoticeOpened();
      openModal('firstVisit');
    }
  }, [isHome, hasPopups, openModal]);

  const close = () => closeModal();
  switch (modal) {
    case 'announcements':
      return <AnnouncementsModal onClose={close} />;
    case 'appDownload':
      return <AppDownloadModal onClose={close} />;
    case 'speedTest':
      return <SpeedTestModal onClose={close} />;
    case 'firstVisit':
      return <FirstVisitNotice onClose={close} />;
    case 'feedback':
      return <FeedbackModal onClose={close} />;
    default:
      return null;
  }
}
