import { createStore } from 'zustand';

/** Which page the open centre shows. */
export interface CentreNavState {
  activePage: string;
  show: (page: string) => void;
}

/**
 * A navigation store per mounted centre (created with useState), so closing and reopening the
 * centre starts from the page the shell asks for rather than the last one visited.
 */
export function createCentreNavStore(initialPage: string) {
  return createStore<CentreNavState>()((set) => ({
    activePage: initialPage,
    show: (page) => set({ activePage: page }),
  }));
}
