import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import buttonStyles from '../../components/button.module.css';
import { GameEmbed } from './game-embed';
import styles from './game-frame.module.css';

/**
 * The `/game` page: embeds the launch address from `?url=` when the policy allows it (a brand
 * launch CDN, or the reference API's demo games); otherwise explains why not. Leaving the page
 * asks the host to refresh the wallet (the game may have changed the balance).
 */
export function GameFrame() {
  const { t } = useTranslation();
  const host = useHost();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  // The first history entry of the session has the key 'default': nothing to go back to.
  const handleBack = () => (location.key === 'default' ? host.navigate('/') : void navigate(-1));

  return (
    <section className={styles.page} aria-label={t('gameFrame.label')}>
      <div className={styles.bar}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={handleBack}>
          {t('gameFrame.back')}
        </button>
      </div>
      <GameEmbed url={searchParams.get('url')} />
    </section>
  );
}
