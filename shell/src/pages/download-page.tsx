import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { safeHref } from './safe-href';
import styles from './download-page.module.css';

/** The app platforms and the resource type carrying each one's app link. */
export const APP_PLATFORMS = [
  { id: 'android', resourceTypes: ['Android', 'ANDROID'] },
  { id: 'ios', resourceTypes: ['MOBILECONFIG', 'IOS', 'iOS'] },
] as const;

type PlatformId = (typeof APP_PLATFORMS)[number]['id'];

const STEPS = [1, 2, 3, 4] as const;

/** The app link of a platform from the site resources, if there is one (http(s) only). */
export function appLink(resources: readonly { resourceType: string; url: string }[], platform: PlatformId): string | undefined {
  const types: readonly string[] = APP_PLATFORMS.find((item) => item.id === platform)?.resourceTypes ?? [];
  const url = safeHref(resources.find((resource) => types.includes(resource.resourceType))?.url);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The app download content (spec §2 "App download"): Android and iOS tabs, four numbered steps
 * each, and the QR code of the app link when the site has that resource. Used by `/down` and the
 * app-download modal.
 */
export function AppDownload() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const [active, setActive] = useState<PlatformId>('android');
  const baseId = useId();
  const resources = host.system.getSnapshot()?.permission.info.resources ?? [];
  const link = appLink(resources, active);
  const { size, margin, level } = SPEC_CONSTANTS.qrCode;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: PlatformId = active === 'android' ? 'ios' : 'android';
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.download}>
      <div role="tablist" aria-label={t('download.platforms')} className={styles.tabs}>
        {APP_PLATFORMS.map(({ id }) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={active === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={active === id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(id)}
            onKeyDown={onTabKey}
          >
            {t(`download.${id}.tab`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`} className={styles.panel}>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {step}
              </span>
              <span>{t(`download.${active}.step${step}`)}</span>
            </li>
          ))}
        </ol>
        {link ? (
          <figure className={styles.qr}>
            <QRCodeSVG
              value={link}
              size={size}
              marginSize={margin}
              level={level}
              title={t('download.qrTitle', { platform: t(`download.${active}.tab`) })}
              data-testid="app-qr"
            />
            <figcaption>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {t('download.directLink')}
              </a>
            </figcaption>
          </figure>
        ) : (
          <p className={styles.note}>{t('download.noLink')}</p>
        )}
      </div>
    </div>
  );
}

/** `/down`: the app download page. */
export function DownloadPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('download.title'));
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <h1 id="download-title">{t('download.title')}</h1>
      <AppDownload />
    </section>
  );
}
