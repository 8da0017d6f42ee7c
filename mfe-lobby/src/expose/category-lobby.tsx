import type { CategoryLobbyProps } from 'shared-contracts';
import { CategoryLobby } from '../app/category-lobby';
import { LobbyProviders } from '../app/lobby-providers';

/** `mfe_lobby/CategoryLobby`: a category lobby page. */
export default function CategoryLobbyExpose(props: CategoryLobbyProps) {
  return (
    <LobbyProviders>
      <CategoryLobby {...props} />
    </LobbyProviders>
  );
}
