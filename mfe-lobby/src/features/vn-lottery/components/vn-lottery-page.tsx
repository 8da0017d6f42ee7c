import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import buttonStyles from '../../../components/button.module.css';
import { ErrorPanel, NoticePanel } from '../../../components/status-panel';
import { useApiErrorText, useFormat } from 'platform-ui';
import { GameEmbed } from '../../../lib/game-frame/game-embed';
import { useLaunchErrorMessage } from '../../../lib/launch/use-launch-error-message';
import { vnLotteryPath } from '../../../lib/launch/launch-route';
import {
  lotteryLaunchQuery,
  lotteryLaunchQueryOptions,
  vnMenusQueryOptions,
  vnNumbersQueryOptions,
  vnOpenedQueryOptions,
} from '../../../lib/lottery-query';
import styles from './vn-lottery-page.module.css';

/** How a draw's time is shown (in the player's language). */

/** The query parameter and value of the betting view (`/vnlottery?gameCode=X&view=betting`). */
export const VN_VIEW_PARAM = 'view';
const BETTING_VIEW = 'betting';

/**
 * The `/vnlottery` page (spec §2, §7): the VN lottery menus by region (device WEB), and for the game
 * in `?gameCode=` (the first one when absent) its Vietnam numbers 00–99 (count 100, how often each
 * came out, the hot ones marked) and its latest opened numbers. "Bet now" asks a guest to log in;
 * for a member it opens the betting view of that game here (`?view=betting`), framed under the
 * `/game` policy: a VN lottery never leaves for `/lottery` (issue 14.5).
 */
