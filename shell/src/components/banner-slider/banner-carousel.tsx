import { Carousel } from 'platform-ui/carousel';
import { SPEC_CONSTANTS, type Banner } from 'shared-contracts';
import { BannerContent } from './banner-content';

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  banners: readonly Banner[];
  label: string;
}

/**
 * The banners in the kit's carousel (Embla), loaded by `BannerSlider` after the first paint:
 * with more than one it loops and plays every 5 s (pausing on hover and focus), with bullets,
 * previous / next and pause buttons.
 */
export function BannerCarousel({ banners, label }: BannerCarouselProps) {
  return (
    <Carousel
      label={label}
      autoplayMs={SPEC_CONSTANTS.sliderAutoplayMs}
      slides={banners.map((banner, index) => ({
        id: String(banner.bannerId),
        content: <BannerContent banner={banner} isFirst={index === 0} />,
      }))}
    />
  );
}
