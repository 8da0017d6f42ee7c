import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import buttonStyles from '../../../components/button.module.css';
import { NoticePanel } from '../../../components/status-panel';
import { checkGameUrl } from '../utils/game-url-policy';
import styles from './game-frame.module.css';

/**
 * What the embedded game may do. Scripts, forms and popups for the game itself; same-origin so a
 * game served from our origin or its CDN can call its own server with its cookies (the demo games
 * post to their own origin). No top navigation: a game cannot take over the site.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The `/game` page: embeds the launch address from `?url=` when it is http(s) and served from this
 * site or one of the server's launch CDNs; otherwise explains why not. Leaving the page asks the
 * host to refresh the wallet (the game may have changed the balance).
 */
export function GameFrame() {
  const { t } = useTranslation();
  const host = useHost();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const launchCdns = host.system.getSnapshot()?.permission.info.launchGameCDNs ?? [];
  const verdict = checkGameUrl(searchParams.get('url'), window.location.origin, launchCdns);
  const { bus } = host;

  useEffect(() => {
    if (!verdict.allowed) return;
    return () => bus.emit('wallet:refresh-requested', { reason: 'game' });
  }, [bus, verdict.allowed]);

  // The first history entry of the session has the key 'default': nothing to go back to.
  const handleBack = () => (location.key === 'default' ? host.navigate('/') : void navigate(-1));

  return (
    <section className={styles.page} aria-label={t('gameFrame.label')}>
      <div className={styles.bar}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={handleBack}>
          {t('gameFrame.back')}
        </button>
      </div>
      {verdict.allowed ? (
        <iframe
          className={styles.frame}
          src={verdict.url}
          title={t('gameFrame.title')}
          sandbox={GAME_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      ) : (
        <NoticePanel message={t('gameFrame.refused')} detail={t(`gameFrame.reason.${verdict.reason}`)} testId="game-frame-refused">
          <Link to="/" className={buttonStyles.button}>
            {t('gameFrame.backToLobby')}
          </Link>
        </NoticePanel>
      )}
    </section>
  );
}
