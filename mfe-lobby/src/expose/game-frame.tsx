import { LobbyProviders } from '../app/lobby-providers';
import { GameFrame } from '../lib/game-frame/game-frame';

/** `mfe_lobby/GameFrame`: the `/game` page. */
export default function GameFrameExpose() {
  return (
    <LobbyProviders>
      <GameFrame />
    </LobbyProviders>
  );
}