export function VnLotteryPage() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useApiErrorText();
  const headingId = useId();
  const session = useSession();
  const launchErrorMessage = useLaunchErrorMessage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedCode = searchParams.get('gameCode')?.trim() || null;
  const isMember = session.token !== null;

  const menus = useQuery(vnMenusQueryOptions(host.api, host.brand.device, language));
  const regions = useMemo(() => Object.entries(menus.data ?? {}).filter(([, region]) => region.gameMenus.length > 0), [menus.data]);
  const games = useMemo(() => regions.flatMap(([, region]) => region.gameMenus), [regions]);
  const selected = requestedCode ? games.find((game) => game.gameCode === requestedCode) : games[0];
  const gameCode = selected?.gameCode ?? null;
  const isUnknownGame = menus.isSuccess && requestedCode !== null && !selected;

  const isBetting = isMember && gameCode !== null && searchParams.get(VN_VIEW_PARAM) === BETTING_VIEW;

  const numbers = useQuery({ ...vnNumbersQueryOptions(host.api, gameCode ?? ''), enabled: gameCode !== null && !isBetting });
  const opened = useQuery({ ...vnOpenedQueryOptions(host.api, gameCode ?? ''), enabled: gameCode !== null && !isBetting });
  const launchQuery = lotteryLaunchQuery({
    view: 'betting',
    device: host.brand.device,
    backUrl: `${window.location.origin}${vnLotteryPath(gameCode)}`,
    gameCode,
    playType: selected?.defaultPlayType,
    language,
  });
  const betting = useQuery({ ...lotteryLaunchQueryOptions(host.api, session.token, launchQuery), enabled: isBetting });
  const format = useFormat();

  const bet = () => {
    if (!selected) return;
    if (!isMember) {
      host.bus.emit('auth:login-requested', { modal: 'login', reason: 'launch' });
      return;
    }
    setSearchParams(new URLSearchParams({ gameCode: selected.gameCode, [VN_VIEW_PARAM]: BETTING_VIEW }));
  };
  const leaveBetting = () => setSearchParams(new URLSearchParams(gameCode ? { gameCode } : {}));

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
  } else if (isBetting) {
    main = (
      <>
        <div className={styles.gameHead}>
          <h2 className={styles.gameTitle}>{selected.gameName}</h2>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={leaveBetting}>
            {t('vnLottery.backToResults')}
          </button>
        </div>
        {betting.isPending ? (
          <p role="status" className={styles.muted}>
            {t('vnLottery.openingBetting')}
          </p>
        ) : betting.isError ? (
          <ErrorPanel title={t('lottery.launchFailed')} detail={launchErrorMessage(betting.error)} onRetry={() => void betting.refetch()} />
        ) : (
          <GameEmbed key={betting.data} url={betting.data} title={t('vnLottery.bettingFrame', { name: selected.gameName })} />
        )}
      </>
    );
  } else {
    main = (
      <>
        {/* On a phone the region menu would push the game and its "Bet now" a screen down: a picker instead. */}
        <div className={styles.picker}>
          <label htmlFor={`${headingId}-picker`}>{t('vnLottery.choose')}</label>
          <select
            id={`${headingId}-picker`}
            className={styles.select}
            value={selected.gameCode}
            onChange={(event) => void navigate(vnLotteryPath(event.target.value))}
          >
            {regions.map(([code, region]) => (
              <optgroup key={code} label={region.title ?? code}>
                {region.gameMenus.map((game) => (
                  <option key={game.gameCode} value={game.gameCode}>
                    {game.gameName}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={styles.gameHead}>
          <h2 className={styles.gameTitle}>{selected.gameName}</h2>
          {selected.labelName && <span className={styles.muted}>{selected.labelName}</span>}
          <button type="button" className={buttonStyles.button} onClick={bet}>
            {t('vnLottery.bet')}
          </button>
        </div>
        {/* One loading line until both panels have their answer: the opened draws (a tall list)
            arriving first would push the numbers panel a screen down while the player reads it (CLS, issue 47.4). */}
        {opened.isPending || numbers.isPending ? (
          <p role="status" className={styles.muted}>
            {t('vnLottery.loading')}
          </p>
        ) : (
          <>
            <section className={styles.panel} aria-labelledby={`${headingId}-opened`}>
              <h3 id={`${headingId}-opened`} className={styles.heading}>
                {t('vnLottery.opened')}
              </h3>
              {opened.isError ? (
                <ErrorPanel title={t('vnLottery.openedError')} detail={errorMessage(opened.error)} onRetry={() => void opened.refetch()} />
              ) : opened.data.length === 0 ? (
                <p className={styles.muted}>{t('vnLottery.openedEmpty')}</p>
              ) : (
                <ol className={styles.draws} data-testid="vn-opened">
                  {opened.data.map((draw) => (
                    <li key={`${draw.gameCode}-${draw.issueNo}`} className={styles.draw}>
                      <p className={styles.drawHead}>
                        <span>{t('vnLottery.issue', { issue: draw.issueNo })}</span>
                        <time dateTime={draw.openTime}>{format.dateTime(draw.openTime) || draw.openTime}</time>
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
              {numbers.isError ? (
                <ErrorPanel
                  title={t('vnLottery.numbersError')}
                  detail={errorMessage(numbers.error)}
                  onRetry={() => void numbers.refetch()}
                />
              ) : (
                <ul className={styles.numbers} data-testid="vn-numbers">
                  {numbers.data.map((entry) => (
                    <li key={entry.number} className={entry.isHot ? `${styles.number} ${styles.hot}` : styles.number}>
                      <span className={styles.digits}>{entry.number}</span>
                      {entry.frequency !== undefined && (
                        <span className={styles.frequency}>{t('vnLottery.frequency', { count: entry.frequency })}</span>
                      )}
                      {entry.isHot && <span className={styles.hotLabel}>{t('vnLottery.hot')}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.head}>
        {/* The shell shows no header or side menu here (unless the brand allows them): this is the way out. */}
        <Link to="/" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          {t('vnLottery.home')}
        </Link>
        <h1 id={headingId} className={styles.title}>
          {t('vnLottery.title')}
        </h1>
      </div>
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
