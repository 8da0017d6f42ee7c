import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Banner } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { noticesQueryOptions } from '../queries/shell-queries';
import { safeHref } from './safe-href';
import styles from './pages.module.css';


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
  const all = notices.data?.banners ?? [];
  // Registration uses 'w_reg', with the 'register' group when it has none.
  const groups = group === 'w_reg' ? ['w_reg', 'register'] : [group];
  const banners = groups.map((name) => all.filter((banner) => banner.groupName === name)).find((list) => list.length > 0) ?? [];
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
