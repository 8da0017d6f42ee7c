import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATEGORY_ROUTES, type GameCategoryCode } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { useApiErrorText } from 'platform-ui';
import { ErrorPanel, NoticePanel } from '../components/status-panel';
import { gameListQueryOptions } from '../lib/games-query';
import { GameGridSkeleton } from '../features/games/components/game-grid';
import { GameStrip } from '../features/home/components/game-strip';
import { LaunchFeedback } from '../lib/launch/launch-feedback';
import { useLauncher } from '../lib/launch/use-launcher';
import styles from './category-lobby.module.css';

/** How many games a lane shows outside its own lobby (issue 14.8: home stays short, the footer reachable). */
export const LANE_SIZE = 12;

/**
 * A category lobby mounted away from its own route (the home page mounts the slots lobby): a bounded
 * lane of the category's first games with a "more" link to the category lobby, instead of an endless
 * grid that keeps the footer out of reach. Its heading is an h2 (the page has its own h1). The games
 * come from the lobby's first page (same query, so the lobby opens from the cache).
 */
export function CategoryLane({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useApiErrorText();
  const headingId = useId();
  const games = useInfiniteQuery(gameListQueryOptions(host.api, { gameType: category, language }));
  const { start, feedback } = useLauncher();
  const categoryName = t(`categories.${category}`);
  const shown = games.data?.pages[0]?.games.slice(0, LANE_SIZE) ?? [];

  let body;
  if (games.isPending) body = <GameGridSkeleton count={LANE_SIZE} />;
  else if (games.isError)
    body = <ErrorPanel title={t('games.error')} detail={errorMessage(games.error)} onRetry={() => void games.refetch()} />;
  else if (shown.length === 0) body = <NoticePanel message={t('games.empty')} testId="lobby-empty" />;
  else body = <GameStrip games={shown} label={categoryName} onLaunch={start} />;

  return (
    <section className={styles.lobby} aria-labelledby={headingId} data-testid="category-lane">
      <div className={styles.laneHead}>
        <h2 id={headingId} className={styles.laneTitle}>
          {categoryName}
        </h2>
        <Link to={CATEGORY_ROUTES[category]} className={styles.laneMore}>
          {t('lane.more', { category: categoryName })}
        </Link>
      </div>
      <LaunchFeedback {...feedback} />
      {body}
    </section>
  );
}
