/** The contract features that gate the last four agent-centre pages (consolidated contract flags). */
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

/** No contract feature applies (also: while the flags are not known yet). */
export const NO_CONTRACT_FEATURES: ContractFeatures = {
  dividend: false,
  dailySalary: false,
  hourSalary: false,
  realtimeSalary: false,
};

/** The consolidated contract flags as the platform sends them (1 = applies). */
export interface ContractFlags {
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
}

/** Which gated pages apply, from the consolidated contract flags. */
export function featuresFromFlags(flags: ContractFlags | undefined): ContractFeatures {
  if (!flags) return NO_CONTRACT_FEATURES;
  return {
    dividend: flags.divtypereq === 1,
    dailySalary: flags.dailysalreqtype === 1,
    hourSalary: flags.contracthoursalreq === 1,
    realtimeSalary: flags.realtimesalreqtype === 1,
  };
}

/** The agent-centre pages, in menu order, with the feature gating each. */
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
] as const satisfies readonly {
  id: string;
  feature?: keyof ContractFeatures;
}[];

/** An agent-centre page id. */
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number]['id'];

/** The page shown when none (or an unknown or gated one) is asked for. */
export const DEFAULT_PAGE: AgentCentrePage = 'agentTeamOverview';

/** Whether `id` is a page that only shows with a contract feature. */
export function isGatedPage(id: string | undefined): boolean {
  return AGENT_CENTRE_PAGES.some((page) => page.id === id && 'feature' in page);
}

/** The pages to list, in order, given which contract features apply. */
export function visiblePages(features: ContractFeatures): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => !('feature' in page) || features[page.feature]).map((page) => page.id);
}

/** The page to show for a requested id: itself when visible, otherwise the default. */
export function resolvePage(requested: string | undefined, visible: readonly AgentCentrePage[]): AgentCentrePage {
  return visible.find((page) => page === requested) ?? DEFAULT_PAGE;
}
