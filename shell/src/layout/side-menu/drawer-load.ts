// The drawer (the kit's Dialog: Radix, focus scope, scroll lock; 13 KiB gzip) is not needed for the
// first paint, nor at all from 1024 px, nor by a player who never opens the menu.
export const loadDrawer = () => import('./side-menu-drawer').then((module) => module.SideMenuDrawer);

/**
 * Starts loading the drawer's code at the first sign that the player wants the menu (the header's
 * menu button hovered, pressed or focused: issue 41, it loaded with every phone page before). A
 * failure is left to the load at the opening, which tries again.
 */
export function preloadSideMenuDrawer(): void {
  loadDrawer().catch(() => undefined);
}
