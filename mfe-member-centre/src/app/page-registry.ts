import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePage } from './pages';

type PageComponent = LazyExoticComponent<ComponentType>;

/** A lazily loaded page: each page is its own chunk, fetched when the member opens it. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageComponent {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Every member-centre page, by id (spec §2 "Member centre"). */
export const PAGE_COMPONENTS: Record<MemberCentrePage, PageComponent> = {
  securityCenter: page(
    () => import('../features/security-center/components/security-center'),
    (m) => m.SecurityCenter,
  ),
  transferUpline: page(
    () => import('../features/transfer-upline/components/transfer-upline-page'),
    (m) => m.TransferUplinePage,
  ),
  personalHistoryCopy: page(
    () => import('../features/records/components/betting-record-page'),
    (m) => m.BettingRecordPage,
  ),
  transactionHistory: page(
    () => import('../features/records/components/account-record-page'),
    (m) => m.AccountRecordPage,
  ),
  personalProfit: page(
    () => import('../features/records/components/profit-loss-page'),
    (m) => m.ProfitLossPage,
  ),
  bonusDetails: page(
    () => import('../features/records/components/bonus-details-page'),
    (m) => m.BonusDetailsPage,
  ),
  rewardCenter: page(
    () => import('../features/rewards/components/reward-center-page'),
    (m) => m.RewardCenterPage,
  ),
  referral: page(
    () => import('../features/referral/components/referral-page'),
    (m) => m.ReferralPage,
  ),
  missionLeaderboard: page(
    () => import('../features/missions/components/missions-page'),
    (m) => m.MissionsPage,
  ),
  messageV2: page(
    () => import('../features/messages/components/messages-page'),
    (m) => m.MessagesPage,
  ),
  manualRebate: page(
    () => import('../features/rebate/components/rebate-page'),
    (m) => m.RebatePage,
  ),
  withdraw: page(
    () => import('../features/withdraw/components/withdraw-page'),
    (m) => m.WithdrawPage,
  ),
  transferFund: page(
    () => import('../features/wallet/components/wallet-page'),
    (m) => m.WalletPage,
  ),
  depositv2: page(
    () => import('../features/deposit/components/deposit-page'),
    (m) => m.DepositPage,
  ),
};
