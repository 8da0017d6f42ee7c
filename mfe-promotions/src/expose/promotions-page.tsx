import type { PromotionsPageProps } from 'shared-contracts';
import { RemoteRoot } from '../app/remote-root';
import { PromotionsPage } from '../features/promotions/components/promotions-page';

/** `mfe_promotions/PromotionsPage`: the `/promotions` and `/promoDetail` page, in the shell's router. */
export default function PromotionsPageExpose({ promotionId }: PromotionsPageProps) {
  return (
    <RemoteRoot>
      <PromotionsPage promotionId={promotionId} />
    </RemoteRoot>
  );
}
