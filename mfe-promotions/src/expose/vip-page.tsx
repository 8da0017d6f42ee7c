import { RemoteRoot } from '../app/remote-root';
import { VipPage } from '../features/vip/components/vip-page';

/** `mfe_promotions/VipPage`: the `/vip` page, in the shell's router. */
export default function VipPageExpose() {
  return (
    <RemoteRoot>
      <VipPage />
    </RemoteRoot>
  );
}
