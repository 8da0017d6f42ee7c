import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import buttonStyles from '../../../components/button.module.css';
import { ErrorPanel, NoticePanel } from '../../../components/status-panel';
import { useErrorMessage } from '../../../lib/error-message';
import { gameListQueryOptions } from '../../games/api/games-query';
import { GameCard } from '../../games/components/game-card';
import styles from './vendor-games-dialog.module.css';

/** Props of {@link VendorGamesDialog}. */
export interface VendorGamesDialogProps {
  vassalage: string;
  gameType: GameType;
  /** A game of the list was chosen. */
  onLaunch: (game: Game) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The popup game list of a vassalage vendor (spec §2: "games flagged as vassalage open a popup game
 * list"): a modal dialog listing that vendor's games, 42 per page with "load more". Focus moves into
 * the dialog, stays there (Tab wraps), Escape or the close button closes it and focus returns.
 */
export function VendorGamesDialog({ vassalage, gameType, onLaunch, onClose }: VendorGamesDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const games = useInfiniteQuery(gameListQueryOptions(host.api, { gameType, vassalage, language }));

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = dialogRef.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      previous?.focus();
    };
  }, []);

  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  let body;
  if (games.isPending) body = <p role="status">{t('games.loading')}</p>;
  else if (games.isError && list.length === 0)
    body = <ErrorPanel title={t('games.error')} detail={errorMessage(games.error)} onRetry={() => void games.refetch()} />;
  else if (list.length === 0) body = <NoticePanel message={t('games.empty')} />;
  else
    body = (
      <>
        <ul className={styles.list} aria-label={t('vendorList.listLabel', { vendor: vassalage })}>
          {list.map((game) => (
            <li key={`${game.vassalage}:${game.nodeId}`}>
              <GameCard game={game} vendorName={game.vassalage} isLaunching={false} onLaunch={onLaunch} />
            </li>
          ))}
        </ul>
        {games.isFetchNextPageError && <ErrorPanel title={t('games.moreError')} detail={errorMessage(games.error)} onRetry={() => void games.fetchNextPage()} />}
        {games.hasNextPage && !games.isFetchNextPageError && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={games.isFetchingNextPage} onClick={() => void games.fetchNextPage()}>
            {games.isFetchingNextPage ? t('games.loadingMore') : t('games.loadMore')}
          </button>
        )}
      </>
    );

  return (
    <div className={styles.backdrop}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('vendorList.title', { vendor: vassalage })}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
            {t('vendorList.close')}
          </button>
        </header>
        <div className={styles.body}>{body}</div>
      </div>
    </div>
  );
}
