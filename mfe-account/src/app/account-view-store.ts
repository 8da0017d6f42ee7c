import { createStore } from 'zustand';
import type { AccountModalKind } from 'shared-contracts';

/**
 * The views the account modal can show now. Spec §4 names more (sms login, recovery by email or
 * phone, forced password change, registration success): they are added here as their issues land.
 */
export type AccountView = 'login' | 'register';

/** UI state of one mounted account modal. */
export interface AccountViewState {
  view: AccountView;
  show: (view: AccountView) => void;
}

/**
 * The view a requested modal kind opens on. 'forgot-password' and 'change-password' are not built
 * yet (later issues); they open the login view, from which both flows will start.
 */
export function initialViewFor(modal: AccountModalKind): AccountView {
  return modal === 'register' ? 'register' : 'login';
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
