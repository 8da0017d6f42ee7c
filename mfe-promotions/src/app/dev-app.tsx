import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { RemoteRoot } from './remote-root';

/** Standalone development only: the promotions page in this remote's providers, as the shell mounts it. */
export function DevApp() {
  return (
    <RemoteRoot>
      <PromotionsPage />
    </RemoteRoot>
  );
}
