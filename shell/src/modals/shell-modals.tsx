import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PartStillLoading, closeWhenUnavailable, lazyPart, type LazyPartOptions, type PartStillLoadingProps } from 'platform-ui';
import { ROUTES } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { useAfterFirstBannerPainted } from '../app/first-paint-gate';
import { noticesQueryOptions } from '../queries/shell-queries';
import { useUiStore, type ShellModalKind } from '../stores/ui-store';
import { hasSeenFirstVisitNotice, noteFirstVisitNoticeOpened } from './first-visit-mark';

interface ModalProps {
  onClose: () => void;
}

// A modal whose code cannot load closes (the page stays; a thrown chunk would blank it), and says
// so when the player asked for it. The next opening loads again.
const closeSayingSo = closeWhenUnavailable<ModalProps>(({ onClose }) => {
  onClose();
  useUiStore.getState().pushToast('toast.unavailable');
});
const closeQuietly = closeWhenUnavailable<ModalProps>(({ onClose }) => onClose());

// A modal whose code is late says so (floating, the page stays usable) with Retry and Cancel; Cancel
// only closes it.
const sayStillLoading: LazyPartOptions<ModalProps> = {
  stillLoading: ({ onClose, retry }: ModalProps & PartStillLoadingProps) => <PartStillLoading retry={retry} close={onClose} />,
};

// Each modal's code (the kit's Dialog, the sanitizer, the form library, the QR code) loads when it
// opens, not with the first paint.
const AnnouncementsModal = lazyPart(
  'the announcements',
  () => import('./announcements-modal').then((module) => module.AnnouncementsModal),
  closeSayingSo,
  sayStillLoading,
);
const AppDownloadModal = lazyPart(
  'the app download',
  () => import('./app-download-modal').then((module) => module.AppDownloadModal),
  closeSayingSo,
  sayStillLoading,
);
const FeedbackModal = lazyPart(
  'the feedback form',
  () => import('../feedback/feedback-modal').then((module) => module.FeedbackModal),
  closeSayingSo,
  sayStillLoading,
);
// It opens by itself: without its code it goes without a word (the notices stay in the announcements).
const FirstVisitNotice = lazyPart(
  'the first-visit notice',
  () => import(/* webpackChunkName: "first-visit-notice" */ './first-visit-notice').then((module) => module.FirstVisitNotice),
  closeQuietly,
  // It was not asked for: no word while its code is late either.
  { stillLoading: null },
);
const SpeedTestModal = lazyPart(
  'the speed test',
  () => import('./speed-test-modal').then((module) => module.SpeedTestModal),
  closeSayingSo,
  sayStillLoading,
);

function ShellModal({ modal, onClose }: { modal: ShellModalKind; onClose: () => void }) {
  switch (modal) {
    case 'announcements':
      return <AnnouncementsModal onClose={onClose} />;
    case 'appDownload':
      return <AppDownloadModal onClose={onClose} />;
    case 'speedTest':
      return <SpeedTestModal onClose={onClose} />;
    case 'firstVisit':
      return <FirstVisitNotice onClose={onClose} />;
    case 'feedback':
      return <FeedbackModal onClose={onClose} />;
    default:
      return null;
  }
}

/**
 * The shell's own modals, one at a time (ui store `modal`): announcements, app download, speed test,
 * the feedback form and the first-visit notice, which opens by itself on the home page once per
 * browser session when there are popup notices, once the page's first banner is painted.
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

  // The notice (the kit's Dialog and the sanitizer with it) waits for the home page's first banner
  // to be painted: its code does not share the line with the banner's image (app/first-paint-gate.ts).
  const isFirstScreenPainted = useAfterFirstBannerPainted();

  useEffect(() => {
    if (isFirstScreenPainted && isHome && hasPopups && !hasSeenFirstVisitNotice() && useUiStore.getState().modal === null) {
      noteFirstVisitNoticeOpened();
      openModal('firstVisit');
    }
  }, [isFirstScreenPainted, isHome, hasPopups, openModal]);

  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      <ShellModal modal={modal} onClose={() => closeModal()} />
    </Suspense>
  );
}
