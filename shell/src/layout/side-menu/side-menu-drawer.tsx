import { Dialog } from 'platform-ui';
import type { ReactNode } from 'react';

/** Props of {@link SideMenuDrawer}. */
export interface SideMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's title and accessible name (translated). */
  title: string;
  children: ReactNode;
}

/**
 * The side menu below 1024 px: the kit's Dialog as a full-height sheet (focus moves in, stays in
 * and returns to the menu button; Escape and the cover close it). Its own chunk: the side menu
 * loads it when the drawer first opens, or ahead of that on a narrow screen, never for the first
 * paint.
 */
export function SideMenuDrawer({ open, onClose, title, children }: SideMenuDrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="large" testId="side-menu-drawer">
      {children}
    </Dialog>
  );
}
