import { LobbyProviders } from '../app/lobby-providers';
import { LotteryPage } from '../features/lottery/components/lottery-page';

/** `mfe_lobby/LotteryPage`: the `/lottery` page (lobby or betting view). */
export default function LotteryPageExpose() {
  return (
    <LobbyProviders>
      <LotteryPage />
    </LobbyProviders>
  );
}
