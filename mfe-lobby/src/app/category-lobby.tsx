import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CATEGORY_ROUTES, VENDOR_TAB_PARAM, type CategoryLobbyProps, type Game, type GameCategoryCode } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { useApiErrorText } from 'platform-ui';
import buttonStyles from '../components/button.module.css';
import { ErrorPanel, NoticePanel } from '../components/status-panel';
import { LoadMore } from '../components/load-more';
import { gameListQueryOptions, vendorLanesQueryOptions } from '../lib/games-query';
import { GameGrid, GameGridSkeleton } from '../features/games/components/game-grid';
import { GameSearch } from '../features/games/components/game-search';
import { VendorTabs, VendorTabsSkeleton } from '../features/games/components/vendor-tabs';
import { GameFilters, NO_FILTERS, parseFilters, type GameFilterValues } from '../features/games/components/game-filters';
import { classificationsOfCategory, isLobbyCategory, listPlan, vendorsOfCategory } from '../features/games/utils/lanes';
import { FavouriteStarButton } from '../components/favourite-star';
import { useFavourites } from '../lib/favourites/use-favourites';
import { LaunchFeedback } from '../lib/launch/launch-feedback';
import { useLauncher } from '../lib/launch/use-launcher';
import { PvpRooms } from '../features/pvp/components/pvp-rooms';
import { pvpRoomsQueryOptions } from '../features/pvp/api/pvp-query';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CategoryLane } from './category-lane';
import styles from './category-lobby.module.css';

/** How long the search box waits for typing to stop before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Pages the grid loads by itself as the player scrolls; after them a "load more" button loads each
 * further page, so the page stops growing and the footer can be reached (issue 14.8).
 */
export const AUTO_LOAD_PAGES = 3;

/** Categories whose games have a minimum bet worth filtering by (not the sportsbook lobbies). */
const MIN_BET_CATEGORIES: ReadonlySet<GameCategoryCode> = new Set(['RNG', 'PVP', 'LIVE', 'FISH', 'INHOUSE', 'ELOTT']);
/** Categories whose games have pay lines. */
const LINES_CATEGORIES: ReadonlySet<GameCategoryCode> = new Set(['RNG', 'FISH']);

/** The games whose name contains `query` (case- and accent-insensitive, as a player types). */
export function filterByName(games: readonly Game[], query: string): Game[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(query);
  return games.filter((game) => fold(game.gameName).includes(wanted));
}

/**
 * A category lobby (`/rng`, `/live`, ...): vendor tabs driven by `?page=`, a game-name search, and
 * the game grid with paging. Clicking a game launches it by the spec's routing rules.
 */
export function CategoryLobby({ category }: CategoryLobbyProps) {
  // The shell passes a typed category, but a route or an older shell may not: explain, never crash.
  const { pathname } = useLocation();
  if (!isLobbyCategory(category)) return <UnknownCategory />;
  // Away from its own route (the home page), the lobby is a bounded lane with a link to the lobby.
  if (pathname.replace(/\/+$/, '').toLowerCase() !== CATEGORY_ROUTES[category]) return <CategoryLane key={category} category={category} />;
  return <CategoryLobbyView key={category} category={category} />;
}

/** The message for a category route that does not exist. */
export function UnknownCategory() {
  const { t } = useTranslation();
  return (
    <section className={styles.lobby}>
      <NoticePanel message={t('lobby.unknownCategory')} testId="lobby-unknown-category">
        <Link to="/" className={buttonStyles.button}>
          {t('lobby.backHome')}
        </Link>
      </NoticePanel>
    </section>
  );
}

