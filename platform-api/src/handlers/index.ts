import {
  affiliateCheck,
  captcha,
  changePassword,
  countries,
  domainRoute,
  forgotPasswordEmail,
  freePlay,
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
import { agentTeamOverview } from './agent';
import { login, logout, memberInfo, rsaKey } from './auth';
import { gameList, gameMenus, gameVendors, launchGame } from './games';
import { promotionList } from './promotions';
import { notices, systemStatus, whitelabel } from './system';
import type { HandlerMap } from './types';
import { walletBalance } from './wallet';

/** The handler of every catalogue entry. */
export const handlers: HandlerMap = {
  rsaKey,
  login,
  logout,
  memberInfo,
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
};
