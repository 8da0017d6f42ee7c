import { create } from 'zustand';

/** The icon of a helper dialog. */
export type DialogIcon = 'success' | 'info' | 'warning' | 'error' | 'question';

/** A button of a helper dialog; the promise of `showDialog` resolves with its `value`. */
export interface DialogButton {
  /** Already translated. */
  label: string;
  value: string;
  variant?: 'primary' | 'secondary';
}

/** What `showDialog` shows (spec §2 "Other": icon, title, html, buttons, optional time-out). */
export interface DialogOptions {
  icon?: DialogIcon;
  /** Already translated. */
  title: string;
  /** HTML body (sanitized before rendering). */
  html?: string;
  /** Plain text body (when there is no HTML). */
  text?: string;
  buttons?: DialogButton[];
  /** Closes by itself after this many milliseconds (answer `'timeout'`). */
  timeoutMs?: number;
  /** A click on the cover closes it (answer `'dismiss'`; default on). */
  closeOnCover?: boolean;
}

/** An open helper dialog. */
export interface OpenDialog extends DialogOptions {
  id: number;
  resolve: (value: string) => void;
}

interface DialogState {
  dialogs: OpenDialog[];
  /** Callers currently waiting with the spinner. */
  loading: number;
  open(dialog: OpenDialog): void;
  close(id: number, value: string): void;
  startLoading(): void;
  stopLoading(): void;
}

let nextId = 1;

/** The dialog helper's state: open dialogs (stacked) and the loading spinner count. */
export const useDialogStore = create<DialogState>()((set, get) => ({
  dialogs: [],
  loading: 0,
  open: (dialog) => set((state) => ({ dialogs: [...state.dialogs, dialog] })),
  close: (id, value) => {
    const dialog = get().dialogs.find((item) => item.id === id);
    if (!dialog) return;
    set((state) => ({ dialogs: state.dialogs.filter((item) => item.id !== id) }));
    dialog.resolve(value);
  },
  startLoading: () => set((state) => ({ loading: state.loading + 1 })),
  stopLoading: () => set((state) => ({ loading: Math.max(0, state.loading - 1) })),
}));

/**
 * Shows a dialog and resolves with the pressed button's value, `'dismiss'` (close button, Escape,
 * cover) or `'timeout'`.
 */
export function showDialog(options: DialogOptions): Promise<string> {
  return new Promise((resolve) => {
    useDialogStore.getState().open({ ...options, id: nextId++, resolve });
  });
}

/** Shows the loading spinner until the returned function is called (calls nest). */
export function showLoading(): () => void {
  useDialogStore.getState().startLoading();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useDialogStore.getState().stopLoading();
  };
}

/** Runs `task` with the loading spinner shown. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  const hide = showLoading();
  try {
    return await task();
  } finally {
    hide();
  }
}
