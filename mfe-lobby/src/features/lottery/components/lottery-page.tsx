import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { VENDOR_TAB_PARAM, checkRealAccount } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import buttonStyles from '../../../components/button.module.css';
import { ErrorPanel, NoticePanel } from '../../../components/status-panel';
import { GameEmbed } from '../../../lib/game-frame/game-embed';
import { useLaunchErrorMessage } from '../../../lib/launch/use-launch-error-message';
import { isVnLottery, vnLotteryPath } from '../../../lib/launch/launch-route';
import {
  lotteryLaunchQuery,
  lotteryLaunchQueryOptions,
  popularLotteryQueryOptions,
  recentLotteryQueryOptions,
} from '../../../lib/lottery-query';
import { useApiErrorText } from 'platform-ui';
import { useLotteryFavourites } from '../hooks/use-lottery-favourites';
import { LotteryList, type LotteryListItem } from './lottery-list';
import styles from './lottery-page.module.css';

/** The path of this page (the lottery's back address points here). */
export const LOTTERY_PATH = '/lottery';

/** Where the lottery sends the player back to (spec §7 backUrl): this page's lobby view. */
export function lotteryBackUrl(origin: string = window.location.origin): string {
  return `${origin}${LOTTERY_PATH}`;
}

/**
 * The `/lottery` page (spec §2, §7): the lottery's lobby view, or its betting view for the game in
 * `?gameCode=` (with `?playType=`), embedded under the `/game` policy; beside it the popular
 * lotteries (20), the member's recent lotteries and their lottery favourites (localStorage, per
 * username). Guests see the lists and are asked to log in to play.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const host = useHost();
  const session = useSession();
  const language = useHostLanguage();
  const headingId = useId();
  const errorMessage = useApiErrorText();
  const launchErrorMessage = useLaunchErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode')?.trim() || null;
  const playType = searchParams.get('playType')?.trim() || null;
  const view = gameCode ? 'betting' : 'lobby';
  const isMember = session.token !== null;
  // The side menu's vendor entry (`/lottery?page=VNLOTT`) names the Vietnamese lottery vendor.
  const vendorTab = searchParams.get(VENDOR_TAB_PARAM);
  const isVnVendorTab = vendorTab !== null && isVnLottery({ vassalage: vendorTab });
  const favourites = useLotteryFavourites();

  const popular = useQuery(popularLotteryQueryOptions(host.api, language));
  const recent = useQuery({ ...recentLotteryQueryOptions(host.api, session.token, language), enabled: isMember && !isVnVendorTab });
  const launchQuery = lotteryLaunchQuery({ view, device: host.brand.device, backUrl: lotteryBackUrl(), gameCode, playType, language });
  const launch = useQuery({ ...lotteryLaunchQueryOptions(host.api, session.token, launchQuery), enabled: isMember && !isVnVendorTab });

  // A Vietnamese lottery has its own page: its lobby and betting view live on /vnlottery (issue 14.5).
  const open = (item: LotteryListItem) => {
    if (isVnLottery(item)) {
      host.navigate(vnLotteryPath(item.gameCode));
      return;
    }
    setSearchParams(() => {
      const next = new URLSearchParams();
      next.set('gameCode', item.gameCode);
      if (item.defaultPlayType) next.set('playType', item.defaultPlayType);
      return next;
    });
  };
  const toLobby = () => setSearchParams(new URLSearchParams());
  const toggleFavourite = (item: LotteryListItem) =>
    favourites.toggle({
      gameCode: item.gameCode,
      gameName: item.gameName,
      ...(item.defaultPlayType ? { defaultPlayType: item.defaultPlayType } : {}),
    });
  const listProps = { selected: gameCode, onSelect: open, isFavourite: favourites.isFavourite, onToggleFavourite: toggleFavourite };

  if (isVnVendorTab) return <Navigate to={vnLotteryPath(gameCode)} replace />;

  let main;
  if (!isMember) {
    main = (
      <NoticePanel message={t('lottery.loginToPlay')} testId="lottery-login">
        <button
          type="button"
          className={buttonStyles.button}
          onClick={() => host.bus.emit('auth:login-requested', { modal: 'login', reason: 'launch' })}
        >
          {t('lottery.login')}
        </button>
      </NoticePanel>
    );
  } else if (launch.isPending) {
    main = (
      <div role="status" className={styles.opening}>
        {t(view === 'betting' ? 'lottery.openingBetting' : 'lottery.openingLobby')}
      </div>
    );
  } else if (launch.isError) {
    main = <ErrorPanel title={t('lottery.launchFailed')} detail={launchErrorMessage(launch.error)} onRetry={() => void launch.refetch()} />;
  } else {
    main = <GameEmbed key={launch.data} url={launch.data} title={t(view === 'betting' ? 'lottery.bettingFrame' : 'lottery.lobbyFrame')} />;
  }

  const isRealAccount = checkRealAccount(session) === 'ok';
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h1 id={headingId} className={styles.title}>
          {t('lottery.title')}
        </h1>
        <p className={styles.view} data-testid="lottery-view">
          {t(view === 'betting' ? 'lottery.bettingView' : 'lottery.lobbyView')}
        </p>
        {view === 'betting' && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={toLobby}>
            {t('lottery.backToLobby')}
          </button>
        )}
      </div>
      <div className={styles.layout}>
        {/* The frame's height is kept for the game only: a guest's notice is not followed by empty space. */}
        <div className={isMember ? `${styles.main} ${styles.frameMain}` : styles.main}>{main}</div>
        <aside className={styles.side} aria-label={t('lottery.lists')}>
          {isRealAccount && (
            <section className={styles.section}>
              <h2 className={styles.heading}>{t('lottery.favourites')}</h2>
              {favourites.list.length === 0 ? (
                <p className={styles.empty}>{t('lottery.favouritesEmpty')}</p>
              ) : (
                <LotteryList title={t('lottery.favourites')} items={favourites.list} {...listProps} />
              )}
            </section>
          )}
          {isMember && (
            <section className={styles.section}>
              <h2 className={styles.heading}>{t('lottery.recent')}</h2>
              {recent.isPending ? (
                <p role="status" className={styles.empty}>
                  {t('lottery.loading')}
                </p>
              ) : recent.isError ? (
                <ErrorPanel title={t('lottery.recentError')} detail={errorMessage(recent.error)} onRetry={() => void recent.refetch()} />
              ) : recent.data.length === 0 ? (
                <p className={styles.empty}>{t('lottery.recentEmpty')}</p>
              ) : (
                <LotteryList title={t('lottery.recent')} items={recent.data} {...listProps} />
              )}
            </section>
          )}
          <section className={styles.section}>
            <h2 className={styles.heading}>{t('lottery.popular')}</h2>
            {popular.isPending ? (
              <p role="status" className={styles.empty}>
                {t('lottery.loading')}
              </p>
            ) : popular.isError ? (
              <ErrorPanel title={t('lottery.popularError')} detail={errorMessage(popular.error)} onRetry={() => void popular.refetch()} />
            ) : (
              <LotteryList title={t('lottery.popular')} items={popular.data} {...listProps} />
            )}
          </section>
        </aside>
      </div>
    </section>
  );
}
