import { affiliateCheck, captcha, freePlay, register, registerMobile, registerSettings } from './account/registration';
import { smsLoginCode, smsPasswordCode, smsRegister } from './account/sms-codes';
import { changePassword, forgotPasswordEmail, passwordByPhone } from './account/passwords';
import { countries, domainRoute, helpCenter, loggedInAnnouncements, unreadCount } from './account/site-info';
import { geetestChallenge, geetestConfig, geetestVerify } from './account/human-verification';
import { agentTeamOverview } from './agent';
import {
  favouriteAdd,
  favouriteIds,
  favouriteRemove,
  favourites,
  hotGames,
  lotteryLaunch,
  popularLottery,
  pvpLaunch,
  pvpRooms,
  recentGames,
  recentLottery,
  vassGameTypes,
  vnLotteryMenus,
  vnNumbers,
  vnOpenedNumbers,
  winnerBoard,
} from './games-extra';
import { login, loginV2, loginVerification, loginVerificationCode, logout, memberInfo, rsaKey } from './auth';
import { gameList, gameMenus, gameVendors, launchGame } from './games';
import { loginInfo, phoneProviderSend, phoneProviderVerify, socialLogin, socialReferenceCredential } from './identity';
import { promotionApply, promotionClaim, promotionDetail, promotionList } from './promotions';
import { vipLevels } from './vip';
import { notices, systemStatus, whitelabel } from './system';
import { avatar, feedback, memberIcon } from './member/profile';
import { merchantWallet, transactionDetails, walletTransfer } from './member/transactions';
import { pointsBalance, pointsConfig, pointsConvert, pointsRedeem, pointsRedeemList, pointsRewards } from './member/points-mall';
import { gameAnnouncements, missionLeaderboard, missionSummary } from './member/missions';
import {
  consolidatedContracts,
  contractOffer,
  contractOfferPreview,
  contractRespond,
  contractTerminate,
  contracts,
} from './agent-centre/contracts';
import { dailySalary, hourlySalary, realtimeSalary } from './agent-centre/salaries';
import { dividendRecords, dividendRequest } from './agent-centre/dividends';
import { raffleClaim } from './agent-centre/raffle';
import { agentDownlines, downlineRecall } from './agent-centre/downlines';
import { registerCenter, registerDownline } from './agent-centre/register-centre';
import { agentDownlineTransactions, agentProfitLoss, agentRevenueReport } from './agent-centre/reports';
import { deposit, depositRecords, depositSettings } from './member-centre/deposit';
import { withdraw, withdrawConfirm, withdrawRecords, withdrawSettings } from './member-centre/withdraw';
import { bettingRecords, bonusDetails, personalProfitLoss } from './member-centre/records';
import { rewardCenter, rewardClaim } from './member-centre/rewards';
import { referralDetails } from './member-centre/referral';
import { inboxDelete, inboxList, inboxRead } from './member-centre/inbox';
import { manualRebate, manualRebateClaim } from './member-centre/rebate';
import { bankCardAdd, bankCards } from './member-centre/bank-cards';
import { paymentPassword } from './member-centre/payment-password';
import type { HandlerMap } from './types';
import { gameWalletTransfer, walletBalance, walletRecallAll } from './wallet';

/** The handler of every catalogue entry. */
export const handlers: HandlerMap = {
  rsaKey,
  login,
  loginV2,
  loginVerificationCode,
  loginVerification,
  logout,
  memberInfo,
  loginInfo,
  socialLogin,
  socialReferenceCredential,
  phoneProviderSend,
  phoneProviderVerify,
  systemStatus,
  whitelabel,
  notices,
  gameMenus,
  gameVendors,
  gameList,
  launchGame,
  walletBalance,
  promotionList,
  agentTeamOverview,
  captcha,
  registerSettings,
  register,
  registerMobile,
  affiliateCheck,
  smsRegister,
  smsLoginCode,
  smsPasswordCode,
  forgotPasswordEmail,
  passwordByPhone,
  changePassword,
  freePlay,
  countries,
  domainRoute,
  loggedInAnnouncements,
  unreadCount,
  helpCenter,
  hotGames,
  winnerBoard,
  recentGames,
  favouriteIds,
  favourites,
  favouriteAdd,
  favouriteRemove,
  vassGameTypes,
  lotteryLaunch,
  popularLottery,
  recentLottery,
  vnLotteryMenus,
  vnNumbers,
  vnOpenedNumbers,
  pvpRooms,
  pvpLaunch,
  gameAnnouncements,
  missionSummary,
  missionLeaderboard,
  avatar,
  memberIcon,
  transactionDetails,
  walletTransfer,
  merchantWallet,
  feedback,
  pointsConfig,
  pointsBalance,
  pointsRewards,
  pointsRedeem,
  pointsRedeemList,
  pointsConvert,
  depositSettings,
  deposit,
  withdrawSettings,
  withdraw,
  withdrawRecords,
  withdrawConfirm,
  bettingRecords,
  personalProfitLoss,
  bonusDetails,
  rewardCenter,
  rewardClaim,
  referralDetails,
  inboxList,
  inboxRead,
  inboxDelete,
  manualRebate,
  manualRebateClaim,
  geetestConfig,
  geetestChallenge,
  geetestVerify,
  consolidatedContracts,
  dividendRecords,
  dividendRequest,
  dailySalary,
  hourlySalary,
  realtimeSalary,
  raffleClaim,
  agentDownlines,
  registerCenter,
  registerDownline,
  agentProfitLoss,
  agentRevenueReport,
  agentDownlineTransactions,
  contracts,
  contractOffer,
  contractRespond,
  contractTerminate,
  depositRecords,
  bankCards,
  bankCardAdd,
  paymentPassword,
  gameWalletTransfer,
  walletRecallAll,
  promotionDetail,
  promotionApply,
  promotionClaim,
  vipLevels,
  downlineRecall,
  contractOfferPreview,
};
