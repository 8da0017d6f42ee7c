import type { ComponentType } from 'react';
import { lazyPart, PartUnavailable } from 'platform-ui';
import type { MemberCentrePage } from './pages';

/** A page of the centre: it takes no props (it reads the session and the host itself). */
type PageComponent = ComponentType;

/**
 * A lazily loaded page: each page is its own chunk, fetched when the member opens it. A chunk that
 * cannot load says so in the page's place with a retry (the kit's `PartUnavailable`); the menu and
 * the title stay, and the next opening of the page loads it again. (A plain `React.lazy` threw at
 * the centre's error boundary, whose retry could not help: React.lazy keeps its failure for good.)
 */
function page<M>(id: MemberCentrePage, load: () => Promise<M>, pick: (module: M) => ComponentType): PageComponent {
  return lazyPart(`the member centre page ${id}`, async () => pick(await load()), PartUnavailable);
}

/** Every member-centre page, by id (spec §2 "Member centre"). */
export const PAGE_COMPONENTS: Record<MemberCentrePage, PageComponent> = {
  securityCenter: page(
    'securityCenter',
    () => import('../features/security-center/components/security-center'),
    (m) => m.SecurityCenter,
  ),
  transferUpline: page(
    'transferUpline',
    () => import('../features/transfer-upline/components/transfer-upline-page'),
    (m) => m.TransferUplinePage,
  ),
  personalHistoryCopy: page(
    'personalHistoryCopy',
    () => import('../features/records/components/betting-record-page'),
    (m) => m.BettingRecordPage,
  ),
  transactionHistory: page(
    'transactionHistory',
    () => import('../features/records/components/account-record-page'),
    (m) => m.AccountRecordPage,
  ),
  personalProfit: page(
    'personalProfit',
    () => import('../features/records/components/profit-loss-page'),
    (m) => m.ProfitLossPage,
  ),
  bonusDetails: page(
    'bonusDetails',
    () => import('../features/records/components/bonus-details-page'),
    (m) => m.BonusDetailsPage,
  ),
  rewardCenter: page(
    'rewardCenter',
    () => import('../features/rewards/components/reward-center-page'),
    (m) => m.RewardCenterPage,
  ),
  referral: page(
    'referral',
    () => import('../features/referral/components/referral-page'),
    (m) => m.ReferralPage,
  ),
  missionLeaderboard: page(
    'missionLeaderboard',
    () => import('../features/missions/components/missions-page'),
    (m) => m.MissionsPage,
  ),
  messageV2: page(
    'messageV2',
    () => import('../features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  manualRebate: page(
    'manualRebate',
    () => import('../features/rebate/components/rebate-page'),
    (m) => m.RebatePage,
  ),
  withdraw: page(
    'withdraw',
    () => import('../features/withdraw/components/withdraw-page'),
    (m) => m.WithdrawPage,
  ),
  transferFund: page(
    'transferFund',
    () => import('../features/wallet/components/wallet-page'),
    (m) => m.WalletPage,
  ),
  depositv2: page(
    'depositv2',
    () => import('../features/deposit/components/deposit-page'),
    (m) => m.DepositPage,
  ),
};
