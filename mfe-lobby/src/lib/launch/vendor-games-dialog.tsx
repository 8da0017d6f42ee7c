import { useInfiniteQuery } from '@tanstack/react-query';
import { Dialog, useApiErrorText } from 'platform-ui';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { ErrorPanel, NoticePanel } from '../../components/status-panel';
import { LoadMore } from '../../components/load-more';
import { gameListQueryOptions } from '../games-query';
import { GameCard } from '../../components/game-card';
import styles from './vendor-games-dialog.module.css';

/** Props of {@link VendorGamesDialog}. */
export interface VendorGamesDialogProps {
  vassalage: string;
  gameType: GameType;
  /** A game of the list was chosen. */
  onLaunch: (game: Game) => void;
  onClose: () => void;
}

/**
 * The popup game list of a vassalage vendor (spec §2: "games flagged as vassalage open a popup game
 * list"): the kit's modal `Dialog` (large: a full-screen sheet on a phone) listing that vendor's
 * games, 42 per page with "load more". Focus moves in, stays in and returns; Escape, the close
 * control and a press on the cover close it.
 */
export function VendorGamesDialog({ vassalage, gameType, onLaunch, onClose }: VendorGamesDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useApiErrorText();
  const games = useInfiniteQuery(gameListQueryOptions(host.api, { gameType, vassalage, language }));

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
        <LoadMore pages={games} />
      </>
    );

  return (
    <Dialog title={t('vendorList.title', { vendor: vassalage })} closeLabel={t('vendorList.close')} size="large" onClose={onClose}>
      <div className={styles.body}>{body}</div>
    </Dialog>
  );
}
