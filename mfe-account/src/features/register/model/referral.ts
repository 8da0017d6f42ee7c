/** localStorage key of the referral attribution (facts §4.7). */
export const REG_INFO_STORAGE_KEY = 'reg_info';

/** Referral attribution of this visit. */
export interface ReferralParams {
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
}

function readStored(): ReferralParams {
  try {
    const raw = localStorage.getItem(REG_INFO_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { affiliateCode, referralCode } = parsed as Record<string, unknown>;
    return {
      affiliateCode: typeof affiliateCode === 'string' && affiliateCode ? affiliateCode : undefined,
      referralCode: typeof referralCode === 'string' && referralCode ? referralCode : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The affiliate code the domain's URL carries (`?affiliateCode=`) and the referral code
 * (`?referralCode=` or `?r=`), falling back to what an earlier visit stored in `reg_info`
 * (facts §4.7). The URL wins and is remembered.
 */
export function readReferralParams(search: string = window.location.search): ReferralParams {
  const params = new URLSearchParams(search);
  const stored = readStored();
  const fromUrl: ReferralParams = {
    affiliateCode: params.get('affiliateCode')?.trim() || undefined,
    referralCode: (params.get('referralCode') ?? params.get('r'))?.trim() || undefined,
  };
  const result: ReferralParams = {
    affiliateCode: fromUrl.affiliateCode ?? stored.affiliateCode,
    referralCode: fromUrl.referralCode ?? stored.referralCode,
  };
  if (fromUrl.affiliateCode || fromUrl.referralCode) {
    try {
      localStorage.setItem(REG_INFO_STORAGE_KEY, JSON.stringify(result));
    } catch {
      // Storage blocked: the URL still works for this visit.
    }
  }
  return result;
}
