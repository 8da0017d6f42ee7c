/** The contract features that gate the last four agent-centre pages (spec §2, §3 "Consolidated contract flags"). */
export interface ContractFeatures {
  /** divtypereq: a dividend contract applies. */
  dividend: boolean;
  /** dailysalreqtype: daily wages apply. */
  dailySalary: boolean;
  /** contracthoursalreq: hourly salary applies. */
  hourSalary: boolean;
  /** realtimesalreqtype: real-time salary applies. */
  realtimeSalary: boolean;
}

/**
 * Until the consolidated-contract call exists (a later issue; it is not in the endpoint catalogue
 * yet), no contract feature is known to apply, so the four contract pages stay hidden.
 */
export const NO_CONTRACT_FEATURES: ContractFeatures = { dividend: false, dailySalary: false, hourSalary: false, realtimeSalary: false };

/** The agent-centre pages of spec §2 "Agent centre", in menu order, with the feature gating each. */
export const AGENT_CENTRE_PAGES = [
  { id: 'agentAnnouncement' },
  { id: 'agentTeamOverview' },
  { id: 'registerCenter' },
  { id: 'downlineManagmentView' },
  { id: 'personalHistoryCopy' },
  { id: 'palStatementsAgentCopy' },
  { id: 'agentRevenueReport' },
  { id: 'agentDownlineTransactionDetailsCopy' },
  { id: 'agentDividendRecordCopy2', feature: 'dividend' },
  { id: 'agentDailyWages2', feature: 'dailySalary' },
  { id: 'agentHourSalary', feature: 'hourSalary' },
  { id: 'agentRealtimeSalary', feature: 'realtimeSalary' },
] as const satisfies readonly { id: string; feature?: keyof ContractFeatures }[];

/** An agent-centre page id. */
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number]['id'];

/** The page shown when none (or an unknown or hidden one) is asked for (spec §2). */
export const DEFAULT_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The pages to list, in order, given which contract features apply. */
export function visiblePages(features: ContractFeatures): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => !('feature' in page) || features[page.feature]).map((page) => page.id);
}

/** The page to show for a requested id: itself when visible, otherwise the default. */
export function resolvePage(requested: string | undefined, visible: readonly AgentCentrePage[]): AgentCentrePage {
  return visible.find((page) => page === requested) ?? DEFAULT_PAGE;
}
