import { create } from 'zustand';
import type { OverviewPeriod } from '../api/team-overview-query';

/** The period the team overview shows. */
export interface OverviewPeriodState {
  period: OverviewPeriod;
  setPeriod: (period: OverviewPeriod) => void;
}

/** UI state of the team overview: the chosen period (kept while the page is open again). */
export const useOverviewPeriodStore = create<OverviewPeriodState>()((set) => ({
  period: 'today',
  setPeriod: (period) => set({ period }),
}));
