import { RemoteRoot } from '../app/remote-root';
import { PointMallPage } from '../features/point-mall/components/point-mall-page';

/** `mfe_promotions/PointMallPage`: the `/pointMall` page, in the shell's router. */
export default function PointMallPageExpose() {
  return (
    <RemoteRoot>
      <PointMallPage />
    </RemoteRoot>
  );
}
