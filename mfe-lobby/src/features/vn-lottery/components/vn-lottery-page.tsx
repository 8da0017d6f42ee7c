import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import buttonStyles from '../../../components/button.module.css';
import { ErrorPanel, NoticePanel } from '../../../components/status-panel';
import { useErrorMessage } from '../../../lib/error-message';
import { useLauncher } from '../../launch/hooks/use-launcher';
import { vnMenusQueryOptions, vnNumbersQueryOptions, vnOpenedQueryOptions } from '../../lottery/api/lottery-query';
import styles from './vn-lottery-page.module.css';

/** The vendor code of the VN lottery games (reference API: VNLOTT). */
const VN_LOTTERY_VENDOR = 'VNLOTT';

/**
 * The `/vnlottery` page (spec §2, §7): the VN lottery menus by region (device WEB), and for the game
 * in `?gameCode=` (the first one when absent) its Vietnam numbers 00–99 (count 100, how often each
 * came out, the hot ones marked) and its latest opened numbers. "Bet now" launches the game by the
 * lobby's launch rules (login first, then the lottery betting view).
 */
export function VnLotteryPage() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const requestedCode = searchParams.get('gameCode')?.trim() || null;
  const { start, ui: launchUi, launch } = useLauncher();

  const menus = useQuery(vnMenusQueryOptions(host.api, host.brand.device, language));
  const regions = useMemo(() => Object.entries(menus.data ?? {}).filter(([, region]) => region.gameMenus.length > 0), [menus.data]);
  const games = useMemo(() => regions.flatMap(([, region]) => region.gameMenus), [regions]);
  const selected = requestedCode ? games.find((game) => game.gameCode === requestedCode) : games[0];
  const gameCode = selected?.gameCode ?? null;
  const isUnknownGame = menus.isSuccess && requestedCode !== null && !selected;

  const numbers = useQuery({ ...vnNumbersQueryOptions(host.api, gameCode ?? ''), enabled: gameCode !== null });
  const opened = useQuery({ ...vnOpenedQueryOptions(host.api, gameCode ?? ''), enabled: gameCode !== null });
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);

  // A lottery game (not the VN vendor itself, whose rule leads back here): login first, then the
  // lottery betting view of this game (`/lottery?gameCode=&playType=`).
  const bet = () => {
    if (!selected) return;
    start({
      nodeId: 0,
      gameType: 'LOTT',
      vassalage: VN_LOTTERY_VENDOR,
      gameCode: selected.gameCode,
      gameName: selected.gameName,
      ...(selected.defaultPlayType ? { defaultPlayType: selected.defaultPlayType } : {}),
    });
  };

  let main;
  if (menus.isPending) {
    main = (
      <p role="status" className={styles.muted}>
        {t('vnLottery.loading')}
      </p>
    );
  } else if (menus.isError) {
    main = <ErrorPanel title={t('vnLottery.menusError')} detail={errorMessage(menus.error)} onRetry={() => void menus.refetch()} />;
  } else if (isUnknownGame) {
    main = (
      <NoticePanel message={t('vnLottery.unknownGame', { code: requestedCode })} testId="vn-lottery-unknown">
        <Link to="/vnlottery" className={buttonStyles.button}>
          {t('vnLottery.showFirst')}
        </Link>
      </NoticePanel>
    );
  } else if (!selected) {
    main = <NoticePanel message={t('vnLottery.empty')} />;
  } else {
    main = (
      <>
        <div className={styles.gameHead}>
          <h2 className={styles.gameTitle}>{selected.gameName}</h2>
          {selected.labelName && <span className={styles.muted}>{selected.labelName}</span>}
          <button type="button" className={buttonStyles.button} onClick={bet} disabled={launch.isPending}>
            {t('vnLottery.bet')}
          </button>
        </div>
        {launchUi}
        <section className={styles.panel} aria-labelledby={`${headingId}-opened`}>
          <h3 id={`${headingId}-opened`} className={styles.heading}>
            {t('vnLottery.opened')}
          </h3>
          {opened.isPending ? (
            <p role="status" className={styles.muted}>
              {t('vnLottery.loading')}
            </p>
          ) : opened.isError ? (
            <ErrorPanel title={t('vnLottery.openedError')} detail={errorMessage(opened.error)} onRetry={() => void opened.refetch()} />
          ) : opened.data.length === 0 ? (
            <p className={styles.muted}>{t('vnLottery.openedEmpty')}</p>
          ) : (
            <ol className={styles.draws} data-testid="vn-opened">
              {opened.data.map((draw) => (
                <li key={`${draw.gameCode}-${draw.issueNo}`} className={styles.draw}>
                  <p className={styles.drawHead}>
                    <span>{t('vnLottery.issue', { issue: draw.issueNo })}</span>
                    <time dateTime={draw.openTime}>{Number.isNaN(Date.parse(draw.openTime)) ? draw.openTime : dateFormat.format(new Date(draw.openTime))}</time>
                  </p>
                  <p className={styles.special}>
                    {t('vnLottery.special')} <strong>{draw.numbers[0]}</strong>
                  </p>
                  <ul className={styles.prizes} aria-label={t('vnLottery.prizes')}>
                    {draw.numbers.slice(1).map((number, index) => (
                      <li key={index}>{number}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className={styles.panel} aria-labelledby={`${headingId}-numbers`}>
          <h3 id={`${headingId}-numbers`} className={styles.heading}>
            {t('vnLottery.numbers')}
          </h3>
          <p className={styles.muted}>{t('vnLottery.numbersHint')}</p>
          {numbers.isPending ? (
            <p role="status" className={styles.muted}>
              {t('vnLottery.loading')}
            </p>
          ) : numbers.isError ? (
            <ErrorPanel title={t('vnLottery.numbersError')} detail={errorMessage(numbers.error)} onRetry={() => void numbers.refetch()} />
          ) : (
            <ul className={styles.numbers} data-testid="vn-numbers">
              {numbers.data.map((entry) => (
                <li key={entry.number} className={entry.isHot ? `${styles.number} ${styles.hot}` : styles.number}>
                  <span className={styles.digits}>{entry.number}</span>
                  {entry.frequency !== undefined && <span className={styles.frequency}>{t('vnLottery.frequency', { count: entry.frequency })}</span>}
                  {entry.isHot && <span className={styles.hotLabel}>{t('vnLottery.hot')}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('vnLottery.title')}
      </h1>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('vnLottery.menus')}>
          {regions.map(([code, region]) => (
            <section key={code} className={styles.region}>
              <h2 className={styles.regionTitle}>{region.title ?? code}</h2>
              <ul className={styles.menuList}>
                {region.gameMenus.map((game) => (
                  <li key={game.gameCode}>
                    <Link
                      to={`/vnlottery?gameCode=${encodeURIComponent(game.gameCode)}`}
                      className={styles.menuLink}
                      aria-current={game.gameCode === gameCode ? 'page' : undefined}
                    >
                      {game.gameName}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.main}>{main}</div>
      </div>
    </section>
  );
}
