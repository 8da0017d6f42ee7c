import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import buttonStyles from '../../components/button.module.css';
import { NoticePanel } from '../../components/status-panel';
import { useGameUrlVerdict } from './use-game-url';
import { GAME_FRAME_SANDBOX } from './game-url-policy';
import styles from './game-frame.module.css';

/** What the demo games post to their parent after each round (platform-api README). */
export const DEMO_BALANCE_MESSAGE = 'demo-game:balance';

/** Props of {@link GameEmbed}. */
export interface GameEmbedProps {
  /** The launch address (absolute, or relative to the launch CDN of the visit). */
  url: string | null | undefined;
  /** Accessible title of the frame; "Game" by default. */
  title?: string | undefined;
}

/**
 * A launch address in a sandboxed frame, when the `/game` policy allows it (a brand launch CDN or
 * the reference API's demo games); otherwise a translated refusal with a link home. While the
 * game runs, its balance messages (from that frame only) and leaving it ask the host to refresh
 * the wallet.
 */
export function GameEmbed({ url, title }: GameEmbedProps) {
  const { t } = useTranslation();
  const { bus } = useHost();
  const verdict = useGameUrlVerdict(url);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const allowedOrigin = verdict.allowed ? new URL(verdict.url).origin : null;

  useEffect(() => {
    if (!allowedOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || event.origin !== allowedOrigin) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === DEMO_BALANCE_MESSAGE) {
        bus.emit('wallet:refresh-requested', { reason: 'game' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // The player comes back from the game: the game may have changed the balance.
      bus.emit('wallet:refresh-requested', { reason: 'game' });
    };
  }, [bus, allowedOrigin]);

  if (!verdict.allowed) {
    return (
      <NoticePanel message={t('gameFrame.refused')} detail={t(`gameFrame.reason.${verdict.reason}`)} testId="game-frame-refused">
        <Link to="/" className={buttonStyles.button}>
          {t('gameFrame.backToLobby')}
        </Link>
      </NoticePanel>
    );
  }
  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={verdict.url}
      title={title ?? t('gameFrame.title')}
      sandbox={GAME_FRAME_SANDBOX[verdict.source]}
      referrerPolicy="no-referrer"
      allow="fullscreen; autoplay"
      data-source={verdict.source}
    />
  );
}
