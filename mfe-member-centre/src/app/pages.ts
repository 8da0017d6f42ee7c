import type { MemberInfo } from 'shared-contracts';

/** The member-centre pages of spec §2 "Member centre", in menu order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/** A member-centre page id. */
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The page shown when none (or an unknown or hidden one) is asked for (spec §2). */
export const DEFAULT_PAGE: MemberCentrePage = 'securityCenter';

/** Invite-friends is visible only if the member's REFERRAL promotion is enabled (spec §2, §6). */
export function isReferralEnabled(member: Pick<MemberInfo, 'availablePromotions'> | null | undefined): boolean {
  return !!member?.availablePromotions.some((promotion) => promotion.type === 'REFERRAL' && promotion.enabled);
}

/** The pages this member may see, in menu order. */
export function visiblePages(member: Pick<MemberInfo, 'availablePromotions'> | null | undefined): MemberCentrePage[] {
  return MEMBER_CENTRE_PAGES.filter((page) => page !== 'referral' || isReferralEnabled(member));
}

/** The page to show for a requested id: itself when visible, otherwise the default. */
export function resolvePage(requested: string | undefined, visible: readonly MemberCentrePage[]): MemberCentrePage {
  return visible.find((page) => page === requested) ?? DEFAULT_PAGE;
}
