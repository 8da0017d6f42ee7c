import { LobbyProviders } from '../app/lobby-providers';
import { HomeGames } from '../features/home/components/home-games';

/** `mfe_lobby/HomeGames`: hot games, winner board, and a member's recent games and favourites. */
export default function HomeGamesExpose() {
  return (
    <LobbyProviders>
      <HomeGames />
    </LobbyProviders>
  );
}
