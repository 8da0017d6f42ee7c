// The one place this remote's federation surface is declared (HOUSE-STYLE). Keys match
// REMOTE_EXPOSES['mfe-lobby'] in shared-contracts; the shell loads them as `mfe_lobby/<Key>`.
export const name = 'mfe_lobby';

export const exposes = {
  './CategoryLobby': './src/expose/category-lobby.tsx',
  './GameFrame': './src/expose/game-frame.tsx',
  './HomeGames': './src/expose/home-games.tsx',
  './LotteryPage': './src/expose/lottery-page.tsx',
  './VnLotteryPage': './src/expose/vn-lottery-page.tsx',
};
