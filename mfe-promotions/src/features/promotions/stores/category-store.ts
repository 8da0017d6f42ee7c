import { create } from 'zustand';

/** The value of the "all categories" filter. */
export const ALL_CATEGORIES = 'all';

/** UI state of the promotions list: the chosen category filter. */
export interface CategoryFilterState {
  category: string;
  setCategory: (category: string) => void;
}

/** The chosen category (kept while the visitor moves between list and detail). */
export const useCategoryFilterStore = create<CategoryFilterState>()((set) => ({
  category: ALL_CATEGORIES,
  setCategory: (category) => set({ category }),
}));
