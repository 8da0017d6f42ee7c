import type { ReactNode } from 'react';
import { Modal } from '../modal/modal';

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: string;
  children?: ReactNode;
  /** Buttons row. */
  actions: ReactNode;
  onClose: () => void;
}

/**
 * A small confirmation or warning dialog: the generic {@link Modal} at its small size, not
 * draggable, answered with its buttons (Escape, the close button and the cover close it).
 */
export function Dialog({ title, children, actions, onClose }: DialogProps) {
  return (
    <Modal title={title} onClose={onClose} actions={actions} size="small" draggable={false} role="alertdialog">
      {children}
    </Modal>
  );
}
