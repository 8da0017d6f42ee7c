import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { BannerPlaceholder, BannerSlider, preloadBannerCarousel } from '../components/banner-slider/banner-slider';
import { noticesQueryOptions } from '../queries/shell-queries';

/**
 * The banners of the current route's group (spec §2 "Banners"). Registration uses 'w_reg', with
 * the 'register' group when it has none. While loading, an empty box of the slider's shape holds its
 * place (and the carousel's code loads meanwhile); nothing renders on failure or without banners.
 */
export function BannerStrip({ group }: { group: string }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const notices = useQuery(noticesQueryOptions(host.api, language));
  useEffect(preloadBannerCarousel, []);
  if (notices.isPending) return <BannerPlaceholder />;
  const banners = bannersOfGroup(notices.data?.banners ?? [], group);
  return <BannerSlider key={group} banners={banners} label={t('home.banners')} />;
}

/** The banners a route's group shows: registration's 'w_reg', else its 'register' group. */
export function bannersOfGroup<B extends { groupName?: string | null | undefined }>(all: readonly B[], group: string): B[] {
  const groups = group === 'w_reg' ? ['w_reg', 'register'] : [group];
  return groups.map((name) => all.filter((banner) => banner.groupName === name)).find((list) => list.length > 0) ?? [];
}
