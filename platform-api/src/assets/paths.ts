/** The address of a game's icon: a PNG at display size (issue 19 item 8), served by `assets/routes.ts`. */
export function gameIconPath(nodeId: number): string {
  return `/assets-api/game-icon/${nodeId}.png`;
}
