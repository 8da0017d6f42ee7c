import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useApiErrorText } from 'platform-ui';
import type { Game } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import buttonStyles from '../../../components/button.module.css';
import { ErrorPanel, NoticePanel } from '../../../components/status-panel';
import { favouritesQueryOptions } from '../../../lib/favourites/favourites-query';
import { FavouriteStar } from '../../../components/favourite-star';
import { useFavourites } from '../../../lib/favourites/use-favourites';
import { LaunchFeedback } from '../../../lib/launch/launch-feedback';
import { useLauncher } from '../../../lib/launch/use-launcher';
import { hotGamesQueryOptions, recentGamesQueryOptions, winnerBoardQueryOptions } from '../api/home-query';
import { GameStrip } from './game-strip';
import styles from './home-games.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading({ label, className = styles.skeleton }: { label: string; className?: string | undefined }) {
  return (
    <div role="status" aria-label={label}>
      <div className={className} aria-hidden="true" />
    </div>
  );
}

/**
 * The home page's game content: hot games, the winner board, and for members their recent games
 * and favourites (with paging). Games launch through the lobby's launch rules.
 */
export function HomeGames() {
  const { t } = useTranslation();
  const host = useHost();
  const session = useSession();
  const language = useHostLanguage();
  const errorMessage = useApiErrorText();
  const { start, feedback } = useLauncher();
  const favourites = useFavourites();

  const hot = useQuery(hotGamesQueryOptions(host.api, language));
  const winners = useQuery(winnerBoardQueryOptions(host.api, language));
  const recent = useInfiniteQuery(recentGamesQueryOptions(host.api, session.token, language));
  const favouriteList = useInfiniteQuery({
    ...favouritesQueryOptions(host.api, { token: session.token, gameType: 'RNG', language }),
    enabled: favourites.canSave,
  });

  const star = (game: Game) => (
    <FavouriteStar
      gameName={game.gameName}
      isFavourite={favourites.ids?.has(game.nodeId) ?? false}
      isBusy={favourites.toggle.isPending && favourites.toggle.variables.nodeId === game.nodeId}
      onToggle={() => favourites.toggle.mutate(game)}
    />
  );

  const recentGames = recent.data?.pages.flatMap((page) => page.list) ?? [];
  const favouriteGames = favouriteList.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <div className={styles.home} data-testid="home-games">
      <LaunchFeedback {...feedback} />
      {favourites.toggle.isError && <ErrorPanel title={t('favourites.failed')} detail={errorMessage(favourites.toggle.error)} />}

      <Section title={t('home.hot')}>
        {hot.isPending ? (
          <Loading label={t('games.loading')} />
        ) : hot.isError ? (
          <ErrorPanel title={t('home.hotError')} detail={errorMessage(hot.error)} onRetry={() => void hot.refetch()} />
        ) : hot.data.length === 0 ? (
          <NoticePanel message={t('home.hotEmpty')} />
        ) : (
          <GameStrip games={hot.data} label={t('home.hot')} onLaunch={start} cardExtra={star} />
        )}
      </Section>

      {session.token && (
        <Section title={t('home.recent')}>
          {recent.isPending ? (
            <Loading label={t('games.loading')} />
          ) : recent.isError && recentGames.length === 0 ? (
            <ErrorPanel title={t('home.recentError')} detail={errorMessage(recent.error)} onRetry={() => void recent.refetch()} />
          ) : recentGames.length === 0 ? (
            <NoticePanel message={t('home.recentEmpty')} />
          ) : (
            <>
              <GameStrip games={recentGames} label={t('home.recent')} onLaunch={start} cardExtra={star} />
              {recent.hasNextPage && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.more}`}
                  disabled={recent.isFetchingNextPage}
                  onClick={() => void recent.fetchNextPage()}
                >
                  {t('games.loadMore')}
                </button>
              )}
            </>
          )}
        </Section>
      )}

      {favourites.canSave && (
        <Section title={t('home.favourites')}>
          {favouriteList.isPending ? (
            <Loading label={t('games.loading')} />
          ) : favouriteList.isError && favouriteGames.length === 0 ? (
            <ErrorPanel
              title={t('home.favouritesError')}
              detail={errorMessage(favouriteList.error)}
              onRetry={() => void favouriteList.refetch()}
            />
          ) : favouriteGames.length === 0 ? (
            <NoticePanel message={t('home.favouritesEmpty')} />
          ) : (
            <>
              <GameStrip games={favouriteGames} label={t('home.favourites')} onLaunch={start} cardExtra={star} />
              {favouriteList.hasNextPage && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.more}`}
                  disabled={favouriteList.isFetchingNextPage}
                  onClick={() => void favouriteList.fetchNextPage()}
                >
                  {t('games.loadMore')}
                </button>
              )}
            </>
          )}
        </Section>
      )}

      <Section title={t('home.winners')}>
        {winners.isPending ? (
          <Loading label={t('home.winnersLoading')} className={styles.winnersSkeleton} />
        ) : winners.isError ? (
          <ErrorPanel title={t('home.winnersError')} detail={errorMessage(winners.error)} onRetry={() => void winners.refetch()} />
        ) : winners.data.length === 0 ? (
          <NoticePanel message={t('home.winnersEmpty')} />
        ) : (
          // A box of fixed height that scrolls: the board is the height of its loading box whatever its
          // 20 rows wrap to, so the lanes below do not move when it arrives. Focusable so a keyboard
          // can scroll it (WCAG 2.1.1), as the kit's records table.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className={styles.winnersBox} tabIndex={0} data-testid="winner-board">
            <ol className={styles.winners} aria-label={t('home.winners')}>
              {winners.data.map((winner, index) => (
                <li key={`${winner.account}-${winner.winTime ?? index}-${index}`} className={styles.winner}>
                  <span>{winner.account}</span>
                  <span>{winner.gameName}</span>
                  <span className={styles.amount}>
                    {formatMoney(winner.winAmount, {
                      currencySymbol: session.member?.currencySymbol ?? host.brand.currencySymbol,
                      language,
                    })}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </Section>
    </div>
  );
}
