import { LobbyProviders } from '../app/lobby-providers';
import { VnLotteryPage } from '../features/vn-lottery/components/vn-lottery-page';

/** `mfe_lobby/VnLotteryPage`: the `/vnlottery` page (menus, Vietnam numbers, opened numbers). */
export default function VnLotteryPageExpose() {
  return (
    <LobbyProviders>
      <VnLotteryPage />
    </LobbyProviders>
  );
}
