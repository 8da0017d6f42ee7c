import { RemoteRoot } from '../app/remote-root';
import { ReferralPage } from '../features/referral/components/referral-page';

/** `mfe_promotions/ReferralPage`: the `/referral` page, in the shell's router. */
export default function ReferralPageExpose() {
  return (
    <RemoteRoot>
      <ReferralPage />
    </RemoteRoot>
  );
}
