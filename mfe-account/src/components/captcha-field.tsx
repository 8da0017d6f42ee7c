import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS, safeUrl } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { throttle } from '../lib/throttle';
import { captchaQueryOptions } from '../lib/register-api';
import styles from './captcha-field.module.css';

/** Props of {@link CaptchaImage}. */
export interface CaptchaImageProps {
  /** Changing it fetches a new image (the owner bumps it on click, type change, failed submit). */
  nonce: number;
  onRefresh: () => void;
}

/**
 * The captcha image as a button: a click loads a new one, at most once per second (spec §9).
 * The image is bound to the captchaId cookie and works once (facts §4.2).
 */
export function CaptchaImage({ nonce, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  const host = useHost();
  const captcha = useQuery(captchaQueryOptions(host, nonce));
  // An inline raster image or an http(s) address only: anything else reads as a captcha that failed.
  const image = captcha.data ? safeUrl(captcha.data, { allowImageData: true }) : undefined;
  const refresh = useMemo(() => throttle(onRefresh, SPEC_CONSTANTS.captchaRefreshThrottleMs), [onRefresh]);
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={refresh}
      aria-label={t('register.captchaRefresh')}
      data-testid="captcha-image"
    >
      {image ? (
        <img src={image} alt={t('register.captchaAlt')} className={styles.captchaImage} />
      ) : (
        <span>{t(captcha.isError || captcha.data ? 'register.captchaFailed' : 'register.captchaLoading')}</span>
      )}
    </button>
  );
}