function CategoryLobbyView({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useApiErrorText();
  const panelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedVendor = searchParams.get(VENDOR_TAB_PARAM)?.trim() || null;
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filterValues, setFilterValues] = useState<GameFilterValues>(NO_FILTERS);
  const debouncedFilters = useDebouncedValue(filterValues, SEARCH_DEBOUNCE_MS);
  const listFilters = useMemo(() => parseFilters(debouncedFilters), [debouncedFilters]);

  const lanes = useQuery(vendorLanesQueryOptions(host.api, language));
  const vendors = useMemo(() => (lanes.data ? vendorsOfCategory(lanes.data, category) : []), [lanes.data, category]);
  // null while the lanes load: the filters keep the classification's place (nothing moves when it arrives).
  const classifications = useMemo(
    () => (lanes.data ? classificationsOfCategory(lanes.data, category) : lanes.isPending ? null : []),
    [lanes.data, lanes.isPending, category],
  );
  const plan = useMemo(() => listPlan(vendors, category, selectedVendor), [vendors, category, selectedVendor]);
  const vendorNames = useMemo(() => new Map(vendors.map((v) => [v.vassalage, v.name || v.vassalage])), [vendors]);
  const vendorName = useCallback((code: string) => vendorNames.get(code) ?? code, [vendorNames]);
  const isUnknownVendor = selectedVendor !== null && lanes.isSuccess && !vendorNames.has(selectedVendor);
  const hasSelectedTab = lanes.isSuccess && !isUnknownVendor;

  // On /pvp the rooms sit above the grid, and the grid waits for the rooms' answer (the same query
  // as PvpRooms', asked once): a dozen rooms arriving after the games would push the grid a screen
  // down while the player reads it (CLS, issue 47.4).
  const showsRooms = category === 'PVP' && !isUnknownVendor;
  const rooms = useQuery({ ...pvpRoomsQueryOptions(host.api, selectedVendor, language), enabled: showsRooms });
  const isWaitingForRooms = showsRooms && rooms.isPending;

  const baseFilters = { gameType: plan.gameType, vassalage: selectedVendor ?? undefined, ...listFilters, language };
  // A vendor from the URL is checked against the lanes first (no request for a vendor that does
  // not exist); if the lanes fail, the vendor is tried as given.
  const canList = selectedVendor === null || (!lanes.isPending && !isUnknownVendor);
  const games = useInfiniteQuery({
    ...gameListQueryOptions(host.api, { ...baseFilters, gameName: gameName || undefined }),
    enabled: canList,
  });
  // The games already loaded without a search (cached): a search answers from them at once, and the
  // server's answer (after the debounce) refines it (issue 19.4). Never fetched from here.
  const loaded = useInfiniteQuery({ ...gameListQueryOptions(host.api, baseFilters), enabled: false });
  const { start: startLaunch, launch, feedback: launchFeedback } = useLauncher();

  const handleSelectVendor = (vassalage: string | null) => {
    launch.reset();
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (vassalage) next.set(VENDOR_TAB_PARAM, vassalage);
      else next.delete(VENDOR_TAB_PARAM);
      return next;
    });
  };
  const favourites = useFavourites();
  // Stable callbacks: a grid row is drawn again only when one of them (or its games) changes.
  const favouriteIds = favourites.ids;
  const togglingNodeId = favourites.toggle.isPending ? favourites.toggle.variables.nodeId : null;
  const { mutate: toggleFavourite } = favourites.toggle;
  const starTitles = useMemo(() => [t('favourites.add'), t('favourites.remove')] as const, [t]);
  const favouriteStar = useCallback(
    (game: Game) => (
      <FavouriteStarButton
        label={t('favourites.toggle', { name: game.gameName })}
        titles={starTitles}
        isFavourite={favouriteIds?.has(game.nodeId) ?? false}
        isBusy={togglingNodeId === game.nodeId}
        onToggle={() => toggleFavourite(game)}
      />
    ),
    [t, starTitles, favouriteIds, togglingNodeId, toggleFavourite],
  );

  const { fetchNextPage } = games;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const isAutoLoading = (games.data?.pages.length ?? 0) < AUTO_LOAD_PAGES;

  const keepVendors = plan.keepVendors;
  const serverGames = useMemo(() => {
    const list = games.data?.pages.flatMap((page) => page.games) ?? [];
    return keepVendors ? list.filter((game) => keepVendors.has(game.vassalage)) : list;
  }, [games.data, keepVendors]);
  const query = search.trim();
  // Until the server has answered the search as typed, the loaded games matching it are shown.
  const isLocalAnswer = (gameName !== query || games.isPending) && canList && loaded.data !== undefined;
  const localGames = useMemo(() => {
    if (!isLocalAnswer) return null;
    const list = loaded.data?.pages.flatMap((page) => page.games) ?? [];
    const kept = keepVendors ? list.filter((game) => keepVendors.has(game.vassalage)) : list;
    return query ? filterByName(kept, query) : kept;
  }, [isLocalAnswer, loaded.data, keepVendors, query]);
  const allGames = localGames ?? serverGames;
  const totalCount = localGames ? localGames.length : keepVendors ? allGames.length : (games.data?.pages.at(-1)?.totalCount ?? 0);
  const categoryName = t(`categories.${category}`);

  let body;
  if (isUnknownVendor) {
    body = (
      <NoticePanel message={t('vendors.unknown', { vendor: selectedVendor })} testId="lobby-unknown-vendor">
        <button type="button" className={buttonStyles.button} onClick={() => handleSelectVendor(null)}>
          {t('vendors.showAll')}
        </button>
      </NoticePanel>
    );
  } else if (localGames) {
    // Nothing loaded matches yet: wait for the server, which searches every game.
    body =
      localGames.length === 0 && query ? (
        <GameGridSkeleton />
      ) : (
        <GameGrid
          games={localGames}
          vendorName={vendorName}
          onLaunch={startLaunch}
          launchingNodeId={launch.isPending ? launch.variables.nodeId : null}
          totalCount={totalCount}
          cardExtra={favouriteStar}
        />
      );
  } else if (games.isPending) {
    body = <GameGridSkeleton />;
  } else if (games.isError && allGames.length === 0) {
    body = <ErrorPanel title={t('games.error')} detail={errorMessage(games.error)} onRetry={() => void games.refetch()} />;
  } else if (allGames.length === 0 && !games.hasNextPage) {
    body = (
      <NoticePanel
        message={
          gameName
            ? t('games.emptySearch', { query: gameName })
            : Object.keys(listFilters).length > 0
              ? t('games.emptyFiltered')
              : t('games.empty')
        }
        testId="lobby-empty"
      >
        {Object.keys(listFilters).length > 0 && (
          <button type="button" className={buttonStyles.button} onClick={() => setFilterValues(NO_FILTERS)}>
            {t('filters.clear')}
          </button>
        )}
      </NoticePanel>
    );
  } else {
    body = (
      <>
        <GameGrid
          games={allGames}
          vendorName={vendorName}
          onLaunch={startLaunch}
          launchingNodeId={launch.isPending ? launch.variables.nodeId : null}
          totalCount={totalCount}
          hasMore={games.hasNextPage && !games.isFetchNextPageError}
          isLoadingMore={games.isFetchingNextPage}
          onLoadMore={isAutoLoading ? loadMore : undefined}
          cardExtra={favouriteStar}
        />
        <p className={styles.summary}>{t('games.count', { shown: allGames.length, total: Math.max(totalCount, allGames.length) })}</p>
        <div className={styles.more}>
          <LoadMore pages={games} />
        </div>
      </>
    );
  }

  return (
    <section className={styles.lobby} aria-labelledby={`${panelId}-title`}>
      <h1 id={`${panelId}-title`} className={styles.title}>
        {t('lobby.title', { category: categoryName })}
      </h1>
      {lanes.isPending ? (
        <VendorTabsSkeleton />
      ) : lanes.isError ? (
        <div className={styles.vendorsError}>
          <ErrorPanel title={t('vendors.error')} detail={errorMessage(lanes.error)} onRetry={() => void lanes.refetch()} />
        </div>
      ) : (
        <VendorTabs vendors={vendors} selected={selectedVendor} onSelect={handleSelectVendor} panelId={panelId} />
      )}
      <GameSearch value={search} onChange={setSearch} />
      <GameFilters
        values={filterValues}
        onChange={setFilterValues}
        classifications={classifications}
        showMinBet={MIN_BET_CATEGORIES.has(category)}
        showLines={LINES_CATEGORIES.has(category)}
      />
      <LaunchFeedback {...launchFeedback} />
      {showsRooms && (
        <PvpRooms
          vassalage={selectedVendor}
          onEnter={startLaunch}
          enteringRoomId={launch.isPending && launch.variables.roomId && !launch.variables.gameId ? launch.variables.roomId : null}
        />
      )}
      {favourites.toggle.isError && (
        <ErrorPanel
          title={t('favourites.failed')}
          detail={errorMessage(favourites.toggle.error)}
          onRetry={() => favourites.toggle.reset()}
        />
      )}
      <div
        id={panelId}
        role="tabpanel"
        {...(hasSelectedTab ? { 'aria-labelledby': `${panelId}-tab-${selectedVendor ?? 'all'}` } : { 'aria-label': categoryName })}
        aria-busy={games.isFetching || isWaitingForRooms}
      >
        {isWaitingForRooms ? null : body}
      </div>
    </section>
  );
}
