import type { MemberInfo } from 'shared-contracts';

/**
 * The member's REFERRAL promotion is on: the same rule as the side menu's invite-friends entry
 * (spec: invite-friends is visible only if the referral promotion is enabled).
 */
export function hasReferral(member: Pick<MemberInfo, 'availablePromotions'> | null | undefined): boolean {
  return !!member?.availablePromotions.some((promotion) => promotion.type === 'REFERRAL' && promotion.enabled);
}
