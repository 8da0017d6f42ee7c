import { isTrial, safeUrl, type MemberInfo, type SessionSnapshot } from 'shared-contracts';

/** Social resources the side menu links to (spec §3 "Resources by key"). */
export const SOCIAL_RESOURCES = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const;

/** A social link of the side menu. */
export interface SocialLink {
  type: (typeof SOCIAL_RESOURCES)[number];
  url: string;
}

/** The social links among the site resources (http(s) only, in a fixed order). */
export function socialLinks(resources: readonly { resourceType: string; url: string }[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const type of SOCIAL_RESOURCES) {
    const url = safeUrl(resources.find((resource) => resource.resourceType === type)?.url, { allowSitePath: false });
    if (url) links.push({ type, url });
  }
  return links;
}

/** The member's REFERRAL promotion is on (spec §6 "Invite-friends is visible only if..."). */
export function hasReferral(member: Pick<MemberInfo, 'availablePromotions'> | null | undefined): boolean {
  return !!member?.availablePromotions.some((promotion) => promotion.type === 'REFERRAL' && promotion.enabled);
}

/**
 * Referral and VIP entries (spec §2 "Side menu"): shown when logged out (a click opens the login
 * popup) or when the account qualifies: a real (non-trial) member, and for referral the REFERRAL
 * promotion on.
 */
export function menuEntryVisibility(session: Pick<SessionSnapshot, 'token' | 'member'>): { referral: boolean; vip: boolean } {
  if (!session.token) return { referral: true, vip: true };
  const member = session.member;
  const isReal = !!member && !isTrial(member);
  return { referral: isReal && hasReferral(member), vip: isReal };
}
