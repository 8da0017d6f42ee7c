import { create } from 'zustand';
import type { AccountModalKind, CentreKind } from 'shared-contracts';

/** An open account modal (mfe-account). */
export interface AccountOverlay {
  modal: AccountModalKind;
  reason?: string | undefined;
}

/** An open centre overlay. */
export interface CentreOverlay {
  centre: CentreKind;
  page?: string | undefined;
}

/** The shell's own modals (spec §2 "Other modals"). */
export type ShellModalKind = 'announcements' | 'appDownload' | 'speedTest' | 'firstVisit' | 'feedback';

/** A short message shown at the bottom of the page. */
export interface Toast {
  id: number;
  /** i18n key (shell or `common:` prefixed). */
  messageKey: string;
}

interface UiState {
  account: AccountOverlay | null;
  centre: CentreOverlay | null;
  /** The trial-account warning (in_need_true_account) is showing. */
  realAccountNotice: boolean;
  toasts: Toast[];
  sideMenuCollapsed: boolean;
  /**
   * The game page (pathname) the side menu was last closed on arrival at (Layout). Until a game
   * page is recorded here the menu renders closed there anyway, so the server's frame and the
   * first render already show it closed (nothing moves when the arrival is recorded: CLS, issue 47.4).
   */
  sideMenuClosedOnArrivalAt: string | null;
  /** The side menu drawer (below 1024 px) is open. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  balanceHidden: boolean;
  /** The open shell modal, if any. */
  modal: ShellModalKind | null;
  openAccount(overlay: AccountOverlay): void;
  closeAccount(): void;
  openCentre(overlay: CentreOverlay): void;
  closeCentre(centre?: CentreKind): void;
  showRealAccountNotice(): void;
  hideRealAccountNotice(): void;
  pushToast(messageKey: string): void;
  dismissToast(id: number): void;
  toggleSideMenu(): void;
  setSideMenuCollapsed(collapsed: boolean): void;
  /** Closes the side menu on arrival at the game page `pathname`. */
  closeSideMenuOnArrival(pathname: string): void;
  toggleBalanceHidden(): void;
  openModal(modal: ShellModalKind): void;
  closeModal(modal?: ShellModalKind): void;
  reset(): void;
}

let nextToastId = 1;

const INITIAL: Pick<
  UiState,
  | 'account'
  | 'centre'
  | 'realAccountNotice'
  | 'toasts'
  | 'sideMenuCollapsed'
  | 'sideMenuClosedOnArrivalAt'
  | 'drawerOpen'
  | 'balanceHidden'
  | 'modal'
> = {
  account: null,
  centre: null,
  realAccountNotice: false,
  toasts: [],
  sideMenuCollapsed: false,
  sideMenuClosedOnArrivalAt: null,
  drawerOpen: false,
  balanceHidden: false,
  modal: null,
};

/** The shell's UI open-state: overlays, toasts, side menu and balance visibility. */
export const useUiStore = create<UiState>()((set) => ({
  ...INITIAL,
  openAccount: (account) => set({ account }),
  closeAccount: () => set({ account: null }),
  openCentre: (centre) => set({ centre }),
  closeCentre: (centre) => set((state) => (!centre || state.centre?.centre === centre ? { centre: null } : state)),
  showRealAccountNotice: () => set({ realAccountNotice: true }),
  hideRealAccountNotice: () => set({ realAccountNotice: false }),
  pushToast: (messageKey) =>
    set((state) =>
      state.toasts.some((toast) => toast.messageKey === messageKey)
        ? state
        : { toasts: [...state.toasts, { id: nextToastId++, messageKey }] },
    ),
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  toggleSideMenu: () => set((state) => ({ sideMenuCollapsed: !state.sideMenuCollapsed })),
  setSideMenuCollapsed: (sideMenuCollapsed) => set({ sideMenuCollapsed }),
  closeSideMenuOnArrival: (pathname) => set({ sideMenuCollapsed: true, sideMenuClosedOnArrivalAt: pathname }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  toggleBalanceHidden: () => set((state) => ({ balanceHidden: !state.balanceHidden })),
  openModal: (modal) => set({ modal }),
  closeModal: (modal) => set((state) => (!modal || state.modal === modal ? { modal: null } : state)),
  reset: () => set(INITIAL),
}));
