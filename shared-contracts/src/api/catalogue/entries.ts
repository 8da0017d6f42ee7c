// The endpoint catalogue's entries, one named export per call. `index.ts` re-exports this module
// as the namespace `endpoints`, so `endpoints.memberInfo` is a static reference webpack can follow:
// an app's bundle keeps only the endpoints (and their schemas) it calls, instead of the whole
// catalogue (issue 19: shared-contracts was 25.7 KiB gzip before the first paint).
export {
  affiliateCheck,
  captcha,
  changePassword,
  countries,
  domainRoute,
  forgotPasswordEmail,
  freePlay,
  geetestChallenge,
  geetestConfig,
  geetestVerify,
  helpCenter,
  loggedInAnnouncements,
  passwordByPhone,
  register,
  registerMobile,
  registerSettings,
  smsLoginCode,
  smsPasswordCode,
  smsRegister,
  unreadCount,
} from './account';
export { agentTeamOverview } from './agent';
export {
  agentDownlineTransactions,
  agentDownlines,
  agentProfitLoss,
  agentRevenueReport,
  consolidatedContracts,
  contractOffer,
  contractOfferPreview,
  contractRespond,
  contractTerminate,
  contracts,
  dailySalary,
  dividendRecords,
  dividendRequest,
  downlineRecall,
  hourlySalary,
  raffleClaim,
  realtimeSalary,
  registerCenter,
  registerDownline,
} from './agent-centre';
export { login, loginV2, loginVerification, loginVerificationCode, logout, memberInfo, rsaKey } from './auth';
export {
  favouriteAdd,
  favouriteIds,
  favouriteRemove,
  favourites,
  gameList,
  gameMenus,
  gameVendors,
  hotGames,
  launchGame,
  recentGames,
  vassGameTypes,
  winnerBoard,
} from './games';
export { loginInfo, phoneProviderSend, phoneProviderVerify, socialLogin, socialReferenceCredential } from './identity';
export { lotteryLaunch, popularLottery, pvpLaunch, pvpRooms, recentLottery, vnLotteryMenus, vnNumbers, vnOpenedNumbers } from './lottery';
export {
  avatar,
  feedback,
  gameAnnouncements,
  memberIcon,
  merchantWallet,
  missionLeaderboard,
  missionSummary,
  pointsBalance,
  pointsConfig,
  pointsConvert,
  pointsRedeem,
  pointsRedeemList,
  pointsRewards,
  transactionDetails,
  walletTransfer,
} from './member';
export {
  bankCardAdd,
  bankCards,
  bettingRecords,
  bonusDetails,
  deposit,
  depositRecords,
  depositSettings,
  inboxDelete,
  inboxList,
  inboxRead,
  manualRebate,
  manualRebateClaim,
  paymentPassword,
  personalProfitLoss,
  referralDetails,
  rewardCenter,
  rewardClaim,
  withdraw,
  withdrawConfirm,
  withdrawRecords,
  withdrawSettings,
} from './member-centre';
export { promotionApply, promotionClaim, promotionDetail, promotionList, vipLevels } from './promotions';
export { notices, systemStatus, whitelabel } from './system';
export { gameWalletTransfer, walletBalance, walletRecallAll } from './wallet';
