import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { noticesQueryOptions } from '../queries/shell-queries';
import styles from './pages.module.css';

/** Only same-site paths and http(s) addresses are followed from server data. */
export function safeHref(link: string | undefined): string | undefined {
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function BannerImage({ banner }: { banner: Banner }) {
  const image = <img src={safeHref(banner.url) ?? ''} alt={banner.title ?? ''} loading="lazy" />;
  const href = safeHref(banner.link);
  if (!href) return image;
  const isExternal = !href.startsWith('/');
  return (
    <a href={href} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})} aria-label={banner.title || undefined}>
      {image}
    </a>
  );
}

/**
 * The banners of a group (spec §2 "Banners"), shown only when there are some. A plain scroller for
 * now; the autoplaying slider comes with the full shell.
 */
export function BannerStrip({ group }: { group: string }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const notices = useQuery(noticesQueryOptions(host.api, language));
  const banners = (notices.data?.banners ?? []).filter((banner) => banner.groupName === group);
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('home.banners')}>
      <ul className={styles.banners}>
        {banners.map((banner) => (
          <li key={banner.bannerId} className={styles.banner}>
            <BannerImage banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
