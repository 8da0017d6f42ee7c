import { NO_CONTRACT_FEATURES, resolvePage, visiblePages } from './pages';

describe('agent centre pages', () => {
  it('hides the four contract pages when no contract feature applies', () => {
    expect(visiblePages(NO_CONTRACT_FEATURES)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
  });

  it('shows each contract page only with its own feature, in spec order', () => {
    const pages = visiblePages({ dividend: true, dailySalary: false, hourSalary: true, realtimeSalary: true });
    expect(pages.slice(8)).toEqual(['agentDividendRecordCopy2', 'agentHourSalary', 'agentRealtimeSalary']);
  });

  it('resolves unknown and hidden pages to the team overview', () => {
    const visible = visiblePages(NO_CONTRACT_FEATURES);
    expect(resolvePage(undefined, visible)).toBe('agentTeamOverview');
    expect(resolvePage('nope', visible)).toBe('agentTeamOverview');
    expect(resolvePage('agentHourSalary', visible)).toBe('agentTeamOverview');
    expect(resolvePage('registerCenter', visible)).toBe('registerCenter');
  });
});
