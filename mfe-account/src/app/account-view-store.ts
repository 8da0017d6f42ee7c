import { createStore } from 'zustand';
import type { AccountModalKind } from 'shared-contracts';

/** The views of the account modal (spec §2, §4). SMS login is a mode of the login view. */
export type AccountView = 'login' | 'register' | 'change-password' | 'forgot-password';

/** UI state of one mounted account modal. */
export interface AccountViewState {
  view: AccountView;
  show: (view: AccountView) => void;
}

/** The view a requested modal kind opens on. */
export function initialViewFor(modal: AccountModalKind): AccountView {
  return modal;
}

/**
 * One store per mount (the shell unmounts the modal on close, so every opening starts fresh and
 * nothing leaks between openings the way a module-level store would).
 */
export function createAccountViewStore(modal: AccountModalKind) {
  return createStore<AccountViewState>()((set) => ({
    view: initialViewFor(modal),
    show: (view) => set({ view }),
  }));
}
