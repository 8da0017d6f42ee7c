import type { PromotionSliderProps } from 'shared-contracts';
import { RemoteRoot } from '../app/remote-root';
import { PromotionSlider } from '../features/promotions/components/promotion-slider';

/** `mfe_promotions/PromotionSlider`: one category's promotions as a slider (new_player on registration). */
export default function PromotionSliderExpose({ category }: PromotionSliderProps) {
  return (
    <RemoteRoot>
      <PromotionSlider category={category} />
    </RemoteRoot>
  );
}
